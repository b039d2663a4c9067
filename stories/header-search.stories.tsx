import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import '../widgets/header-search/element';
import { endpointPaths } from '../src/contracts/endpoint-paths';
import { messages } from '../widgets/header-search/messages';
import { describeStory as note } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { searchSuggestFails, searchSuggestOk } from './support/search-handlers';
import { findBox, SearchPage, type SearchPageParameters } from './support/SearchPage';
import { userEvent } from './support/user-event';

/**
 * `<lto-header-search>` (SPEC 2.2, 7.6): the header's search box as an APG combobox, drawn over
 * the header template's search form. Suggestions come from {searchsuggest} (here the story
 * platform's four products), recent searches from this browser's localStorage.
 */
const meta = {
  title: 'Widgets/Header search',
  render: (_, { parameters }) => <SearchPage parameters={parameters as SearchPageParameters} />,
  parameters: {
    msw: { handlers: { searchsuggest: searchSuggestOk } },
    ltoUrls: endpointPaths('searchsuggest'),
    docs: {
      description: {
        component:
          "The header search box: type and the platform's suggestions drop below it (down and up arrows move through them, Enter opens one, Escape closes the list and then empties the box); an empty box offers the recent searches. The submit is disabled while the box is empty, and the 'x' empties it. Without script the form searches /showsearch?q=.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

/** Plays: the shopper types `text` into the box. */
async function typeInBox(canvasElement: HTMLElement, locale: unknown, text: string) {
  const box = await findBox(canvasElement, locale);
  await userEvent.click(box);
  await userEvent.type(box, text);
  return box;
}

export const Empty: Story = {
  name: 'Empty box',
  parameters: note('Any page but a search: the box is empty and its submit disabled until the shopper types.'),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    await findBox(canvasElement, globals.locale);
    await expect(within(canvasElement).getByRole('button', { name: t('search.submit') })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const EmptyEs: Story = { ...Empty, name: 'Empty box (es)', globals: es };

export const WithQuery: Story = {
  name: 'A search in the box',
  parameters: { ...note("A results page: the search ('sofa') is in the box; with the focus in it, the 'x' empties it."), ltoQuery: 'sofa' },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const box = await findBox(canvasElement, globals.locale);
    await expect(box).toHaveValue('sofa');
    await userEvent.click(box);
    await expect(within(canvasElement).getByRole('button', { name: t('search.clear') })).toBeVisible();
  },
};
export const WithQueryEs: Story = { ...WithQuery, name: 'A search in the box (es)', globals: es };

export const Suggestions: Story = {
  name: 'Suggestions open',
  parameters: note("The shopper has typed 'sof': the platform's suggestions drop below the box."),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const box = await typeInBox(canvasElement, globals.locale, 'sof');
    await waitFor(() => expect(within(canvasElement).getAllByRole('option')).toHaveLength(3));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('listbox', { name: t('search.suggestions') })).toBeVisible();
  },
};
export const SuggestionsEs: Story = { ...Suggestions, name: 'Suggestions open (es)', globals: es };

export const ActiveSuggestion: Story = {
  name: 'A suggestion active',
  parameters: note("After 'sof', the down arrow twice: the second suggestion is active (Enter would open it), the focus still in the box."),
  play: async ({ canvasElement, globals }) => {
    const box = await typeInBox(canvasElement, globals.locale, 'sof');
    await waitFor(() => expect(within(canvasElement).getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(canvasElement).getAllByRole('option')[1]!;
    await expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};
export const ActiveSuggestionEs: Story = { ...ActiveSuggestion, name: 'A suggestion active (es)', globals: es };

export const NoSuggestions: Story = {
  name: 'No suggestions',
  parameters: note("The shopper has typed 'zzz': the platform answers nothing, so no list; Enter still searches."),
  play: async ({ canvasElement, globals }) => {
    const box = await typeInBox(canvasElement, globals.locale, 'zzz');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryAllByRole('option')).toHaveLength(0);
  },
};
export const NoSuggestionsEs: Story = { ...NoSuggestions, name: 'No suggestions (es)', globals: es };

export const Recent: Story = {
  name: 'Recent searches',
  parameters: { ...note('An empty box clicked: the last searches of this browser, each removable (Delete, or its x), all by the button below.'), ltoRecent: ['sofa', 'recliner', 'tv stand'] },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const box = await findBox(canvasElement, globals.locale);
    await userEvent.click(box);
    const list = await within(canvasElement).findByRole('listbox', { name: t('search.recent') });
    await expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['sofa', 'recliner', 'tv stand']);
    await expect(within(canvasElement).getByRole('button', { name: t('search.clearRecent') })).toBeVisible();
  },
};
export const RecentEs: Story = { ...Recent, name: 'Recent searches (es)', globals: es };

export const Failing: Story = {
  name: 'Suggestions failing',
  parameters: {
    ...note('The platform answers every suggestion request with a server error: the box shows no list and says nothing; the search still works.'),
    msw: { handlers: { searchsuggest: searchSuggestFails } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const box = await typeInBox(canvasElement, globals.locale, 'sofa');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('button', { name: t('search.submit') })).not.toHaveAttribute('aria-disabled');
  },
};
export const FailingEs: Story = { ...Failing, name: 'Suggestions failing (es)', globals: es };
