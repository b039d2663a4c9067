import type { SiteKey } from '../site.js';

/** The product page's store availability as the demo platform writes it (SPEC 2.8, 2.9). */
const en = {
  heading: 'Pick up in store',
  near: (zip: string) => `Stores near ${zip}`,
  find: 'Find a local store',
  setPreferred: 'Set preferred store',
  changePreferred: 'Change preferred store',
  preferred: (store: string) => `Your store: ${store}`,
  noPreferred: 'No preferred store yet.',
  noStores: "We couldn't find any stores near that zip code. Please try another one.",
  seeMore: 'See more',
  details: 'Store details',
  detailsLabel: (store: string) => `Store details: ${store}`,
};

const es: typeof en = {
  heading: 'Recoge en tienda',
  near: (zip) => `Tiendas cerca de ${zip}`,
  find: 'Buscar una tienda cercana',
  setPreferred: 'Elegir tienda preferida',
  changePreferred: 'Cambiar tienda preferida',
  preferred: (store) => `Tu tienda: ${store}`,
  noPreferred: 'Todavía no tienes una tienda preferida.',
  noStores: 'No encontramos tiendas cerca de ese código postal. Prueba con otro.',
  seeMore: 'Ver más',
  details: 'Detalles de la tienda',
  detailsLabel: (store) => `Detalles de la tienda: ${store}`,
};

const TEXT: Record<SiteKey, typeof en> = {
  'en-us': en,
  'es-us': es,
  'en-ca': { ...en, noStores: "We couldn't find any stores near that postal code. Please try another one." },
};

export const storeAvailabilityText = (site: SiteKey) => TEXT[site];
