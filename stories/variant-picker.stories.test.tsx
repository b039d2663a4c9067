import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { userEvent } from './support/user-event';
import * as pickerStories from './variant-picker.stories';

setProjectAnnotations(preview);

const stories = composeStories(pickerStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  group: 'Colors',
  oos: 'Gray - OUT OF STOCK',
  sand: 'Sand',
  loading: 'Loading Sand…',
  failed: "We couldn't show Sand. Please try again.",
  changed: 'Sand selected. The product details are updated.',
  heading: 'Harbor Sofa, Sand',
};
const ES = {
  group: 'Colores',
  oos: 'Gris - AGOTADO',
  sand: 'Arena',
  loading: 'Cargando Arena…',
  failed: 'No pudimos mostrar Arena. Inténtalo de nuevo.',
  changed: 'Seleccionaste Arena. Los detalles del producto están actualizados.',
  heading: 'Harbor Sofa, Arena',
};

test.each([
  ['OutOfStockOption', stories.OutOfStockOption, EN],
  ['OutOfStockOptionEs', stories.OutOfStockOptionEs, ES],
  ['OutOfStockOptionCa', stories.OutOfStockOptionCa, { ...EN, group: 'Colours' }],
] as [string, Composed, typeof EN][])('%s: the out-of-stock colour has the suffix; choosing one reloads the content', async (_, story, text) => {
  await story.run();
  const group = await screen.findByRole('radiogroup', { name: text.group });
  const oos = screen.getByRole('radio', { name: text.oos });
  expect(group).toContainElement(oos);
  expect(oos).toHaveClass('lto-variant-picker__swatch--oos');
  await userEvent.click(screen.getByRole('radio', { name: text.sand }));
  // The first reload downloads DOMPurify's chunk: slow on a busy machine.
  const slow = { timeout: 5000 };
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.heading), slow);
  await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(text.changed), slow);
  await waitFor(() => expect(screen.getByRole('radio', { name: text.sand })).toBeChecked(), slow);
});

test.each([
  ['Reloading', stories.Reloading, EN],
  ['ReloadingEs', stories.ReloadingEs, ES],
] as [string, Composed, typeof EN][])('%s: the chosen colour is checked and loading is said', async (_, story, text) => {
  await story.run(); // the play function chose Sand
  expect(screen.getByText(text.loading)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('radio', { name: text.sand })).toBeChecked();
  expect(document.getElementById('product-content')).toHaveAttribute('aria-busy', 'true');
});

test.each([
  ['ReloadFailed', stories.ReloadFailed, EN],
  ['ReloadFailedEs', stories.ReloadFailedEs, ES],
] as [string, Composed, typeof EN][])('%s: the content stays, an alert says so, the selection goes back', async (_, story, text) => {
  await story.run();
  expect(screen.getByRole('alert')).toHaveTextContent(text.failed);
  expect(screen.getByRole('radio', { name: text.sand })).not.toBeChecked();
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(text.sand);
});
