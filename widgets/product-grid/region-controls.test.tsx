/**
 * A search's products and articles tabs and the grid / wide toggle (SPEC 2.6) once the grid is
 * drawn over the server's links (README "Behaviour"): tabs switched in place by pointer and by
 * keyboard (APG tabs), the products panel with everything of the products hidden while the
 * articles are shown, and the layout switched in place and kept for the visit, across reloads.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { markupFixture } from '../../testing/markup-contract';
import { clickLink as click, mount, writeConfig } from '../../testing/widget-page';
import './element';

const SEARCH = markupFixture(import.meta.url, 'markup-search.html');

/** The search as the platform draws it: the products tab shown, the grid or wide layout. */
const searchRegion = (view: 'grid' | 'wide' = 'wide') =>
  view === 'wide'
    ? SEARCH
    : SEARCH.replace(' data-lto-grid-wide', '')
        .replace('data-lto-grid-view="grid"', 'aria-current="true" data-lto-grid-view="grid"')
        .replace(' aria-current="true" data-lto-grid-view="wide"', ' data-lto-grid-view="wide"');

/** The search under the Harbor brand, as its format=ajax answer has it: 12 products, in the grid layout. */
const harborRegion = () => searchRegion('grid').replace(/Products \(67\)/, 'Products (12)').replace(/Viewing 20 of 67/, 'Viewing 12 of 12');

