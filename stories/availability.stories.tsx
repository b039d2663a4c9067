import type { Meta, StoryObj } from '@storybook/react-vite';
import '../widgets/availability/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { productHandlers } from './support/product-handlers';
import { AvailabilityPage } from './support/ProductPage';

/**
 * `<lto-availability>` (SPEC 3.2, 7.5, 8): the availability lines of a variant and quantity. Each
 * story asks getAvailability for a pid whose scripted answer is one state (support/product-handlers).
 */
const meta = {
  title: 'Widgets/Availability',
  render: (args, { parameters }) => <AvailabilityPage {...args} note={storyDescription(parameters)} />,
  args: { pid: 'IN-STOCK' },
  argTypes: { pid: { description: 'The pid asked for; the handlers answer one state per pid.' } },
  parameters: {
    msw: { handlers: productHandlers },
    ltoPage: { type: 'product' },
    docs: { description: { component: 'Availability messages: in stock, pre-order, back order, partial, in stock on a date, not available, missing.' } },
  },
} satisfies Meta<{ pid: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

export const InStock: Story = { name: 'In stock', parameters: note('All of the quantity is in stock: IN_STOCK.') };
export const InStockEs: Story = { ...InStock, name: 'In stock (es)', globals: es };
export const Preorder: Story = { name: 'Pre-order', args: { pid: 'PREORDER' }, parameters: note('All on pre-order: PREORDER.') };
export const PreorderEs: Story = { ...Preorder, name: 'Pre-order (es)', globals: es };
export const Backorder: Story = { name: 'Back order', args: { pid: 'BACKORDER' }, parameters: note('All on back order: BACKORDER.') };
export const BackorderEs: Story = { ...Backorder, name: 'Back order (es)', globals: es };
export const Partial: Story = {
  name: 'Partly available',
  args: { pid: 'PARTIAL' },
  parameters: note("2 of 3 in stock: the server's inStockMsg, then REMAIN_NOT_AVAILABLE."),
};
export const PartialEs: Story = { ...Partial, name: 'Partly available (es)', globals: es };
export const InStockDate: Story = {
  name: 'In stock on a date',
  args: { pid: 'DATED' },
  parameters: note('On back order with an inStockDate: BACKORDER and IN_STOCK_DATE, the date in the page locale.'),
};
export const InStockDateEs: Story = { ...InStockDate, name: 'In stock on a date (es)', globals: es };
export const InStockDateCa: Story = { ...InStockDate, name: 'In stock on a date (en-CA)', globals: { locale: 'en-CA' } };
export const NotAvailable: Story = { name: 'Not available', args: { pid: 'NONE' }, parameters: note('None available: NOT_AVAILABLE.') };
export const NotAvailableEs: Story = { ...NotAvailable, name: 'Not available (es)', globals: es };
export const Missing: Story = { name: 'Missing', args: { pid: 'MISSING' }, parameters: note('The answer is null: ITEM_STATUS_NOTAVAILABLE.') };
export const MissingEs: Story = { ...Missing, name: 'Missing (es)', globals: es };
