import { afterAll, describe, expect, test } from 'vitest';
import { placeOf } from '../data/gazetteer.js';
import { distanceKm } from '../data/geo.js';
import { configOf, createTestApp, HOSTS, type Visitor } from '../test-app.js';

const demo = createTestApp('lto-demo-stores-');
afterAll(() => demo.close());

interface StoreAnswer {
  storeId: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  status: string;
  statusclass: string;
}

const inventory = (query: string, host: string = HOSTS.us) => demo.request('GET', `/stores/inventory?${query}`, { host });
const inventoryOf = async (pid: string, zip: string, host?: string) =>
  (await (await inventory(`pid=${pid}&zipCode=${encodeURIComponent(zip)}`, host)).json()) as StoreAnswer[];

/** HTML text as a reader sees it (the views escape apostrophes and ampersands). */
const readable = (markup: string) => markup.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const page = async (path: string, { cookie, host }: { cookie?: string; host?: string } = {}) =>
  (await demo.request('GET', path, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) })).text();

/** A widget's POST from a new shopper's page on `host`. */
async function postAsNewShopper(path: string, body: string, host: string = HOSTS.us): Promise<Response & { shopper: Visitor }> {
  const shopper = await demo.visit(host);
  return Object.assign(await demo.request('POST', path, { body, host, ...shopper.asPage }), { shopper });
}

/** A new shopper whose session has this zip (set through the zip form); their session cookie. */
const shopperAt = async (zip: string, host?: string) =>
  (await postAsNewShopper('/location/zip', `zipcodesearch_zipcode=${encodeURIComponent(zip)}&confirm=true`, host)).shopper.cookie;

const storeCoordinates = (storeId: string) =>
  demo.db.prepare('SELECT latitude, longitude FROM stores WHERE store_id = ?').get(storeId) as { latitude: number; longitude: number };

const soldOutPid = (demo.db.prepare('SELECT pid FROM products WHERE pid NOT IN (SELECT pid FROM variants WHERE in_stock = 1) LIMIT 1').get() as {
  pid: string;
}).pid;

describe('GET {storesInventory} /stores/inventory?pid=&zipCode=', () => {
  test('lists the stores near 30303, nearest first, with exactly the Store fields of SPEC 3.1', async () => {
    const response = await inventory('pid=P1001&zipCode=30303');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stores = (await response.json()) as StoreAnswer[];
    expect(stores.length).toBeGreaterThanOrEqual(5);
    for (const s of stores) {
      expect(Object.keys(s).sort()).toEqual(['address1', 'city', 'postalCode', 'stateCode', 'status', 'statusclass', 'storeId']);
      expect(s.stateCode).toBe('GA');
      expect(['store-in-stock', 'store-limited', 'store-out-of-stock']).toContain(s.statusclass);
      expect(s.status).toBe({ 'store-in-stock': 'In stock', 'store-limited': 'Limited stock', 'store-out-of-stock': 'Out of stock' }[s.statusclass]);
    }
    expect(stores[0]).toMatchObject({ storeId: 'C101', city: 'Atlanta', postalCode: '30303' });
    const from = placeOf({ code: '30303', country: 'US' })!;
    const distances = stores.map((s) => distanceKm(from, storeCoordinates(s.storeId)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(80.5);
  });

  test('finds the Toronto stores for M5V 3L9 however it is typed, and gives status text in Spanish on the Spanish site', async () => {
    const toronto = await inventoryOf('P1001', 'm5v3l9', HOSTS.ca);
    expect(toronto.map((s) => s.city)).toEqual(expect.arrayContaining(['Toronto', 'Mississauga']));
    expect(toronto[0]).toMatchObject({ stateCode: 'ON', postalCode: 'M5B 2H1' });
    const spanish = await inventoryOf('P1001', '30303', HOSTS.es);
    for (const s of spanish) expect(['Disponible', 'Pocas unidades', 'Agotado']).toContain(s.status);
  });

  test('lists stores for a real ZIP the demo lists nowhere itself', async () => {
    const vinings = await inventoryOf('P1001', '30339');
    expect(vinings.length).toBeGreaterThan(0);
    expect(vinings.every((s) => s.stateCode === 'GA')).toBe(true);
  });

  test('is an empty list for an unknown, far away or malformed zip', async () => {
    for (const zip of ['99999', '59701', '99501', 'T5J 0N3', 'nope', '']) expect(await inventoryOf('P1001', zip), zip).toEqual([]);
  });

  test('shows a product that is out of stock online as out of stock in every store', async () => {
    const stores = await inventoryOf(soldOutPid, '10001');
    expect(stores.length).toBeGreaterThan(0);
    for (const s of stores) expect(s.statusclass).toBe('store-out-of-stock');
  });

  test.each([
    ['zipCode=30303', 400, 'missing-pid'],
    ['pid=P1001', 400, 'missing-zipcode'],
    ['pid=NOPE&zipCode=30303', 404, 'unknown-product'],
  ])('refuses %s with %i JSON', async (query, status, error) => {
    const response = await inventory(query);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, error });
  });
});

