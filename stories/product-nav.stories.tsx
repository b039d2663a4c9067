import type { Meta, StoryObj } from '@storybook/react-vite';
import '../widgets/product-nav/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { NAV_URLS, ProductNavPage, productNavFails, productNavOk } from './support/product-nav-set';

/** `<lto-product-nav>` (SPEC 2.6, 2.8, 7.5): previous / next product from the listing hash. */
const meta = {
  title: 'Widgets/Product nav',
  render: (args, { parameters }) => <ProductNavPage {...args} note={storyDescription(parameters)} />,
  args: { hash: '#start=3' },
  argTypes: { hash: { description: 'The hash the listing tile wrote into the product link.' } },
  parameters: {
    msw: { handlers: [productNavOk] },
    ltoPage: { type: 'product' },
    ltoUrls: NAV_URLS,
    docs: { description: { component: "Previous / next links with 'N of M'; the server markup stays without a hash or on a failed answer." } },
  },
} satisfies Meta<{ hash: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

export const Middle: Story = { name: 'In the middle of the list', parameters: note('Opened from the third tile: both neighbours and 3 of 5.') };
export const MiddleEs: Story = { ...Middle, name: 'In the middle of the list (es)', globals: es };
export const First: Story = { name: 'First in the list', args: { hash: '#start=1' }, parameters: note('No previous product.') };
export const FirstEs: Story = { ...First, name: 'First in the list (es)', globals: es };
export const NoHash: Story = { name: 'Not from a listing', args: { hash: '' }, parameters: note('No hash: nothing is asked, the server link stays.') };
export const NoHashEs: Story = { ...NoHash, name: 'Not from a listing (es)', globals: es };
export const Failed: Story = {
  name: 'Answer failed',
  parameters: { ...note('HTTP 500: one console warning, the server link stays.'), msw: { handlers: [productNavFails] } },
};
export const FailedEs: Story = { ...Failed, name: 'Answer failed (es)', globals: es };
