import type { Site } from '../site.js';
import { html, raw, type Html } from './html.js';

export type PageType = 'storefront' | 'search' | 'product' | 'compare' | 'other';

/** The lto-config block of the contract; JSON is not HTML, so it is written raw with `<` escaped. */
export function configBlock(site: Site, pageType: PageType, category: string): Html {
  const config = {
    locale: site.locale,
    country: site.country,
    currency: site.currency,
    urls: { compareAdd: '/compare/add', compareRemove: '/compare/remove', compareShow: '/compareShow', addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove' },
    resources: {},
    preferences: {
      LISTING_INFINITE_SCROLL: false,
      ISGTMENABLE: false,
      COOKIE_HINT: false,
      STORE_PICKUP: false,
      allowNumeralsInNameFields: false,
      chatEnabled: false,
      identityLoginEnabled: false,
    },
    identity: null,
    page: { type: pageType, category },
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html`<script type="application/json" id="lto-config">${raw(json)}</script>`;
}