describe('POST {setPreferredStore} /stores/preferred', () => {
  test('saves the store in the session: later pages carry it in the config block and the product slot', async () => {
    const response = await postAsNewShopper('/stores/preferred', 'storeId=C102');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, storeId: 'C102' });
    const { cookie } = response.shopper;
    expect(configOf(await page('/', { cookie })).page).toMatchObject({ storeId: 'C102', zip: '' });
    expect(await page('/p/P1001', { cookie })).toContain('<lto-store-availability pid="P1001" zip="" store-id="C102">');
  });

  test.each([
    ['', 'missing-store'],
    ['storeId=C999', 'unknown-store'],
    ['storeId=%3Cscript%3E', 'unknown-store'],
  ])('refuses %j with 400 JSON', async (body, error) => {
    const response = await postAsNewShopper('/stores/preferred', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });

  test('works without JavaScript: the locator form redirects back and the store is then marked as mine', async () => {
    const cookie = await shopperAt('30303');
    const token = /name="csrf_token" value="([^"]+)"/.exec(await page('/stores', { cookie }))![1];
    const response = await demo.request('POST', '/stores/preferred', { cookie, body: `storeId=C103&returnUrl=%2Fstores&csrf_token=${token}` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/stores');
    const html = await page('/stores', { cookie });
    const mine = /<li class="store" id="store-C103">.*?<\/li>/s.exec(html)?.[0] ?? '';
    expect(mine).toContain('My store');
    expect(mine).not.toContain('Set as my store');
    expect(html.match(/action="\/stores\/preferred"/g)?.length).toBeGreaterThan(3);
  });
});

