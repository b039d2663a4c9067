import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as availabilityStories from './availability.stories';

setProjectAnnotations(preview);

const stories = composeStories(availabilityStories);
type Composed = (typeof stories)[keyof typeof stories];

const lines = () => Array.from(document.querySelectorAll('.lto-availability__line'), (p) => p.textContent);

// The wording a shopper reads, pinned here rather than read from the catalogues.
test.each([
  ['InStock', stories.InStock, ['In stock']],
  ['InStockEs', stories.InStockEs, ['Disponible']],
  ['Preorder', stories.Preorder, ['Available for pre-order']],
  ['PreorderEs', stories.PreorderEs, ['Disponible en preventa']],
  ['Backorder', stories.Backorder, ['Available on back order']],
  ['BackorderEs', stories.BackorderEs, ['Disponible bajo pedido']],
  ['Partial', stories.Partial, ['2 in stock', 'The rest of the quantity you chose is not available. Please lower the quantity.']],
  ['PartialEs', stories.PartialEs, ['2 in stock', 'El resto de la cantidad que elegiste no está disponible. Reduce la cantidad.']],
  ['InStockDate', stories.InStockDate, ['Available on back order', 'Expected in stock on February 14, 2026.']],
  ['InStockDateEs', stories.InStockDateEs, ['Disponible bajo pedido', 'Fecha prevista de llegada: 14 de febrero de 2026.']],
  ['InStockDateCa', stories.InStockDateCa, ['Available on back order', 'Expected in stock on February 14, 2026.']],
  ['NotAvailable', stories.NotAvailable, ['This item is currently not available.']],
  ['NotAvailableEs', stories.NotAvailableEs, ['Este artículo no está disponible por el momento.']],
  ['Missing', stories.Missing, ['Availability is not known for this item right now.']],
  ['MissingEs', stories.MissingEs, ['Por ahora no sabemos la disponibilidad de este artículo.']],
] as [string, Composed, string[]][])('%s shows its lines', async (_, story, expected) => {
  await story.run();
  await waitFor(() => expect(lines()).toEqual(expected));
  expect(document.querySelector('lto-availability')).toHaveAttribute('data-lto-ready');
});

describe('every availability story', () => {
  test('has a Spanish twin', () => {
    const names = Object.keys(stories);
    for (const name of names.filter((n) => !/Es$|Ca$/.test(n))) expect(names).toContain(`${name}Es`);
  });
});
