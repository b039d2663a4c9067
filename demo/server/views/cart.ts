import type { Cart, CartError, CartLine } from '../../../src/contracts/cart.js';
import { COUPON_MAX, echoedCode } from '../../../src/contracts/cart.js';
import { leaseTermLabel } from '../../../src/pricing/index.js';
import { CART_URLS } from './cart-urls.js';
import { cartText } from './cart-text.js';
import { categoryUrl, type ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { leasingPowerLine } from './leasing-power.js';
import { html, type Html } from './html.js';
import { money } from './price.js';

/** What a post without script came to: the refusal (on the line of `pid`, or the coupon's), and the code typed. */
export interface CartOutcome {
  error?: CartError;
  pid?: string;
  code?: string;
  /** A coupon was applied by this post: its answer shows beside the field. */
  applied?: boolean;
  /** A note of the platform's own (a checkout page without an order sends the shopper here). */
  notice?: string;
}

/** Errors about the whole cart, shown above it; the others show beside their line or the coupon field. */
const CART_WIDE = new Set<CartError>(['cart-empty', 'cart-changed', 'no-zip', 'too-many-orders', 'unknown-line', 'wallet-refused', 'wallet-expired']);
const COUPON_ERRORS = new Set<CartError>(['coupon-invalid', 'coupon-unknown', 'coupon-expired', 'coupon-not-applicable', 'coupon-used']);

/**
 * Where 'Continue shopping' goes: the category listing the shopper last visited (the cookie
 * lastVisitedCategory, SPEC 2.1) when it names one of the site's categories, else the home page.
 */
export function continueShoppingUrl(ctx: ViewContext, lastCategory: string | undefined): string {
  const category = ctx.categories.find((candidate) => candidate.key === lastCategory);
  return category ? categoryUrl(category.key) : '/';
}

/**
 * The cart page (SPEC 2.11): <lto-cart> around the markup its contract gives (widgets/cart/
 * markup.html), every action a plain form posting to {cartUpdate} or {cartCheckout}, so the page
 * works without script (the server answers with the page again). The island draws the same markup
 * from the `cart` attribute, the contract's JSON of the same cart. `continueTo`: where the page's
 * 'Continue shopping' link under the cart goes (continueShoppingUrl).
 */
export function cartView(ctx: ViewContext, cart: Cart, continueTo: string, outcome: CartOutcome = {}): Html {
  const t = cartText(ctx.site);
  const message = (error: CartError | undefined, max = 0) => (error ? t.errors[error](echoedCode(outcome.code ?? ''), max) : '');
  const wide = outcome.error && CART_WIDE.has(outcome.error) ? message(outcome.error) : (outcome.notice ?? '');
  const couponError = outcome.error && COUPON_ERRORS.has(outcome.error) ? outcome.error : undefined;
  const couponMessage = couponError ? message(couponError) : outcome.applied && cart.coupon ? t.couponApplied(cart.coupon.code) : '';
  // The browser's own checks are off on a line's form: a quantity out of range reaches the server,
  // which answers with its message beside the line (the widget refuses the same before sending).
  const form = (inner: Html, className = 'lto-cart__form', novalidate = false) =>
    html`<form class="${className}" method="post" action="${CART_URLS.cartUpdate}"${novalidate ? html` novalidate` : ''}>${csrfField(ctx)}${inner}</form>`;
  const head = (line: CartLine) =>
    html`<img class="lto-cart__image" src="${line.image}" alt="" width="96" height="72"><a class="lto-cart__name" href="${line.url}">${line.name}</a>${
      line.variant ? html`<p class="lto-cart__variant">${t.color(line.variant)}</p>` : ''
    }`;
  const price = (label: string, cents: number) => html`<div><dt>${label}</dt><dd>${money(ctx, cents)}</dd></div>`;

  const cartLine = (line: CartLine) => {
    const id = `cart-quantity-${line.pid}`;
    const error = outcome.pid === line.pid && outcome.error && !CART_WIDE.has(outcome.error) ? message(outcome.error, line.stock) : '';
    const invalid = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
    return html`<li class="lto-cart__line" data-pid="${line.pid}">${head(line)}<dl class="lto-cart__prices">${price(t.monthly, line.monthly)}${price(t.today, line.today)}${price(
      t.total,
      line.total,
    )}</dl>${form(
      html`<input type="hidden" name="pid" value="${line.pid}"><div class="lto-cart__fields"><label class="lto-cart__label" for="${id}">${t.quantity}</label><input class="lto-cart__quantity" id="${id}" name="quantity" type="number" inputmode="numeric" min="1" max="${line.stock}" value="${line.quantity}"${invalid}><label class="lto-cart__label" for="cart-term-${line.pid}">${t.term}</label><select class="lto-cart__term" id="cart-term-${line.pid}" name="term">${line.terms.map(
        (term) => html`<option value="${term}"${term === line.term ? html` selected` : ''}>${leaseTermLabel({ months: term }, ctx.site) ?? ''}</option>`,
      )}</select></div><div class="lto-cart__actions"><button class="lto-button" type="submit" name="action" value="update">${t.update}</button><button class="lto-button lto-button--link" type="submit" name="action" value="save">${t.save}</button><button class="lto-button lto-button--link" type="submit" name="action" value="remove">${t.remove}</button></div>${
        error ? html`<p class="lto-cart__error" id="${id}-error">${error}</p>` : ''
      }`,
      'lto-cart__form',
      true,
    )}</li>`;
  };

  const savedLine = (line: CartLine) =>
    html`<li class="lto-cart__line" data-pid="${line.pid}">${head(line)}<dl class="lto-cart__prices">${price(t.monthly, line.monthly)}</dl>${form(
      html`<input type="hidden" name="pid" value="${line.pid}"><div class="lto-cart__actions"><button class="lto-button" type="submit" name="action" value="restore">${t.restore}</button><button class="lto-button lto-button--link" type="submit" name="action" value="remove-saved">${t.remove}</button></div>`,
    )}</li>`;

  // 'Checkout with a wallet' needs script (its sheet answers the page's script): the stylesheet
  // hides it where script is off, so the page shows only what works.
  const walletButton = html`<button class="lto-button lto-cart__wallet" type="button" data-lto-needs-script>${t.wallet}</button><p class="lto-cart__wallet-status"></p>`;
  const { summary } = cart;
  const summaryView = html`<section class="lto-cart__summary" aria-labelledby="lto-cart-summary-title"><h2 class="lto-cart__title" id="lto-cart-summary-title">${t.summaryTitle}</h2><dl class="lto-cart__totals">${summary.monthly.map(
    (entry) => price(t.monthlyTotal(leaseTermLabel({ months: entry.term }, ctx.site) ?? ''), entry.amount),
  )}${price(t.todayTotal, summary.today)}${price(t.atDelivery, summary.atDelivery)}${summary.savings > 0 ? price(t.savings, -summary.savings) : ''}</dl>${
    // Against the whole cart's monthly payments (what is due at delivery): lines that each fit can be over together.
    leasingPowerLine(ctx, summary.atDelivery)
  }${
    summary.monthly.length > 1 ? html`<p class="lto-cart__note">${t.mixedTerms}</p>` : ''
  }${form(
    html`<label class="lto-cart__label" for="cart-coupon">${t.coupon}</label><div class="lto-cart__coupon-row"><input class="lto-cart__coupon-input" id="cart-coupon" name="code" type="text" autocomplete="off" spellcheck="false" maxlength="${COUPON_MAX}" value="${
      couponError ? (outcome.code ?? '') : ''
    }" aria-describedby="cart-coupon-message"${couponError ? html` aria-invalid="true"` : ''}><button class="lto-button" type="submit" name="action" value="coupon-apply">${t.couponApply}</button></div>${
      cart.coupon
        ? html`<p class="lto-cart__coupon-applied"><span>${t.couponCurrent(cart.coupon.code)}</span><button class="lto-button lto-button--link" type="submit" name="action" value="coupon-remove">${t.couponRemove}</button></p>`
        : ''
    }<p class="lto-cart__coupon-message" id="cart-coupon-message">${couponMessage}</p>`,
    'lto-cart__coupon',
  )}<form class="lto-cart__checkout" method="post" action="${CART_URLS.cartCheckout}"><input type="hidden" name="version" value="${cart.version}">${csrfField(ctx)}<button class="lto-button lto-button--primary lto-cart__proceed" type="submit">${t.checkout}</button>${walletButton}</form></section>`;

  return html`<h1>${t.title}</h1>
<lto-cart cart="${JSON.stringify(cart)}"${outcome.error ? html` outcome="${JSON.stringify({ error: outcome.error, pid: outcome.pid, code: outcome.code })}"` : ''}><div class="lto-cart"><p class="lto-cart__notice" role="alert">${wide}</p>${
    cart.lines.length === 0 ? html`<p class="lto-cart__empty" tabindex="-1">${t.empty}</p>` : html`<ul class="lto-cart__lines">${cart.lines.map(cartLine)}</ul>`
  }${
    cart.saved.length > 0
      ? html`<section class="lto-cart__saved" aria-labelledby="lto-cart-saved-title"><h2 class="lto-cart__title" id="lto-cart-saved-title">${t.savedTitle}</h2><ul class="lto-cart__lines">${cart.saved.map(savedLine)}</ul></section>`
      : ''
  }${cart.lines.length > 0 ? summaryView : ''}</div></lto-cart>
<p class="cart-continue"><a href="${continueTo}">${ctx.text.continueShopping}</a></p>`;
}
