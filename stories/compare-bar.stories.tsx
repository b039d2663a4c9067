import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/compare-bar/element';
import '../widgets/compare-toggle/element';
import { compareAddRefused, compareRemoveRefused } from '../.storybook/handlers';
import { argTypesOf } from './support/arg-types';
import { ListingPage, describeStory as note, storyDescription, type ListingArgs } from './support/ListingPage';
import { messages as compareBarMessages } from '../widgets/compare-bar/messages';
import { messages as compareToggleMessages } from '../widgets/compare-toggle/messages';
import { messagesFor } from './support/messages';
import { PRODUCTS, compareList } from './support/products';

/**
 * `<lto-compare-bar>` (SPEC 2.6, 4.4, 7.5) on a listing page with the tiles' compare toggles, so
 * ticking and unticking shows the bar follow. `items` is the compare list the server rendered.
 * Every state exists in English and Spanish; the toolbar's Locale switches the others.
 */
const meta = {
  title: 'Widgets/Compare bar',
  render: (args, { parameters }) => <ListingPage {...args} note={storyDescription(parameters)} />,
  args: {
    items: [],
    category: 'living-room',
    products: PRODUCTS.slice(0, 4),
  },
  argTypes: {
    ...argTypesOf('lto-compare-bar', ['items', 'category']),
    products: { description: 'Story chrome: the tiles, each with a `<lto-compare-toggle>`.' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The compare bar: 6 slots with a remove control each, the count, the compare button (enabled from 2 items) and the clear control. Hidden with 0 items.',
      },
    },
  },
} satisfies Meta<ListingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

export const Empty: Story = {
  name: 'Empty (0 items)',
  parameters: note(
    'With 0 items the bar is hidden (not rendered at all, SPEC 4.4). Tick a Compare box on a tile and it appears.',
  ),
};
export const EmptyEs: Story = { ...Empty, name: 'Empty (0 items, es)', globals: es };

export const OneItem: Story = {
  name: 'One item',
  args: { items: compareList(1) },
  parameters: note('1 item: the compare button is disabled and says why; the compare page needs at least 2.'),
};
export const OneItemEs: Story = { ...OneItem, name: 'One item (es)', globals: es };

export const TwoItems: Story = {
  name: 'Two items',
  args: { items: compareList(2) },
  parameters: note('2 items: the compare button is enabled and goes to /compareShow?category=living-room.'),
};
export const TwoItemsEs: Story = { ...TwoItems, name: 'Two items (es)', globals: es };

export const Full: Story = {
  name: 'Full (6 items)',
  args: { items: compareList(6), products: [...PRODUCTS] },
  parameters: note(
    '6 items: every slot is filled. Ticking a 7th product asks to replace the oldest (COMPARE_CONFIRMATION).',
  ),
};
export const FullEs: Story = { ...Full, name: 'Full (6 items, es)', globals: es };

export const AddFails: Story = {
  name: 'Add fails',
  args: { items: compareList(2) },
  parameters: {
    ...note('The server answers {"success": false} to compareAdd: the toggle goes back to unticked and says so.'),
    msw: { handlers: { compareAdd: compareAddRefused } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, compareBarMessages, compareToggleMessages);
    const canvas = within(canvasElement);
    const name = PRODUCTS[2]!.name;
    const toggle = await canvas.findByRole('checkbox', { name: t('compare.toggleLabel', { name }) });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('COMPARE_ADD_FAIL'));
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(t('compare.count', { count: 2, max: 6 }))).toBeInTheDocument();
  },
};
export const AddFailsEs: Story = { ...AddFails, name: 'Add fails (es)', globals: es, play: AddFails.play };

export const RemoveFails: Story = {
  name: 'Remove fails',
  args: { items: compareList(2) },
  parameters: {
    ...note('The server answers {"success": false} to compareRemove: the item stays, its toggle stays ticked.'),
    msw: { handlers: { compareRemove: compareRemoveRefused } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, compareBarMessages, compareToggleMessages);
    const canvas = within(canvasElement);
    const name = PRODUCTS[0]!.name;
    await userEvent.click(await canvas.findByRole('button', { name: t('compare.remove', { name }) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('COMPARE_REMOVE_FAIL'));
    await expect(canvas.getByRole('button', { name: t('compare.remove', { name }) })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: t('compare.toggleLabel', { name }) })).toBeChecked();
  },
};
export const RemoveFailsEs: Story = { ...RemoveFails, name: 'Remove fails (es)', globals: es, play: RemoveFails.play };

export const ClearAsked: Story = {
  name: 'Clear asked',
  args: { items: compareList(3) },
  parameters: note("'Clear compared items' pressed: a dialog asks first, focus on 'Keep them'. Nothing is sent until the shopper answers Clear; Keep them or Escape leaves the list as it was."),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, compareBarMessages, compareToggleMessages);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('compare.clear') }));
    const question = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: t('compare.clearTitle') });
    await expect(question).toHaveAccessibleDescription(t('compare.clearQuestion'));
    await expect(within(question).getByRole('button', { name: t('compare.clearNo') })).toHaveFocus();
  },
};
export const ClearAskedEs: Story = { ...ClearAsked, name: 'Clear asked (es)', globals: es, play: ClearAsked.play };
