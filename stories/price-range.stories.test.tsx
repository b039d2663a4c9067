import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as rangeStories from './price-range.stories';
import { BOUNDS } from './support/PriceRangePage';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(rangeStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = { min: 'Minimum monthly payment', max: 'Maximum monthly payment', minBox: 'Min ($)', maxBox: 'Max ($)', apply: 'Apply', error: 'Enter an amount, like 45.', money: (n: number) => `$${n}`, count: /^Viewing (\d+) of (\d+) results$/ };
const ES = { min: 'Pago mensual mínimo', max: 'Pago mensual máximo', minBox: 'Mín. ($)', maxBox: 'Máx. ($)', apply: 'Aplicar', error: 'Escribe una cantidad, como 45.', money: (n: number) => `$${n}`, count: /^Mostrando (\d+) de (\d+) resultados$/ };
const CA = { ...EN, minBox: 'Min (C$)', maxBox: 'Max (C$)', money: (n: number) => `C$${n}` };
type Text = typeof EN;

/** Loads (MSW handlers), renders and plays the story as Storybook does, then waits for the range to be drawn. */
async function show(story: Composed) {
  await story.run();
  await waitFor(() => expect(document.querySelector('lto-price-range')).toHaveAttribute('data-lto-ready'));
}

const thumb = (text: Text, side: 'min' | 'max') => screen.getByRole('slider', { name: text[side] });
const total = (text: Text) => Number(text.count.exec(document.querySelector('[data-lto-grid-count]')?.textContent ?? '')?.[2]);

describe('price range stories', () => {
  test.each([
    ['NoRange', stories.NoRange, EN],
    ['NoRangeEs', stories.NoRangeEs, ES],
    ['NoRangeCa', stories.NoRangeCa, CA],
  ] as const)('%s: the thumbs at the bounds, said as money, the boxes holding them', async (_, story, text) => {
    await show(story);
    expect(thumb(text, 'min')).toHaveValue(String(BOUNDS.lower));
    expect(thumb(text, 'min')).toHaveAttribute('aria-valuetext', text.money(BOUNDS.lower));
    expect(thumb(text, 'max')).toHaveAttribute('aria-valuetext', text.money(BOUNDS.upper));
    expect(screen.getByRole('textbox', { name: text.minBox })).toHaveValue(String(BOUNDS.lower));
    expect(screen.getByRole('textbox', { name: text.maxBox })).toHaveValue(String(BOUNDS.upper));
    expect(screen.getByRole('button', { name: text.apply })).toBeInTheDocument();
  });

  test.each([
    ['InForce', stories.InForce, EN],
    ['InForceEs', stories.InForceEs, ES],
    ['InForceCa', stories.InForceCa, CA],
  ] as const)('%s: the thumbs and boxes at 40 and 80, the results within them', async (_, story, text) => {
    await show(story);
    expect(thumb(text, 'min')).toHaveAttribute('aria-valuetext', text.money(40));
    expect(thumb(text, 'max')).toHaveAttribute('aria-valuetext', text.money(80));
    expect(screen.getByRole('textbox', { name: text.maxBox })).toHaveValue('80');
    expect(total(text)).toBeLessThan(44);
  });

  test.each([
    ['ByKeyboard', stories.ByKeyboard, EN],
    ['ByKeyboardEs', stories.ByKeyboardEs, ES],
    ['ByKeyboardCa', stories.ByKeyboardCa, CA],
  ] as const)('%s: Page Down three times and Enter reload the results in place, within the range', async (_, story, text) => {
    await show(story);
    const pmax = BOUNDS.upper - 30;
    await waitFor(() => expect(total(text)).toBeLessThan(44));
    const prices = [...document.querySelectorAll('[data-lto-grid-feed] .sb-tile__price')].map((price) => Number(/([\d.]+)\//.exec(price.textContent ?? '')?.[1]));
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.max(...prices)).toBeLessThanOrEqual(pmax);
    // The reloaded listing's range shows the one in force.
    await waitFor(() => expect(document.querySelector('lto-price-range input[name="pmax"]')).toHaveValue(String(pmax)));
    expect(new URL(location.href).searchParams.get('brand')).toBe('Northfield');
  });

  test.each([
    ['EmptyBox', stories.EmptyBox, EN],
    ['EmptyBoxEs', stories.EmptyBoxEs, ES],
  ] as const)('%s: the emptied box is marked, says why, and nothing is asked for', async (_, story, text) => {
    await show(story);
    const max = screen.getByRole('textbox', { name: text.maxBox });
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription(text.error);
    expect(max).toHaveFocus();
    expect(new URL(location.href).searchParams.get('pmax')).toBe('80');
  });
});
