import * as v from 'valibot';

/**
 * The cart's endpoints (SPEC 2.11 names the actions, not what the server does: the decisions are
 * written down in widgets/cart/README.md). <lto-cart> reads every answer with these schemas; the
 * demo server types what it sends with them.
 *
 *   GET  {cartState}                       -> CartAnswer (the cart as it is now)
 *   POST {cartUpdate}   form: action, pid, quantity, term, code, csrf_token, format=ajax
 *                                          -> CartAnswer (the cart after the action, or as it was with `error`)
 *   POST {cartCheckout} form: version, zipCode, storeId, csrf_token, format=ajax
 *                                          -> CartCheckoutAnswer (the order, or `cart-changed` with the cart as it is now)
 *   POST {cartWallet}   form: token, version, zipCode, storeId, csrf_token, format=ajax
 *                                          -> CartCheckoutAnswer (as {cartCheckout}, paid with a wallet token: contracts/wallet.ts)
 * Without format=ajax each POST is a plain form's: the server answers with the cart page again
 * (checkout: on to the first checkout step).
 */

/** What a form of the cart asks for (the `action` field). */
export const CART_ACTIONS = ['update', 'remove', 'save', 'restore', 'remove-saved', 'coupon-apply', 'coupon-remove'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];

/** Why an action changed nothing: the widget shows the message of that name (README). */
export const CART_ERRORS = [
  'quantity-invalid',
  'quantity-over-stock',
  'term-invalid',
  'unknown-line',
  'coupon-invalid',
  'coupon-unknown',
  'coupon-expired',
  'coupon-not-applicable',
  'coupon-used',
  'cart-empty',
  'cart-changed',
  'no-zip',
  'too-many-orders',
  // The wallet's one-time token was not accepted (unknown, used, for another amount or cart), or
  // had expired: nothing was ordered (contracts/wallet.ts).
  'wallet-refused',
  'wallet-expired',
] as const;
export type CartError = (typeof CART_ERRORS)[number];

/** The longest a coupon code can be (the field takes no more). */
export const COUPON_MAX = 32;
/**
 * A coupon code as the server accepts one: 1 to 32 letters, digits and '-'. Anything else (markup,
 * other characters) is refused before it is looked up, and shown back only as text.
 */
export const COUPON_CODE = new RegExp(`^[A-Za-z0-9-]{1,${COUPON_MAX}}$`);
/** How much of a refused code the message repeats: enough to recognise, never a page of it. */
export const COUPON_ECHO_LENGTH = 40;

/** A refused code as the message repeats it: cut to COUPON_ECHO_LENGTH characters. */
export const echoedCode = (code: string): string => (code.length > COUPON_ECHO_LENGTH ? `${code.slice(0, COUPON_ECHO_LENGTH)}…` : code);

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Cents = v.pipe(v.number(), v.integer());

/** One line, in the cart or saved for later. Money in integer cents of the page's currency, for the line's quantity. */
export const CartLineSchema = v.object({
  /** The variant (or product) pid: what the forms name. */
  pid: v.string(),
  name: v.string(),
  /** The colour, '' when the product comes in one. */
  variant: v.string(),
  image: v.string(),
  url: v.string(),
  quantity: v.pipe(Count, v.minValue(1)),
  /** Most units that may be ordered (in stock, pre-order and back order): the quantity's upper limit. */
  stock: Count,
  /** The lease term chosen, in months, and the terms the product offers (ascending). */
  term: Count,
  terms: v.array(Count),
  /** The monthly payment, after a coupon that applies to the line. */
  monthly: Cents,
  /** Today's payment (the term's first payment). */
  today: Cents,
  /** Total cost of ownership: monthly payment × months. */
  total: Cents,
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const CartSchema = v.object({
  /** Changes whenever anything the shopper would pay changes: lines, quantities, terms, prices, the coupon. */
  version: v.string(),
  lines: v.array(CartLineSchema),
  saved: v.array(CartLineSchema),
  /** Units in the cart (not saved ones): the header's count. */
  count: Count,
  summary: v.object({
    /** The monthly total of each term the lines have, shortest first. */
    monthly: v.array(v.object({ term: Count, amount: Cents })),
    today: Cents,
    /** What is paid when the goods arrive: the first monthly payment of every line. */
    atDelivery: Cents,
    /** What the coupon takes off, over the whole lease. */
    savings: Cents,
  }),
  coupon: v.nullable(v.object({ code: v.string() })),
});
export type Cart = v.InferOutput<typeof CartSchema>;

const ErrorField = v.optional(v.picklist(CART_ERRORS));

/** The answer of GET {cartState} and POST {cartUpdate}: the cart as it is after the call. */
export const CartAnswerSchema = v.object({
  success: v.boolean(),
  error: ErrorField,
  cart: CartSchema,
});
export type CartAnswer = v.InferOutput<typeof CartAnswerSchema>;

/**
 * The answer of POST {cartCheckout}: the order made from the cart (as create order's, SPEC 3.5,
 * with what the order cookies need), or a refusal; on `cart-changed` the cart as it is now.
 */
export const CartCheckoutAnswerSchema = v.object({
  success: v.boolean(),
  error: ErrorField,
  orderID: v.optional(v.string()),
  storeId: v.optional(v.string(), ''),
  stateCode: v.optional(v.string(), ''),
  zip: v.optional(v.string(), ''),
  /** The product of the order's first line (the myGroupSku cookie). */
  groupSku: v.optional(v.string(), ''),
  cart: v.optional(CartSchema),
});
/** What a server sends (the optional texts may be left out). */
export type CartCheckoutAnswer = v.InferInput<typeof CartCheckoutAnswerSchema>;

/**
 * Dispatched from <lto-cart> on the document once the server changed the cart: `count` is the
 * units now in it (the header's count follows it: elements with `data-lto-cart-count`), `version`
 * the cart's version. Host-page scripts may follow it too.
 */
export const CART_CHANGE_EVENT = 'lto:cart-change';

export interface CartChangeDetail {
  count: number;
  version: string;
}

declare module '../core/events' {
  interface LtoEventMap {
    [CART_CHANGE_EVENT]: CartChangeDetail;
  }
}
