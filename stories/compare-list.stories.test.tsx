import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as stories from './compare-list.stories';

setProjectAnnotations(preview);

const list = composeStories(stories);

// The wording a shopper reads, pinned here rather than read from the catalogues (contract texts).
describe('compare list stories', () => {
  test.each([
    ['Removed', list.Removed, ['Harbor Sofa', 'Monterey 3-Piece Sectional'], 'Avery Loveseat removed from compare.'],
    ['RemovedEs', list.RemovedEs, ['Harbor Sofa', 'Monterey 3-Piece Sectional'], 'Avery Loveseat se quitó de la comparación.'],
  ] as const)('%s: the column left the table and the removal is said', async (_, story, names, said) => {
    await story.run();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(names);
    await waitFor(() => expect(document.querySelector('[data-lto-live-region="polite"]')).toHaveTextContent(said));
  });

  test.each([
    ['RemoveRefused', list.RemoveRefused, "We couldn't remove this product from compare. Please try again."],
    ['RemoveRefusedEs', list.RemoveRefusedEs, 'No pudimos quitar este producto de la comparación. Inténtalo de nuevo.'],
  ] as const)('%s: COMPARE_REMOVE_FAIL under the button, the three columns kept', async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  test.each([
    ['ThreeProductsEs', list.ThreeProductsEs, 'Quitar Harbor Sofa'],
    ['OneProductEs', list.OneProductEs, 'Quitar Harbor Sofa'],
  ] as const)('%s: the Spanish page', async (_, story, button) => {
    const warn = vi.spyOn(console, 'warn');
    await story.run();
    expect(screen.getByRole('button', { name: button })).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });
});
