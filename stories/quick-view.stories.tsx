import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/favorite/element';
import '../widgets/quick-view/element';
import { favoriteHandlers, quickViewOk, quickViewPending, quickViewServerError } from '../.storybook/handlers';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { withFavorites } from './support/FavoritePage';
import { messages as quickViewMessages } from '../widgets/quick-view/messages';
import { messagesFor } from './support/messages';
import { PRODUCTS } from './support/products';
import { QuickViewPage, storyFragment, type QuickViewArgs } from './support/QuickViewPage';

/**
 * `<lto-quick-view>` (SPEC 2.7, 7.1, 9.5): the quick view button of a tile and its 920-wide dialog,
 * with the product fragment (sanitized; its `<lto-favorite>` works) and previous / next arrows
 * through the tiles of the page.
 */
const meta = {
  title: 'Widgets/Quick view',
  render: (args, { parameters }) => <QuickViewPage {...args} note={storyDescription(parameters)} />,
  decorators: [withFavorites],
  args: {
    products: PRODUCTS.slice(0, 4),
    source: 'search',
    cookie: '',
  },
  argTypes: {
    products: { description: 'The tiles: each renders `<lto-quick-view url source name>` beside its `<lto-favorite>`.' },
    source: { description: 'The `source` sent with the first product loaded (arrows send source=quickview).' },
    cookie: { description: 'The myFavoriteProduct cookie on arrival, for the favourite inside the fragment.' },
  },
  parameters: {
    msw: { handlers: { ...favoriteHandlers, quickView: quickViewOk(storyFragment) } },
    docs: {
      description: {
        component:
          "A 'Quick view' button on each tile. It opens a dialog 920 wide titled 'Quick view' with the product fragment, and arrows through the page's tiles.",
      },
    },
  },
} satisfies Meta<QuickViewArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const FIRST = PRODUCTS[0]!.name;
const LAST = PRODUCTS[3]!.name;

/** Opens the quick view of `name` and waits for the dialog. */
async function open(canvasElement: HTMLElement, locale: unknown, name: string) {
  const t = messagesFor(locale, quickViewMessages);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t('quickView.openLabel', { name }) }));
  // The dialog is a modal <dialog>: query from the document, as assistive technology would.
  return within(document.body).findByRole('dialog', { name: t('QUICKVIEW_TITLE') });
}

export const Closed: Story = {
  name: 'Closed',
  parameters: note("Each tile has a 'Quick view' button named after its product. Click one to open the dialog."),
};
export const ClosedEs: Story = { ...Closed, name: 'Closed (es)', globals: es };

export const FirstProduct: Story = {
  name: 'Open on the first product',
  parameters: note('The first tile\'s product, loaded and sanitized: "Previous product" is disabled at this end; the Save heart inside works.'),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, quickViewMessages);
    const dialog = within(await open(canvasElement, globals.locale, FIRST));
    await dialog.findByRole('heading', { name: FIRST, level: 3 });
    await expect(dialog.getByRole('button', { name: t('quickView.previous') })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: t('quickView.next') })).not.toHaveAttribute('aria-disabled');
  },
};
export const FirstProductEs: Story = { ...FirstProduct, name: 'Open on the first product (es)', globals: es, play: FirstProduct.play };

export const LastProduct: Story = {
  name: 'Open on the last product',
  parameters: note('The last tile\'s product: "Next product" is disabled at this end.'),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, quickViewMessages);
    const dialog = within(await open(canvasElement, globals.locale, LAST));
    await dialog.findByRole('heading', { name: LAST, level: 3 });
    await expect(dialog.getByRole('button', { name: t('quickView.next') })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const LastProductEs: Story = { ...LastProduct, name: 'Open on the last product (es)', globals: es, play: LastProduct.play };

export const Loading: Story = {
  name: 'Loading',
  parameters: {
    ...note('The product fragment never comes: the dialog says "Loading…" and is busy.'),
    msw: { handlers: { quickView: quickViewPending } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, quickViewMessages);
    const dialog = within(await open(canvasElement, globals.locale, FIRST));
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(t('quickView.loading')));
  },
};
export const LoadingEs: Story = { ...Loading, name: 'Loading (es)', globals: es, play: Loading.play };

export const Failure: Story = {
  name: 'Fragment fails (HTTP 500)',
  parameters: {
    ...note('The platform answers 500: the dialog says the product could not be loaded, and focus is on Retry.'),
    msw: { handlers: { quickView: quickViewServerError } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, quickViewMessages);
    const dialog = within(await open(canvasElement, globals.locale, FIRST));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('quickView.failed'));
    await waitFor(() => expect(dialog.getByRole('button', { name: t('quickView.retry') })).toHaveFocus());
  },
};
export const FailureEs: Story = { ...Failure, name: 'Fragment fails (HTTP 500, es)', globals: es, play: Failure.play };

export const OneProduct: Story = {
  name: 'One tile: no arrows',
  args: { products: PRODUCTS.slice(0, 1) },
  parameters: note('With one product link on the page the arrows are hidden. Open the quick view to see.'),
};

export const ComparePage: Story = {
  name: 'Compare page: no arrows',
  parameters: { ...note('On the compare page (config page.type compare) the arrows are hidden.'), ltoPage: { type: 'compare' } },
};
