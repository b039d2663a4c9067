import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as tileStories from './product-tile.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(tileStories);
type Composed = (typeof stories)[keyof typeof stories];

/** Renders (and plays) the story as Storybook does, then waits for the tiles. */
async function show(story: Composed) {
  await story.run();
  await screen.findAllByRole('heading', { level: 3 });
}

/** The tile of a product, by the start of its name. */
function tileOf(name: RegExp): HTMLElement {
  const heading = screen.getAllByRole('heading', { level: 3 }).find((h) => name.test(h.textContent ?? ''));
  if (!heading) throw new Error(`no tile named ${name}`);
  return heading.closest('lto-product-tile') as HTMLElement;
}
const line = (tile: HTMLElement, part: string) => tile.querySelector(`.lto-product-tile__${part}`)?.textContent ?? null;

// The wording a shopper reads, pinned here rather than read from the catalogues.
describe('product tile stories', () => {
  test('Regular: prices, ratings and delivery; no ratings at "0", no swatches for one colour', async () => {
    await show(stories.Regular);
    const sofa = tileOf(/^Harbor Sofa/);
    expect(line(sofa, 'price')).toBe('$49.99/mo. for 18 months, plus tax');
    expect(line(sofa, 'term')).toBe('Own it in 18 months');
    expect(line(sofa, 'rating')).toBe('★★★★☆ 4.3 out of 5 stars (128 ratings)');
    expect(line(sofa, 'delivery')).toBe('Free Delivery');
    expect(within(sofa).getAllByRole('radio')).toHaveLength(3);
    const chair = tileOf(/^Dalton/);
    expect(line(chair, 'rating')).toBeNull();
    expect(within(chair).queryByRole('radiogroup')).toBeNull();
  });

  test("Sale: the promolabel and the was-price; 'false' shows no was line", async () => {
    await show(stories.Sale);
    const sofa = tileOf(/^Harbor Sofa/);
    expect(line(sofa, 'label')).toBe('Save 15%');
    expect(line(sofa, 'was')).toBe('Was $58.99/mo.');
    expect(sofa.querySelector('.lto-product-tile__price--sale')).not.toBeNull();
    expect(line(tileOf(/^Dalton/), 'label')).toBe('Holiday deal');
    expect(line(tileOf(/^Dalton/), 'was')).toBeNull();
  });

  test("PromoAppliedOldStyle: 'ON SALE' only where no promotion is applied", async () => {
    await show(stories.PromoAppliedOldStyle);
    const sofa = tileOf(/^Harbor Sofa/);
    expect(line(sofa, 'label')).toBeNull();
    expect(line(sofa, 'promotion')).toBe('Promotion applied');
    expect(line(tileOf(/^Dalton/), 'label')).toBe('ON SALE');
  });

  test('OutOfStock: the overlay unless express, and the swatch named OUT OF STOCK', async () => {
    await show(stories.OutOfStock);
    const sofa = tileOf(/^Harbor Sofa/);
    expect(line(sofa, 'overlay')).toBe('Out of stock');
    expect(line(sofa, 'delivery')).toBeNull();
    expect(within(sofa).getByRole('radio', { name: 'Gray - OUT OF STOCK' })).toBeInTheDocument();
    const chair = tileOf(/^Dalton/);
    expect(line(chair, 'overlay')).toBeNull();
    expect(line(chair, 'delivery')).toBe('Free 2-3 day Express Delivery±');
  });

  test('Express: the express text for express variants', async () => {
    await show(stories.Express);
    expect(line(tileOf(/^Harbor Sofa/), 'delivery')).toBe('Free 2-3 day Express Delivery±');
    expect(line(tileOf(/^Dalton/), 'delivery')).toBe('Free 2-3 day Express Delivery±');
  });

  test('Weekly: weekly and monthly pills, monthly price without weekly pricing', async () => {
    await show(stories.Weekly);
    const sofa = tileOf(/^Harbor Sofa/);
    expect([...sofa.querySelectorAll('.lto-product-tile__pill')].map((p) => p.textContent)).toEqual(['$13.99/wk.', '$49.99/mo.']);
    expect(line(sofa, 'term')).toBe('Own it in 78 weeks');
    expect(line(tileOf(/^Dalton/), 'price')).toBe('$39.99/mo. for 18 months, plus tax');
  });

  test('Canada: C$ prices on an en-CA page', async () => {
    await show(stories.Canada);
    expect(line(tileOf(/^Harbor Sofa/), 'price')).toBe('C$68.49/mo. for 18 months, plus tax');
    expect(line(tileOf(/^Dalton/), 'today')).toBe("Today's payment: C$54.79");
  });

  test('Spanish: every text in Spanish', async () => {
    await show(stories.Spanish);
    const sofa = tileOf(/^Sofá Harbor/);
    expect(line(sofa, 'price')).toBe('$49.99/mes por 18 meses, más impuestos');
    expect(line(sofa, 'today')).toBe('Pago de hoy: $49.99');
    expect(within(sofa).getByRole('radiogroup', { name: 'Colores' })).toBeInTheDocument();
    expect(within(sofa).getByRole('radio', { name: 'Azul marino - AGOTADO' })).toBeInTheDocument();
    const chair = tileOf(/^Sillón/);
    expect(line(chair, 'label')).toBe('Ahorra 15%');
    expect(line(chair, 'delivery')).toBe('Entrega exprés gratis en 2-3 días±');
  });

  test('SwatchInteraction: the play function ends with Navy selected by the keyboard', async () => {
    await show(stories.SwatchInteraction);
    const sofa = tileOf(/^Harbor Sofa/);
    expect(within(sofa).getByRole('radio', { name: 'Navy' })).toHaveAttribute('aria-checked', 'true');
    expect(line(sofa, 'label')).toBe('Save 10%');
  });
});
