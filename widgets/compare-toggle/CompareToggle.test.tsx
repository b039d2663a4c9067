import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_CHANGE_EVENT } from '../../src/contracts/compare-events';
import { getStore } from '../../src/core/store';
import { hydrateCompare } from '../../src/core/store/compare-actions';
import { selectVariant } from '../../src/core/store/selection-actions';
import { fakeCompareServer, item, listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';

const toggle = (n: number, extra = '') =>
  `<lto-compare-toggle pid="P${n}" uuid="uuid-${n}" name="Product ${n}" img="/img/product/P${n}.svg" category="living-room" ${extra}></lto-compare-toggle>`;

const pids = () => getStore().getState().compare.items.map((i) => i.pid);

describe('<lto-compare-toggle>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => vi.unstubAllGlobals());

  it('is a checkbox named after the product, checked when the product is in the compare list', async () => {
    hydrateCompare([item(2)]);
    await mount(toggle(1) + toggle(2));
    expect(screen.getByRole('checkbox', { name: 'Compare Product 1' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare Product 2' })).toBeChecked();
  });

  it('adds the product through compareAdd with pid and category, and says so politely', async () => {
    const server = fakeCompareServer();
    const changes: unknown[] = [];
    listenOnDocument(COMPARE_CHANGE_EVENT, (e) => changes.push(e.detail));
    await mount(toggle(1));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Product 1' }));
    await waitFor(() => expect(pids()).toEqual(['P1']));
    expect(server.calls).toEqual([{ path: '/compare/add', pid: 'P1', category: 'living-room' }]);
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(changes).toEqual([{ items: [item(1)] }]);
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Product 1 added to compare.'));
  });

  it('adds the colour chosen on the tile (its variant pid), and is checked and removes it by that pid', async () => {
    const server = fakeCompareServer();
    selectVariant('P1', 'P1-2');
    await mount(toggle(1));
    const box = screen.getByRole('checkbox', { name: 'Compare Product 1' });
    await userEvent.click(box);
    await waitFor(() => expect(pids()).toEqual(['P1-2']));
    expect(server.calls).toEqual([{ path: '/compare/add', pid: 'P1-2', category: 'living-room' }]);
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(pids()).toEqual([]));
    expect(server.calls.at(-1)).toEqual({ path: '/compare/remove', pid: 'P1-2', category: 'living-room' });
    expect(box).not.toBeChecked();
  });

  it('is checked for its product listed in another colour', async () => {
    hydrateCompare([{ ...item(1), pid: 'P1-3' }]);
    await mount(toggle(1));
    expect(screen.getByRole('checkbox', { name: 'Compare Product 1' })).toBeChecked();
  });

  it('shows the state asked for while the request is in flight, and sends one request for a double click', async () => {
    const server = fakeCompareServer();
    server.hold();
    await mount(toggle(1));
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(box);
    await server.release();
    await waitFor(() => expect(pids()).toEqual(['P1']));
    expect(server.calls).toHaveLength(1);
  });

  it('unchecks and alerts COMPARE_ADD_FAIL when the server says no', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/add', { body: { success: false } });
    await mount(toggle(1));
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't add this product to compare. Please try again.");
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(pids()).toEqual([]);
  });

  it('unchecks and alerts COMPARE_ADD_FAIL when the request fails', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/add', { status: 500, body: 'oops' });
    await mount(toggle(1));
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't add this product to compare.");
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('alerts BAD_RESPONSE when the answer cannot be parsed', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/add', { body: '<html>not json' });
    await mount(toggle(1));
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('removes through compareRemove when unchecked, and re-checks with COMPARE_REMOVE_FAIL when that fails', async () => {
    const server = fakeCompareServer();
    server.answer('/compare/remove', 'network-error');
    hydrateCompare([item(1)]);
    await mount(toggle(1));
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't remove this product from compare. Please try again.");
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(pids()).toEqual([]));
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual(['/compare/remove', '/compare/remove']);
  });

  describe('a seventh product', () => {
    beforeEach(() => hydrateCompare([1, 2, 3, 4, 5, 6].map((n) => item(n))));

    it('asks COMPARE_CONFIRMATION; cancel unchecks and keeps the six, with focus back on the checkbox', async () => {
      const server = fakeCompareServer();
      await mount(toggle(7));
      const box = screen.getByRole('checkbox', { name: 'Compare Product 7' });
      await userEvent.click(box);
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveAccessibleDescription(/You can compare up to 6 products/);
      expect(box).toBeChecked();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(box).not.toBeChecked();
      expect(box).toHaveFocus();
      expect(pids()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
      expect(server.calls).toEqual([]);
    });

    it('Escape answers no as well', async () => {
      fakeCompareServer();
      await mount(toggle(7));
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('checkbox')).not.toBeChecked();
    });

    it('OK removes the oldest, shifts the others and adds the new one last', async () => {
      const server = fakeCompareServer();
      await mount(toggle(7));
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(pids()).toEqual(['P2', 'P3', 'P4', 'P5', 'P6', 'P7']));
      expect(server.calls.map((c) => `${c.path} ${c.pid}`)).toEqual(['/compare/remove P1', '/compare/add P7']);
      expect(screen.getByRole('checkbox')).toBeChecked();
    });
  });

  it('speaks Spanish on the Spanish site', async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'es-US' });
    await mount(toggle(1));
    expect(screen.getByRole('checkbox', { name: 'Comparar Product 1' })).toBeInTheDocument();
    expect(screen.getByText('Comparar')).toBeInTheDocument();
  });

  it('renders nothing and warns once, naming the tag and attribute, without a pid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<lto-compare-toggle name="No id"></lto-compare-toggle>');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-compare-toggle> attribute "pid"/);
    warn.mockRestore();
  });
});