async function openSearch(view: 'grid' | 'wide' = 'wide') {
  history.replaceState(null, '', '/showsearch?q=sofa');
  await mount(`<lto-product-grid>${searchRegion(view)}</lto-product-grid>`);
  const island = document.querySelector('lto-product-grid')!;
  await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
  await waitFor(() => expect(island).toHaveAttribute('data-lto-ready'));
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const productsPanel = () => document.getElementById('listing-panel-products')!;
const articlesPanel = () => document.getElementById('listing-panel-content')!;
const feed = () => document.querySelector('[data-lto-grid-feed]')!;
const layoutButton = (name: 'Grid' | 'Wide') => screen.getByRole('button', { name });
const cookie = () => /(?:^|; )ltoGridView=([^;]*)/.exec(document.cookie)?.[1];

/** A platform that answers every listing address with `answer` and records what is asked. */
function listingServer(answer: () => string) {
  return fakeServer({ record: (url) => `${url.pathname}${url.search}`, fallback: () => ({ body: answer() }), contentType: 'text/html; charset=utf-8' });
}

describe("a search's products and articles tabs", () => {
  beforeEach(() => writeConfig({ urls: {} }));

  it('are APG tabs over the server links: the products tab selected, its panel shown, the articles panel hidden', async () => {
    await openSearch();
    const list = screen.getByRole('tablist', { name: 'Results' });
    expect(within(list).getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Products (67)', 'true', 0],
      ['Articles (2)', 'false', -1],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Products (67)' })).toBe(productsPanel());
    expect(articlesPanel()).not.toBeVisible();
    expect(tab(/^Products/)).not.toHaveAttribute('aria-current');
  });

  it('a click on Articles shows the articles in place and hides the count, layout, sort, refinements and products; no request, the address is the tab\'s', async () => {
    const server = listingServer(harborRegion);
    await openSearch();

    expect(click(tab(/^Articles/)), 'the link is not followed').toBe(true);

    expect(tab(/^Articles/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Products/)).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Articles (2)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Caring for a fabric sofa' })).toBeVisible();
    for (const hidden of [
      document.querySelector('[data-lto-grid-count]'),
      document.querySelector('.grid-view-toggle'),
      document.querySelector('select[name="srule"]'),
      document.querySelector('.refinements'),
      feed(),
      document.querySelector('[data-lto-grid-more]'),
    ]) {
      expect(hidden).not.toBeVisible();
    }
    expect(server.calls).toEqual([]);
    expect(`${location.pathname}${location.search}`).toBe('/showsearch?q=sofa&tab=content');

    click(tab(/^Products/));
    expect(document.querySelector('[data-lto-grid-count]')).toBeVisible();
    expect(articlesPanel()).not.toBeVisible();
    expect(`${location.pathname}${location.search}`).toBe('/showsearch?q=sofa');
  });

  it('the tab shown enters the history, so a reload or a shared address shows it, and Back shows the products again', async () => {
    const server = listingServer(() => searchRegion());
    await openSearch();
    const before = history.length;

    click(tab(/^Articles/));
    expect(`${location.pathname}${location.search}`).toBe('/showsearch?q=sofa&tab=content');
    expect(history.length).toBe(before + 1);
    click(tab(/^Articles/));
    expect(history.length, 'the tab shown already: no new entry').toBe(before + 1);

    await act(async () => history.back());
    await waitFor(() => expect(tab(/^Products/)).toHaveAttribute('aria-selected', 'true'));
    expect(`${location.pathname}${location.search}`).toBe('/showsearch?q=sofa');
    expect(productsPanel()).toBeVisible();
    expect(articlesPanel()).not.toBeVisible();
    expect(server.calls).toEqual(['/showsearch?q=sofa&format=ajax']);
  });

  it('by keyboard: arrows, Home and End move to a tab and show its panel; Tab goes on into the panel', async () => {
    const user = userEvent.setup();
    await openSearch();
    await user.click(tab(/^Products/));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/^Articles/));
    expect(tab(/^Articles/)).toHaveAttribute('aria-selected', 'true');
    expect(productsPanel()).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement, 'wraps round').toBe(tab(/^Products/));
    expect(productsPanel()).toBeVisible();

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab(/^Articles/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab(/^Products/));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab(/^Articles/));
    expect(articlesPanel()).toBeVisible();

    await user.tab();
    expect(document.activeElement, 'the tab list is one Tab stop, then the panel').toBe(articlesPanel());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Caring for a fabric sofa' }));
  });

  it('a modified click opens the tab as a page (a new tab or window), and changes nothing here', async () => {
    await openSearch();
    expect(click(tab(/^Articles/), { ctrlKey: true })).toBe(false);
    expect(tab(/^Products/)).toHaveAttribute('aria-selected', 'true');
    expect(articlesPanel()).not.toBeVisible();
  });

  it('a reloaded listing (a refinement) brings its own tabs, and they are tabs at once', async () => {
    listingServer(harborRegion);
    await openSearch();

    click(screen.getByRole('link', { name: 'Harbor (12)' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Products (12)' })).toHaveAttribute('aria-selected', 'true'));
    tab(/^Products/).focus();
    fireEvent.keyDown(tab(/^Products/), { key: 'ArrowRight' });
    expect(tab(/^Articles/)).toHaveAttribute('aria-selected', 'true');
    expect(productsPanel()).not.toBeVisible();
  });
});

describe('the grid / wide toggle', () => {
  beforeEach(() => writeConfig({ urls: {} }));

  it('is a pair of toggle buttons over the server links, the layout drawn pressed', async () => {
    await openSearch('grid');
    const group = screen.getByRole('group', { name: 'Layout' });
    expect(within(group).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Grid', 'true'],
      ['Wide', 'false'],
    ]);
    expect(feed()).not.toHaveAttribute('data-lto-grid-wide');
  });

  it('Wide switches the tiles to the wide layout in place and keeps it for the visit; Space on Grid switches back', async () => {
    const server = listingServer(harborRegion);
    await openSearch('grid');

    expect(click(layoutButton('Wide'))).toBe(true);

    expect(feed()).toHaveAttribute('data-lto-grid-wide');
    expect(layoutButton('Wide')).toHaveAttribute('aria-pressed', 'true');
    expect(layoutButton('Grid')).toHaveAttribute('aria-pressed', 'false');
    expect(cookie()).toBe('wide');
    expect(server.calls).toEqual([]);
    expect(`${location.pathname}${location.search}`).toBe('/showsearch?q=sofa');

    layoutButton('Grid').focus();
    fireEvent.keyDown(layoutButton('Grid'), { key: ' ' });
    expect(feed()).not.toHaveAttribute('data-lto-grid-wide');
    expect(layoutButton('Grid')).toHaveAttribute('aria-pressed', 'true');
    expect(cookie()).toBe('grid');
    expect(document.activeElement).toBe(layoutButton('Grid'));
  });

  it('the choice holds over a reloaded listing the platform drew in the other layout', async () => {
    listingServer(harborRegion);
    await openSearch('grid');
    click(layoutButton('Wide'));

    click(screen.getByRole('link', { name: 'Harbor (12)' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Products (12)' })).toBeInTheDocument());
    expect(feed()).toHaveAttribute('data-lto-grid-wide');
    expect(layoutButton('Wide')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a choice made earlier in the visit is shown when the grid is drawn, even where the platform drew the other layout', async () => {
    document.cookie = 'ltoGridView=grid; path=/';
    await openSearch('wide');
    expect(feed()).not.toHaveAttribute('data-lto-grid-wide');
    expect(layoutButton('Grid')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a cookie that names no layout leaves the layout drawn', async () => {
    document.cookie = 'ltoGridView=list; path=/';
    await openSearch('wide');
    expect(feed()).toHaveAttribute('data-lto-grid-wide');
    expect(layoutButton('Wide')).toHaveAttribute('aria-pressed', 'true');
  });
});
