import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as stories from './favorites-list.stories';

setProjectAnnotations(preview);

const list = composeStories(stories);

// The wording a shopper reads, pinned here rather than read from the catalogues (contract texts).
describe('favourites list stories', () => {
  test.each([
    ['RemoveRefused', list.RemoveRefused, "We couldn't remove this product from your saved items. Please try again."],
    ['RemoveRefusedEs', list.RemoveRefusedEs, 'No pudimos quitar este producto de tus artículos guardados. Inténtalo de nuevo.'],
  ] as const)('%s: the refusal under the button, the product kept', async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  test.each([
    ['TwoSaved', list.TwoSaved, 'Remove Harbor Sofa'],
    ['TwoSavedEs', list.TwoSavedEs, 'Quitar Harbor Sofa'],
  ] as const)('%s: drawn over the list, nothing warned', async (_, story, button) => {
    const warn = vi.spyOn(console, 'warn');
    await story.run();
    expect(screen.getByRole('button', { name: button })).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });
});