describe('the store locator /stores', () => {
  test("lists the stores near the shopper's zip with name, address, phone, hours, distance and a 'Set as my store' form", async () => {
    const html = await page('/stores', { cookie: await shopperAt('60601') });
    expect(html).toContain('<title>Find a store | Brightway</title>');
    expect(html).toContain('<h2>Stores near Chicago, IL 60601</h2>');
    expect(html).not.toContain('Enter your ZIP code to see');
    const first = /<li class="store" id="store-(C\d+)">(.*?)<\/li>/s.exec(html);
    expect(first?.[1]).toBe('C113');
    expect(first?.[2]).toContain('<a href="/stores/C113">Brightway The Loop</a>');
    expect(first?.[2]).toMatch(/<address class="store__address">\d+ N State St<br>Chicago, IL 60601<\/address>/);
    expect(first?.[2]).toMatch(/<a href="tel:\+1312555\d{4}">\(312\) 555-\d{4}<\/a>/);
    expect(first?.[2]).toMatch(/<p class="store__distance">[\d.]+ mi away<\/p>/);
    expect(first?.[2]).toMatch(/<th scope="row">Monday<\/th><td>\d+:\d\d [AP]M – \d+:\d\d [AP]M<\/td>/);
    expect(first?.[2]).toContain('Set as my store<span class="visually-hidden"> (Brightway The Loop)</span>');
    const distances = [...html.matchAll(/<p class="store__distance">([\d.]+) mi away/g)].map((m) => Number(m[1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(configOf(html).page).toMatchObject({ type: 'storelocator', zip: '60601' });
  });

  test('shows the stores near the site default, and asks for a zip, when the shopper has not given one', async () => {
    const us = await page('/stores');
    expect(us).toContain('Enter your ZIP code to see the stores nearest you.');
    expect(us).toContain('<h2>Stores near Atlanta, GA 30303</h2>');
    expect(us).toContain('name="zipcodesearch_zipcode"');
    expect(us).toContain('name="setlocation"');
    const ca = await page('/stores', { host: HOSTS.ca });
    expect(ca).toContain('Enter your postal code to see the stores nearest you.');
    expect(ca).toContain('<h2>Stores near Downtown Toronto, ON M5V 3L9</h2>');
    expect(ca).toContain('<label for="zipcodesearch_zipcode">Postal code</label>');
    expect(ca).toMatch(/<p class="store__distance">[\d.]+ km away<\/p>/);
    expect(ca).toMatch(/<td>\d+:\d\d a\.m\. – \d+:\d\d p\.m\.<\/td>/);
  });

  test('is in Spanish on the Spanish site', async () => {
    const es = await page('/stores', { host: HOSTS.es, cookie: await shopperAt('30303', HOSTS.es) });
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<h1>Encuentra una tienda</h1>');
    expect(es).toContain('<h2>Tiendas cerca de Atlanta, GA 30303</h2>');
    expect(es).toContain('Elegir como mi tienda');
    expect(es).toMatch(/<p class="store__distance">A [\d.]+ mi<\/p>/);
    expect(es).toMatch(/<th scope="row">lunes<\/th>/);
    expect(es).toContain('<label for="zipcodesearch_zipcode">Código postal</label>');
  });

  test('says when the zip form found nothing, tied to the field', async () => {
    const html = await page('/stores?zip=notfound');
    expect(html).toContain('aria-invalid="true" aria-describedby="zip-form-error"');
    expect(html).toContain(`<p id="zip-form-error" class="notice" role="alert">We couldn&#39;t find any stores for that ZIP code.`);
  });

  test("says that what was typed is not a zip, rather than that no store is near it, on each site", async () => {
    expect(await page('/stores?zip=invalid')).toContain('<p id="zip-form-error" class="notice" role="alert">Please enter a valid 5-digit zip code or Canadian postal code, like A1A 1A1.</p>');
    expect(await page('/stores?zip=invalid', { host: HOSTS.es })).toContain('role="alert">Escribe un código postal válido de 5 dígitos o uno canadiense, como A1A 1A1.</p>');
  });

  test('says there are no stores near a known zip that has none', async () => {
    const cookie = (await postAsNewShopper('/location/set-zip', 'zipCode=59701')).shopper.cookie;
    const html = await page('/stores', { cookie });
    expect(html).toContain('<h2>Stores near Butte, MT 59701</h2>');
    expect(html).toContain('There are no stores within 50 miles of this ZIP code.');
  });
});

describe('store details /stores/{storeId}', () => {
  test('is a full page without format=ajax, with the set-my-store form coming back to it', async () => {
    const response = await demo.request('GET', '/stores/C501', { host: HOSTS.ca });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('<h1>Brightway Yonge-Dundas</h1>');
    expect(html).toMatch(/Toronto, ON M5B 2H1/);
    expect(html).toContain('name="returnUrl" value="/stores/C501"');
    expect(html).toContain('<a href="/stores">Find a store</a>');
  });

  test('is an HTML fragment with format=ajax, for the store details dialog', async () => {
    const response = await demo.request('GET', '/stores/C101?format=ajax');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toContain('<html');
    expect(html).not.toContain('lto-config');
    expect(html).toMatch(/^<section class="store-details" aria-labelledby="store-details-heading">/);
    expect(html).toContain('<h2 id="store-details-heading">Brightway Downtown Atlanta</h2>');
    expect(html).toContain('<h3>Store hours</h3>');
    expect((await (await demo.request('GET', '/stores/C101?format=ajax', { host: HOSTS.es })).text())).toContain('<h3>Horario de la tienda</h3>');
  });

  test('is a 404 for an unknown or malformed store number, as a page or a fragment', async () => {
    for (const path of ['/stores/C999', '/stores/C999?format=ajax', '/stores/..%2Fetc', '/stores/%3Cb%3E?format=ajax']) {
      expect((await demo.request('GET', path)).status, path).toBe(404);
    }
  });
});

describe('location on every page', () => {
  test('the config block carries the location endpoints and the page type', async () => {
    const config = configOf(await page('/'));
    expect(config.urls).toMatchObject({
      zipcodeSearch: '/location/zip',
      findstorebylatlang: '/location/by-coordinates',
      findstoresfallbackfunction: '/location/fallback',
      setZipCode: '/location/set-zip',
      storesInventory: '/stores/inventory',
      setPreferredStore: '/stores/preferred',
      storeLocator: '/stores',
    });
    expect(config.page).toMatchObject({ zip: '', storeId: '' });
  });

  test.each([
    [HOSTS.us, '30303', 'Zip code: 30303', 'Set your zip code', 'Stores', 'Store locator'],
    [HOSTS.es, '30303', 'Código postal: 30303', 'Indica tu código postal', 'Tiendas', 'Buscar tiendas'],
    [HOSTS.ca, 'M5V 3L9', 'Postal code: M5V 3L9', 'Set your postal code', 'Stores', 'Store locator'],
  ])('on %s the header banner shows the zip, and header and footer link to the store locator', async (host, zip, label, unset, headerLink, footerLink) => {
    const before = await page('/c/bedroom', { host });
    const banner = (html: string) =>
      /<lto-zip-banner zip="([^"]*)" href="\/stores"><a class="lto-zip-banner" href="\/stores" data-lto-zip-modal aria-haspopup="dialog"[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span class="lto-zip-banner__text">([^<]*)<\/span><\/a><\/lto-zip-banner>/.exec(html)?.slice(1);
    expect(banner(before)).toEqual(['', unset]);
    const after = await page('/c/bedroom', { host, cookie: await shopperAt(zip, host) });
    expect(banner(after)).toEqual([zip, label]);
    expect(after).toContain(`<lto-zip-modal></lto-zip-modal>`);
    expect(after).toContain(`<a class="site-header__stores" href="/stores">${headerLink}</a>`);
    expect(after).toContain(`<p><a href="/stores">${footerLink}</a></p>`);
  });

  test('the product page draws the store availability with links to the locator, and the stores near the zip with their inventory', async () => {
    const html = readable(await page('/p/P1002', { cookie: await shopperAt('30303') }));
    const tag = /<lto-store-availability pid="P1002" zip="30303" store-id="" inventory="([^"]*)">([\s\S]*?)<\/lto-store-availability>/.exec(html);
    expect(tag).not.toBeNull();
    const inventory = JSON.parse(tag![1]!.replace(/&quot;/g, '"')) as { storeId: string; status: string }[];
    const answer = (await (await demo.request('GET', '/stores/inventory?pid=P1002&zipCode=30303')).json()) as unknown;
    expect(inventory, 'the answer storesInventory gives').toEqual(answer);
    expect(tag![2]).toContain('<a class="lto-button" href="/stores" aria-haspopup="dialog">Set preferred store</a>');
    expect(tag![2]).toContain('<h3 class="lto-store-availability__subheading">Stores near 30303</h3>');
    expect(tag![2]!.match(/<li class="lto-store-availability__item/g)).toHaveLength(Math.min(3, inventory.length));
    const spanish = readable(await page('/p/P1002', { host: HOSTS.es }));
    expect(spanish).toContain('<a class="lto-button lto-button--link" href="/stores" aria-haspopup="dialog">Buscar una tienda cercana</a>');
    expect(spanish).not.toContain(' inventory="');
  });
});
