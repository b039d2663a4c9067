import type { ReactNode } from 'react';
import { getConfig, language } from '../../src/core/config';
import { MonthlyPrice, StoryNote } from './ListingPage';
import { PRODUCTS, type StoryProduct } from './products';
import './location.css';

/** The args of the zip modal stories: the attributes the header template renders on `<lto-zip-modal>`. */
export interface ZipModalArgs {
  /** The zip form's submit button name the platform expects: 'confirm' or 'setlocation'. */
  submitName: 'confirm' | 'setlocation';
  /** Hides 'Use my location'. */
  noGeolocation: boolean;
}

/** The args of the store availability stories. */
export interface StoreAvailabilityArgs {
  /** How many stores show before See more (`visible`). */
  visible: number;
}

/** The header's link to the other language's site (story chrome). */
const OTHER_SITE = {
  en: { label: 'Español', lang: 'es', href: '/es/' },
  es: { label: 'English', lang: 'en', href: '/en/' },
} as const;

interface LocationPageProps {
  note?: string | undefined;
  /** The zip modal's attributes; the defaults when absent. */
  modal?: Partial<ZipModalArgs> | undefined;
  children?: ReactNode;
}

/**
 * A storefront page as the demo renders it (demo/server/views/header.ts): a header with the zip
 * banner and the link to the other language's site, and the page's one zip modal. The zip comes
 * from the config block's page.zip (the story's `ltoPage` parameter), which the server also
 * writes into the banner's `zip`. Only the `lto-` tags are widgets; the rest is story chrome, and
 * the site link goes nowhere (the banner adds ?postalCode= to it on the English pages).
 */
export function LocationPage({ note, modal = {}, children }: LocationPageProps) {
  const config = getConfig();
  const other = OTHER_SITE[language(config)];
  return (
    <div className="sb-page">
      <StoryNote note={note} />
      <header className="sb-header">
        <span className="sb-header__logo">Brightway</span>
        <lto-zip-banner zip={config.page.zip ?? ''} />
        <a className="sb-header__site" href={other.href} hrefLang={other.lang} lang={other.lang} onClick={(event) => event.preventDefault()}>
          {other.label}
        </a>
      </header>
      <lto-zip-modal submit-name={modal.submitName ?? 'confirm'} no-geolocation={modal.noGeolocation ? '' : undefined} />
      {children ? <main className="sb-main">{children}</main> : null}
    </div>
  );
}

/** The product of the product page stories. */
export const STORY_PRODUCT = PRODUCTS[0]!;

/**
 * A product page: the header, the product, and its `<lto-store-availability>` with the zip and
 * preferred store the server knows (config block page.zip / page.storeId, also in its attributes).
 */
export function ProductPage({ visible, note }: StoreAvailabilityArgs & { note?: string | undefined }) {
  const config = getConfig();
  const product = STORY_PRODUCT;
  return (
    <LocationPage note={note}>
      <ProductArticle product={product}>
        <MonthlyPrice product={product} className="sb-product__price" />
        <lto-store-availability pid={product.pid} zip={config.page.zip ?? ''} store-id={config.page.storeId ?? ''} visible={String(visible)} />
      </ProductArticle>
    </LocationPage>
  );
}

/** The product of a product page: its picture, name and brand (story chrome), then its widgets. */
export function ProductArticle({ product, children }: { product: StoryProduct; children: ReactNode }) {
  return (
    <article className="sb-product">
      <img className="sb-product__img" src={product.img} alt="" width={240} height={240} />
      <div className="sb-product__info">
        <h1 className="sb-product__name">{product.name}</h1>
        <p className="sb-product__brand">{product.brand}</p>
        {children}
      </div>
    </article>
  );
}
