import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/carousel/element';
import '../widgets/favorite/element';
import { favoriteHandlers, productTilesOk } from '../.storybook/handlers';
import { messages as carouselMessages } from '../widgets/carousel/messages';
import { RECENTLY_VIEWED_KEY } from '../widgets/carousel/recently-viewed';
import { CarouselPage, storyTilesFragment, type CarouselArgs } from './support/CarouselPage';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { PRODUCTS } from './support/products';

/**
 * `<lto-carousel>` (SPEC 2.8, 2.10, 9.5): recommendations and recently viewed products. Items 192px
 * wide (255px at or below 767px), previous / next buttons disabled at the ends, no auto-rotation.
 */
const meta = {
  title: 'Widgets/Carousel',
  render: (args, { parameters }) => <CarouselPage {...args} note={storyDescription(parameters)} />,
  args: { products: [...PRODUCTS], recentlyViewed: false },
  argTypes: {
    products: { description: 'The items the server renders into the carousel (tiles with a live Save heart).' },
    recentlyViewed: { description: 'A recently viewed carousel: tiles loaded from urls.productTiles for the ids in localStorage.' },
  },
  parameters: {
    ltoPage: { type: 'product' },
    msw: { handlers: { ...favoriteHandlers, productTiles: productTilesOk(storyTilesFragment) } },
    docs: {
      description: {
        component:
          "A row of items named by its heading, each item 'N of M'. 'Previous items' and 'Next items' move by the items in view; they are disabled at the ends. It never moves by itself.",
      },
    },
  },
} satisfies Meta<CarouselArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

/** Presses Next `times` times (each press waits for the scroll to land). */
/** Presses "Next items" `times` times, each time waiting until the track has scrolled (smoothly, in a browser). */
async function pressNext(canvasElement: HTMLElement, locale: unknown, times: number) {
  const t = messagesFor(locale, carouselMessages);
  const next = await within(canvasElement).findByRole('button', { name: t('carousel.next') });
  const track = canvasElement.querySelector<HTMLElement>('.lto-carousel__track')!;
  for (let i = 0; i < times && next.getAttribute('aria-disabled') !== 'true'; i++) {
    const before = track.scrollLeft;
    await userEvent.click(next);
    await waitFor(() => expect(track.scrollLeft).not.toBe(before));
  }
  return { t, canvas: within(canvasElement) };
}

export const Start: Story = {
  name: 'At the start',
  parameters: note('Eight recommendations: "Previous items" is disabled at the start.'),
};
export const StartEs: Story = { ...Start, name: 'At the start (es)', globals: es };

export const Middle: Story = {
  name: 'In the middle',
  parameters: note('After one press on "Next items": both buttons work.'),
  play: async ({ canvasElement, globals }) => {
    const { t, canvas } = await pressNext(canvasElement, globals.locale, 1);
    await waitFor(() => expect(canvas.getByRole('button', { name: t('carousel.previous') })).not.toHaveAttribute('aria-disabled'));
  },
};
export const MiddleEs: Story = { ...Middle, name: 'In the middle (es)', globals: es, play: Middle.play };

export const End: Story = {
  name: 'At the end',
  parameters: note('Scrolled to the last items: "Next items" is disabled.'),
  play: async ({ canvasElement, globals }) => {
    const { t, canvas } = await pressNext(canvasElement, globals.locale, 8);
    await waitFor(() => expect(canvas.getByRole('button', { name: t('carousel.next') })).toHaveAttribute('aria-disabled', 'true'));
  },
};
export const EndEs: Story = { ...End, name: 'At the end (es)', globals: es, play: End.play };

export const SingleItem: Story = {
  name: 'A single item',
  args: { products: PRODUCTS.slice(0, 1) },
  parameters: note('One item: its slide "1 of 1", no buttons.'),
};
export const SingleItemEs: Story = { ...SingleItem, name: 'A single item (es)', globals: es };

export const Empty: Story = {
  name: 'Empty',
  args: { products: [] },
  parameters: note('No items: the carousel renders nothing, not even its heading.'),
};
export const EmptyEs: Story = { ...Empty, name: 'Empty (es)', globals: es };

export const RecentlyViewed: Story = {
  name: 'Recently viewed',
  args: { recentlyViewed: true },
  parameters: note('The shopper viewed three products before (ids in localStorage): their tiles load from urls.productTiles.'),
  beforeEach: () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['P1003', 'P1001', 'P1005']));
    return () => localStorage.removeItem(RECENTLY_VIEWED_KEY);
  },
};
export const RecentlyViewedEs: Story = { ...RecentlyViewed, name: 'Recently viewed (es)', globals: es };

export const Canada: Story = {
  name: 'Canada (en-CA, C$)',
  globals: { locale: 'en-CA' },
  parameters: note('A Canadian page: C$ prices on the tiles.'),
};
