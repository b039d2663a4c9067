import type { Product } from '../data/types.js';
import { html, type Html } from './html.js';

/** The custom sofa e-mail sign-up (SPEC 2.4) on the product pages of sofas, loveseats and sleepers. */
export function sofaSignupTag(product: Product): Html | '' {
  return product.kind === 'sofa' ? html`<lto-sofa-signup product-id="${product.pid}"></lto-sofa-signup>` : '';
}
