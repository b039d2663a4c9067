import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { outline } from '../testing/markup-contract';
import * as searchStories from './header-search.stories';
import { headerSearchMarkup } from './support/SearchPage';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(searchStories);

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = { box: 'Search products', submit: 'Search', clear: 'Clear search', suggestions: 'Search suggestions', recent: 'Recent searches', clearRecent: 'Clear recent searches', first: 'Preston Sofa Crestline · Living Room' };
const ES = { box: 'Buscar productos', submit: 'Buscar', clear: 'Borrar búsqueda', suggestions: 'Sugerencias de búsqueda', recent: 'Búsquedas recientes', clearRecent: 'Borrar búsquedas recientes', first: 'Sofá Preston Crestline · Sala' };

const box = (text: typeof EN) => screen.getByRole('combobox', { name: text.box });

describe('header search stories', () => {
  test.each([
    ['Empty', stories.Empty, ''],
    ['EmptyEs', stories.EmptyEs, ''],
    ['WithQuery', stories.WithQuery, 'sofa'],
    ['WithQueryEs', stories.WithQueryEs, 'sofa'],
  ] as const)('%s: the box drawn is the form the template wrote, but for the disabled submit of an empty box', async (_, story, query) => {
    await story.run();
    const island = document.querySelector('lto-header-search[data-lto-ready]')!;
    // The clear button shows while the focus is in the form (WithQuery's play put it there): the outline is taken after it leaves.
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(island.querySelector('.lto-header-search__clear')).toHaveAttribute('hidden'));
    // In a document of its own: its ids are the island's too, and the outline resolves them in its root's document.
    const server = document.implementation.createHTMLDocument().body;
    server.innerHTML = headerSearchMarkup(query);
    const expected = outline(server).map((line) => (query === '' && line.includes('lto-header-search__submit') ? line.replace('<button class=lto-header-search__submit', '<button aria-disabled=true class=lto-header-search__submit') : line));
    expect(outline(island)).toEqual(expected);
  });

  test.each([
    ['Suggestions', stories.Suggestions, EN],
    ['SuggestionsEs', stories.SuggestionsEs, ES],
  ] as const)("%s: 'sof' shows the platform's suggestions in the page's language", async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('listbox', { name: text.suggestions })).toBeVisible();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(text.first);
    expect(box(text)).toHaveAttribute('aria-expanded', 'true');
  });

  test.each([
    ['ActiveSuggestion', stories.ActiveSuggestion, EN],
    ['ActiveSuggestionEs', stories.ActiveSuggestionEs, ES],
  ] as const)('%s: the second suggestion active; Escape closes the list, a second empties the box', async (_, story, text) => {
    await story.run();
    expect(box(text)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(box(text)).toHaveAttribute('aria-expanded', 'false');
    expect(box(text)).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}');
    expect(box(text)).toHaveValue('');
    expect(screen.getByRole('button', { name: text.submit })).toHaveAttribute('aria-disabled', 'true');
  });

  test.each([
    ['NoSuggestions', stories.NoSuggestions, EN],
    ['NoSuggestionsEs', stories.NoSuggestionsEs, ES],
    ['Failing', stories.Failing, EN],
    ['FailingEs', stories.FailingEs, ES],
  ] as const)('%s: no list, the submit usable', async (_, story, text) => {
    await story.run();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('button', { name: text.submit })).not.toHaveAttribute('aria-disabled');
  });

  test.each([
    ['Recent', stories.Recent, EN],
    ['RecentEs', stories.RecentEs, ES],
  ] as const)('%s: the recent searches; Delete removes the active one, the button all of them', async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('listbox', { name: text.recent })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Delete}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['recliner', 'tv stand']);
    await userEvent.click(screen.getByRole('button', { name: text.clearRecent }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box(text)).toHaveFocus();
  });
});
