import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as hostedStories from './header-search-hosted.stories';
import { runRecording } from './support/requests';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(hostedStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = { box: 'Search products', recent: 'Recent searches', suggestions: 'Suggestions', categories: 'Categories', products: 'Products', category: 'Living Room', product: 'Preston Sofa', noProducts: 'No products match “sof”. Press Enter to search all the same.' };
const ES = { box: 'Buscar productos', recent: 'Búsquedas recientes', suggestions: 'Sugerencias', categories: 'Categorías', products: 'Productos', category: 'Sala', product: 'Sofá Preston', noProducts: 'Ningún producto coincide con «sof». Pulsa Intro para buscar de todos modos.' };

/** The panel's groups: each one's name and its options' first lines. */
const groups = () =>
  screen.queryAllByRole('group').map((group) => [
    document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    within(group)
      .getAllByRole('option')
      .map((option) => option.querySelector('.lto-header-search__label')?.firstChild?.textContent ?? option.textContent),
  ]);

/** Runs the story and lists what it asked: each of the service's queries (q and locale), and {searchsuggest}. */
const run = (story: Composed) =>
  runRecording(story, async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/hosted-search/query') return `q=${url.searchParams.get('q')} locale=${url.searchParams.get('locale')}`;
    if (url.pathname === '/search/suggest') return 'searchsuggest';
    return undefined;
  });

describe('hosted search stories', () => {
  test.each([
    ['Focused', stories.Focused, EN],
    ['FocusedEs', stories.FocusedEs, ES],
  ] as const)('%s: the recent searches and the popular ones; the service asked with an empty q, never {searchsuggest}', async (_, story, text) => {
    const asked = await run(story);
    expect(groups().map(([name]) => name)).toEqual([text.recent, text.suggestions]);
    expect(groups()[0]![1]).toEqual(['desk', 'recliner']);
    expect(asked.some((call) => String(call).startsWith('q= '))).toBe(true);
    expect(asked).not.toContain('searchsuggest');
  });

  test.each([
    ['EmptyInput', stories.EmptyInput, EN],
    ['EmptyInputEs', stories.EmptyInputEs, ES],
  ] as const)('%s: the popular searches alone', async (_, story, text) => {
    await run(story);
    expect(groups().map(([name]) => name)).toEqual([text.suggestions]);
  });

  test.each([
    ['Everything', stories.Everything, EN, 'en-US'],
    ['EverythingEs', stories.EverythingEs, ES, 'es-US'],
  ] as const)("%s: 'sof' in the page's language, asked in its locale", async (_, story, text, locale) => {
    const asked = await run(story);
    expect(groups().map(([name]) => name)).toEqual([text.suggestions, text.categories, text.products]);
    expect(groups()[1]![1]).toEqual([text.category]);
    expect(groups()[2]![1]![0]).toBe(text.product);
    expect(asked).toContain(`q=sof locale=${locale}`);
  });

  test.each([
    ['ProductActive', stories.ProductActive, EN],
    ['ProductActiveEs', stories.ProductActiveEs, ES],
  ] as const)('%s: the first product active, the focus in the box', async (_, story, text) => {
    await run(story);
    const box = screen.getByRole('combobox', { name: text.box });
    expect(box).toHaveFocus();
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(text.product);
  });

  test.each([
    ['NoSuggestions', stories.NoSuggestions, EN, ['categories', 'products']],
    ['NoSuggestionsEs', stories.NoSuggestionsEs, ES, ['categories', 'products']],
    ['NoCategories', stories.NoCategories, EN, ['suggestions', 'products']],
    ['NoCategoriesEs', stories.NoCategoriesEs, ES, ['suggestions', 'products']],
    ['NoProducts', stories.NoProducts, EN, ['suggestions', 'categories']],
    ['NoProductsEs', stories.NoProductsEs, ES, ['suggestions', 'categories']],
    ['LeftSectionHidden', stories.LeftSectionHidden, EN, ['products']],
    ['LeftSectionHiddenEs', stories.LeftSectionHiddenEs, ES, ['products']],
  ] as const)('%s: only the groups with something in them', async (_, story, text, names) => {
    await run(story);
    expect(groups().map(([name]) => name)).toEqual(names.map((name) => text[name]));
    const note = () => document.querySelector('.lto-header-search__note');
    // The play saw the groups, perhaps those of the answer for 'so': the note names all of 'sof' once its answer is in.
    if (names.includes('products' as never)) expect(note()).toBeNull();
    else await waitFor(() => expect(note()).toHaveTextContent(text.noProducts));
  });

  test.each([
    ['NothingFound', stories.NothingFound, EN],
    ['NothingFoundEs', stories.NothingFoundEs, ES],
  ] as const)('%s: no panel, the box still usable', async (_, story, text) => {
    await run(story);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: text.box })).toHaveAttribute('aria-expanded', 'false');
  });
});
