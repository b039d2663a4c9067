import { getConfig, language } from '../../src/core/config';

/**
 * The stores of the stories, shaped like the demo's seed (demo/server/seed/store-sites.ts): five
 * near Atlanta for the US pages, three near Toronto for the Canadian one, each with the story
 * product's status there. The handlers answer storesInventory and the store details fragment from
 * them, in the page's language, as the demo server does.
 */
type StoreStatus = 'store-in-stock' | 'store-limited' | 'store-out-of-stock';

export interface StoryStore {
  storeId: string;
  /** The neighbourhood, after the brand: 'Brightway Downtown Atlanta'. */
  name: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  phone: string;
  statusclass: StoreStatus;
}

const store = (
  storeId: string,
  name: string,
  address1: string,
  city: string,
  stateCode: string,
  postalCode: string,
  phone: string,
  statusclass: StoreStatus,
): StoryStore => ({ storeId, name, address1, city, stateCode, postalCode, phone, statusclass });

/** Nearest first from 30303; the second has none of the product, the fourth only a few. */
export const US_STORES: readonly StoryStore[] = [
  store('C102', 'Downtown Atlanta', '101 Peachtree St NW', 'Atlanta', 'GA', '30303', '(404) 555-0102', 'store-in-stock'),
  store('C105', 'West Midtown', '1100 Howell Mill Rd NW', 'Atlanta', 'GA', '30318', '(404) 555-0105', 'store-out-of-stock'),
  store('C108', 'Buckhead', '3035 Roswell Rd NE', 'Atlanta', 'GA', '30305', '(404) 555-0108', 'store-in-stock'),
  store('C111', 'Decatur', '215 Church St', 'Decatur', 'GA', '30030', '(404) 555-0111', 'store-limited'),
  store('C114', 'East Point', '2800 Main St', 'East Point', 'GA', '30344', '(404) 555-0114', 'store-in-stock'),
];

/** Nearest first from M5V 3L9. */
export const CA_STORES: readonly StoryStore[] = [
  store('C201', 'Entertainment District', '300 King St W', 'Toronto', 'ON', 'M5V 3L9', '(416) 555-0201', 'store-in-stock'),
  store('C204', 'Yorkville', '55 Bloor St W', 'Toronto', 'ON', 'M4W 1A5', '(416) 555-0204', 'store-limited'),
  store('C207', 'Scarborough', '1900 Eglinton Ave E', 'Toronto', 'ON', 'M1L 2L9', '(416) 555-0207', 'store-in-stock'),
];

/** The zips the stories use: Atlanta, and Toronto for the Canadian page. */
export const US_ZIP = '30303';
export const CA_ZIP = 'M5V 3L9';

const TEXT = {
  en: {
    brand: 'Brightway',
    phone: 'Phone',
    hours: 'Store hours',
    week: [
      ['Monday – Saturday', '10:00 AM – 8:00 PM'],
      ['Sunday', '12:00 PM – 6:00 PM'],
    ],
    status: { 'store-in-stock': 'In stock', 'store-limited': 'Limited stock', 'store-out-of-stock': 'Out of stock' },
  },
  es: {
    brand: 'Brightway',
    phone: 'Teléfono',
    hours: 'Horario de la tienda',
    week: [
      ['Lunes a sábado', '10:00 a. m. – 8:00 p. m.'],
      ['Domingo', '12:00 p. m. – 6:00 p. m.'],
    ],
    status: { 'store-in-stock': 'Disponible', 'store-limited': 'Pocas unidades', 'store-out-of-stock': 'Agotado' },
  },
} as const;

/** The stores near a zip: Toronto's for a Canadian postal code (it starts with a letter), else Atlanta's. */
const storesNear = (zip: string) => (/^[A-Za-z]/.test(zip.trim()) ? CA_STORES : US_STORES);

/** The storesInventory answer for `zip`, with each store's status in the page's language. */
export function storyInventory(zip: string) {
  const status = TEXT[language(getConfig())].status;
  return storesNear(zip).map(({ storeId, address1, city, stateCode, postalCode, statusclass }) => ({
    storeId,
    address1,
    city,
    stateCode,
    postalCode,
    status: status[statusclass],
    statusclass,
  }));
}

/** The store details fragment (GET /stores/{storeId}?format=ajax), like the demo's; undefined: 404. */
export function storyStoreDetails(storeId: string): string | undefined {
  const found = [...US_STORES, ...CA_STORES].find((s) => s.storeId === storeId);
  if (!found) return undefined;
  const t = TEXT[language(getConfig())];
  const digits = found.phone.replace(/\D/g, '');
  const rows = t.week.map(([days, hours]) => `<tr><th scope="row">${days}</th><td>${hours}</td></tr>`).join('');
  return `<section class="store-details" aria-labelledby="store-details-heading">
<h2 id="store-details-heading">${t.brand} ${found.name}</h2>
<address class="store__address">${found.address1}<br>${found.city}, ${found.stateCode} ${found.postalCode}</address>
<p class="store__phone">${t.phone}: <a href="tel:+1${digits}">${found.phone}</a></p>
<div class="store__hours"><h3>${t.hours}</h3><table><tbody>${rows}</tbody></table></div>
</section>`;
}

/** What the widget calls a store (its storeName): the street address and the city. */
export const storeLabel = (s: StoryStore) => `${s.address1}, ${s.city}`;
