import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { COMPARE_CHANGE_EVENT } from '../src/contracts/compare-events';
import { endpointPaths } from '../src/contracts/endpoint-paths';
import type { EndpointUrls } from '../src/contracts/endpoints';
import { TERM_CHANGE_EVENT } from '../src/contracts/product-events';
import { CONFIG_ELEMENT_ID, resetConfig, type LtoLocale } from '../src/core/config';
import { resetStore } from '../src/core/store';

/**
 * Every story is a fresh storefront page: the config block the platform would render for the
 * chosen locale (contract: one `<script type="application/json" id="lto-config">` per page), an
 * empty store bus, and the page's `lto:compare-change` and `lto:term-change` events logged in the
 * Actions panel.
 */
export const LOCALES = {
  'en-US': { country: 'US', currency: 'USD', title: 'English · US · $ USD' },
  'es-US': { country: 'US', currency: 'USD', title: 'Español · US · $ USD' },
  'en-CA': { country: 'CA', currency: 'CAD', title: 'English · Canada · C$ CAD' },
} as const satisfies Record<LtoLocale, { country: 'US' | 'CA'; currency: 'USD' | 'CAD'; title: string }>;

export const DEFAULT_LOCALE: LtoLocale = 'en-US';

export function toLocale(value: unknown): LtoLocale {
  return typeof value === 'string' && value in LOCALES ? (value as LtoLocale) : DEFAULT_LOCALE;
}

/** What `page` of the config block says; stories may override it with `parameters.ltoPage`. */
export interface PageInfo {
  type: 'storefront' | 'search' | 'product' | 'compare' | 'other';
  category: string;
  /** The shopper's zip / postal code the platform knows; '' (or absent) for none. */
  zip?: string;
  /** The shopper's preferred store id; '' (or absent) for none. */
  storeId?: string;
  /** The platform's page marker ('account_storefrontlogin' where the header has the My Account drawer). */
  whereami?: string;
}

export const DEFAULT_PAGE: PageInfo = { type: 'search', category: 'living-room' };

/** Endpoints a story sets apart from the defaults below (`parameters.ltoUrls`): `{ checkoutStart: '#…' }`. */
export type PageUrls = EndpointUrls;

/** Site preferences (SPEC 9.9) a story sets apart from the defaults below (`parameters.ltoPreferences`): `{ hostedSearchEnabled: true }`. */
export type PagePreferences = Record<string, boolean | string | number>;

/** The config block of the contract for `locale`: country and currency follow from it. */
export function pageConfig(locale: LtoLocale, page: PageInfo = DEFAULT_PAGE, urls: PageUrls = {}, preferences: PagePreferences = {}) {
  const { country, currency } = LOCALES[locale];
  return {
    locale,
    country,
    currency,
    urls: {
      // The endpoints a story page offers unless it says otherwise, at the contracts' paths (where
      // the msw handlers answer): compare, favourites, location and stores (SPEC 7.2), the product
      // page's, lease terms and starting a lease (SPEC 3.2, 7.4, 7.5).
      ...endpointPaths(
        'compareAdd',
        'compareRemove',
        'compareShow',
        'addFavProduct',
        'removeFavProduct',
        'zipcodeSearch',
        'findstorebylatlang',
        'findstoresfallbackfunction',
        'setZipCode',
        'storesInventory',
        'setPreferredStore',
        'storeDetails',
        'storeLocator',
        'getAvailability',
        'productVariant',
        'productTiles',
        'createOrder',
        'logCheckoutSessionActivity',
        'checkoutStart',
        'realTimePricing',
      ),
      ...urls,
    } satisfies EndpointUrls,
    resources: {},
    preferences: {
      LISTING_INFINITE_SCROLL: false,
      ISGTMENABLE: false,
      COOKIE_HINT: false,
      STORE_PICKUP: false,
      allowNumeralsInNameFields: false,
      chatEnabled: false,
      identityLoginEnabled: false,
      ...preferences,
    },
    identity: null,
    page,
  };
}

/**
 * Writes (or rewrites) the page's config block, then makes the runtime forget what it read and
 * empties the store, so the next island renders from this page alone.
 */
export function startPage(locale: LtoLocale, page: PageInfo = DEFAULT_PAGE, doc: Document = document, urls: PageUrls = {}, preferences: PagePreferences = {}): void {
  let block = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!block) {
    block = doc.createElement('script');
    block.id = CONFIG_ELEMENT_ID;
    block.setAttribute('type', 'application/json');
    doc.head.append(block);
  }
  // As the server must: '<' escaped so the JSON can never close the script element.
  block.textContent = JSON.stringify(pageConfig(locale, page, urls, preferences)).replace(/</g, '\\u003c');
  doc.documentElement.lang = locale;
  resetConfig(doc);
  resetStore();
}

/** The page's widget events logged in the Actions panel. */
const LOGGED_EVENTS = [COMPARE_CHANGE_EVENT, TERM_CHANGE_EVENT].map((name) => ({ name, log: action(name) }));

/**
 * Renders the story only after the page is set up. The setup runs in a layout effect, not during
 * render: emptying the store notifies islands that may still be mounted (they unmount a microtask
 * after removal), and updating other React roots while rendering is an error in React.
 */
function LtoPage({ locale, page, urls, preferences, children }: { locale: LtoLocale; page: PageInfo; urls: PageUrls; preferences: PagePreferences; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    startPage(locale, page, document, urls, preferences);
    setReady(true);
    const listeners = LOGGED_EVENTS.map(({ name, log }) => ({ name, listener: (event: Event) => log((event as CustomEvent<unknown>).detail) }));
    for (const { name, listener } of listeners) document.addEventListener(name, listener);
    return () => {
      for (const { name, listener } of listeners) document.removeEventListener(name, listener);
    };
    // Once per mount: the decorator's key remounts this for a new locale, story or args.
  }, []);
  return ready ? <>{children}</> : null;
}

/**
 * The locale comes from the toolbar (global `locale`) or the story's own `globals`; `ltoPage`,
 * `ltoUrls` and `ltoPreferences` parameters change the config block's page, urls and preferences. The key makes
 * a change of story, locale or args remount every island on a clean page: islands read the config
 * once per render and the store outlives them, so re-rendering in place would mix two pages.
 */
export const withLtoPage: Decorator = (Story, context) => {
  const locale = toLocale(context.globals.locale);
  const page: PageInfo = { ...DEFAULT_PAGE, ...(context.parameters.ltoPage as Partial<PageInfo> | undefined) };
  const urls = (context.parameters.ltoUrls as PageUrls | undefined) ?? {};
  const preferences = (context.parameters.ltoPreferences as PagePreferences | undefined) ?? {};
  const key = [context.id, locale, JSON.stringify(context.args), JSON.stringify(page), JSON.stringify(urls), JSON.stringify(preferences)].join('|');
  return (
    <LtoPage key={key} locale={locale} page={page} urls={urls} preferences={preferences}>
      <Story />
    </LtoPage>
  );
};
