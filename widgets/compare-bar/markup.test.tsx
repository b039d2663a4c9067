/**
 * The server markup contract (README "Server markup"): drawn over markup.html (two items) and
 * markup-one.html (one: the compare button disabled with its hint), the bar changes nothing a
 * shopper could see; a remove given before its code ran is done once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/replay';
import { getStore } from '../../src/core/store';
import { adoptCompare } from '../../src/core/store/compare-actions';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { fakeCompareServer, item, writeConfig } from '../../testing/widget-page';
import './element';

const harbor = { ...item(1001), name: 'Harbor Sofa' };
const cove = { ...item(1002), name: 'Cove Loveseat' };
const tag = (items: unknown[]) => `category="living-room" items='${JSON.stringify(items)}'`;
const pids = () => getStore().getState().compare.items.map((i) => i.pid);

describe('<lto-compare-bar> over its server markup', () => {
  beforeEach(() => writeConfig());

  it.each([
    ['two items', 'markup.html', [harbor, cove]],
    ['one item', 'markup-one.html', [harbor]],
  ])('%s: drawn exactly as the server drew it', async (_case, file, items) => {
    const { server, drawn } = await drawOver('lto-compare-bar', tag(items), markupFixture(import.meta.url, file));
    expect(drawn).toEqual(server);
    expect(screen.getByRole('region', { name: 'Compare products' })).toHaveTextContent(`${items.length} of 6 products selected`);
  });

  it('an empty list: the server draws nothing, and so does the bar', async () => {
    const { server, drawn } = await drawOver('lto-compare-bar', tag([]), '');
    expect(server).toEqual([]);
    expect(drawn).toEqual([]);
  });

  it('drawn after a toggle changed the list, it shows the store, not the older list of the page', async () => {
    adoptCompare([harbor]);
    await act(async () => void getStore().setState((state) => ({ compare: { ...state.compare, items: [harbor, cove] } })));
    const { element } = await drawOver('lto-compare-bar', tag([harbor]), markupFixture(import.meta.url, 'markup-one.html'));
    expect(element).toHaveTextContent('2 of 6 products selected');
    expect(pids()).toEqual(['P1001', 'P1002']);
  });

  it('a remove pressed from the keyboard before its code ran leaves focus on the next remove button', async () => {
    fakeCompareServer();
    document.body.innerHTML = `<lto-compare-bar ${tag([harbor, cove])}>${markupFixture(import.meta.url)}</lto-compare-bar>`;
    const island = document.querySelector('lto-compare-bar')! as Element & { [EARLY_ACTIONS]?: unknown };
    island.querySelector<HTMLButtonElement>('[aria-label="Remove Harbor Sofa from compare"]')!.focus();
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 1, 0, 2] }];
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    await waitFor(() => expect(pids()).toEqual(['P1002']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Cove Loveseat from compare' })).toHaveFocus());
  });

  it('does a remove given before its code ran once, on that slot', async () => {
    const server = fakeCompareServer();
    document.body.innerHTML = `<lto-compare-bar ${tag([harbor, cove])}>${markupFixture(import.meta.url)}</lto-compare-bar>`;
    const island = document.querySelector('lto-compare-bar')! as Element & { [EARLY_ACTIONS]?: unknown };
    // The remove button of the second slot: section > ul (2nd element) > li 2 > button (3rd element).
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 1, 1, 2] }];
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    await waitFor(() => expect(pids()).toEqual(['P1001']));
    expect(server.calls).toEqual([{ path: '/compare/remove', pid: 'P1002', category: 'living-room' }]);
    await act(async () => {});
    expect(server.calls, 'once').toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('1 of 6 products selected');
  });
});
