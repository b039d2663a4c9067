import { http, HttpResponse } from 'msw';
import type { Cart, CartAnswer, CartCheckoutAnswer, CartError, CartLine } from '../../src/contracts/cart';
import { inLanguage } from './cart';

/**
 * MSW handlers for the cart's endpoints (widgets/cart/README.md): GET {cartState}, POST {cartUpdate}
 * and POST {cartCheckout}, form-encoded with format=ajax. Each answer is worked out from the cart
 * the story starts with (no state kept between requests: a story makes one change), in the page's
 * language, as the demo server answers: SAVE10 takes 10% off the monthly payments, SPRING2020 has
 * expired, another well-formed code is unknown.
 */
export const CART_URLS = {
  cartState: '/cart/state',
  cartUpdate: '/cart/update',
  cartCheckout: '/cart/checkout',
  checkoutStart: '#checkout-step-1',
  cartWallet: '/cart/wallet',
  // The wallet provider's sheet: the stories answer for it themselves (stories/support/wallet.ts).
  walletSheet: 'https://wallet.example/v1/sheet',
};

/** A wallet token the story's server refuses (as the demo refuses a spent or unknown one). */
export const REFUSED_WALLET_TOKEN = `wt_${'0'.repeat(32)}`;

/** The totals of `lines`, as the server sums them. */
function summed(cart: Cart, lines: CartLine[], savings: number): Cart {
  const terms = [...new Set(lines.map((line) => line.term))].sort((a, b) => a - b);
  return {
    ...cart,
    version: `${cart.version}-${lines.length}-${savings}`,
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    summary: {
      monthly: terms.map((term) => ({ term, amount: lines.filter((line) => line.term === term).reduce((sum, line) => sum + line.monthly, 0) })),
      today: lines.reduce((sum, line) => sum + line.today, 0),
      atDelivery: lines.reduce((sum, line) => sum + line.monthly, 0),
      savings,
    },
  };
}

/** The cart after `form`'s action, or the reason it stayed as it was. */
function act(start: Cart, form: URLSearchParams): { cart: Cart; error?: CartError } {
  const pid = form.get('pid');
  const line = start.lines.find((l) => l.pid === pid);
  const saved = start.saved.find((l) => l.pid === pid);
  switch (form.get('action')) {
    case 'save':
      return line ? { cart: summed({ ...start, saved: [...start.saved, line] }, start.lines.filter((l) => l !== line), start.summary.savings) } : { cart: start, error: 'unknown-line' };
    case 'remove':
      return line ? { cart: summed(start, start.lines.filter((l) => l !== line), start.summary.savings) } : { cart: start, error: 'unknown-line' };
    case 'restore':
      return saved ? { cart: summed({ ...start, saved: start.saved.filter((l) => l !== saved) }, [...start.lines, saved], start.summary.savings) } : { cart: start, error: 'unknown-line' };
    case 'coupon-apply': {
      const code = (form.get('code') ?? '').toUpperCase();
      if (code === 'SPRING2020') return { cart: start, error: 'coupon-expired' };
      if (code !== 'SAVE10') return { cart: start, error: 'coupon-unknown' };
      const off = (cents: number) => Math.round(cents * 0.9);
      const lines = start.lines.map((l) => ({ ...l, monthly: off(l.monthly), today: off(l.today), total: off(l.monthly) * l.term }));
      const savings = start.lines.reduce((sum, l, at) => sum + l.total - lines[at]!.total, 0);
      return { cart: { ...summed(start, lines, savings), coupon: { code } } };
    }
    default:
      return { cart: start };
  }
}

const inPage = (cart: Cart) => inLanguage(cart, document.documentElement.lang);

/** The handlers for a story that starts with `start` (its English names: the page's language is used). */
export function cartHandlers(start: Cart) {
  return {
    cartState: http.get(`*${CART_URLS.cartState}`, () => HttpResponse.json({ success: true, cart: inPage(start) } satisfies CartAnswer)),
    cartUpdate: http.post(`*${CART_URLS.cartUpdate}`, async ({ request }) => {
      const { cart, error } = act(start, new URLSearchParams(await request.text()));
      return HttpResponse.json({ success: !error, ...(error && { error }), cart: inPage(cart) } satisfies CartAnswer);
    }),
    cartCheckout: http.post(`*${CART_URLS.cartCheckout}`, () =>
      HttpResponse.json({ success: true, orderID: 'ORD-STORY-1', storeId: 'C101', stateCode: 'GA', zip: '30303', groupSku: 'P1001' } satisfies CartCheckoutAnswer),
    ),
    cartWallet: http.post(`*${CART_URLS.cartWallet}`, async ({ request }) =>
      new URLSearchParams(await request.text()).get('token') === REFUSED_WALLET_TOKEN
        ? HttpResponse.json({ success: false, error: 'wallet-refused', cart: inPage(start) } satisfies CartCheckoutAnswer)
        : HttpResponse.json({ success: true, orderID: 'ORD-STORY-2', storeId: 'C101', stateCode: 'GA', zip: '30303', groupSku: 'P1001' } satisfies CartCheckoutAnswer),
    ),
  };
}
