import type { Meta, StoryObj } from '@storybook/react-vite';
import '../widgets/product-set/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { NAV_URLS, ProductSetPage, setItemFails, setItemOk } from './support/product-nav-set';

/** `<lto-product-set>` (SPEC 2.8, 5.4, 7.5): set items with colour swatches and 'add all to cart'. */
const meta = {
  title: 'Widgets/Product set',
  render: (_args, { parameters }) => <ProductSetPage note={storyDescription(parameters)} />,
  parameters: {
    msw: { handlers: [setItemOk] },
    ltoPage: { type: 'product' },
    ltoUrls: NAV_URLS,
    docs: { description: { component: "A swatch reloads its item from getSetItem; 'Add all to cart' posts every pid and Quantity." } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

export const LivingRoom: Story = { name: 'Living room set', parameters: note('Choose a colour of an item: that item reloads in place.') };
export const LivingRoomEs: Story = { ...LivingRoom, name: 'Living room set (es)', globals: es };
export const SwatchFails: Story = {
  name: 'A colour fails to load',
  parameters: { ...note('HTTP 500: the item stays, the failure is announced.'), msw: { handlers: [setItemFails] } },
};
export const SwatchFailsEs: Story = { ...SwatchFails, name: 'A colour fails to load (es)', globals: es };
