import { getConfig, language } from '../../src/core/config';
import { formatCents } from '../../src/pricing/money';
import { PRODUCTS, type StoryProduct } from './products';
import { StoryListing } from './ListingPage';

/** The args of the quick view stories: what the platform's server would render into the page. */
export interface QuickViewArgs {
  /** The product tiles, each with its `<lto-quick-view url source name>` and `<lto-favorite>`. */
  products: StoryProduct[];
  /** The tiles' `source` attribute: 'search' or 'category'. */
  source: string;
  /** The myFavoriteProduct cookie the shopper arrives with (for the favourite inside the fragment). */
  cookie: string;
}

const TEXT = {
  en: { perMonth: '/mo.', today: "Today's payment", total: 'Total cost of ownership', brand: 'Brand', details: 'View full details' },
  es: { perMonth: '/mes', today: 'Pago de hoy', total: 'Costo total de propiedad', brand: 'Marca', details: 'Ver todos los detalles' },
} as const;

/** A story product's URL, as the platform renders it into `url`. */
export const productPath = (product: StoryProduct) => `/p/${product.pid}`;

/**
 * The product fragment the platform answers for /p/{pid}?format=ajax, in the page's language and
 * currency (the handler runs in the page): like the demo server's, with the product's <lto-favorite>.
 * The lease figures are story data (18 payments, the first due today), not SPEC 9.1 math.
 */
export function storyFragment(pid: string): string | undefined {
  const product = PRODUCTS.find((p) => p.pid === pid);
  if (!product) return undefined;
  const config = getConfig();
  const t = TEXT[language(config)];
  const money = (cents: number) => formatCents(cents, config);
  return `<div class="quickview">
  <img class="quickview__image" src="${product.img}" width="240" height="240" alt="${product.name}">
  <div class="quickview__info">
    <h3 class="quickview__name">${product.name}</h3>
    <p class="quickview__brand">${t.brand}: ${product.brand}</p>
    <p class="quickview__price">${money(product.monthlyCents)}${t.perMonth}</p>
    <dl class="quickview__facts">
      <div><dt>${t.today}</dt><dd>${money(product.monthlyCents)}</dd></div>
      <div><dt>${t.total}</dt><dd>${money(product.monthlyCents * 18)}</dd></div>
    </dl>
    <lto-favorite pid="${product.pid}" product="${product.pid}" uuid="${product.uuid}" name="${product.name}"></lto-favorite>
    <p><a href="${productPath(product)}">${t.details}</a></p>
  </div>
</div>`;
}

/** A search listing as the demo renders it, with a favourite and a quick view on each tile. */
export function QuickViewPage({ products, source, note }: Omit<QuickViewArgs, 'cookie'> & { note?: string | undefined }) {
  return (
    <StoryListing
      products={products}
      note={note}
      tileWidgets={(product) => (
        <>
          <lto-favorite pid={product.pid} product={product.pid} uuid={product.uuid} name={product.name} />
          <lto-quick-view url={productPath(product)} source={source} name={product.name} />
        </>
      )}
    />
  );
}
