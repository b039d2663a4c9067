import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as quickViewStories from './quick-view.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(quickViewStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  open: (name: string) => `Quick view ${name}`,
  visible: 'Quick view',
  title: 'Quick view',
  previous: 'Previous product',
  next: 'Next product',
  loading: 'Loading…',
  failed: "We couldn't load this product. Please try again.",
  retry: 'Retry',
  save: (name: string) => `Save ${name}`,
  price: '$89.99/mo.',
};
const ES = {
  open: (name: string) => `Vista rápida de ${name}`,
  visible: 'Vista rápida',
  title: 'Vista rápida',
  previous: 'Producto anterior',
  next: 'Producto siguiente',
  loading: 'Cargando…',
  failed: 'No pudimos cargar este producto. Inténtalo de nuevo.',
  retry: 'Reintentar',
  save: (name: string) => `Guardar ${name}`,
  price: '$89.99/mes',
};

async function show(story: Composed) {
  await story.run();
  await screen.findAllByRole('button', { name: /^(Quick view|Vista rápida de) / });
}

const dialog = (text: typeof EN) => screen.findByRole('dialog', { name: text.title });

describe('quick view stories', () => {
  test.each([
    ['Closed', stories.Closed, EN],
    ['ClosedEs', stories.ClosedEs, ES],
  ] as const)('%s: a button per tile, in the page language, and no dialog', async (_, story, text) => {
    await show(story);
    const buttons = screen.getAllByRole('button', { name: /^(Quick view|Vista rápida de) / });
    expect(buttons).toHaveLength(4);
    expect(screen.getByRole('button', { name: text.open('Harbor Sofa') })).toHaveTextContent(text.visible);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test.each([
    ['FirstProduct', stories.FirstProduct, EN],
    ['FirstProductEs', stories.FirstProductEs, ES],
  ] as const)('%s: the product with its price, Previous disabled, Next moves on, and the heart inside saves', async (_, story, text) => {
    await show(story);
    const open = within(await dialog(text));
    expect(open.getByRole('heading', { level: 3 })).toHaveTextContent('Harbor Sofa');
    expect(open.getByText(text.price)).toBeInTheDocument();
    expect(open.getByRole('button', { name: text.previous })).toHaveAttribute('aria-disabled', 'true');

    // The heart is an island of the fragment: it is drawn once its code has loaded, after the product shows.
    await userEvent.click(await open.findByRole('switch', { name: text.save('Harbor Sofa') }));
    await waitFor(() => expect(JSON.parse(Cookies.get('myFavoriteProduct') ?? '[]')).toEqual(['P1001']));

    await userEvent.click(open.getByRole('button', { name: text.next }));
    await waitFor(() => expect(open.getByRole('heading', { level: 3 })).toHaveTextContent('Avery Loveseat'));
    expect(open.getByRole('button', { name: text.previous })).not.toHaveAttribute('aria-disabled');
  });

  test.each([
    ['LastProduct', stories.LastProduct, EN],
    ['LastProductEs', stories.LastProductEs, ES],
  ] as const)('%s: Next is disabled at the end', async (_, story, text) => {
    await show(story);
    const open = within(await dialog(text));
    expect(open.getByRole('heading', { level: 3 })).toHaveTextContent('Dalton Power Recliner');
    expect(open.getByRole('button', { name: text.next })).toHaveAttribute('aria-disabled', 'true');
    expect(open.getByRole('button', { name: text.previous })).not.toHaveAttribute('aria-disabled');
  });

  test.each([
    ['Loading', stories.Loading, EN],
    ['LoadingEs', stories.LoadingEs, ES],
  ] as const)('%s: busy, saying so, with no product yet', async (_, story, text) => {
    await show(story);
    const open = await dialog(text);
    expect(within(open).getByRole('status')).toHaveTextContent(text.loading);
    expect(open.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(open).queryByRole('heading', { level: 3 })).toBeNull();
  });

  test.each([
    ['Failure', stories.Failure, EN],
    ['FailureEs', stories.FailureEs, ES],
  ] as const)('%s: the error in the dialog, Retry focused, the server text not shown', async (_, story, text) => {
    await show(story);
    const open = await dialog(text);
    expect(within(open).getByRole('alert')).toHaveTextContent(text.failed);
    expect(within(open).getByRole('button', { name: text.retry })).toHaveFocus();
    expect(open).not.toHaveTextContent('Internal Server Error');
  });

  test.each([
    ['OneProduct', stories.OneProduct],
    ['ComparePage', stories.ComparePage],
  ] as const)('%s: the dialog has no arrows', async (_, story) => {
    await show(story);
    await userEvent.click(screen.getByRole('button', { name: EN.open('Harbor Sofa') }));
    const open = within(await dialog(EN));
    await open.findByRole('heading', { level: 3 });
    expect(open.queryByRole('button', { name: EN.next })).toBeNull();
    expect(open.queryByRole('button', { name: EN.previous })).toBeNull();
  });
});
