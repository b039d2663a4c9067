import type { SiteKey } from '../site.js';

export interface NavPromoSeed {
  key: string;
  /** The site whose navigation shows it: SPEC 2.2 shows the promo banner carousel on the US navigation only. */
  site: SiteKey;
  title: string;
  text: string;
  /** Where the banner goes: a listing of the catalogue. */
  href: string;
}

/** The promo banners of the mobile navigation, in the order the carousel shows them. */
export const NAV_PROMOS: readonly NavPromoSeed[] = [
  { key: 'sofa-week', site: 'en-us', title: 'Sofa week', text: 'New sofas and sectionals, delivered free', href: '/c/living-room?subcat=sofa' },
  { key: 'big-screen', site: 'en-us', title: 'Big screens, small payments', text: 'TVs with a low first payment', href: '/c/electronics?subcat=tv' },
  { key: 'laundry-day', site: 'en-us', title: 'Laundry day, sorted', text: 'Washer & dryer sets to lease today', href: '/c/appliances?subcat=laundry-pair' },
];
