/**
 * The server markup contract (README "Server markup"): drawn over markup.html (a first page) and
 * markup-empty.html (no results), the grid changes nothing a shopper could see, as it keeps the
 * server's nodes; before its code has run, its links are links.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickBeforeCode, drawOver, markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import './element';

describe('<lto-product-grid> over its server markup', () => {
  beforeEach(() => writeConfig({ urls: {} }));

  it.each([
    ['a first page of results', 'markup.html'],
    ['no results', 'markup-empty.html'],
  ])('%s: drawn exactly as the server drew it', async (_case, file) => {
    const { server, drawn } = await drawOver('lto-product-grid', '', markupFixture(import.meta.url, file));
    expect(drawn).toEqual(server);
  });

  it('keeps the very nodes the server drew, and the focus in them', async () => {
    document.body.innerHTML = `<lto-product-grid>${markupFixture(import.meta.url)}</lto-product-grid>`;
    const island = document.querySelector('lto-product-grid')!;
    const region = island.querySelector('[data-lto-grid-region]');
    const select = screen.getByRole('combobox', { name: /^Items per page/ });
    select.focus();
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    await waitFor(() => expect(island).toHaveAttribute('data-lto-ready'));
    expect(island.querySelector('[data-lto-grid-region]')).toBe(region);
    expect(island.children).toHaveLength(1);
    expect(document.activeElement).toBe(select);
  });

  it('leaves its links to the browser before its code has run: each shows its listing as a page', () => {
    document.body.innerHTML = `<lto-product-grid>${markupFixture(import.meta.url)}</lto-product-grid>`;
    const island = document.querySelector('lto-product-grid')!;
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'Harbor (12)' }))).toBe(false);
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'Load more' }))).toBe(false);
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'Page 2' }))).toBe(false);
  });
});
