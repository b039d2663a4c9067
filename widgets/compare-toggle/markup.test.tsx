/**
 * The server markup contract (README "Server markup"): drawn over markup.html, the toggle changes
 * nothing a shopper could see; a tick given before its code ran is done once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/replay';
import { getStore } from '../../src/core/store';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { fakeCompareServer, item, writeConfig } from '../../testing/widget-page';
import './element';

const fixture = markupFixture(import.meta.url);
const TAG = 'pid="P1001" uuid="uuid-1001" name="Harbor Sofa" img="/img/product/P1001.svg" category="living-room"';
const harbor = { ...item(1001), name: 'Harbor Sofa' };
/** The page's compare list, as the server wrote it into the bar (not drawn: its code never runs here). */
const bar = (items: unknown[]) => `<lto-compare-bar items='${JSON.stringify(items)}'></lto-compare-bar>`;
const pids = () => getStore().getState().compare.items.map((i) => i.pid);

describe('<lto-compare-toggle> over its server markup', () => {
  beforeEach(() => writeConfig());

  it('draws the checked toggle of a product in the page\'s compare list exactly as the server did', async () => {
    document.head.insertAdjacentHTML('beforeend', bar([harbor]));
    const { server, drawn } = await drawOver('lto-compare-toggle', TAG, fixture);
    expect(drawn).toEqual(server);
    expect(screen.getByRole('checkbox', { name: 'Compare Harbor Sofa' })).toBeChecked();
  });

  it('draws the unchecked toggle of a product not in it exactly as the server did', async () => {
    const unchecked = fixture.replace(' checked', '');
    expect(unchecked).not.toBe(fixture);
    const { server, drawn } = await drawOver('lto-compare-toggle', TAG, unchecked);
    expect(drawn).toEqual(server);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('does a tick given before its code ran once: one compareAdd, the box checked', async () => {
    const server = fakeCompareServer();
    document.body.innerHTML = `<lto-compare-toggle ${TAG}>${fixture.replace(' checked', '')}</lto-compare-toggle>`;
    const island = document.querySelector('lto-compare-toggle')! as Element & { [EARLY_ACTIONS]?: unknown };
    // The autoloader stopped the click on the server's checkbox and wrote down where it was.
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 0, 0] }];
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    await waitFor(() => expect(pids()).toEqual(['P1001']));
    expect(server.calls).toEqual([{ path: '/compare/add', pid: 'P1001', category: 'living-room' }]);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await act(async () => {});
    expect(server.calls, 'once').toHaveLength(1);
  });

  it('knows the whole list of the page before it acts: a seventh product asks first', async () => {
    fakeCompareServer();
    document.head.insertAdjacentHTML('beforeend', bar([1, 2, 3, 4, 5, 6].map((n) => item(n))));
    document.body.innerHTML = `<lto-compare-toggle ${TAG}>${fixture.replace(' checked', '')}</lto-compare-toggle>`;
    const island = document.querySelector('lto-compare-toggle')! as Element & { [EARLY_ACTIONS]?: unknown };
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 0, 0] }];
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(/You can compare up to 6 products/);
  });
});
