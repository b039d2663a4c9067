import type { ReactNode } from 'react';
import { getConfig, language } from '../../src/core/config';
import { formatCents } from '../../src/pricing/money';
import type { CompareItem } from '../../src/core/store/compare-slice';
import type { StoryProduct } from './products';
import { StoryPage } from './StoryPage';
import './listing.css';

/** The args of every compare story: what the platform's server would render into the page. */
export interface ListingArgs {
  /** The session's compare list rendered into `<lto-compare-bar items>`, oldest first. */
  items: CompareItem[];
  /** The bar's `category` attribute ('' on search pages: the bar uses the first item's). */
  category: string;
  /** The product tiles of the listing, each with its `<lto-compare-toggle>`. */
  products: StoryProduct[];
}

/** A story's description (parameters.docs.description.story), also shown above the page. */
export function describeStory(text: string) {
  return { docs: { description: { story: text } } };
}

export function storyDescription(parameters: { docs?: { description?: { story?: string } } }): string | undefined {
  return parameters.docs?.description?.story;
}

/** The story's description above the page, for whoever looks at the canvas alone. */
export function StoryNote({ note }: { note?: string | undefined }) {
  return note ? (
    <p className="sb-listing__note">
      <strong>Story note:</strong>
      {note}
    </p>
  ) : null;
}

const CHROME = {
  en: { title: 'Living Room Furniture', perMonth: '/mo' },
  es: { title: 'Muebles de sala', perMonth: '/mes' },
} as const;

/** A product's monthly lease payment, in the page's currency and language ('$89.99/mo'). */
export function MonthlyPrice({ product, className }: { product: StoryProduct; className: string }) {
  const config = getConfig();
  return (
    <p className={className}>
      {formatCents(product.monthlyCents, config)}
      {CHROME[language(config)].perMonth}
    </p>
  );
}

interface StoryListingProps {
  products: StoryProduct[];
  note?: string | undefined;
  /** The widget tags of one tile, after its story chrome. */
  tileWidgets: (product: StoryProduct) => ReactNode;
  /** What follows the grid (the compare bar). */
  children?: ReactNode;
}

/**
 * A listing as the demo server renders it: a grid of tiles, each ending with the story's widget
 * tags. Only the `lto-` tags are widgets; the rest is story chrome, shown in the page's locale and
 * currency so the toolbar switch shows on the tiles too.
 */
export function StoryListing({ products, note, tileWidgets, children }: StoryListingProps) {
  const config = getConfig();
  const chrome = CHROME[language(config)];
  return (
    <StoryPage note={note}>
      <h1 className="sb-listing__title">{chrome.title}</h1>
      <ul className="sb-listing__grid">
        {products.map((product) => (
          <li key={product.pid} className="sb-tile">
            <img className="sb-tile__img" src={product.img} alt="" width={120} height={120} />
            <h2 className="sb-tile__name">{product.name}</h2>
            <p className="sb-tile__brand">{product.brand}</p>
            <MonthlyPrice product={product} className="sb-tile__price" />
            {tileWidgets(product)}
          </li>
        ))}
      </ul>
      {children}
    </StoryPage>
  );
}

/** The compare stories' page: a compare toggle on each tile and one compare bar after the grid. */
export function ListingPage({ items, category, products, note }: ListingArgs & { note?: string }) {
  return (
    <StoryListing
      products={products}
      note={note}
      tileWidgets={(product) => (
        <lto-compare-toggle
          pid={product.pid}
          uuid={product.uuid}
          name={product.name}
          img={product.img}
          category={product.category}
        />
      )}
    >
      <lto-compare-bar items={JSON.stringify(items)} category={category} />
    </StoryListing>
  );
}
