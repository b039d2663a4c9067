import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  CART_ACTIONS,
  COUPON_CODE,
  type CartAction,
  type CartAnswer,
  type CartCheckoutAnswer,
  type CartError,
} from '../../../src/contracts/cart.js';
import { WALLET_TOKEN } from '../../../src/contracts/wallet.js';
import { cartAnswer, priceCart, type PricedCart } from '../cart-pricing.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { writeOrderCookies } from '../order-cookies.js';
import type { WalletProvider } from '../wallet-provider.js';
import { redirectTo } from '../redirects.js';
import { currentSession, ensureSession } from '../session.js';
import { CART_URLS } from '../views/cart-urls.js';
import { cartText } from '../views/cart-text.js';
import { cartView, continueShoppingUrl, type CartOutcome } from '../views/cart.js';
import { CART_PATH } from '../views/product-set-urls.js';
import { ORDER_URLS } from '../views/order-urls.js';
import { answerJson, readForm, textField, type Form } from './form-input.js';
import { renderPage, viewContext } from './render.js';

/** A quantity as typed: digits only (no sign, no decimals, no exponent), at most 4 of them. */
const QUANTITY = /^\d{1,4}$/;
const PID = /^[A-Za-z0-9_-]{1,40}$/;
/** Today as the coupons' expiry dates are written. */
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * The cart page (SPEC 2.11; the decisions are widgets/cart/README.md's): GET /cart draws it; POST
 * {cartUpdate} changes a line, the saved-for-later list or the coupon; POST {cartCheckout} makes
 * the order from the cart and goes to the first checkout step, POST {cartWallet} the same once the
 * wallet provider's token is redeemed; GET {cartState} is the cart as JSON.
 * Each POST answers JSON with format=ajax (src/contracts/cart.ts), or else the page again (the
 * checkout: the first step), so every action works without script.
 */
export function cartRoutes(data: DataAccess, wallet: WalletProvider): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, orders, cart, coupons, variantStock, stores } = data;

  const catalogue = (c: Context<AppEnv>) => ({
    product: (pid: string) => products.getProduct(orders.productOf(pid) ?? '', c.get('site').currency),
    orderable: variantStock.orderable,
  });
  const load = (c: Context<AppEnv>, sid: string | null): PricedCart => {
    const code = sid ? cart.coupon(sid) : null;
    return priceCart(sid ? cart.rows(sid) : [], code ? coupons.find(code) : null, catalogue(c), c.get('site').lang);
  };

  const page = (c: Context<AppEnv>, outcome: CartOutcome = {}) => {
    const ctx = viewContext(c, products);
    const body = cartView(ctx, cartAnswer(load(c, currentSession(c))), continueShoppingUrl(ctx, getCookie(c, 'lastVisitedCategory')), outcome);
    // The page opens the wallet's sheet in a pop-up (another origin) and hears back from it: its
    // opener policy lets the pop-up keep its opener, on this page only.
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    return renderPage(c, ctx, { title: cartText(ctx.site).title, pageType: 'cart', category: '', body });
  };

  app.get(CART_PATH, (c) => {
    // A checkout page without an order sends the shopper here with ?notice=no-order (routes/checkout.ts).
    return page(c, c.req.query('notice') === 'no-order' ? { notice: viewContext(c, products).text.checkoutNoOrder } : {});
  });

  app.get(CART_URLS.cartState, (c) => answerJson(c, { success: true, cart: cartAnswer(load(c, currentSession(c))) } satisfies CartAnswer));

  /** Whether the coupon of `code` may be applied to this cart, or why not. */
  const couponRefusal = (sid: string, code: string, priced: PricedCart): CartError | null => {
    if (!COUPON_CODE.test(code)) return 'coupon-invalid';
    const coupon = coupons.find(code);
    if (!coupon) return 'coupon-unknown';
    if (coupon.expiresOn !== null && coupon.expiresOn < today()) return 'coupon-expired';
    if (coupon.singleUse && coupons.used(sid, coupon.code)) return 'coupon-used';
    if (coupon.category !== null && !priced.lines.some((line) => line.product.category === coupon.category)) return 'coupon-not-applicable';
    return null;
  };

  /** Does `action` to the session's cart; the reason when it changed nothing. */
  const act = (c: Context<AppEnv>, sid: string, action: CartAction, form: Form): CartError | null => {
    const pid = textField(form, 'pid') ?? '';
    const line = (saved: boolean) => PID.test(pid) && cart.rows(sid).some((row) => row.pid === pid && row.saved === saved);
    switch (action) {
      case 'update': {
        if (!line(false)) return 'unknown-line';
        const typed = textField(form, 'quantity') ?? '';
        const quantity = QUANTITY.test(typed) ? Number(typed) : 0;
        const stock = variantStock.orderable(pid);
        if (quantity < 1) return 'quantity-invalid';
        if (quantity > stock) return 'quantity-over-stock';
        const term = textField(form, 'term');
        const offered = load(c, sid).lines.find((l) => l.pid === pid)?.terms ?? [];
        if (term !== undefined && term !== '' && !offered.includes(Number(term))) return 'term-invalid';
        cart.setQuantity(sid, pid, quantity);
        if (term) cart.setTerm(sid, pid, Number(term));
        return null;
      }
      case 'remove':
        return cart.remove(sid, pid) ? null : 'unknown-line';
      case 'remove-saved':
        return cart.remove(sid, pid, true) ? null : 'unknown-line';
      case 'save':
        return cart.save(sid, pid) ? null : 'unknown-line';
      case 'restore':
        return cart.restore(sid, pid) ? null : 'unknown-line';
      case 'coupon-apply': {
        const code = textField(form, 'code') ?? '';
        const refusal = couponRefusal(sid, code, load(c, sid));
        if (!refusal) cart.applyCoupon(sid, coupons.find(code)!.code);
        return refusal;
      }
      case 'coupon-remove':
        cart.removeCoupon(sid);
        return null;
    }
  };

  app.post(CART_URLS.cartUpdate, async (c) => {
    const form = (await readForm(c)) ?? {};
    const action = textField(form, 'action') ?? '';
    if (!(CART_ACTIONS as readonly string[]).includes(action)) return c.text('Bad Request', 400);
    const sid = ensureSession(c);
    const error = act(c, sid, action as CartAction, form) ?? undefined;
    if (form['format'] === 'ajax') return answerJson(c, { success: !error, ...(error && { error }), cart: cartAnswer(load(c, sid)) } satisfies CartAnswer);
    const code = action === 'coupon-apply' ? (textField(form, 'code') ?? '') : undefined;
    return page(c, { error, pid: textField(form, 'pid'), code, applied: action === 'coupon-apply' && !error });
  });

  /**
   * Makes the order from the cart as the page showed it (its posted `version`) and answers as
   * {cartCheckout} does; `pay`, when given, settles the payment first (the wallet's token) and
   * names the reason when it does not.
   */
  const checkout = async (c: Context<AppEnv>, pay?: (form: Form, priced: PricedCart) => CartError | null) => {
    const form = (await readForm(c)) ?? {};
    const ajax = form['format'] === 'ajax';
    const sid = ensureSession(c);
    const priced = load(c, sid);
    const location = c.get('location');
    const zip = textField(form, 'zipCode') || location.zip;
    const chosenStore = textField(form, 'storeId') || location.storeId;
    // A store that is no more (closed since the shopper chose it) is no reason to refuse the
    // order, which the shopper could never get past: the store nearest the zip serves it.
    const storeId = chosenStore && stores.store(chosenStore) ? chosenStore : '';
    const refuse = (error: CartError) =>
      ajax ? answerJson(c, { success: false, error, cart: cartAnswer(priced) } satisfies CartCheckoutAnswer) : page(c, { error });
    const first = priced.lines[0];
    if (!first) return refuse('cart-empty');
    // The page showed another cart (another tab changed it, or a price changed): never charged unseen.
    if (textField(form, 'version') !== priced.version) return refuse('cart-changed');
    if (!zip) return refuse('no-zip');
    // The attempt is this version of the cart: a double click, or a retry, makes one order. A
    // payment is taken only for an order still to be made: paying again for this very cart (Back,
    // then the wallet again) answers the order it made and cashes nothing.
    const attempt = `cart:${priced.version}`;
    if (!orders.madeFor(sid, first.pid, attempt)) {
      if (orders.atDailyLimit(sid)) return refuse('too-many-orders');
      const unpaid = pay?.(form, priced);
      if (unpaid) return refuse(unpaid);
    }
    const orderId = orders.create(sid, { productPid: first.product.pid, variantPid: first.pid, storeId: storeId || null, zip, leaseTerm: null }, attempt);
    if (orderId === null) return refuse('too-many-orders');
    const coupon = priced.coupon?.code ?? null;
    orders.addLines(
      orderId,
      priced.lines.map((line) => ({ pid: line.pid, quantity: line.quantity, term: line.term, monthlyCents: line.monthly, todayCents: line.today, coupon: line.couponApplies ? coupon : null })),
    );
    if (coupon && coupons.find(coupon)?.singleUse) coupons.recordUse(sid, coupon, orderId);
    const placed = { storeId: stores.storeFor(storeId, zip)?.storeId ?? '', stateCode: stores.lookup(zip)?.place?.stateCode ?? '' };
    if (ajax) return answerJson(c, { success: true, orderID: orderId, ...placed, zip, groupSku: first.product.pid } satisfies CartCheckoutAnswer);
    writeOrderCookies(c, { orderId, myZip: zip, myStore: placed.storeId, myState: placed.stateCode, myGroupSku: first.product.pid });
    return redirectTo(c, ORDER_URLS.checkoutStart);
  };

  app.post(CART_URLS.cartCheckout, (c) => checkout(c));

  // 'Checkout with a wallet': the order as above, once the wallet's one-time token is redeemed for
  // today's total of this very cart, on this site's origin (widgets/cart/README.md).
  app.post(CART_URLS.cartWallet, (c) =>
    checkout(c, (form, priced) => {
      const token = textField(form, 'token') ?? '';
      if (!WALLET_TOKEN.test(token)) return 'wallet-refused';
      const charge = { merchant: c.get('origin'), amount: priced.summary.today, currency: c.get('site').currency, reference: priced.version };
      const redeemed = wallet.redeem(token, charge);
      return redeemed === 'ok' ? null : redeemed === 'expired' ? 'wallet-expired' : 'wallet-refused';
    }),
  );

  return app;
}
