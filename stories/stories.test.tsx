import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as barStories from './compare-bar.stories';
import * as toggleStories from './compare-toggle.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (the config-block decorator, the MSW loader, the locale global)
// apply to this file only, so the widget tests elsewhere keep their own blank page. Under Vitest,
// msw-storybook-addon's initialize() in preview.tsx starts msw/node's setupServer, and its loader
// installs each story's handlers from .storybook/handlers.ts, exactly as in the browser.
setProjectAnnotations(preview);

const bar = composeStories(barStories);
const toggle = composeStories(toggleStories);

type Composed = (typeof bar)[keyof typeof bar] | (typeof toggle)[keyof typeof toggle];

// The wording a shopper reads, pinned here rather than read from the catalogues (contract texts).
const EN = {
  region: 'Compare products',
  toggle: (name: string) => `Compare ${name}`,
  remove: /^Remove .+ from compare$/,
  compareButton: (n: number) => `Compare items (${n})`,
  clear: 'Clear compared items',
  clearQuestion: 'Clear your compare list?',
  keep: 'Keep them',
  addFail: "We couldn't add this product to compare. Please try again.",
  removeFail: "We couldn't remove this product from compare. Please try again.",
  badResponse: 'Sorry, something went wrong. Please try again.',
};
const ES = {
  region: 'Comparar productos',
  toggle: (name: string) => `Comparar ${name}`,
  remove: /^Quitar .+ de la comparación$/,
  compareButton: (n: number) => `Comparar artículos (${n})`,
  clear: 'Borrar artículos comparados',
  clearQuestion: '¿Borrar tu lista de comparación?',
  keep: 'Conservarlos',
  addFail: 'No pudimos agregar este producto a la comparación. Inténtalo de nuevo.',
  removeFail: 'No pudimos quitar este producto de la comparación. Inténtalo de nuevo.',
};

/** Loads (MSW handlers), renders and plays the story as Storybook does, then waits for the tiles. */
async function show(story: Composed) {
  await story.run();
  await screen.findAllByRole('checkbox');
}

const region = (text: { region: string }) => screen.findByRole('region', { name: text.region });

function configBlock() {
  return JSON.parse(document.getElementById('lto-config')?.textContent ?? 'null') as {
    locale: string;
    country: string;
    currency: string;
    urls: Record<string, string>;
  };
}

describe('compare bar stories', () => {
  test.each([
    ['Empty', bar.Empty, EN],
    ['EmptyEs', bar.EmptyEs, ES],
  ] as const)('%s: the bar is hidden, and appears once a toggle is ticked', async (_, story, text) => {
    await show(story);
    expect(document.querySelector('lto-compare-bar')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: text.toggle('Harbor Sofa') }));
    const bar = await region(text);
    expect(within(bar).getByRole('button', { name: text.compareButton(1) })).toBeDisabled();
  });

  test.each([
    ['OneItem', bar.OneItem, EN],
    ['OneItemEs', bar.OneItemEs, ES],
  ] as const)('%s: one slot filled, the compare button disabled', async (_, story, text) => {
    await show(story);
    const bar = await region(text);
    expect(within(bar).getByRole('button', { name: text.compareButton(1) })).toBeDisabled();
    expect(within(bar).getAllByRole('button', { name: text.remove })).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: text.toggle('Harbor Sofa') })).toBeChecked();
  });

  test.each([
    ['TwoItems', bar.TwoItems, EN],
    ['TwoItemsEs', bar.TwoItemsEs, ES],
  ] as const)('%s: the compare button is enabled', async (_, story, text) => {
    await show(story);
    const bar = await region(text);
    expect(within(bar).getByRole('button', { name: text.compareButton(2) })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: text.clear })).toBeEnabled();
  });

  test.each([
    ['Full', bar.Full, EN],
    ['FullEs', bar.FullEs, ES],
  ] as const)('%s: six remove buttons, six ticked toggles', async (_, story, text) => {
    await show(story);
    const bar = await region(text);
    expect(within(bar).getAllByRole('button', { name: text.remove })).toHaveLength(6);
    expect(within(bar).getByRole('button', { name: text.compareButton(6) })).toBeEnabled();
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(6);
  });

  // The play functions click and check the alert; these pin the visible text per language.
  test.each([
    ['AddFails', bar.AddFails, EN],
    ['AddFailsEs', bar.AddFailsEs, ES],
  ] as const)('%s: the toggle says the add failed and the bar keeps 2', async (_, story, text) => {
    await show(story);
    expect(screen.getByRole('alert')).toHaveTextContent(text.addFail);
    expect(within(await region(text)).getAllByRole('button', { name: text.remove })).toHaveLength(2);
  });

  test.each([
    ['RemoveFails', bar.RemoveFails, EN],
    ['RemoveFailsEs', bar.RemoveFailsEs, ES],
  ] as const)('%s: the bar says the remove failed and keeps the item', async (_, story, text) => {
    await show(story);
    const bar = await region(text);
    expect(within(bar).getByRole('alert')).toHaveTextContent(text.removeFail);
    expect(within(bar).getAllByRole('button', { name: text.remove })).toHaveLength(2);
  });

  test.each([
    ['ClearAsked', bar.ClearAsked, EN],
    ['ClearAskedEs', bar.ClearAskedEs, ES],
  ] as const)('%s: the question is open over the bar, which keeps its items', async (_, story, text) => {
    await show(story);
    const question = screen.getByRole('alertdialog', { name: text.clearQuestion });
    expect(within(question).getByRole('button', { name: text.keep })).toHaveFocus();
    expect(within(await region(text)).getAllByRole('button', { name: text.remove })).toHaveLength(3);
  });

  test('the decorator writes the config block of the story locale', async () => {
    await show(bar.TwoItemsEs);
    expect(configBlock()).toMatchObject({
      locale: 'es-US',
      country: 'US',
      currency: 'USD',
      urls: { compareAdd: '/compare/add', compareRemove: '/compare/remove', compareShow: '/compareShow' },
    });
    expect(document.documentElement.lang).toBe('es-US');
  });

  test('each story starts on a clean page: the next story reads its own locale and list', async () => {
    await show(bar.FullEs);
    await region(ES);
    await show(bar.OneItem);
    const bar1 = await region(EN);
    expect(within(bar1).getAllByRole('button', { name: EN.remove })).toHaveLength(1);
    expect(screen.queryByText(ES.region)).not.toBeInTheDocument();
  });
});

