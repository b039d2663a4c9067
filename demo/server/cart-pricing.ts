import { createHash } from 'node:crypto';
import type { Cart, CartLine } from '../../src/contracts/cart.js';
import { leaseQuote, sortTerms } from '../../src/pricing/index.js';
import type { CartRow } from './data/cart.js';
import type { Coupon } from './data/coupons.js';
import type { Product } from './data/types.js';
import { variantPid, withVariantPricing } from './data/variant-pricing.js';
import { activeTerm } from './pricing.js';
import type { Lang } from './site.js';
import { productImage, productUrl } from './views/context.js';
import { colorUrl } from './views/variant-picker.js';

/** What pricing a cart needs to look up: the product of a line's pid, and how many may be ordered. */
export interface CartCatalogue {
  product: (pid: string) => Product | null;
  orderable: (pid: string) => number;
}

/** A line the cart shows, with what the order and the coupon need besides the contract's fields. */
export interface PricedLine extends CartLine {
  product: Product;
  /** Before a coupon: the monthly payment of one unit. */
  unitRate: number;
  couponApplies: boolean;
  /** What a fixed coupon took off this line's today's payment. */
  fixedOff: number;
}

export interface PricedCart extends Cart {
  lines: PricedLine[];
  saved: PricedLine[];
}

/** A percentage off a rate, rounded to the cent (the shopper's favour on a half cent). */
const percentOff = (rate: number, percent: number): number => rate - Math.ceil((rate * percent) / 100 - 0.5);

/**
 * The cart priced with src/pricing, the module the widgets use (SPEC 9.1): each line's lease term
 * (the chosen one, else the product's active one), its monthly payment, today's payment and total
 * cost of ownership for its quantity; the summary; and the coupon (widgets/cart/README.md):
 * a percentage comes off every payment of the lines it applies to, today's (the first) as the
 * monthly ones; a fixed amount off today's payments of those lines, in cart order, so the lines'
 * today's payments add up to today's total. Lines whose product is gone or cannot be priced are
 * left out.
 */
export function priceCart(rows: readonly CartRow[], coupon: Coupon | null, catalogue: CartCatalogue, lang: Lang): PricedCart {
  const priced = rows.flatMap((row) => {
    const line = priceLine(row, coupon, catalogue, lang);
    return line ? [{ line, saved: row.saved }] : [];
  });
  const lines = takeFixedOff(priced.filter((p) => !p.saved).map((p) => p.line), coupon);
  const saved = priced.filter((p) => p.saved).map((p) => p.line);
  const terms = [...new Set(lines.map((line) => line.term))].sort((a, b) => a - b);
  const fixedOff = lines.reduce((sum, line) => sum + line.fixedOff, 0);
  const percentSavings = lines.reduce((sum, line) => sum + (line.unitRate * line.quantity - line.monthly) * line.term, 0);
  const summary = {
    monthly: terms.map((term) => ({ term, amount: lines.filter((line) => line.term === term).reduce((sum, line) => sum + line.monthly, 0) })),
    today: lines.reduce((sum, line) => sum + line.today, 0),
    atDelivery: lines.reduce((sum, line) => sum + line.monthly, 0),
    savings: percentSavings + fixedOff,
  };
  const cart = {
    lines,
    saved,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    summary,
    coupon: coupon ? { code: coupon.code } : null,
  };
  return { version: versionOf(cart), ...cart };
}

/** A fixed coupon taken off today's payments of the lines it applies to, first line first. */
function takeFixedOff(lines: PricedLine[], coupon: Coupon | null): PricedLine[] {
  let left = coupon?.kind === 'fixed' ? coupon.amount : 0;
  return lines.map((line) => {
    const off = line.couponApplies ? Math.min(left, line.today) : 0;
    left -= off;
    return off > 0 ? { ...line, today: line.today - off, fixedOff: off } : line;
  });
}

function priceLine(row: CartRow, coupon: Coupon | null, catalogue: CartCatalogue, lang: Lang): PricedLine | null {
  const base = catalogue.product(row.pid);
  if (!base) return null;
  const variant = base.variants.find((v) => variantPid(base, v) === row.pid);
  const product = withVariantPricing(base, variant);
  const terms = sortTerms(product.terms);
  const term = terms.find((t) => t.term === row.term) ?? activeTerm(product) ?? terms[0];
  const quote = term && leaseQuote(term, product.cash);
  if (!term || !quote) return null;
  const couponApplies = coupon !== null && (coupon.category === null || coupon.category === product.category);
  const percent = coupon?.kind === 'percent' && couponApplies ? coupon.amount : 0;
  const rate = percentOff(quote.rate, percent);
  const monthly = rate * row.quantity;
  return {
    pid: row.pid,
    name: product.name[lang],
    variant: variant && product.variants.length > 1 ? variant.color.name[lang] : '',
    image: productImage(product.pid, variant?.color.key),
    // The colour's page, as the line names the colour ('Color: Beige').
    url: variant ? colorUrl(product, variant) : productUrl(product.pid),
    quantity: row.quantity,
    stock: catalogue.orderable(row.pid),
    term: term.term,
    terms: terms.map((t) => t.term),
    monthly,
    // Today's payment is the lease's first payment: a percentage comes off it as off the others.
    today: percentOff(quote.todaysPayment, percent) * row.quantity,
    total: monthly * term.term,
    product,
    unitRate: quote.rate,
    couponApplies,
    fixedOff: 0,
  };
}

/**
 * The cart's version: a digest of everything the shopper would pay for, so a page showing an older
 * cart (another tab changed it, a price changed) is told apart at checkout.
 */
function versionOf(cart: Omit<Cart, 'version'>): string {
  const paid = (line: CartLine) => [line.pid, line.quantity, line.term, line.monthly, line.today];
  const digest = JSON.stringify([cart.lines.map(paid), cart.saved.map((line) => line.pid), cart.coupon?.code ?? '', cart.summary]);
  return createHash('sha256').update(digest).digest('hex').slice(0, 16);
}

/** The cart as the contract sends it: without the server's own fields. */
export function cartAnswer(cart: PricedCart): Cart {
  const plain = ({ product: _product, unitRate: _rate, couponApplies: _applies, fixedOff: _off, ...line }: PricedLine): CartLine => line;
  return { ...cart, lines: cart.lines.map(plain), saved: cart.saved.map(plain) };
}
