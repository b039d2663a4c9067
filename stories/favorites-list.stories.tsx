import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/favorites-list/element';
import { messages as favoritesListMessages } from '../widgets/favorites-list/messages';
import { favoriteHandlers, favoriteRemoveRefused } from '../.storybook/handlers';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { withFavorites, type FavoriteArgs } from './support/FavoritePage';
import { messagesFor } from './support/messages';
import { PRODUCTS, type StoryProduct } from './support/products';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-favorites-list>` (SPEC 4.5, 7.5) over the saved-items page the platform writes: its list of
 * the saved products (the `cookie` arg), whose remove buttons are forms (markup.html). The widget
 * draws nothing; with it, a removal goes through removeFavProduct, the other tabs hear of it, and
 * the page loads again (so no story shows a removal that succeeds: it would load the story again).
 */
const PAGE_TEXT = {
  en: { remove: 'Remove', count: (n: number) => `${n} saved items` },
  es: { remove: 'Quitar', count: (n: number) => `${n} artículos guardados` },
};
const lang = (locale: unknown) => (String(locale ?? '').startsWith('es') ? 'es' : 'en');

function SavedItem({ product, label }: { product: StoryProduct; label: string }) {
  return (
    <li className="sb-tile">
      <img src={product.img} width={120} height={120} alt="" />
      <h2 className="sb-tile__name">
        <a href={`#${product.pid}`}>{product.name}</a>
      </h2>
      <form className="remove-form" method="post" action="/favorites/remove-form" data-lto-favorite-remove="">
        <input type="hidden" name="pid" value={product.pid} />
        <input type="hidden" name="uuid" value={product.uuid} />
        <button type="submit" className="lto-button">
          {label}
          <span className="lto-visually-hidden"> {product.name}</span>
        </button>
      </form>
    </li>
  );
}

function SavedPage({ products, locale, note: text }: Pick<FavoriteArgs, 'products'> & { locale: unknown; note?: string | undefined }) {
  const t = PAGE_TEXT[lang(locale)];
  return (
    <StoryPage note={text}>
      <p>{t.count(products.length)}</p>
      <lto-favorites-list>
        <ul className="sb-grid">
          {products.map((product) => (
            <SavedItem key={product.pid} product={product} label={t.remove} />
          ))}
        </ul>
      </lto-favorites-list>
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Favorites list',
  render: (args, { parameters, globals }) => <SavedPage products={args.products} locale={globals['locale']} note={storyDescription(parameters)} />,
  decorators: [withFavorites],
  args: {
    products: PRODUCTS.slice(0, 2),
    cookie: JSON.stringify(PRODUCTS.slice(0, 2).map((product) => product.pid)),
  },
  argTypes: {
    products: { description: 'Story chrome: the saved products the page lists, each with its remove form.' },
    cookie: { description: 'The myFavoriteProduct cookie on arrival: the saved pids.' },
  },
  parameters: { msw: { handlers: favoriteHandlers } },
} satisfies Meta<FavoriteArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

const drawn = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('lto-favorites-list[data-lto-ready]')).not.toBeNull());

export const TwoSaved: Story = {
  name: 'Two saved products',
  parameters: note("The platform's list of two saved products, as it wrote it: the widget adds no element. Remove sends removeFavProduct, then the page loads again."),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement);
    const t = PAGE_TEXT[lang(globals.locale)];
    for (const product of PRODUCTS.slice(0, 2)) await expect(within(canvasElement).getByRole('button', { name: `${t.remove} ${product.name}` })).toBeVisible();
  },
};
export const TwoSavedEs: Story = { ...TwoSaved, name: 'Two saved products (es)', globals: es };

export const RemoveRefused: Story = {
  name: 'Remove refused',
  parameters: {
    ...note('removeFavProduct answers with an error: the product stays saved, and the refusal shows under its button as an alert.'),
    msw: { handlers: { ...favoriteHandlers, favoriteRemove: favoriteRemoveRefused } },
  },
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement);
    const t = messagesFor(globals.locale, favoritesListMessages);
    const product = PRODUCTS[0]!;
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${PAGE_TEXT[lang(globals.locale)].remove} ${product.name}` }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('favoritesList.removeFailed'));
  },
};
export const RemoveRefusedEs: Story = { ...RemoveRefused, name: 'Remove refused (es)', globals: es };
