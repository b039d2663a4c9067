import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import { moreLink, refinement } from '../widgets/product-grid/listing-links';
import * as gridStories from './product-grid.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(gridStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  count: (n: number, total: number) => `Viewing ${n} of ${total} results`,
  said: (n: number, total: number) => `Showing ${n} of ${total} results`,
  loadMore: 'Load more',
  refineBy: 'Refine by',
  failed: "We couldn't load more products.",
  retry: 'Retry',
  compare: /^Compare /,
  products: (n: number) => `Products (${n})`,
  articles: (n: number) => `Articles (${n})`,
  article: 'Caring for a fabric sofa',
  grid: 'Grid',
  wide: 'Wide',
};
const ES = {
  count: (n: number, total: number) => `Mostrando ${n} de ${total} resultados`,
  said: (n: number, total: number) => `Mostrando ${n} de ${total} resultados`,
  loadMore: 'Cargar más',
  refineBy: 'Filtrar por',
  failed: 'No pudimos cargar más productos.',
  retry: 'Reintentar',
  compare: /^Comparar /,
  products: (n: number) => `Productos (${n})`,
  articles: (n: number) => `Artículos (${n})`,
  article: 'Cómo cuidar un sofá de tela',
  grid: 'Cuadrícula',
  wide: 'Lista',
};

const feed = () => document.querySelector<HTMLElement>('[data-lto-grid-feed]')!;
const results = () => feed().querySelectorAll(':scope > article');
const count = () => document.querySelector('[data-lto-grid-count]');
const said = () => document.querySelector('[aria-live="polite"]')?.textContent;

/**
 * Waits for the tiles' compare boxes (islands, mounted one task after another), then asks for them
 * by role and name once: a role query with a name computes the styles of every candidate, which
 * the test's DOM works out afresh after each change of the page (listing-links.ts says the same
 * of links).
 */
async function expectCompareBoxes(text: typeof EN, n: number) {
  await waitFor(() => expect(feed().querySelectorAll('input[type="checkbox"]')).toHaveLength(n));
  await waitFor(() => expect(screen.getAllByRole('checkbox', { name: text.compare })).toHaveLength(n));
}

