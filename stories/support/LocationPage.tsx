import type { ReactNode } from 'react';
import { ENDPOINT_PATHS } from '../../src/contracts/endpoint-paths';
import { getConfig, language, type LtoLocale } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { messages as storeAvailabilityMessages } from '../../widgets/store-availability/messages';
import { MonthlyPrice, StoryNote } from './ListingPage';
import { PRODUCTS, type StoryProduct } from './products';
import { storyInventory } from './stores';
import { ServerElement } from './server-element';
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

/**
 * What the platform knew of the stores near the shopper's zip when it wrote the product page:
 * their list (the storesInventory answer), that none is near, or nothing (its own call failed,
 * so the page has no list and the widget asks). Without a zip it knows nothing either way.
 */
export type ServerInventory = 'stores' | 'none' | 'unknown';

/** The store locator, where the header's and the product page's location links lead without script. */
export const STORE_LOCATOR = ENDPOINT_PATHS.storeLocator;

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

/** The header template's words for the zip banner (widgets/zip-banner/README.md), per site. */
const BANNER_TEXT: Record<LtoLocale, { text: (zip: string) => string; label: (zip: string) => string; unset: string }> = {
  'en-US': { text: (zip) => `Zip code: ${zip}`, label: (zip) => `Change your zip code, now ${zip}`, unset: 'Set your zip code' },
  'es-US': { text: (zip) => `Código postal: ${zip}`, label: (zip) => `Cambiar tu código postal, ahora ${zip}`, unset: 'Indica tu código postal' },
  'en-CA': { text: (zip) => `Postal code: ${zip}`, label: (zip) => `Change your postal code, now ${zip}`, unset: 'Set your postal code' },
};

const PIN_ICON =
  '<svg class="lto-zip-banner__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>';

/**
 * What the header template writes inside `<lto-zip-banner>` for `zip` ('' for none), in the
 * page's language: the server markup of widgets/zip-banner/README.md, a link to the store locator
 * marked as an opener of the zip modal.
 */
export function zipBannerMarkup(zip: string): string {
  const t = BANNER_TEXT[getConfig().locale];
  const label = zip ? ` aria-label="${t.label(zip)}"` : '';
  return `<a class="lto-zip-banner" href="${STORE_LOCATOR}" data-lto-zip-modal aria-haspopup="dialog"${label}>${PIN_ICON}<span class="lto-zip-banner__text">${
    zip ? t.text(zip) : t.unset
  }</span></a>`;
}

/**
 * A storefront page as the demo renders it (demo/server/views/header.ts): a header with the zip
 * banner over its server markup and the link to the other language's site, and the page's one zip
 * modal (an empty tag: it shows nothing until opened). The zip comes from the config block's
 * page.zip (the story's `ltoPage` parameter), which the server also writes into the banner and,
 * on the English pages, into the Spanish site's link as ?postalCode= (the banner keeps it in step
 * when the zip changes on the page). Only the `lto-` tags are widgets; the rest is story chrome,
 * and the site link goes nowhere.
 */