describe('compare toggle stories', () => {
  test.each([
    ['Unchecked', toggle.Unchecked, EN, 'Compare'],
    ['UncheckedEs', toggle.UncheckedEs, ES, 'Comparar'],
  ] as const)('%s: every toggle unticked, labelled in the page language', async (_, story, text, visible) => {
    await show(story);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: text.toggle('Harbor Sofa') })).toBeInTheDocument();
    expect(screen.getAllByText(visible, { exact: true })).toHaveLength(3);
  });

  test.each([
    ['Checked', toggle.Checked, EN],
    ['CheckedEs', toggle.CheckedEs, ES],
  ] as const)('%s: the products in the list start ticked', async (_, story, text) => {
    await show(story);
    await region(text);
    expect(screen.getByRole('checkbox', { name: text.toggle('Harbor Sofa') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: text.toggle('Avery Loveseat') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: text.toggle('Monterey 3-Piece Sectional') })).not.toBeChecked();
  });

  test.each([
    ['SlowAnswer', toggle.SlowAnswer, EN],
    ['SlowAnswerEs', toggle.SlowAnswerEs, ES],
  ] as const)('%s: busy while the answer is pending, added once it comes', async (_, story, text) => {
    await show(story); // the play function ticked Harbor Sofa and saw it busy
    const box = screen.getByRole('checkbox', { name: text.toggle('Harbor Sofa') });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    expect(box).toBeChecked();
    expect(within(await region(text)).getAllByRole('button', { name: text.remove })).toHaveLength(1);
  });

  test('SeventhAdd: OK replaces the oldest item with the new one', async () => {
    await show(toggle.SeventhAdd); // the play function ticked the 7th product and saw the question
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const bar = await region(EN);
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Remove Ridgeway Coffee Table from compare' })).toBeInTheDocument());
    expect(within(bar).queryByRole('button', { name: 'Remove Harbor Sofa from compare' })).not.toBeInTheDocument();
    expect(within(bar).getAllByRole('button', { name: EN.remove })).toHaveLength(6);
  });

  test('SeventhAddEs: Cancelar unticks the 7th product and keeps the list', async () => {
    await show(toggle.SeventhAddEs);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('checkbox', { name: ES.toggle('Ridgeway Coffee Table') })).not.toBeChecked();
    expect(within(await region(ES)).getByRole('button', { name: 'Quitar Harbor Sofa de la comparación' })).toBeInTheDocument();
  });

  test.each([
    ['AddFails', toggle.AddFails, EN.addFail],
    ['AddFailsEs', toggle.AddFailsEs, ES.addFail],
    ['AddServerError', toggle.AddServerError, EN.addFail],
    ['AddUnparseable', toggle.AddUnparseable, EN.badResponse],
  ] as const)('%s: unticked again, with the failure next to the toggle', async (_, story, message) => {
    await show(story);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('Canada: an en-CA page with CAD prices', async () => {
    await show(toggle.Canada);
    expect(configBlock()).toMatchObject({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    expect(screen.getByText('C$89.99/mo')).toBeInTheDocument();
    await region(EN);
  });
});
