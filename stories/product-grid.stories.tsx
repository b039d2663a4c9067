import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/compare-bar/element';
import '../widgets/compare-toggle/element';
import '../widgets/product-grid/element';
import { messages as gridMessages } from '../widgets/product-grid/messages';
import { argTypesOf } from './support/arg-types';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { gridFails, gridMoreSlow, gridOk, ProductGridPage, type ProductGridArgs } from './support/ProductGridPage';

/**
 * `<lto-product-grid>` (SPEC 2.6, 4.8, 7.6): a living-room listing of 44 results over the server's
 * markup. Refinements, sort, page size and pages reload the results in place (format=ajax, answered
 * here as the demo does); 'Load more' appends the next 20. Each tile's compare box is an island.
 * A search for 'sofa' also finds articles: its products and articles are two tabs. The grid / wide
 * toggle switches the tiles' layout in place.
 */
const meta = {
  title: 'Widgets/Product grid',
  render: (args, { parameters }) => <ProductGridPage {...args} note={storyDescription(parameters)} />,
  args: { size: 20, brand: '', search: false, tab: 'products', view: 'grid' },
  argTypes: {
    ...argTypesOf('lto-product-grid'),
    size: { description: 'Results the server drew on the page (`sz`): 20, or 40 after a load more and a reload.', control: { type: 'select' }, options: [20, 40] },
    brand: { description: "The brand refinement in force ('' for none).", control: { type: 'select' }, options: ['', 'Coastline Home', 'Rowan & Pike', 'Northfield', 'Oak & Anvil', 'Nobody'] },
    search: { description: "A search for 'sofa', which found articles too: the products and articles tabs.", control: { type: 'boolean' } },
    tab: { description: 'The tab the address asks for (?tab=content: the articles), on a search.', control: { type: 'select' }, options: ['products', 'content'] },
    view: { description: 'The layout the address asks for (?view=wide), or the one the shopper chose in this visit.', control: { type: 'select' }, options: ['grid', 'wide'] },
  },
  parameters: {
    msw: { handlers: { listing: gridOk } },
    docs: {
      description: {
        component: "The listing's results: refinements, sort and pages reload them in place and enter the history; 'Load more' appends the next page.",
      },
    },
  },
} satisfies Meta<ProductGridArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const ca = { locale: 'en-CA' };

/** Presses 'Load more' once the grid is drawn (looked for in its row: each of the 20 tiles holds a link too). */
async function loadMore(canvasElement: HTMLElement, locale: unknown) {
  await findIsland(canvasElement, 'lto-product-grid');
  const row = within(canvasElement.querySelector<HTMLElement>('[data-lto-grid-more-row]')!);
  await userEvent.click(row.getByRole('link', { name: locale === 'es-US' ? 'Cargar más' : 'Load more' }));
}

export const FirstPage: Story = {
  name: 'First page',
  parameters: note("20 of 44 results. Choose a brand, a sort or a page: the results reload in place and Back returns. 'Load more' adds 20."),
};
export const FirstPageEs: Story = { ...FirstPage, name: 'First page (es)', globals: es };
export const FirstPageCa: Story = { ...FirstPage, name: 'First page (C$)', globals: ca };

export const LoadingMore: Story = {
  name: 'Loading more',
  parameters: {
    ...note("'Load more' pressed, its page on its way: the results are busy (aria-busy) and the link waits."),
    msw: { handlers: { listing: gridMoreSlow('infinite') } },
  },
  play: async ({ canvasElement, globals }) => {
    await loadMore(canvasElement, globals.locale);
    await waitFor(() => expect(canvasElement.querySelector('[data-lto-grid-feed]')).toHaveAttribute('aria-busy', 'true'));
  },
};
export const LoadingMoreEs: Story = { ...LoadingMore, name: 'Loading more (es)', globals: es, play: LoadingMore.play };

