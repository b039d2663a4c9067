import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/favorite/element';
import { favoriteAddRefused, favoriteAddSlow, favoriteHandlers } from '../.storybook/handlers';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { FavoritePage, withFavorites, type FavoriteArgs } from './support/FavoritePage';
import { messages as favoriteMessages } from '../widgets/favorite/messages';
import { messagesFor } from './support/messages';
import { PRODUCTS } from './support/products';

/**
 * `<lto-favorite>` (SPEC 4.5, 7.5): the "Save" heart of a product tile. Its state comes from the
 * myFavoriteProduct cookie (the `cookie` arg), shared by every icon on the page.
 */
const meta = {
  title: 'Widgets/Favorite',
  render: (args, { parameters }) => <FavoritePage {...args} note={storyDescription(parameters)} />,
  decorators: [withFavorites],
  args: {
    products: PRODUCTS.slice(0, 3),
    cookie: '',
  },
  argTypes: {
    products: { description: 'The tiles: each renders `<lto-favorite pid product uuid name>`.' },
    cookie: { description: 'The myFavoriteProduct cookie on arrival: a JSON array or a comma-separated list of pids.' },
  },
  parameters: {
    msw: { handlers: favoriteHandlers },
    docs: {
      description: {
        component:
          "The favourite icon: a switch named 'Save {product}', on (class prodisincart) while the product is saved. A click saves or removes it; a failure puts it back.",
      },
    },
  },
} satisfies Meta<FavoriteArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const HARBOR = PRODUCTS[0]!.name;

export const NotSaved: Story = {
  name: 'Not saved',
  parameters: note('No myFavoriteProduct cookie: every heart is empty. Click one to save the product.'),
};
export const NotSavedEs: Story = { ...NotSaved, name: 'Not saved (es)', globals: es };

export const Saved: Story = {
  name: 'Saved (cookie set)',
  args: { cookie: JSON.stringify([PRODUCTS[0]!.pid, PRODUCTS[2]!.pid]) },
  parameters: note('The cookie holds the first and third products: their hearts start filled. Click one to remove it.'),
};
export const SavedEs: Story = { ...Saved, name: 'Saved (cookie set, es)', globals: es };

export const Saving: Story = {
  name: 'Saving (slow answer)',
  parameters: {
    ...note('The server takes 2.5 s to answer addFavProduct: the heart fills at once and is busy meanwhile.'),
    msw: { handlers: { favoriteAdd: favoriteAddSlow(2500) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, favoriteMessages);
    const canvas = within(canvasElement);
    const heart = await canvas.findByRole('switch', { name: t('favorite.label', { name: HARBOR }) });
    await userEvent.click(heart);
    await expect(heart).toBeChecked();
    await expect(heart).toHaveAttribute('aria-busy', 'true');
  },
};
export const SavingEs: Story = { ...Saving, name: 'Saving (slow answer, es)', globals: es, play: Saving.play };

export const Failure: Story = {
  name: 'Save fails (error field)',
  parameters: {
    ...note('addFavProduct answers {"error": ...}: the heart empties again and screen readers hear that it could not be saved.'),
    msw: { handlers: { favoriteAdd: favoriteAddRefused } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, favoriteMessages);
    const canvas = within(canvasElement);
    const heart = await canvas.findByRole('switch', { name: t('favorite.label', { name: HARBOR }) });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await expect(heart).not.toBeChecked();
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(t('favorite.saveFailed', { name: HARBOR })),
    );
  },
};
export const FailureEs: Story = { ...Failure, name: 'Save fails (error field, es)', globals: es, play: Failure.play };

export const Canada: Story = {
  name: 'Canada (en-CA, C$)',
  args: { cookie: PRODUCTS[1]!.pid },
  globals: { locale: 'en-CA' },
  parameters: note('A Canadian page (C$ prices on the tiles), with the cookie written as a comma-separated list.'),
};
