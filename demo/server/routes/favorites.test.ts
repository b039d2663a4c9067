import { afterAll, describe, expect, test } from 'vitest';
import { createTestApp, type Visitor } from '../test-app.js';
import { normalizeQuantity } from './favorites.js';

const demo = createTestApp('lto-demo-favorites-');
const { db } = demo;
afterAll(() => demo.close());

function request(method: 'GET' | 'POST', path: string, { cookie, body, host = 'localhost:4173', headers }: { cookie?: string; body?: string; host?: string; headers?: Record<string, string> } = {}) {
  return demo.request(method, path, { host, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
}

/** The favourite icon's POST, as the widget sends it from a page of the shopper's (a new shopper's when none is given). */
const add = async (body: string, shopper?: Visitor) => request('POST', '/favorites/add', { body, ...(shopper ?? (await demo.visit())).asPage });
const remove = async (id: string, body: string, shopper?: Visitor) =>
  request('POST', `/favorites/remove?doAction=remove&productID=${encodeURIComponent(id)}`, { body, ...(shopper ?? (await demo.visit())).asPage });

/** Every Set-Cookie of a response as name -> { value (decoded), attributes }. */
function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  const out = new Map<string, { value: string; attributes: string }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    out.set(pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attributes: attributes.join(';') });
  }
  return out;
}

/** A new shopper who saved `pids` (in that order). */
async function shopperWith(...pids: string[]): Promise<Visitor> {
  const shopper = await demo.visit();
  for (const pid of pids) await add(`pid=${pid}&Quantity=1&uuid=`, shopper);
  return shopper;
}

const sidOf = (shopper: Visitor) => shopper.cookie.split('=')[1];

const favoritesPage = async (cookie?: string, host?: string) =>
  (await request('GET', '/favorites', { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) })).text();

describe('POST /favorites/add', () => {
  test('saves the product for the shopper, answers success with the items, and writes the cookie as a JSON array', async () => {
    const shopper = await demo.visit();
    const first = await add('pid=P1001&Quantity=1&uuid=abc', shopper);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ success: true, items: ['P1001'] });
    const cookies = setCookies(first);
    expect(cookies.get('myFavoriteProduct')?.value).toBe('["P1001"]');
    expect(cookies.get('myFavoriteProduct')?.attributes).toMatch(/Path=\//);
    expect(cookies.get('myFavoriteProduct')?.attributes, 'the widgets read it').not.toMatch(/HttpOnly/);

    const second = await add('pid=P1003&Quantity=2&uuid=def', shopper);
    expect(await second.json()).toEqual({ success: true, items: ['P1001', 'P1003'] });
  });

  test('is idempotent: saving the same product twice keeps one entry in its first place', async () => {
    const shopper = await shopperWith('P1002', 'P1004');
    const again = await add('pid=P1002&Quantity=3&uuid=', shopper);
    expect(await again.json()).toEqual({ success: true, items: ['P1002', 'P1004'] });
    expect(db.prepare('SELECT quantity FROM favorites WHERE pid = ? AND session_id = ?').get('P1002', sidOf(shopper))).toEqual({ quantity: 3 });
  });

  test.each([
    ['an unknown product', 'pid=NOPE&Quantity=1&uuid=', 'unknown-product'],
    ['no pid', 'Quantity=1&uuid=', 'missing-product'],
  ])('answers with an error field for %s, and saves nothing', async (_case, body, error) => {
    const shopper = await demo.visit();
    const response = await add(body, shopper);
    expect(await response.json()).toEqual({ error });
    expect(setCookies(response).has('myFavoriteProduct')).toBe(false);
    expect(db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE session_id = ?').get(sidOf(shopper))).toEqual({ n: 0 });
  });

  test.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['3', 3],
  ])('stores Quantity %s as %i (SPEC 5.4)', async (quantity, stored) => {
    const body = `pid=P1005&uuid=${quantity === undefined ? '' : `&Quantity=${quantity}`}`;
    const shopper = await demo.visit();
    await add(body, shopper);
    expect(db.prepare('SELECT quantity FROM favorites WHERE session_id = ?').get(sidOf(shopper))).toEqual({ quantity: stored });
    expect(normalizeQuantity(quantity)).toBe(stored);
  });
});

describe('variants', () => {
  test('a variant pid is saved as such, and the saved-items page shows that colour with its own icon and remove form', async () => {
    const variants = db.prepare('SELECT variant_pid AS pid FROM variants WHERE pid = ? ORDER BY position').all('P1001') as { pid: string }[];
    expect(variants.length, 'P1001 comes in several colours').toBeGreaterThan(1);
    const second = variants[1]!.pid;
    const shopper = await demo.visit();
    const response = await add(`pid=${second}&Quantity=1&uuid=`, shopper);
    expect(await response.json()).toEqual({ success: true, items: [second] });
    const html = await favoritesPage(shopper.cookie);
    expect(html).toMatch(new RegExp(`<lto-favorite pid="${second}" product="P1001" uuid="[0-9a-f]+" name="[^",]+, [^"]+">`));
    expect(html).toMatch(/href="\/p\/P1001\?color=[a-z-]+"/);
    expect(html).toContain(`name="pid" value="${second}"`);
  });

  test('an unknown variant of a known product is refused', async () => {
    expect(await (await add('pid=P1001-99&Quantity=1')).json()).toEqual({ error: 'unknown-product' });
  });
});