/** Loads (MSW handlers), renders and plays the story as Storybook does, then waits for the grid. */
async function show(story: Composed) {
  await story.run();
  await waitFor(() => expect(document.querySelector('lto-product-grid')).toHaveAttribute('data-lto-ready'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('product grid stories', () => {
  test.each([
    ['FirstPage', stories.FirstPage, EN, '$89.99/mo'],
    ['FirstPageEs', stories.FirstPageEs, ES, '$89.99/mes'],
    ['FirstPageCa', stories.FirstPageCa, EN, 'C$89.99/mo'],
  ] as const)('%s: 20 of 44, each tile with its compare box; a brand reloads the results in place', async (_, story, text, price) => {
    await show(story);
    expect(count()).toHaveTextContent(text.count(20, 44));
    expect(results()).toHaveLength(20);
    expect(results()[0]).toHaveTextContent(price);
    await expectCompareBoxes(text, 20);

    await userEvent.click(refinement(/^Northfield/, text.refineBy));

    await waitFor(() => expect(count()).toHaveTextContent(text.count(11, 11)));
    expect(new URL(location.href).searchParams.get('brand')).toBe('Northfield');
    // The tiles loaded are islands too.
    await expectCompareBoxes(text, 11);
    await waitFor(() => expect(said()).toBe(text.said(11, 11)));
  });

  test('FirstPage: Load more appends the next 20 and the address records them', async () => {
    await show(stories.FirstPage);

    await userEvent.click(moreLink(EN.loadMore));

    await waitFor(() => expect(results()).toHaveLength(40));
    expect(count()).toHaveTextContent(EN.count(40, 44));
    await waitFor(() => expect(document.activeElement).toBe(results()[20]));
    expect(new URL(location.href).searchParams.get('sz')).toBe('40');
  });

  test.each([
    ['LoadingMore', stories.LoadingMore, EN],
    ['LoadingMoreEs', stories.LoadingMoreEs, ES],
  ] as const)('%s: the results are busy and the link waits', async (_, story, text) => {
    await show(story);
    expect(feed()).toHaveAttribute('aria-busy', 'true');
    expect(moreLink(text.loadMore)).toHaveAttribute('aria-disabled', 'true');
    expect(results()).toHaveLength(20);
  });

  test.each([
    ['EndOfResults', stories.EndOfResults, EN, '$'],
    ['EndOfResultsEs', stories.EndOfResultsEs, ES, '$'],
    ['EndOfResultsCa', stories.EndOfResultsCa, EN, 'C$'],
  ] as const)('%s: all 44 shown, no more link, no page links', async (_, story, text, currency) => {
    await show(story);
    await waitFor(() => expect(results()).toHaveLength(44));
    expect(count()).toHaveTextContent(text.count(44, 44));
    expect(screen.queryByRole('link', { name: text.loadMore })).toBeNull();
    expect(document.querySelector('.sb-grid__pages')).toHaveAttribute('hidden');
    expect(results()[43]!.querySelector('.sb-tile__price')?.textContent?.startsWith(currency === 'C$' ? 'C$' : '$')).toBe(true);
    await waitFor(() => expect(said()).toBe(text.said(44, 44)));
  });

  test.each([
    ['LoadFailed', stories.LoadFailed, EN],
    ['LoadFailedEs', stories.LoadFailedEs, ES],
  ] as const)('%s: the 20 results stay, with an alert and a Retry that asks again', async (_, story, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await show(story);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.failed);
    expect(results()).toHaveLength(20);
    expect(feed()).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(within(alert.parentElement!).getByRole('button', { name: text.retry }));

    // The platform fails again: the alert comes back, the results as they were.
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    expect(results()).toHaveLength(20);
  });

  test.each([
    ['ContentTab', stories.ContentTab, EN, '$89.99'],
    ['ContentTabEs', stories.ContentTabEs, ES, '$89.99'],
    ['ContentTabCa', stories.ContentTabCa, EN, 'C$89.99'],
  ] as const)('%s: the articles shown, everything of the products hidden; Left shows the products in place', async (_, story, text, price) => {
    await show(story);
    const articlesTab = screen.getByRole('tab', { name: text.articles(3) });
    expect(articlesTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: text.articles(3) })).toBeVisible();
    expect(screen.getByRole('link', { name: text.article })).toBeVisible();
    for (const part of [count(), feed(), document.querySelector('[data-lto-grid-select]'), document.querySelector('[data-lto-grid-link]'), document.querySelector('[data-lto-grid-view]')]) {
      expect(part).not.toBeVisible();
    }

    articlesTab.focus();
    await userEvent.keyboard('{ArrowLeft}');

    expect(screen.getByRole('tab', { name: text.products(44) })).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: text.products(44) }));
    expect(count()).toBeVisible();
    expect(count()).toHaveTextContent(text.count(20, 44));
    expect(results()[0]).toHaveTextContent(price);
    expect(screen.queryByRole('link', { name: text.article })).toBeNull();
  });

  test.each([
    ['WideLayout', stories.WideLayout, EN],
    ['WideLayoutEs', stories.WideLayoutEs, ES],
    ['WideLayoutCa', stories.WideLayoutCa, EN],
  ] as const)('%s: the tiles in the wide layout, Wide pressed; Grid switches back in place and holds over a reload', async (_, story, text) => {
    await show(story);
    expect(feed()).toHaveAttribute('data-lto-grid-wide');
    expect(screen.getByRole('button', { name: text.wide })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: text.grid }));

    expect(feed()).not.toHaveAttribute('data-lto-grid-wide');
    expect(screen.getByRole('button', { name: text.grid })).toHaveAttribute('aria-pressed', 'true');
    expect(results()).toHaveLength(20);

    await userEvent.click(refinement(/^Northfield/, text.refineBy));
    await waitFor(() => expect(count()).toHaveTextContent(text.count(11, 11)));
    expect(feed()).not.toHaveAttribute('data-lto-grid-wide');
    expect(screen.getByRole('button', { name: text.grid })).toHaveAttribute('aria-pressed', 'true');
  });

  test.each([
    ['InfiniteScroll', stories.InfiniteScroll, EN],
    ['InfiniteScrollEs', stories.InfiniteScrollEs, ES],
    ['InfiniteScrollCa', stories.InfiniteScrollCa, EN],
  ] as const)('%s: the choice loads each next page as its placeholder comes near, to the end, said and without moving the focus', async (_, story, text) => {
    // A window where whatever is watched is in sight at once: each placeholder loads its page.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() => this.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
        }
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      await show(story);
      expect(count()).toHaveTextContent(text.count(44, 44));
      expect(results()).toHaveLength(44);
      expect(document.querySelector('.pagination')).not.toBeVisible();
      // Said within a second of each other, the messages are joined into one announcement.
      await waitFor(() => expect(said()).toContain(text.said(44, 44)));
      expect(document.activeElement?.getAttribute('name')).toBe('sz');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test.each([
    ['NoResults', stories.NoResults, 'No products match these refinements.'],
    ['NoResultsEs', stories.NoResultsEs, 'Ningún producto coincide con estos filtros.'],
  ] as const)('%s: the platform says so, and its refinements stay', async (_, story, none) => {
    await story.run();
    expect(await screen.findByText(none)).toBeVisible();
    expect(document.querySelector('[data-lto-grid-feed]')).toBeNull();
    expect(screen.getAllByRole('link', { name: /\(\d+\)$/ }).length).toBeGreaterThan(0);
  });
});