export function LocationPage({ note, modal = {}, children }: LocationPageProps) {
  const config = getConfig();
  const zip = config.page.zip ?? '';
  const other = OTHER_SITE[language(config)];
  const otherHref = other.lang === 'es' && zip ? `${other.href}?postalCode=${encodeURIComponent(zip)}` : other.href;
  return (
    <div className="sb-page">
      <StoryNote note={note} />
      <header className="sb-header">
        <span className="sb-header__logo">Brightway</span>
        <ServerElement tag="lto-zip-banner" attributes={{ zip, href: STORE_LOCATOR }} markup={zipBannerMarkup(zip)} />
        <a className="sb-header__site" href={otherHref} hrefLang={other.lang} lang={other.lang} onClick={(event) => event.preventDefault()}>
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

type InventoryStore = ReturnType<typeof storyInventory>[number];

/** The stores the platform knew near `zip` ('' for no zip), as `inventory` says; null: none known. */
export function serverStores(zip: string, inventory: ServerInventory): InventoryStore[] | null {
  if (!zip || inventory === 'unknown') return null;
  return inventory === 'none' ? [] : storyInventory(zip);
}

/**
 * What the product template writes inside `<lto-store-availability>`, in the page's language: the
 * server markup of widgets/store-availability/README.md for the shopper's zip and preferred store,
 * with the first `visible` of `stores` near the zip (null: the platform knows none, so no list).
 */
export function storeAvailabilityMarkup({ zip, storeId, stores, visible }: { zip: string; storeId: string; stores: InventoryStore[] | null; visible: number }): string {
  // The template's words are the widget's own catalogue in the page's language, as a platform
  // that wants no change of wording when the widget is drawn writes them.
  const t = translator(storeAvailabilityMessages);
  const pattern = getConfig().urls['storeDetails'] ?? '';
  const name = (store: InventoryStore) => `${store.address1}, ${store.city}`;
  const preferred = stores?.find((store) => store.storeId === storeId);
  const action = (text: string, modifier = '') => `<a class="lto-button${modifier}" href="${STORE_LOCATOR}" aria-haspopup="dialog">${text}</a>`;
  const item = (store: InventoryStore) =>
    `<li class="lto-store-availability__item${store.storeId === storeId ? ' is-selected' : ''}"><div class="lto-store-availability__store"><span class="lto-store-availability__address">${name(store)}, ${
      store.stateCode
    } ${store.postalCode}</span><span class="lto-store-availability__status ${store.statusclass}">${store.status}</span></div><a class="lto-store-availability__details-link" href="${pattern.replace(
      '{storeId}',
      store.storeId,
    )}" aria-haspopup="dialog" aria-label="${t('stores.detailsLabel', { store: name(store) })}">${t('stores.details')}</a></li>`;
  const list = (known: InventoryStore[]) =>
    known.length === 0
      ? `<p role="alert" class="lto-store-availability__problem">${t('INVALID_ZIP')}</p>`
      : `<ul id="store-availability-list" class="lto-store-availability__list">${known.slice(0, visible).map(item).join('')}</ul>${
          known.length > visible
            ? `<button type="button" class="lto-button lto-button--link" aria-expanded="false" aria-controls="store-availability-list">${t('stores.seeMore')}</button>`
            : ''
        }`;
  return `<section class="lto-store-availability" aria-labelledby="store-availability-heading"><h2 id="store-availability-heading" class="lto-store-availability__heading">${
    t('stores.heading')
  }</h2><p class="lto-store-availability__preferred">${preferred ? t('stores.preferred', { store: name(preferred) }) : storeId ? '' : t('stores.noPreferred')}</p><div class="lto-store-availability__actions">${action(
    storeId ? t('stores.changePreferred') : t('stores.setPreferred'),
  )}${zip ? '' : action(t('stores.find'), ' lto-button--link')}</div>${
    stores ? `<div class="lto-store-availability__nearby"><h3 class="lto-store-availability__subheading">${t('stores.near', { zip })}</h3>${list(stores)}</div>` : ''
  }</section>`;
}

/**
 * A product page: the header, the product, and its `<lto-store-availability>` over the server's
 * markup, with the zip and preferred store the server knows (config block page.zip / page.storeId,
 * also in its attributes) and, when it knew them, the stores near the zip (`inventory`).
 */
export function ProductPage({ visible, note, inventory = 'stores' }: StoreAvailabilityArgs & { note?: string | undefined; inventory?: ServerInventory | undefined }) {
  const config = getConfig();
  const product = STORY_PRODUCT;
  const zip = config.page.zip ?? '';
  const storeId = config.page.storeId ?? '';
  const stores = serverStores(zip, inventory);
  return (
    <LocationPage note={note}>
      <ProductArticle product={product}>
        <MonthlyPrice product={product} className="sb-product__price" />
        <ServerElement
          tag="lto-store-availability"
          attributes={{ pid: product.pid, zip, 'store-id': storeId, visible: String(visible), inventory: stores ? JSON.stringify(stores) : undefined }}
          markup={storeAvailabilityMarkup({ zip, storeId, stores, visible })}
        />
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
