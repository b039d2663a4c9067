import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/compare-bar/element';
import '../widgets/compare-toggle/element';
import {
  compareAddRefused,
  compareAddServerError,
  compareAddSlow,
  compareAddUnparseable,
} from '../.storybook/handlers';
import { ListingPage, describeStory as note, storyDescription, type ListingArgs } from './support/ListingPage';
import { messages as compareToggleMessages } from '../widgets/compare-toggle/messages';
import { messagesFor } from './support/messages';
import { PRODUCTS, compareList } from './support/products';

/**
 * `<lto-compare-toggle>` (SPEC 4.4, 7.5): the compare checkbox of a product tile. Its state comes
 * from the page's compare list (the bar's `items`), so each story renders tiles and the bar.
 */
const meta = {
  title: 'Widgets/Compare toggle',
  render: (args, { parameters }) => <ListingPage {...args} note={storyDescription(parameters)} />,
  args: {
    items: [],
    category: 'living-room',
    products: PRODUCTS.slice(0, 3),
  },
  argTypes: {
    items: { description: 'The compare list the server rendered into the bar: these toggles start ticked.' },
    category: { description: "The bar's `category` attribute." },
    products: { description: 'The tiles: each renders `<lto-compare-toggle pid uuid name img category>`.' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The compare checkbox of a tile: ticked adds the product to the compare list, unticked removes it; a 7th add asks first.',
      },
    },
  },
} satisfies Meta<ListingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const HARBOR = PRODUCTS[0]!.name;

export const Unchecked: Story = {
  name: 'Unchecked',
  parameters: note('Nothing in the compare list yet: every toggle is unticked and the bar is hidden.'),
};
export const UncheckedEs: Story = { ...Unchecked, name: 'Unchecked (es)', globals: es };

export const Checked: Story = {
  name: 'Checked (in the list)',
  args: { items: compareList(2) },
  parameters: note('The first two products are in the compare list the server rendered: their toggles start ticked.'),
};
export const CheckedEs: Story = { ...Checked, name: 'Checked (in the list, es)', globals: es };

export const SlowAnswer: Story = {
  name: 'Pending (slow answer)',
  parameters: {
    ...note('The server takes 2.5 s to answer compareAdd: the toggle shows the state asked for and is busy meanwhile.'),
    msw: { handlers: { compareAdd: compareAddSlow(2500) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, compareToggleMessages);
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: t('compare.toggleLabel', { name: HARBOR }) });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
  },
};
export const SlowAnswerEs: Story = { ...SlowAnswer, name: 'Pending (slow answer, es)', globals: es, play: SlowAnswer.play };

export const SeventhAdd: Story = {
  name: 'Seventh add asks first',
  args: { items: compareList(6), products: [...PRODUCTS] },
  parameters: note(
    'The list holds 6: ticking a 7th asks COMPARE_CONFIRMATION. OK removes the oldest and adds this one; Cancel unticks it.',
  ),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, compareToggleMessages);
    const canvas = within(canvasElement);
    const name = PRODUCTS[6]!.name;
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('compare.toggleLabel', { name }) }));
    const question = await canvas.findByText(t('COMPARE_CONFIRMATION'));
    const dialog = question.closest('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog!).getByRole('button', { name: t('dialog.ok') })).toBeInTheDocument();
    await expect(within(dialog!).getByRole('button', { name: t('dialog.cancel') })).toBeInTheDocument();
  },
};
export const SeventhAddEs: Story = { ...SeventhAdd, name: 'Seventh add asks first (es)', globals: es, play: SeventhAdd.play };

export const AddFails: Story = {
  name: 'Add fails',
  parameters: {
    ...note('The server answers {"success": false}: the toggle goes back to unticked and shows COMPARE_ADD_FAIL.'),
    msw: { handlers: { compareAdd: compareAddRefused } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, compareToggleMessages);
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: t('compare.toggleLabel', { name: HARBOR }) });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('COMPARE_ADD_FAIL'));
    await expect(toggle).not.toBeChecked();
  },
};
export const AddFailsEs: Story = { ...AddFails, name: 'Add fails (es)', globals: es, play: AddFails.play };

export const AddServerError: Story = {
  name: 'Add fails (HTTP 500)',
  parameters: {
    ...note('compareAdd answers HTTP 500: shown as COMPARE_ADD_FAIL, like a refusal.'),
    msw: { handlers: { compareAdd: compareAddServerError } },
  },
  play: AddFails.play,
};

export const AddUnparseable: Story = {
  name: 'Add fails (unparseable answer)',
  parameters: {
    ...note('compareAdd answers 200 with an HTML page instead of JSON: BAD_RESPONSE.'),
    msw: { handlers: { compareAdd: compareAddUnparseable } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, compareToggleMessages);
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: t('compare.toggleLabel', { name: HARBOR }) });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('BAD_RESPONSE'));
    await expect(toggle).not.toBeChecked();
  },
};

export const Canada: Story = {
  name: 'Canada (en-CA, C$)',
  args: { items: compareList(2) },
  globals: { locale: 'en-CA' },
  parameters: note('A Canadian page: the config block says en-CA / CA / CAD, so the tiles show C$ prices.'),
};
