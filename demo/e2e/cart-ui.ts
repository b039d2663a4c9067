import type { Page } from 'playwright-core';

interface SeededCart {
  lines: { pid: string; quantity: number; term: number; terms: number[] }[];
  saved: unknown[];
  coupon: unknown;
  summary: { monthly: unknown[] };
}

/**
 * Fills the shopper's cart from `page` (left on the living room set of `origin`: the browser, not
 * Node, resolves es.localhost), as the shopper's forms would post: the set's 'Add all to cart'
 * (three products), then, when asked, its first line saved for later, its last on another term
 * than the line before (the lines then have different terms) and a coupon applied.
 */
export async function seedCart(page: Page, origin: string, extras: { saved?: boolean; mixedTerms?: boolean; coupon?: string } = {}): Promise<void> {
  await page.goto(`${origin}/set/living-room`);
  const cart = await page.evaluate(async (extras): Promise<SeededCart> => {
    const form = document.querySelector<HTMLFormElement>('lto-product-set form')!;
    const token = new FormData(form).get('csrf_token') as string;
    const post = async (path: string, fields: [string, string][]) => {
      const response = await fetch(path, { method: 'POST', body: new URLSearchParams([...fields, ['csrf_token', token]]) });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    };
    const state = async () => ((await (await fetch('/cart/state')).json()) as { cart: SeededCart }).cart;
    // The set's own form: pid and Quantity repeated, in matching order.
    await post(form.getAttribute('action')!, [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]).filter(([name]) => name !== 'csrf_token'));
    const [first, middle, last] = (await state()).lines;
    if (!first || !middle || !last) throw new Error('the living room set put fewer than three lines in the cart');
    if (extras.mixedTerms) {
      const other = last.terms.find((term) => term !== middle.term);
      await post('/cart/update', [['action', 'update'], ['pid', last.pid], ['quantity', String(last.quantity)], ['term', String(other)], ['format', 'ajax']]);
    }
    if (extras.saved) await post('/cart/update', [['action', 'save'], ['pid', first.pid], ['format', 'ajax']]);
    if (extras.coupon) await post('/cart/update', [['action', 'coupon-apply'], ['code', extras.coupon], ['format', 'ajax']]);
    return state();
  }, extras);
  // The cart is as asked, or the page under test would show another state than its test means.
  const got = { saved: cart.saved.length > 0, mixedTerms: cart.summary.monthly.length > 1, coupon: cart.coupon !== null };
  const wanted = { saved: Boolean(extras.saved), mixedTerms: Boolean(extras.mixedTerms), coupon: Boolean(extras.coupon) };
  if (JSON.stringify(got) !== JSON.stringify(wanted)) throw new Error(`the seeded cart is ${JSON.stringify(got)}, not ${JSON.stringify(wanted)}`);
}
