import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_CHANGE_EVENT, type CompareChangeDetail } from '../../src/contracts/compare-events';
import { getStore } from '../../src/core/store';
import { resetWarnings } from '../../src/core/warn';
import { markupFixture } from '../../testing/markup-contract';
import { fakeCompareServer, listenOnDocument, mount, submitBy, writeConfig } from '../../testing/widget-page';
import './element';

const TABLE = markupFixture(import.meta.url);
const ONE = markupFixture(import.meta.url, 'markup-one.html');
const NAMES = ['Garrison Sofa', 'Everly Loveseat', 'Dorset Power Recliner'];
const LISTED = ['P1001', 'P1002', 'P1003'].map((pid) => ({ pid, category: 'living-room' }));

const list = (items: unknown = LISTED, markup = TABLE) => `<lto-compare-list items='${typeof items === 'string' ? items : JSON.stringify(items)}'>${markup}</lto-compare-list>`;
const remove = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });
/** The table as the shopper reads it: each row's cells' text. */
const rows = () => [...document.querySelectorAll('tr')].map((row) => [...row.cells].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()));
const politely = () => document.querySelector('[data-lto-live-region="polite"]');

describe('<lto-compare-list>', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeConfig();
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetWarnings();
  });

  it("draws nothing: the platform's table stays as it wrote it", async () => {
    await mount(list());
    const element = document.querySelector('lto-compare-list')!;
    expect(element).toHaveAttribute('data-lto-ready');
    const written = document.createElement('template');
    written.innerHTML = TABLE;
    expect(element.innerHTML).toBe(written.innerHTML);
  });

  it("removes a product through compareRemove: its column leaves the table, the focus goes to the next product's remove button, and the removal is said", async () => {
    const server = fakeCompareServer();
    const heard: CompareChangeDetail[] = [];
    listenOnDocument(COMPARE_CHANGE_EVENT as 'submit', (event) => heard.push((event as unknown as CustomEvent<CompareChangeDetail>).detail));
    await mount(list());
    expect(await submitBy(remove(NAMES[1]!))).toBe(true);
    await waitFor(() => expect(rows()[0]).toEqual(['Name', 'Garrison Sofa', 'Dorset Power Recliner']));
    expect(server.calls).toEqual([{ path: '/compare/remove', pid: 'P1002', category: 'living-room' }]);
    expect(rows()).toEqual([
      ['Name', 'Garrison Sofa', 'Dorset Power Recliner'],
      ['Monthly payment', '$92.99', '$52.99'],
      ['Remove', 'Remove Garrison Sofa', 'Remove Dorset Power Recliner'],
    ]);
    expect(remove(NAMES[2]!)).toHaveFocus();
    expect(heard.map((detail) => detail.items.map((item) => item.pid))).toEqual([['P1001', 'P1003']]);
    expect(getStore().getState().compare.items.map((item) => item.pid)).toEqual(['P1001', 'P1003']);
    await waitFor(() => expect(politely()).toHaveTextContent('Everly Loveseat removed from compare.'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('after the last column, focuses the remove button of the one before it', async () => {
    fakeCompareServer();
    await mount(list());
    remove(NAMES[2]!).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove(NAMES[1]!)).toHaveFocus());
    expect(rows()[0]).toEqual(['Name', 'Garrison Sofa', 'Everly Loveseat']);
  });

  it('loads the page again rather than leave fewer than two products (the platform then says the compare needs two)', async () => {
    const server = fakeCompareServer();
    await mount(list(LISTED.slice(0, 2)));
    // The third column is not in the list the server holds: two products, whatever the table shows.
    await submitBy(remove(NAMES[0]!));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls.map((call) => call.pid)).toEqual(['P1001']);
    expect(rows()[0]).toHaveLength(4);
  });

  it('loads the page again after removing the single product of the notice', async () => {
    fakeCompareServer();
    await mount(list(LISTED.slice(0, 1), ONE));
    expect(await submitBy(remove(NAMES[0]!))).toBe(true);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('sends one request however often the busy button is pressed', async () => {
    const server = fakeCompareServer();
    server.hold();
    await mount(list());
    const button = remove(NAMES[0]!);
    await submitBy(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await server.release();
    await waitFor(() => expect(rows()[0]).toEqual(['Name', 'Everly Loveseat', 'Dorset Power Recliner']));
    expect(server.calls).toHaveLength(1);
  });

  it('keeps the column when compareRemove refuses, shows COMPARE_REMOVE_FAIL under the button as an alert, and takes it away at the next try', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/remove', { body: { success: false } });
    await mount(list());
    const button = remove(NAMES[0]!);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const cell = button.closest('td')!;
    expect(await within(cell).findByRole('alert')).toHaveTextContent("We couldn't remove this product from compare. Please try again.");
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(rows()[0]).toEqual(['Name', ...NAMES]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows()[0]).toEqual(['Name', 'Everly Loveseat', 'Dorset Power Recliner']));
    expect(document.querySelector('[role="alert"].lto-compare-list__error')).toBeNull();
  });

  it('says BAD_RESPONSE for an answer that is not the contract', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/remove', { body: '<html>oops</html>', contentType: 'text/html' });
    await mount(list());
    await submitBy(remove(NAMES[0]!));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(rows()[0]).toEqual(['Name', ...NAMES]);
  });

  it('leaves the form to post, as without script, when the list does not hold its product or the attribute is bad', async () => {
    const server = fakeCompareServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(list(LISTED.slice(1)));
    expect(await submitBy(remove(NAMES[0]!))).toBe(false);
    document.body.innerHTML = '';
    await act(async () => getStore().setState((state) => ({ compare: { ...state.compare, items: [], loaded: false } })));
    await mount(list('not json'));
    expect(await submitBy(remove(NAMES[1]!))).toBe(false);
    expect(server.calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes out the columns of products the list lost elsewhere (another tab), leaving the focus where it was, and nothing for its own removal', async () => {
    await mount(`<button type="button">elsewhere</button>${list()}`);
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    await act(async () => {
      getStore().setState((state) => ({ compare: { ...state.compare, items: [LISTED[0]!, LISTED[2]!].map((item) => ({ uuid: '', name: '', img: '', ...item })), loaded: true } }));
      document.dispatchEvent(new CustomEvent(COMPARE_CHANGE_EVENT, { detail: { items: [] }, bubbles: true }));
    });
    expect(rows()[0]).toEqual(['Name', 'Garrison Sofa', 'Dorset Power Recliner']);
    expect(elsewhere).toHaveFocus();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again when the list lost elsewhere leaves fewer than two', async () => {
    await mount(list());
    await act(async () => {
      getStore().setState((state) => ({ compare: { ...state.compare, items: [{ uuid: '', name: '', img: '', ...LISTED[0]! }], loaded: true } }));
      document.dispatchEvent(new CustomEvent(COMPARE_CHANGE_EVENT, { detail: { items: [] }, bubbles: true }));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("drawn because the list changed elsewhere, shows the store's list at once", async () => {
    getStore().setState((state) => ({ compare: { ...state.compare, items: [{ uuid: '', name: '', img: '', ...LISTED[1]! }, { uuid: '', name: '', img: '', ...LISTED[2]! }], loaded: true } }));
    await mount(list());
    expect(rows()[0]).toEqual(['Name', 'Everly Loveseat', 'Dorset Power Recliner']);
  });

  it('says the removal in Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US' });
    fakeCompareServer();
    await mount(list());
    await submitBy(remove(NAMES[0]!));
    await waitFor(() => expect(politely()).toHaveTextContent('Garrison Sofa se quitó de la comparación.'));
  });
});
