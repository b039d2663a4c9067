import { afterAll, describe, expect, test } from 'vitest';
import { tmpdir } from 'node:os';
import type { CartAnswer } from '../../../src/contracts/cart.js';
import { createApp } from '../app.js';
import { configOf, createTestApp, HOSTS, type Visitor } from '../test-app.js';

const app = createTestApp('lto-demo-product-sets-');
afterAll(() => app.close());

const get = async (path: string, options: { host?: string; cookie?: string } = {}) => {
  const response = await app.request('GET', path, options);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

/** The data-pid of each set item in a piece of HTML, in order. */
const itemPids = (html: string) => [...html.matchAll(/<li class="set-item" data-lto-set-item data-pid="([^"]+)"/g)].map((m) => m[1]!);

/** The session cart's lines (GET {cartState}): pid and quantity. */
const cartLines = async (cookie: string) =>
  ((await (await app.request('GET', '/cart/state', { cookie })).json()) as CartAnswer).cart.lines.map((line) => [line.pid, line.quantity]);

/** The add-all form as the widget submits it (csrf_token last), for a shopper (a new one unless given). */
const post = async (body: string, shopper?: Visitor) => {
  const from = shopper ?? (await app.visit());
  const response = await app.request('POST', '/cart/add-set', { body: `${body}&csrf_token=${from.csrf}`, cookie: from.cookie });
  return Object.assign(response, { shopper: from });
};

describe('the product set page /set/{id}', () => {
  test("names the colour swatches in each site's words: 'Colours' on the Canadian site", async () => {
    const names = async (host: string) => [...(await get('/set/living-room', { host })).body.matchAll(/<ul class="swatches" aria-label="([^"]+)">/g)].map((m) => m[1]);
    expect(await names(HOSTS.us)).toEqual(['Colors', 'Colors', 'Colors']);
    expect(await names(HOSTS.ca)).toEqual(['Colours', 'Colours', 'Colours']);
    expect(await names(HOSTS.es)).toEqual(['Colores', 'Colores', 'Colores']);
  });

  test('server-renders <lto-product-set> with a sofa, a chair and a table, each with colour swatches and a quantity', async () => {
    const { status, body } = await get('/set/living-room');
    expect(status).toBe(200);
    expect(body).toContain('<h1>Living room set</h1>');
    expect(body).toContain('<lto-product-set action="/cart/add-set">');
    const pids = itemPids(body);
    expect(pids).toHaveLength(3);
    expect(body).toMatch(/data-lto-set-swatch="\?pid=P\d+&amp;color=[a-z-]+" href="\/p\/P\d+\?color=[a-z-]+"/);
    expect(body.match(/name="Quantity" inputmode="numeric"/g)).toHaveLength(3);
    expect(configOf(body).urls['getSetItem']).toBe('/sets/item');
  });

  test('speaks Spanish on the Spanish site and answers 404 for an unknown set', async () => {
    expect((await get('/set/dining', { host: HOSTS.es })).body).toContain('Agregar todo al carrito');
    expect((await get('/set/nope')).status).toBe(404);
  });
});

describe('GET /sets/item (urls.getSetItem)', () => {
  test("answers one set item for the chosen colour, with that colour's pid and the quantity asked", async () => {
    const page = (await get('/set/living-room')).body;
    const [product, color] = /data-lto-set-swatch="\?pid=(P\d+)&amp;color=([a-z-]+)"/.exec(page)!.slice(1) as [string, string];
    const { status, type, body } = await get(`/sets/item?pid=${product}&color=${color}&Quantity=3&format=ajax`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(itemPids(body)).toHaveLength(1);
    expect(itemPids(body)[0]).toMatch(new RegExp(`^${product}-\\d+$`));
    expect(body).toMatch(new RegExp(`href="/p/${product}\\?color=${color}" aria-current="true"`));
    expect(body).toContain('value="3"');
    expect(body).not.toMatch(/<html|<script|\sstyle=|\son[a-z]+=/);
  });

  test('sends quantity 1 for a missing, non-numeric or 0 Quantity (SPEC 5.4), and 404 for an unknown product', async () => {
    const pid = /data-lto-set-swatch="\?pid=(P\d+)/.exec((await get('/set/living-room')).body)![1];
    for (const q of ['', '&Quantity=0', '&Quantity=two']) expect((await get(`/sets/item?pid=${pid}${q}`)).body).toContain('value="1"');
    expect((await get('/sets/item?pid=NOPE')).status).toBe(404);
  });
});

describe('POST /cart/add-set and the cart page', () => {
  test('adds every pid with its matching Quantity to the session cart and goes to the cart listing them', async () => {
    const pids = itemPids((await get('/set/living-room')).body);
    const response = await post(`pid=${pids[0]}&Quantity=2&pid=${pids[1]}&Quantity=0&pid=${pids[2]}&Quantity=1`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    const { cookie } = response.shopper;
    expect(await cartLines(cookie)).toEqual([
      [pids[0], 2],
      [pids[1], 1],
      [pids[2], 1],
    ]);
    expect((await get('/cart', { cookie })).body).toContain(`<li class="lto-cart__line" data-pid="${pids[0]}">`);
    // Adding again to the same session adds up.
    await post(`pid=${pids[0]}&Quantity=1`, response.shopper);
    expect((await cartLines(cookie))[0]).toEqual([pids[0], 3]);
  });

  test('keeps the cart in the database: a restarted server still lists it', async () => {
    const pids = itemPids((await get('/set/living-room')).body);
    const { cookie } = (await post(`pid=${pids[0]}&Quantity=2`)).shopper;
    const restarted = createApp({ db: app.db, distDir: tmpdir() });
    const state = (await (await restarted.request('http://localhost:4173/cart/state', { headers: { host: HOSTS.us, cookie } })).json()) as CartAnswer;
    expect(state.cart.lines.map((line) => [line.pid, line.quantity])).toEqual([[pids[0], 2]]);
  });

  test('refuses an empty form or an unknown product, and shows an empty cart to a new shopper', async () => {
    expect((await post('')).status).toBe(400);
    expect((await post('pid=NOPE&Quantity=1')).status).toBe(400);
    expect((await get('/cart')).body).toContain('Your cart is empty.');
  });
});
