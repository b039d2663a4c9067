import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/price-range/element';
import '../widgets/product-grid/element';
import { messages as rangeMessages } from '../widgets/price-range/messages';
import { argTypesOf } from './support/arg-types';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { BOUNDS, PriceRangePage, priceListingOk, type PriceRangeArgs } from './support/PriceRangePage';

/**
 * `<lto-price-range>` (SPEC 2.6, 5.4): the 'Monthly Payment' refinement of a listing of 44
 * results, inside `<lto-product-grid>`, over the server's markup. A drag let go, Enter on a thumb,
 * or Apply in the boxes reloads the results in place with pmin and pmax (format=ajax, answered
 * here as the demo does).
 */
const meta = {
  title: 'Widgets/Price range',
  render: (args, { parameters }) => <PriceRangePage {...args} note={storyDescription(parameters)} />,
  args: { pmin: 0, pmax: 0 },
  argTypes: {
    ...argTypesOf('lto-price-range'),
    pmin: { description: 'The min of the range the server drew in force (0 with pmax 0: none).', control: { type: 'number', min: 0, max: 200 } },
    pmax: { description: 'The max of the range the server drew in force.', control: { type: 'number', min: 0, max: 200 } },
  },
  parameters: {
    msw: { handlers: { listing: priceListingOk } },
    docs: {
      description: {
        component:
          "The listing's 'Monthly Payment' refinement: a two-thumb slider and min / max boxes. Keys move a thumb (1, Page Up / Down 10, Home / End); Enter, a drag let go or Apply shows the range, adjusted as SPEC 5.4 says.",
      },
    },
  },
} satisfies Meta<PriceRangeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const ca = { locale: 'en-CA' };

const texts = (locale: unknown) => messagesFor(locale, rangeMessages);

/** The price range, once drawn. */
async function rangeOf(canvasElement: HTMLElement) {
  await findIsland(canvasElement, 'lto-product-grid');
  return within(await findIsland(canvasElement, 'lto-price-range'));
}

export const NoRange: Story = {
  name: 'No range in force',
  parameters: note(`The slider at both ends (${BOUNDS.lower} to ${BOUNDS.upper}), the boxes holding the bounds. Move a thumb, then Enter; or type in the boxes and Apply.`),
};
export const NoRangeEs: Story = { ...NoRange, name: 'No range in force (es)', globals: es };
export const NoRangeCa: Story = { ...NoRange, name: 'No range in force (C$)', globals: ca };

export const InForce: Story = {
  name: 'A range in force',
  args: { pmin: 40, pmax: 80 },
  parameters: note('40 to 80 a month in force: the thumbs there, the fill between them, the group open.'),
};
export const InForceEs: Story = { ...InForce, name: 'A range in force (es)', globals: es };
export const InForceCa: Story = { ...InForce, name: 'A range in force (C$)', globals: ca };

export const ByKeyboard: Story = {
  name: 'Max thumb moved by keyboard, then Enter',
  parameters: note('Page Down three times on the max thumb (30 less), then Enter: the results reload in place, within the range.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const range = await rangeOf(canvasElement);
    const thumb = range.getByRole('slider', { name: t('priceRange.maxThumb') });
    thumb.focus();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{Enter}');
    await waitFor(() => expect(new URL(location.href).searchParams.get('pmax')).toBe(String(BOUNDS.upper - 30)));
  },
};
export const ByKeyboardEs: Story = { ...ByKeyboard, name: 'Max thumb moved by keyboard, then Enter (es)', globals: es, play: ByKeyboard.play };
export const ByKeyboardCa: Story = { ...ByKeyboard, name: 'Max thumb moved by keyboard, then Enter (C$)', globals: ca, play: ByKeyboard.play };

export const EmptyBox: Story = {
  name: 'A box left empty on Apply',
  args: { pmin: 40, pmax: 80 },
  parameters: note('The max box emptied, then Apply: nothing is asked for (SPEC 5.4: both boxes must hold an amount); the box is marked and takes the focus.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const range = await rangeOf(canvasElement);
    const currency = globals.locale === 'en-CA' ? 'C$' : '$';
    const max = range.getByRole('textbox', { name: t('priceRange.maxBox', { currency }) });
    await userEvent.clear(max);
    await userEvent.click(range.getByRole('button', { name: t('priceRange.apply') }));
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
  },
};
export const EmptyBoxEs: Story = { ...EmptyBox, name: 'A box left empty on Apply (es)', globals: es, play: EmptyBox.play };
