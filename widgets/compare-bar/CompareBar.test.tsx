import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../src/core/store';
import { fakeCompareServer, item, mount, writeConfig } from '../../testing/widget-page';
import './element';
import '../compare-toggle/element';

const bar = (items: unknown[], category = 'living-room') =>
  `<lto-compare-bar category="${category}" items='${JSON.stringify(items)}'></lto-compare-bar>`;

const region = () => screen.getByRole('region', { name: 'Compare products' });
const pids = () => getStore().getState().compare.items.map((i) => i.pid);

describe('<lto-compare-bar>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is hidden with no items', async () => {
    await mount(bar([]));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows six slots, the count, and a compare button disabled below two items', async () => {
    await mount(bar([item(1)]));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(6);
    expect(region()).toHaveTextContent('1 of 6 products selected');
    const compare = screen.getByRole('button', { name: 'Compare items (1)' });
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription('Select at least 2 products to compare.');
  });

  it('goes to compareShow with the category from two items', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    await mount(bar([item(1), item(2)], 'bedroom'));
    await userEvent.click(screen.getByRole('button', { name: 'Compare items (2)' }));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(`${target.pathname}${target.search}`).toBe('/compareShow?category=bedroom');
  });

  it("uses the first item's category when the page has none (search results)", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    await mount(bar([item(1, 'dining'), item(2, 'bedroom')], ''));
    await userEvent.click(screen.getByRole('button', { name: 'Compare items (2)' }));
    expect(new URL(assign.mock.calls[0]![0] as string).searchParams.get('category')).toBe('dining');
  });

  it('checks the toggles of the products in the list, and only those', async () => {
    await mount(
      bar([item(2)]) +
        '<lto-compare-toggle pid="P1" name="Product 1"></lto-compare-toggle><lto-compare-toggle pid="P2" name="Product 2"></lto-compare-toggle>',
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Compare Product 2' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Compare Product 1' })).not.toBeChecked();
  });

  it('removes a slot through compareRemove and unchecks its toggle', async () => {
    const server = fakeCompareServer();
    await mount(bar([item(1), item(2)]) + '<lto-compare-toggle pid="P1" name="Product 1"></lto-compare-toggle>');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product 1 from compare' }));
    await waitFor(() => expect(pids()).toEqual(['P2']));
    expect(server.calls).toEqual([{ path: '/compare/remove', pid: 'P1', category: 'living-room' }]);
    expect(screen.getByRole('checkbox', { name: 'Compare Product 1' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Compare items (1)' })).toBeDisabled();
  });

  it('keeps the slot and alerts COMPARE_REMOVE_FAIL when removing fails', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/remove', { body: { success: false } });
    await mount(bar([item(1), item(2)]));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product 1 from compare' }));
    expect(await within(region()).findByRole('alert')).toHaveTextContent("We couldn't remove this product from compare.");
    expect(pids()).toEqual(['P1', 'P2']);
  });

  it('gives focus to the next remove button after a removal, and to the emptied bar after the last where no compare box of it is on the page', async () => {
    fakeCompareServer();
    await mount(bar([item(1), item(2)]));
    screen.getByRole('button', { name: 'Remove Product 1 from compare' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Product 2 from compare' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(document.querySelector('lto-compare-bar')).toHaveFocus();
  });

  it("emptied, gives the focus to the compare box of the product that left last, where the page has one", async () => {
    fakeCompareServer();
    await mount(bar([item(1)]) + '<lto-compare-toggle pid="P1" name="Product 1"></lto-compare-toggle>');
    screen.getByRole('button', { name: 'Remove Product 1 from compare' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Compare Product 1' })).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: 'Compare Product 1' })).not.toBeChecked();
  });

  it('keeps focus on a remove button whose request failed', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/remove', { body: { success: false } });
    await mount(bar([item(1), item(2)]));
    const remove = screen.getByRole('button', { name: 'Remove Product 1 from compare' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await within(region()).findByRole('alert');
    expect(remove).toHaveFocus();
  });

  it('reloads the page when the browser restores it from the back/forward cache (the list may have changed)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
    await mount(bar([item(1)]));
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks before clearing: kept on Escape or \'Keep them\' with nothing sent, then cleared and hidden on \'Clear\'', async () => {
    const server = fakeCompareServer();
    await mount(bar([item(1), item(2), item(3)]));
    const clear = screen.getByRole('button', { name: 'Clear compared items' });
    await userEvent.click(clear);
    const question = screen.getByRole('alertdialog', { name: 'Clear your compare list?' });
    expect(question).toHaveAccessibleDescription('Every product in your compare list will be taken out of it.');
    expect(within(question).getByRole('button', { name: 'Keep them' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(clear).toHaveFocus();
    await userEvent.click(clear);
    await userEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(server.calls).toEqual([]);
    expect(region()).toHaveTextContent('3 of 6 products selected');

    await userEvent.click(clear);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(server.calls.map((c) => c.pid)).toEqual(['P1', 'P2', 'P3']);
  });

  it("cleared, gives the focus to the first cleared product's compare box where the page has one", async () => {
    fakeCompareServer();
    await mount(bar([item(1), item(2)]) + '<lto-compare-toggle pid="P2" name="Product 2"></lto-compare-toggle><lto-compare-toggle pid="P1" name="Product 1"></lto-compare-toggle>');
    await userEvent.click(screen.getByRole('button', { name: 'Clear compared items' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Compare Product 1' })).toHaveFocus());
  });

  it('follows a change of its items attribute (the server re-rendered the list)', async () => {
    await mount(bar([item(1)]));
    const element = document.querySelector('lto-compare-bar')!;
    await act(async () => element.setAttribute('items', JSON.stringify([item(1), item(3)])));
    expect(screen.getByRole('button', { name: 'Remove Product 3 from compare' })).toBeInTheDocument();
  });

  it('treats a malformed items attribute as an empty list with one warning naming the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(`<lto-compare-bar items="[{oops"></lto-compare-bar>`);
    expect(screen.queryByRole('region')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('<lto-compare-bar> attribute "items"');
    warn.mockRestore();
  });

  it('is fully Spanish on the Spanish site', async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'es-US' });
    await mount(bar([item(1)]));
    const spanish = screen.getByRole('region', { name: 'Comparar productos' });
    expect(spanish).toHaveTextContent('1 de 6 productos seleccionados');
    expect(within(spanish).getByRole('button', { name: 'Comparar artículos (1)' })).toBeDisabled();
    expect(within(spanish).getByRole('button', { name: 'Quitar Product 1 de la comparación' })).toBeInTheDocument();
    await userEvent.click(within(spanish).getByRole('button', { name: 'Borrar artículos comparados' }));
    const question = screen.getByRole('alertdialog', { name: '¿Borrar tu lista de comparación?' });
    expect(question).toHaveAccessibleDescription('Se quitarán todos los productos de tu lista de comparación.');
    expect(within(question).getAllByRole('button').map((button) => button.textContent)).toEqual(['Borrar', 'Conservarlos']);
  });
});
