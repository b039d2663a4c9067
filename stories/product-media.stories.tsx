import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/product-media/element';
import { messages as mediaMessages } from '../widgets/product-media/messages';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { PRODUCT_NAME, ProductMediaPage, type ProductMediaArgs } from './support/ProductMediaPage';

/**
 * `<lto-product-media>` (SPEC 2.8, 9.5): the product page's main image and thumbnails (a tablist),
 * with a zoom dialog only at viewport widths of 768px or more.
 */
const meta = {
  title: 'Widgets/Product media',
  render: (args, { parameters }) => <ProductMediaPage {...args} note={storyDescription(parameters)} />,
  args: { pictures: 4 },
  argTypes: { pictures: { description: 'Pictures per colour (1: the image alone, no thumbnails).', control: { type: 'range', min: 1, max: 4 } } },
  parameters: {
    ltoPage: { type: 'product' },
    docs: {
      description: {
        component:
          "The main image with its alt text and a thumbnail per picture; arrow keys move between thumbnails. A 'Zoom image' button opens the picture twice as large, only on screens 768px wide or more.",
      },
    },
  },
} satisfies Meta<ProductMediaArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

export const Thumbnails: Story = {
  name: 'Several thumbnails',
  parameters: note('Four pictures of the blue sofa. Tab to the thumbnails and use the arrow keys: the main image follows.'),
};
export const ThumbnailsEs: Story = { ...Thumbnails, name: 'Several thumbnails (es)', globals: es };

export const ZoomWide: Story = {
  name: 'Zoom on (wide screen)',
  parameters: note('At 768px or more the zoom button opens the picture at twice its size; Escape closes it.'),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, mediaMessages);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('productMedia.zoom') }));
    await expect(await within(document.body).findByRole('dialog', { name: t('productMedia.zoomTitle') })).toBeInTheDocument();
  },
};
export const ZoomWideEs: Story = { ...ZoomWide, name: 'Zoom on (wide screen, es)', globals: es, play: ZoomWide.play };

export const ZoomNarrow: Story = {
  name: 'Zoom off (narrow screen)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: note('Below 768px (a phone): the CSS hides the zoom button, and a tap on the image opens nothing.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tablist');
    await userEvent.click(canvasElement.querySelector<HTMLElement>('.lto-product-media__image')!);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
export const ZoomNarrowEs: Story = {
  ...ZoomNarrow,
  name: 'Zoom off (narrow screen, es)',
  globals: { ...es, viewport: { value: 'mobile1', isRotated: false } },
  play: ZoomNarrow.play,
};

export const SinglePicture: Story = {
  name: 'A single picture',
  args: { pictures: 1 },
  parameters: note(`One picture of the ${PRODUCT_NAME}: no thumbnails.`),
};