describe('POST /favorites/remove?doAction=remove&productID={id}', () => {
  test('removes the product named in the query, answers the remaining items and rewrites the cookie', async () => {
    const shopper = await shopperWith('P1001', 'P1002', 'P1003');
    const response = await remove('P1002', 'pid=P1002&Quantity=1&uuid=', shopper);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, items: ['P1001', 'P1003'] });
    expect(setCookies(response).get('myFavoriteProduct')?.value).toBe('["P1001","P1003"]');
  });

  test('is idempotent: removing what is not saved (or without a session) succeeds', async () => {
    const shopper = await shopperWith('P1001');
    expect(await (await remove('P1007', 'pid=P1007', shopper)).json()).toEqual({ success: true, items: ['P1001'] });
    expect(await (await remove('P1007', 'pid=P1007')).json()).toEqual({ success: true, items: [] });
  });

  test('answers with an error field for an unknown product', async () => {
    const shopper = await shopperWith('P1001');
    expect(await (await remove('NOPE', 'pid=NOPE', shopper)).json()).toEqual({ error: 'unknown-product' });
  });

  test("keeps each shopper's favourites apart", async () => {
    const alice = await shopperWith('P1001', 'P1002');
    const bob = await shopperWith('P1002');
    await remove('P1002', 'pid=P1002', bob);
    expect(await (await add('pid=P1003', alice)).json()).toEqual({ success: true, items: ['P1001', 'P1002', 'P1003'] });
  });
});

