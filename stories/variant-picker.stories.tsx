import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/availability/element';
import '../widgets/variant-picker/element';
import { messages as pickerMessages } from '../widgets/variant-picker/messages';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { productHandlers, variantServerError, variantSlow } from './support/product-handlers';
import { ProductPage, STORY_VARIANTS } from './support/ProductPage';

/**
 * `<lto-variant-picker>` (SPEC 2.8, 7.5, 9.5): colour swatches that reload the product content
 * region (msw answers it as the demo does), with the availability of the chosen colour inside.
 */
const meta = {
  title: 'Widgets/Variant picker',
  render: (args, { parameters, globals }) => (
    <ProductPage {...args} locale={String(globals['locale'] ?? 'en-US')} note={storyDescription(parameters)} />
  ),
  args: { pid: 'P1001-1' },
  argTypes: { pid: { description: 'The variant the page shows.' } },
  parameters: {
    msw: { handlers: productHandlers },
    ltoPage: { type: 'product' },
    docs: { description: { component: 'Swatches as a radio group; an out-of-stock colour has the suffix and 0.75 opacity. Choosing one reloads the product content.' } },
  },
} satisfies Meta<{ pid: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const sand = (locale: unknown) => STORY_VARIANTS[2]!.color[typeof locale === 'string' && locale.startsWith('es') ? 'es' : 'en'];

export const OutOfStockOption: Story = {
  name: 'With an out-of-stock colour',
  parameters: note('Gray is out of stock: labelled with the suffix and drawn at 0.75 opacity. Choose a colour to reload the content.'),
};
export const OutOfStockOptionEs: Story = { ...OutOfStockOption, name: 'With an out-of-stock colour (es)', globals: es };
export const OutOfStockOptionCa: Story = { ...OutOfStockOption, name: 'With an out-of-stock colour (en-CA)', globals: { locale: 'en-CA' } };

export const Reloading: Story = {
  name: 'Reloading',
  parameters: {
    ...note('The variant content takes 60 s to come: the chosen swatch is checked, "Loading…" is said and the content is dimmed.'),
    msw: { handlers: { productVariant: variantSlow(60_000) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals['locale'], pickerMessages);
    const canvas = within(canvasElement);
    const swatch = await canvas.findByRole('radio', { name: sand(globals['locale']) });
    await userEvent.click(swatch);
    await expect(await canvas.findByText(t('variantPicker.loading', { option: sand(globals['locale']) }))).toBeInTheDocument();
  },
};
export const ReloadingEs: Story = { ...Reloading, name: 'Reloading (es)', globals: es, play: Reloading.play };

export const ReloadFailed: Story = {
  name: 'Reload failed',
  parameters: {
    ...note('The variant content answers HTTP 500: the content stays, the picker says so, and the selection goes back.'),
    msw: { handlers: { productVariant: variantServerError } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals['locale'], pickerMessages);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: sand(globals['locale']) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('variantPicker.failed', { option: sand(globals['locale']) }));
  },
};
export const ReloadFailedEs: Story = { ...ReloadFailed, name: 'Reload failed (es)', globals: es, play: ReloadFailed.play };
