import type { Product } from '../data/types.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** The button's words, as the widget's sofa.open says them. */
const OPEN = {
  en: 'Want it your way? Get custom sofa updates',
  es: '¿Lo quieres a tu manera? Recibe novedades de sofás a medida',
} as const;

/**
 * The custom sofa e-mail sign-up (SPEC 2.4) on the product pages of sofas, loveseats and sleepers,
 * with its server markup (widgets/sofa-signup/README.md): the button that opens the widget's dialog.
 */
export function sofaSignupTag(ctx: ViewContext, product: Product): Html | '' {
  if (product.kind !== 'sofa') return '';
  return html`<lto-sofa-signup product-id="${product.pid}"><button type="button" class="lto-button lto-button--link lto-sofa-signup__open" aria-haspopup="dialog">${OPEN[ctx.site.lang]}</button></lto-sofa-signup>`;
}
