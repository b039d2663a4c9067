/**
 * The server markup contract (README "Server markup"): drawn over markup.html (a first page),
 * markup-empty.html (no results) and markup-search.html (a search's tabs, the wide layout), the
 * grid changes nothing a shopper could see, as it keeps the server's nodes, and makes its tab and
 * layout links tabs and toggle buttons; before its code has run, its links are links.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickBeforeCode, drawOver, markupFixture, outline } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import { LAID_OUT } from './laid-out';
import { articlesOf } from './listing-markup';
import { FEED } from './markup-hooks';
import './element';

/**
 * The server's markup as the grid leaves it (README "Behaviour"): its tab links are tabs (the one
 * whose panel is shown selected, the list's one Tab stop) and their panels tab panels, its layout
 * links toggle buttons (the current one pressed), and its results are marked laid out once the
 * browser has drawn them (laid-out.ts). Nothing else changes.
 */
function asTheGridLeavesIt(fixture: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = fixture;
  document.body.append(host);
  host.querySelector('[data-lto-grid-tabs]')?.setAttribute('role', 'tablist');
  for (const tab of host.querySelectorAll('a[data-lto-grid-tab]')) {
    const panel = host.querySelector(`#${tab.getAttribute('data-lto-grid-tab')}`)!;
    const shown = !panel.hasAttribute('hidden');
    tab.removeAttribute('aria-current');
    for (const [name, value] of [['role', 'tab'], ['aria-controls', panel.id], ['aria-selected', String(shown)], ['tabindex', shown ? '0' : '-1']]) tab.setAttribute(name!, value!);
    for (const [name, value] of [['role', 'tabpanel'], ['aria-labelledby', tab.id], ['tabindex', '0']]) panel.setAttribute(name!, value!);
  }
  for (const feed of host.querySelectorAll(FEED)) for (const result of articlesOf(feed)) result.setAttribute(LAID_OUT, '');
  for (const link of host.querySelectorAll('a[data-lto-grid-view]')) {
    link.setAttribute('aria-pressed', String(link.hasAttribute('aria-current')));
    link.removeAttribute('aria-current');
    link.setAttribute('role', 'button');
  }
  const lines = outline(host);
  host.remove();
  return lines;
}

describe('<lto-product-grid> over its server markup', () => {
  beforeEach(() => writeConfig({ urls: {} }));

  it.each([
    ['a first page of results', 'markup.html'],
    ['no results', 'markup-empty.html'],
    ["a search's tabs, in the wide layout", 'markup-search.html'],
  ])('%s: drawn as the server drew it, its tabs and layout links made tabs and toggle buttons', async (_case, file) => {
    const fixture = markupFixture(import.meta.url, file);
    const expected = asTheGridLeavesIt(fixture);
    const { server, drawn, element } = await drawOver('lto-product-grid', '', fixture);
    // The laid-out marks come a frame after the drawing.
    await waitFor(() => expect(element.querySelectorAll(`${FEED} > article:not([${LAID_OUT}])`)).toHaveLength(0));
    expect(outline(element)).toEqual(expected);
    if (file === 'markup-empty.html') expect(drawn).toEqual(server);
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
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'Wide' }))).toBe(false);
  });

  it("leaves a search's tab links to the browser before its code has run: each shows its tab as a page", () => {
    document.body.innerHTML = `<lto-product-grid>${markupFixture(import.meta.url, 'markup-search.html')}</lto-product-grid>`;
    const island = document.querySelector('lto-product-grid')!;
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'Articles (2)' }))).toBe(false);
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'Grid' }))).toBe(false);
  });
});
