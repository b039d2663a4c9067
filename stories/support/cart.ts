import type { Cart, CartLine } from '../../src/contracts/cart';

/**
 * Carts as the demo server answers them (GET {cartState}), for the stories and the widget's
 * tests: two lines of different terms with one saved for later and SAVE10 applied (10% off every
 * payment, today's too), one line, and
 * an empty cart, with English names (`inLanguage` gives the Spanish). Money is cents of the page's
 * currency ($ or C$).
 */
export const TWO_TERMS_CART: Cart = {
  version: '837283a49a636771',
  lines: [
    {
      pid: 'P1001-2',
      name: 'Garrison Sofa',
      variant: 'Brown',
      image: '/img/product/P1001.svg?color=brown',
      url: '/p/P1001',
      quantity: 1,
      stock: 7,
      term: 18,
      terms: [12, 18, 24],
      monthly: 8369,
      today: 8369,
      total: 150642,
    },
    {
      pid: 'P1003',
      name: 'Dorset Power Recliner',
      variant: '',
      image: '/img/product/P1003.svg',
      url: '/p/P1003',
      quantity: 2,
      stock: 39,
      term: 12,
      terms: [12, 18, 24],
      monthly: 12418,
      today: 12418,
      total: 149016,
    },
  ],
  saved: [
    {
      pid: 'P1010',
      name: 'Oakley Power Recliner',
      variant: '',
      image: '/img/product/P1010.svg',
      url: '/p/P1010',
      quantity: 1,
      stock: 7,
      term: 18,
      terms: [12, 18, 24, 36],
      monthly: 9629,
      today: 9629,
      total: 173322,
    },
  ],
  count: 3,
  summary: {
    monthly: [
      { term: 12, amount: 12418 },
      { term: 18, amount: 8369 },
    ],
    today: 20787,
    atDelivery: 20787,
    savings: 33300,
  },
  coupon: { code: 'SAVE10' },
};

export const ONE_LINE_CART: Cart = {
  version: '2997f27c8137929d',
  lines: [
    {
      pid: 'P1001-2',
      name: 'Garrison Sofa',
      variant: 'Brown',
      image: '/img/product/P1001.svg?color=brown',
      url: '/p/P1001',
      quantity: 1,
      stock: 7,
      term: 18,
      terms: [12, 18, 24],
      monthly: 9299,
      today: 9299,
      total: 167382,
    },
  ],
  saved: [],
  count: 1,
  summary: {
    monthly: [
      { term: 18, amount: 9299 },
    ],
    today: 9299,
    atDelivery: 9299,
    savings: 0,
  },
  coupon: null,
};

export const EMPTY_CART: Cart = {
  version: 'aef6f4ae32887b86',
  lines: [],
  saved: [],
  count: 0,
  summary: { monthly: [], today: 0, atDelivery: 0, savings: 0 },
  coupon: null,
};

/** The catalogue's Spanish names and colours of the products above, as the demo's Spanish site shows them. */
const SPANISH: Record<string, string> = {
  'Garrison Sofa': 'Sofá Garrison',
  'Dorset Power Recliner': 'Sillón reclinable eléctrico Dorset',
  'Oakley Power Recliner': 'Sillón reclinable eléctrico Oakley',
  Brown: 'Café',
};

/** `cart` as a page in `locale` ('es-US', 'en-CA', …) shows it: names and colours in its language. */
export function inLanguage(cart: Cart, locale: unknown): Cart {
  if (typeof locale !== 'string' || !locale.startsWith('es')) return cart;
  const line = (l: CartLine): CartLine => ({ ...l, name: SPANISH[l.name] ?? l.name, variant: SPANISH[l.variant] ?? l.variant });
  return { ...cart, lines: cart.lines.map(line), saved: cart.saved.map(line) };
}