export const EndOfResults: Story = {
  name: 'End of results',
  args: { size: 40 },
  parameters: note("40 of 44 drawn; 'Load more' pressed adds the last 4: the count says 44 of 44, the link and the page links go."),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, gridMessages);
    await loadMore(canvasElement, globals.locale);
    await waitFor(() => expect(canvasElement.querySelector('[data-lto-grid-count]')).toHaveTextContent(t('productGrid.count', { n: 44, total: 44 })));
    await expect(canvasElement.querySelector('[data-lto-grid-more]')).toBeNull();
  },
};
export const EndOfResultsEs: Story = { ...EndOfResults, name: 'End of results (es)', globals: es, play: EndOfResults.play };
export const EndOfResultsCa: Story = { ...EndOfResults, name: 'End of results (C$)', globals: ca, play: EndOfResults.play };

export const InfiniteScroll: Story = {
  name: 'Infinite scroll',
  parameters: note(
    "'All, as you scroll' chosen in the page size: nothing reloads, the page links go, and the more row is a placeholder (unloaded → loading → loaded) that loads the next 20 as it comes near the window, until all 44 are shown.",
  ),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, gridMessages);
    await findIsland(canvasElement, 'lto-product-grid');
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: /^(Items per page|Artículos por página)/ }), 'INFINITE_SCROLL');
    await waitFor(() => expect(canvasElement.querySelector('.pagination')).not.toBeVisible());
    // The shopper scrolls down to each placeholder in turn.
    await waitFor(
      () => {
        canvasElement.querySelector('[data-lto-grid-more-row]')?.scrollIntoView?.();
        expect(canvasElement.querySelector('[data-lto-grid-count]')).toHaveTextContent(t('productGrid.count', { n: 44, total: 44 }));
      },
      { timeout: 10_000 },
    );
  },
};
export const InfiniteScrollEs: Story = { ...InfiniteScroll, name: 'Infinite scroll (es)', globals: es, play: InfiniteScroll.play };
export const InfiniteScrollCa: Story = { ...InfiniteScroll, name: 'Infinite scroll (C$)', globals: ca, play: InfiniteScroll.play };

export const NoResults: Story = {
  name: 'No results',
  args: { brand: 'Nobody' },
  parameters: note('A refinement that leaves nothing: the platform says so in its words, and its refinements stay so the shopper can take it back.'),
};
export const NoResultsEs: Story = { ...NoResults, name: 'No results (es)', globals: es };

export const LoadFailed: Story = {
  name: 'Load more fails (HTTP 500)',
  parameters: {
    ...note("The platform answers 500: the 20 results stay, an alert says more could not be loaded, with a Retry."),
    msw: { handlers: { listing: gridFails } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, gridMessages);
    await loadMore(canvasElement, globals.locale);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('productGrid.moreFailed'));
    await expect(within(canvasElement).getByRole('button', { name: t('productGrid.retry') })).toBeVisible();
  },
};
export const LoadFailedEs: Story = { ...LoadFailed, name: 'Load more fails (HTTP 500, es)', globals: es, play: LoadFailed.play };

export const ContentTab: Story = {
  name: 'Content tab',
  args: { search: true, tab: 'content' },
  parameters: note("A search for 'sofa' with ?tab=content: its 3 articles shown; the count, layout, sort, refinements and products hidden with the products panel. Left or Right on the tabs, or a click, switches in place."),
};
export const ContentTabEs: Story = { ...ContentTab, name: 'Content tab (es)', globals: es };
export const ContentTabCa: Story = { ...ContentTab, name: 'Content tab (C$)', globals: ca };

export const WideLayout: Story = {
  name: 'Wide layout',
  args: { view: 'wide' },
  parameters: note('The tiles one a row, the texts beside the picture (?view=wide). Grid and Wide switch in place; the choice holds for the visit.'),
};
export const WideLayoutEs: Story = { ...WideLayout, name: 'Wide layout (es)', globals: es };
export const WideLayoutCa: Story = { ...WideLayout, name: 'Wide layout (C$)', globals: ca };
