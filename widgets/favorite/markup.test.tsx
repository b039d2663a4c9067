/**
 * The server markup contract (README "Server markup"): drawn over markup.html, the heart changes
 * nothing a shopper could see, on and off; a click given before its code ran is done once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/replay';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import './element';

const fixture = markupFixture(import.meta.url);
const off = fixture.replace('aria-checked="true"', 'aria-checked="false"').replace('prodisincart', 'prodnotincart');
const TAG = 'pid="P1001-2" product="P1001" uuid="uuid-1001" name="Harbor Sofa"';
const save = (pids: string[]) => (document.cookie = `myFavoriteProduct=${encodeURIComponent(JSON.stringify(pids))}; path=/`);

describe('<lto-favorite> over its server markup', () => {
  beforeEach(() => {
    writeConfig({ urls: { addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove' } });
    document.cookie = 'myFavoriteProduct=; path=/; max-age=0';
  });

  it('a saved product (its pid in the myFavoriteProduct cookie): drawn on, exactly as the server drew it', async () => {
    save(['P1001-2']);
    const { server, drawn } = await drawOver('lto-favorite', TAG, fixture);
    expect(drawn).toEqual(server);
    expect(screen.getByRole('switch', { name: 'Save Harbor Sofa' })).toBeChecked();
  });

  it('a product not saved: drawn off, exactly as the server drew it', async () => {
    expect(off).not.toBe(fixture);
    const { server, drawn } = await drawOver('lto-favorite', TAG, off);
    expect(drawn).toEqual(server);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('does a click given before its code ran once: one add, the heart on', async () => {
    const server = fakeServer({ record: async (url, request) => ({ path: url.pathname, pid: new URLSearchParams(await request.text()).get('pid') }) });
    document.body.innerHTML = `<lto-favorite ${TAG}>${off}</lto-favorite>`;
    const island = document.querySelector('lto-favorite')! as Element & { [EARLY_ACTIONS]?: unknown };
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 0] }];
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    await waitFor(() => expect(screen.getByRole('switch')).not.toHaveAttribute('aria-busy'));
    expect(server.calls).toEqual([{ path: '/favorites/add', pid: 'P1001-2' }]);
    expect(decodeURIComponent(document.cookie)).toContain('["P1001-2"]');
  });
});