describe('the saved-items page', () => {
  test('lists what the shopper saved with name, image, price, the icon and a remove form', async () => {
    const { cookie } = await shopperWith('P1001', 'P1003');
    const html = await favoritesPage(cookie);
    expect(html).toContain('<title>Saved items | Brightway</title>');
    expect(html).toContain('<h1>Saved items</h1>');
    expect(html).toContain('2 saved items');
    expect(html).toContain('src="/img/product/P1001.svg"');
    expect(html).toContain('href="/p/P1003"');
    expect(html).toMatch(/\$\d+\.\d{2}\/mo\. for \d+ months, plus tax/);
    expect(html.match(/<lto-favorite pid="P100[13]" product="P100[13]"/g)).toHaveLength(2);
    expect(html.match(/action="\/favorites\/remove-form"/g)).toHaveLength(2);
    expect(html.indexOf('P1001.svg')).toBeLessThan(html.indexOf('P1003.svg'));
  });

  test('is in Spanish on es.localhost and in C$ on ca.localhost', async () => {
    const { cookie } = await shopperWith('P1001');
    const es = await favoritesPage(cookie, 'es.localhost:4173');
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<h1>Artículos guardados</h1>');
    expect(es).toContain('1 artículo guardado');
    expect(es).toMatch(/\$\d+\.\d{2}\/mes por \d+ meses/);
    expect(es).toContain('>Quitar<span class="visually-hidden">');
    const ca = await favoritesPage(cookie, 'ca.localhost:4173');
    expect(ca).toMatch(/C\$\d+\.\d{2}\/mo\./);
  });

  test('holds the list in <lto-favorites-list>, each remove form marked, with the saved pid and the product’s uuid (widgets/favorites-list/README.md)', async () => {
    const { cookie } = await shopperWith('P1001', 'P1002');
    const html = await favoritesPage(cookie);
    expect(html).toMatch(/<lto-favorites-list><ul class="grid favorites-list">[\s\S]*<\/ul><\/lto-favorites-list>/);
    const forms = [...html.matchAll(/<form class="remove-form" method="post" action="\/favorites\/remove-form" data-lto-favorite-remove>[\s\S]*?<\/form>/g)].map(([form]) => form);
    expect(forms).toHaveLength(2);
    const uuid = (pid: string) => (demo.db.prepare('SELECT uuid FROM products WHERE pid = ?').get(pid) as { uuid: string }).uuid;
    expect(forms[0]).toContain('name="pid" value="P1001"');
    expect(forms[0]).toContain(`name="uuid" value="${uuid('P1001')}"`);
    expect(forms[1]).toContain(`name="uuid" value="${uuid('P1002')}"`);
  });

  test('says nothing is saved yet, and sets no cookie, for a new shopper', async () => {
    const response = await request('GET', '/favorites');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You have not saved any products yet.');
    expect(setCookies(response).has('myFavoriteProduct')).toBe(false);
  });

  test('brings a stale myFavoriteProduct cookie back in line with the session', async () => {
    const { cookie: session } = await shopperWith('P1002');
    const response = await request('GET', '/favorites', { cookie: `${session}; myFavoriteProduct=P1009,P1010` });
    expect(setCookies(response).get('myFavoriteProduct')?.value).toBe('["P1002"]');
  });

  test('removes without JavaScript: the form POST redirects back to the page, which no longer lists the product', async () => {
    const shopper = await shopperWith('P1001', 'P1002');
    const { cookie } = shopper;
    const response = await request('POST', '/favorites/remove-form', { cookie, body: `pid=P1001&csrf_token=${shopper.csrf}` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/favorites');
    expect(setCookies(response).get('myFavoriteProduct')?.value).toBe('["P1002"]');
    const html = await favoritesPage(cookie);
    expect(html).not.toContain('href="/p/P1001"');
    expect(html).toContain('href="/p/P1002"');
  });
});

describe('favourites on the other pages', () => {
  test('every listing tile and the product page carry an icon; the header links to the saved items; the config has the endpoints', async () => {
    const listing = await (await request('GET', '/c/bedroom')).text();
    expect(listing.match(/<lto-favorite /g)).toHaveLength(20);
    // Keyed by the pid of the variant the tile shows first, following the tile's selection of its product.
    const tags = [...listing.matchAll(/<lto-favorite pid="([^"]+)" product="([^"]+)" uuid="[0-9a-f-]+" name="[^"]+"><div class="lto-favorite">/g)];
    expect(tags).toHaveLength(20);
    for (const [, pid, product] of tags) expect(pid).toMatch(new RegExp(`^${product}-\\d+$`));
    const config = JSON.parse(/<script type="application\/json" id="lto-config">(.*?)<\/script>/s.exec(listing)?.[1] ?? '{}') as {
      urls: Record<string, string>;
    };
    expect(config.urls).toMatchObject({ addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove' });

    const product = await (await request('GET', '/p/P1001')).text();
    expect(product.match(/<lto-favorite pid="P1001-\d+" product="P1001"/g)).toHaveLength(1);
    const [, other] = db.prepare('SELECT variant_pid AS pid, color FROM variants WHERE pid = ? ORDER BY position').all('P1001') as {
      pid: string;
      color: string;
    }[];
    const colour = await (await request('GET', `/p/P1001?color=${other!.color}`)).text();
    expect(colour, 'the product page keys the icon by the colour shown').toContain(`<lto-favorite pid="${other!.pid}" product="P1001"`);

    for (const [host, label] of [
      ['localhost:4173', 'Saved items'],
      ['es.localhost:4173', 'Artículos guardados'],
    ]) {
      const home = await (await request('GET', '/', { host })).text();
      expect(home).toContain(`<a class="site-header__favorites" href="/favorites">${label}</a>`);
    }
    expect(await favoritesPage()).toContain('href="/favorites" aria-current="page"');
  });

  test('the server draws each heart as the widget will (widgets/favorite/README.md): on for a pid in the cookie, off otherwise', async () => {
    const heart = (html: string, pid: string) =>
      new RegExp(`<lto-favorite pid="${pid}"[^>]*><div class="lto-favorite"><button type="button" role="switch" aria-checked="(true|false)" aria-label="([^"]+)" class="lto-favorite__button (prodisincart|prodnotincart)">`).exec(html)?.slice(1);
    const listing = await (await request('GET', '/c/living-room')).text();
    const [first, second] = [...listing.matchAll(/<lto-favorite pid="([^"]+)"/g)].map((m) => m[1]!);
    const saved = await (await request('GET', '/c/living-room', { cookie: `myFavoriteProduct=${encodeURIComponent(JSON.stringify([first]))}` })).text();
    expect(heart(saved, first!)).toEqual(['true', expect.stringMatching(/^Save /), 'prodisincart']);
    expect(heart(saved, second!)).toEqual(['false', expect.stringMatching(/^Save /), 'prodnotincart']);
    expect(saved).toContain(`<span class="lto-favorite__sku">SKU: ${first}</span>`);
    // A comma list reads the same; a cookie that is not a list of ids saves nothing.
    expect(heart(await (await request('GET', '/c/living-room', { cookie: `myFavoriteProduct=${first},${second}` })).text(), second!)?.[0]).toBe('true');
    expect(heart(await (await request('GET', '/c/living-room', { cookie: 'myFavoriteProduct=%7Boops' })).text(), first!)?.[0]).toBe('false');
    const es = await (await request('GET', '/c/living-room', { host: 'es.localhost:4173' })).text();
    expect(es).toMatch(/aria-label="Guardar [^"]+" class="lto-favorite__button prodnotincart">.*?<span class="lto-favorite__text">Guardar<\/span><\/button><span class="lto-favorite__sku">Código SKU: /);
  });

  test('on the saved-items page every heart is on: the answer rewrites the cookie they read', async () => {
    const shopper = await shopperWith('P1002');
    const html = await (await request('GET', '/favorites', { cookie: `${shopper.cookie}; myFavoriteProduct=P1009` })).text();
    expect(html).toMatch(/<lto-favorite pid="P1002"[^>]*><div class="lto-favorite"><button type="button" role="switch" aria-checked="true"/);
  });
});
