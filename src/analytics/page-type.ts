import { getConfig } from '../core/config';

/**
 * SPEC 3.8's pageType: 'homepage' on the home page (the config block's page.type 'storefront'),
 * else the page type the config block gives ('search', 'product', ...).
 */
export function pageType(doc: Document = document): string {
  const type = getConfig(doc).page.type;
  return type === 'storefront' ? 'homepage' : type || 'other';
}
