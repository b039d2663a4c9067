import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as favoriteStories from './favorite.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(favoriteStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  heart: (name: string) => `Save ${name}`,
  visible: 'Save',
  sku: (pid: string) => `SKU: ${pid}`,
  failed: (name: string) => `We couldn't save ${name}. Please try again.`,
  saved: (name: string) => `${name} saved.`,
};
const ES = {
  heart: (name: string) => `Guardar ${name}`,
  visible: 'Guardar',
  sku: (pid: string) => `Código SKU: ${pid}`,
  failed: (name: string) => `No pudimos guardar ${name}. Inténtalo de nuevo.`,
  saved: (name: string) => `Se guardó ${name}.`,
};

async function show(story: Composed) {
  await story.run();
  await screen.findAllByRole('switch');
}

const heart = (text: typeof EN, name: string) => screen.getByRole('switch', { name: text.heart(name) });
const politely = () => document.querySelector('[aria-live="polite"]');

describe('favourite stories', () => {
  test.each([
    ['NotSaved', stories.NotSaved, EN],
    ['NotSavedEs', stories.NotSavedEs, ES],
  ] as const)('%s: every heart off, labelled in the page language; a click saves', async (_, story, text) => {
    await show(story);
    const hearts = screen.getAllByRole('switch');
    expect(hearts).toHaveLength(3);
    for (const one of hearts) {
      expect(one).not.toBeChecked();
      expect(one).toHaveClass('prodnotincart');
      expect(one).toHaveTextContent(text.visible);
    }
    expect(screen.getByText(text.sku('P1001'))).toBeInTheDocument();

    await userEvent.click(heart(text, 'Harbor Sofa'));
    await waitFor(() => expect(JSON.parse(Cookies.get('myFavoriteProduct') ?? '[]')).toEqual(['P1001']));
    expect(heart(text, 'Harbor Sofa')).toBeChecked();
    await waitFor(() => expect(politely()).toHaveTextContent(text.saved('Harbor Sofa')));
  });

  test.each([
    ['Saved', stories.Saved, EN],
    ['SavedEs', stories.SavedEs, ES],
  ] as const)('%s: the products in the cookie start on', async (_, story, text) => {
    await show(story);
    expect(heart(text, 'Harbor Sofa')).toBeChecked();
    expect(heart(text, 'Harbor Sofa')).toHaveClass('prodisincart');
    expect(heart(text, 'Avery Loveseat')).not.toBeChecked();
    expect(heart(text, 'Monterey 3-Piece Sectional')).toBeChecked();
  });

  test.each([
    ['Saving', stories.Saving, EN],
    ['SavingEs', stories.SavingEs, ES],
  ] as const)('%s: busy while the answer is pending, saved once it comes', async (_, story, text) => {
    await show(story); // the play function clicked Harbor Sofa and saw it busy
    const one = heart(text, 'Harbor Sofa');
    expect(one).toHaveAttribute('aria-busy', 'true');
    expect(one).toBeChecked();
    await waitFor(() => expect(one).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    expect(one).toBeChecked();
    expect(JSON.parse(Cookies.get('myFavoriteProduct') ?? '[]')).toEqual(['P1001']);
  });

  test.each([
    ['Failure', stories.Failure, EN],
    ['FailureEs', stories.FailureEs, ES],
  ] as const)('%s: off again, the shopper hears it was not saved, and the server text is not shown', async (_, story, text) => {
    await show(story);
    expect(heart(text, 'Harbor Sofa')).not.toBeChecked();
    expect(politely()).toHaveTextContent(text.failed('Harbor Sofa'));
    expect(document.body).not.toHaveTextContent('Product could not be saved');
    expect(Cookies.get('myFavoriteProduct')).toBeUndefined();
  });

  test('Canada: C$ prices and a comma-separated cookie', async () => {
    await show(stories.Canada);
    expect(screen.getByText('C$64.99/mo')).toBeInTheDocument();
    expect(heart(EN, 'Avery Loveseat')).toBeChecked();
    expect(heart(EN, 'Harbor Sofa')).not.toBeChecked();
  });
});
