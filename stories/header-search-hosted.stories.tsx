import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import '../widgets/header-search/element';
import { endpointPaths } from '../src/contracts/endpoint-paths';
import { messages } from '../widgets/header-search/messages';
import { hostedAnswering, hostedSearchHandlers } from './support/hosted-search-handlers';
import { describeStory as note } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { findBox, SearchPage, type SearchPageParameters } from './support/SearchPage';
import { userEvent } from './support/user-event';

/**
 * `<lto-header-search>` in hosted-search mode (SPEC 2.2, 7.6): where the platform turns the
 * hostedSearchEnabled preference on, the box asks the hosted search service (here mocked) and
 * shows one panel: recent searches, query suggestions and categories on the left, products beside
 * them. Each story is one of the panel's states.
 */
const meta = {
  title: 'Widgets/Header search/Hosted search',
  render: (_, { parameters }) => <SearchPage parameters={parameters as SearchPageParameters} />,
  parameters: {
    msw: { handlers: hostedSearchHandlers },
    ltoUrls: endpointPaths('searchsuggest', 'hostedSearch', 'hostedSearchInsights'),
    ltoPreferences: { hostedSearchEnabled: true },
    docs: {
      description: {
        component:
          "The header search with the hosted search service: one listbox panel with recent searches, query suggestions, categories and products; the arrows go through all of it, Enter opens the active item, Escape closes the panel and then empties the box. A search carries the service's queryID.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

/** The names of the panel's groups, in order. */
const groupNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('group')
    .map((group) => group.ownerDocument.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');

type GroupKey = 'search.recent' | 'search.querySuggestions' | 'search.categories' | 'search.products';

/** Plays: the shopper types `text`; waits for the panel to show the groups named by `groups`. */
function typed(text: string, groups: GroupKey[]): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const box = await findBox(canvasElement, globals.locale);
    await userEvent.click(box);
    await userEvent.type(box, text);
    await waitFor(() => expect(groupNames(canvasElement)).toEqual(groups.map((key) => t(key))));
  };
}

export const Focused: Story = {
  name: 'Focused, no query',
  parameters: { ...note('The empty box clicked: the recent searches of this browser and the popular searches; no products.'), ltoRecent: ['desk', 'recliner'] },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const box = await findBox(canvasElement, globals.locale);
    await userEvent.click(box);
    await waitFor(() => expect(groupNames(canvasElement)).toEqual([t('search.recent'), t('search.querySuggestions')]));
  },
};
export const FocusedEs: Story = { ...Focused, name: 'Focused, no query (es)', globals: es };

export const EmptyInput: Story = {
  name: 'Empty input, nothing recent',
  parameters: note('The empty box clicked in a browser with no recent searches: the popular searches alone.'),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const box = await findBox(canvasElement, globals.locale);
    await userEvent.click(box);
    await waitFor(() => expect(groupNames(canvasElement)).toEqual([t('search.querySuggestions')]));
  },
};
export const EmptyInputEs: Story = { ...EmptyInput, name: 'Empty input, nothing recent (es)', globals: es };

export const Everything: Story = {
  name: 'Suggestions, categories and products',
  parameters: note("'sof' typed: query suggestions and categories on the left, the products beside them (below them on a phone)."),
  play: typed('sof', ['search.querySuggestions', 'search.categories', 'search.products']),
};
export const EverythingEs: Story = { ...Everything, name: 'Suggestions, categories and products (es)', globals: es };

export const ProductActive: Story = {
  name: 'A product active',
  parameters: note("After 'sof', the down arrow four times: through the suggestions and the category to the first product (Enter would open it)."),
  play: async (context) => {
    await Everything.play!(context);
    const box = await findBox(context.canvasElement, context.globals.locale);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = context.canvasElement.ownerDocument.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toHaveTextContent(/Preston/);
  },
};
export const ProductActiveEs: Story = { ...ProductActive, name: 'A product active (es)', globals: es };

export const NoSuggestions: Story = {
  name: 'No query suggestions',
  parameters: { ...note('The service suggests no queries: categories and products only.'), msw: { handlers: { ...hostedSearchHandlers, hostedSearch: hostedAnswering({ suggestions: [] }) } } },
  play: typed('sof', ['search.categories', 'search.products']),
};
export const NoSuggestionsEs: Story = { ...NoSuggestions, name: 'No query suggestions (es)', globals: es };

export const NoCategories: Story = {
  name: 'No categories',
  parameters: { ...note('The service finds no category: query suggestions and products.'), msw: { handlers: { ...hostedSearchHandlers, hostedSearch: hostedAnswering({ categories: [] }) } } },
  play: typed('sof', ['search.querySuggestions', 'search.products']),
};
export const NoCategoriesEs: Story = { ...NoCategories, name: 'No categories (es)', globals: es };

export const NoProducts: Story = {
  name: 'No products',
  parameters: { ...note('The service finds no product: the left section, and a note that Enter still searches.'), msw: { handlers: { ...hostedSearchHandlers, hostedSearch: hostedAnswering({ products: [] }) } } },
  play: typed('sof', ['search.querySuggestions', 'search.categories']),
};
export const NoProductsEs: Story = { ...NoProducts, name: 'No products (es)', globals: es };

export const LeftSectionHidden: Story = {
  name: 'Left section hidden',
  parameters: {
    ...note('No query suggestion and no category: the products take the whole panel.'),
    msw: { handlers: { ...hostedSearchHandlers, hostedSearch: hostedAnswering({ suggestions: [], categories: [] }) } },
  },
  play: typed('sof', ['search.products']),
};
export const LeftSectionHiddenEs: Story = { ...LeftSectionHidden, name: 'Left section hidden (es)', globals: es };

export const NothingFound: Story = {
  name: 'Nothing found',
  parameters: note("'zzz' typed: the service finds nothing, so no panel; Enter still searches."),
  play: async ({ canvasElement, globals }) => {
    const box = await findBox(canvasElement, globals.locale);
    await userEvent.click(box);
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
  },
};
export const NothingFoundEs: Story = { ...NothingFound, name: 'Nothing found (es)', globals: es };
