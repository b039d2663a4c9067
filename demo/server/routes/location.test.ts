import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS, sessionCookieOf, type Visitor } from '../test-app.js';

const demo = createTestApp('lto-demo-location-');
afterAll(() => demo.close());

/** An answer, and the shopper whose page sent the request (a new one unless given). */
type Answer = Response & { shopper: Visitor };

/** A POST as the page's widget sends it, for `shopper` or a new shopper on `host`. */
async function post(path: string, { body, shopper, host = HOSTS.us }: { body?: string; shopper?: Visitor; host?: string }): Promise<Answer> {
  const from = shopper ?? (await demo.visit(host));
  const response = await demo.request('POST', path, { host, ...(body !== undefined ? { body } : {}), ...from.asPage });
  return Object.assign(response, { shopper: from });
}

const zipForm = (zip: string, { button = 'confirm', shopper, host }: { button?: string; shopper?: Visitor; host?: string } = {}) =>
  post('/location/zip', { body: `zipcodesearch_zipcode=${encodeURIComponent(zip)}&${button}=true&format=ajax`, ...(shopper ? { shopper } : {}), ...(host ? { host } : {}) });

const byCoordinates = (query: string, shopper?: Visitor) =>
  post(`/location/by-coordinates?format=ajax&${query}&allowedLocation=true`, shopper ? { shopper } : {});

const fallback = (host: string, shopper?: Visitor, bypass = true) =>
  post(`/location/fallback?allowedLocation=false&logLocation=false${bypass ? '&bypassExistingZipcodeCheck=true' : ''}`, { host, ...(shopper ? { shopper } : {}) });

/** The zip the next page shows for this shopper: the header banner's and the config block's. */
async function zipOnPages(cookie: string, host: string = HOSTS.us): Promise<string> {
  const page = await (await demo.request('GET', '/', { cookie, host })).text();
  const banner = /<lto-zip-banner zip="([^"]*)"/.exec(page)?.[1];
  expect(configOf(page).page['zip'], 'config block and banner agree').toBe(banner);
  return banner ?? '';
}

describe('POST {zipcode search form action} /location/zip', () => {
  test('finds the stores near 30303, answers exactly success, zipcode and numberOfStoresFound, and saves the zip', async () => {
    const response = await zipForm('30303');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['numberOfStoresFound', 'success', 'zipcode']);
    expect(body).toMatchObject({ success: true, zipcode: '30303' });
    expect(body['numberOfStoresFound']).toBeGreaterThanOrEqual(5);
    expect(await zipOnPages(response.shopper.cookie)).toBe('30303');
  });

  test('normalises a Canadian postal code typed in lower case without the space, and a ZIP+4', async () => {
    const toronto = await zipForm('m5v3l9', { button: 'setlocation', host: HOSTS.ca });
    const body = (await toronto.json()) as { success: boolean; zipcode: string; numberOfStoresFound: number };
    expect(body.success).toBe(true);
    expect(body.zipcode).toBe('M5V 3L9');
    expect(body.numberOfStoresFound).toBeGreaterThanOrEqual(3);
    expect(await zipOnPages(toronto.shopper.cookie, HOSTS.ca)).toBe('M5V 3L9');

    expect(await (await zipForm('30305-1234')).json()).toMatchObject({ success: true, zipcode: '30305' });
  });

  test.each(['10001', '60601', '90012', '75201', '98101', '33101', 'M4C 1B5', 'H2X 1Y4', 'V6B 1A1', 'T2P 1J9', 'K1P 1J1'])(
    'finds stores near %s',
    async (zip) => {
      expect(await (await zipForm(zip)).json()).toMatchObject({ success: true, zipcode: zip });
    },
  );

  test.each(['30339', '10025', '60607', 'M4W 1A8', 'H2T 1S6', 'V5L 2A1'])(
    'finds stores near %s, a real code the demo lists nowhere itself',
    async (zip) => {
      const body = (await (await zipForm(zip)).json()) as { success: boolean; zipcode: string; numberOfStoresFound: number };
      expect(body).toMatchObject({ success: true, zipcode: zip });
      expect(body.numberOfStoresFound).toBeGreaterThan(0);
    },
  );

  test.each([
    ['99999', 'an unknown ZIP', '99999'],
    ['59701', 'a real ZIP with no store within 50 miles (Butte, MT)', '59701'],
    ['99501', 'a real ZIP with no store within 50 miles (Anchorage, AK)', '99501'],
    ['T5J 0N3', 'a real postal code with no store within 80 km (Edmonton, AB)', 'T5J 0N3'],
    ['hello', 'text that is no postal code', ''],
    ['', 'an empty box', ''],
  ])('answers success false for %s (%s) and saves nothing', async (zip, _case, zipcode) => {
    const response = await zipForm(zip);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, zipcode, numberOfStoresFound: 0 });
    expect(await zipOnPages(response.shopper.cookie)).toBe('');
  });

  test('keeps the zip the shopper had when a new one finds no stores', async () => {
    const { shopper } = await zipForm('30303');
    await zipForm('99999', { shopper });
    expect(await zipOnPages(shopper.cookie)).toBe('30303');
  });

  test.each([
    ['no zip field', 'confirm=true&format=ajax', 'missing-zipcode'],
    ['no submit button name', 'zipcodesearch_zipcode=30303&format=ajax', 'missing-action'],
  ])('refuses a form with %s: 400 JSON', async (_case, body, error) => {
    const response = await post('/location/zip', { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });

  test('works without JavaScript: the store locator form is redirected back, flagged when nothing was found', async () => {
    const shopper = await demo.visit();
    const plainForm = (body: string) => demo.request('POST', '/location/zip', { cookie: shopper.cookie, body: `${body}&csrf_token=${shopper.csrf}` });
    const found = await plainForm('zipcodesearch_zipcode=60601&setlocation=true&returnUrl=%2Fstores');
    expect(found.status).toBe(303);
    expect(found.headers.get('location')).toBe('/stores');
    expect(await zipOnPages(shopper.cookie)).toBe('60601');

    const missed = await plainForm('zipcodesearch_zipcode=99999&setlocation=true&returnUrl=%2Fstores');
    expect(missed.headers.get('location')).toBe('/stores?zip=notfound');
    expect(missed.headers.get('location'), 'the zip itself stays out of the URL').not.toContain('99999');

    const malformed = await plainForm('zipcodesearch_zipcode=3030x&setlocation=true&returnUrl=%2Fstores');
    expect(malformed.headers.get('location'), 'not a zip at all is said as such').toBe('/stores?zip=invalid');

    // The page it goes back to has what was typed in the field, with the focus and its error; once.
    const typed = malformed.headers.getSetCookie().find((line) => line.startsWith('lto_zip_typed='))!.split(';')[0]!;
    const back = await demo.request('GET', '/stores?zip=invalid', { cookie: `${shopper.cookie}; ${typed}` });
    expect(await back.text()).toContain('value="3030x" aria-invalid="true" aria-describedby="zip-form-error" autofocus');
    expect(back.headers.getSetCookie().some((line) => /^lto_zip_typed=;/.test(line)), 'read once').toBe(true);
  });

  test('never redirects to another site', async () => {
    for (const returnUrl of ['//evil.test/', 'https://evil.test/', '/\\evil.test']) {
      const response = await post('/location/zip', { body: `zipcodesearch_zipcode=30303&confirm=true&returnUrl=${encodeURIComponent(returnUrl)}` });
      expect(response.status, returnUrl).toBe(200);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  test('answers a missing or broken body with 400 JSON, not 500', async () => {
    const empty = await post('/location/zip', {});
    expect(empty.status).toBe(400);
    const shopper = await demo.visit();
    const broken = await demo.request('POST', '/location/zip', {
      body: '--nope\r\nbroken',
      contentType: 'multipart/form-data; boundary=xyz',
      ...shopper.asPage,
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false });
  });
});

describe('POST {findstorebylatlang} /location/by-coordinates', () => {
  test('saves the ZIP nearest a US shopper and answers exactly success and headerzipcode', async () => {
    const atlanta = await byCoordinates('latitude=33.7525&longitude=-84.3888&bypassExistingZipcodeCheck=true');
    expect(atlanta.status).toBe(200);
    expect(atlanta.headers.get('cache-control')).toBe('no-store');
    expect(await atlanta.json()).toEqual({ success: true, headerzipcode: '30303' });
    expect(await zipOnPages(atlanta.shopper.cookie)).toBe('30303');

    const buckhead = await byCoordinates('latitude=33.8404&longitude=-84.3797&bypassExistingZipcodeCheck=true');
    expect(await buckhead.json()).toEqual({ success: true, headerzipcode: '30305' });
  });

  test('answers a Canadian shopper with the full postal code of the nearest store, one they could type', async () => {
    // By the CN Tower: the Yonge-Dundas store (C501) is the nearest, so its code is the answer.
    const toronto = await byCoordinates('latitude=43.6431&longitude=-79.3868&bypassExistingZipcodeCheck=true');
    expect(await toronto.json()).toEqual({ success: true, headerzipcode: 'M5B 2H1' });
    expect(await zipOnPages(toronto.shopper.cookie, HOSTS.ca)).toBe('M5B 2H1');
    const stores = (await (await demo.request('GET', '/stores/inventory?pid=P1001&zipCode=M5B%202H1', { host: HOSTS.ca })).json()) as {
      storeId: string;
    }[];
    expect(stores[0]?.storeId).toBe('C501');
  });

  test('answers success false, keeping the header as it was, far from every store', async () => {
    const { shopper } = await zipForm('10001');
    const ocean = await byCoordinates('latitude=30&longitude=-40&bypassExistingZipcodeCheck=true', shopper);
    expect(await ocean.json()).toEqual({ success: false, headerzipcode: '10001' });
    const montana = await byCoordinates('latitude=46.0&longitude=-112.5&bypassExistingZipcodeCheck=true');
    expect(await montana.json()).toEqual({ success: false, headerzipcode: '' });
    const edmonton = await byCoordinates('latitude=53.5421&longitude=-113.4989&bypassExistingZipcodeCheck=true');
    expect(await edmonton.json()).toEqual({ success: false, headerzipcode: '' });
  });

  test('keeps a zip the shopper already has unless bypassExistingZipcodeCheck=true', async () => {
    const { shopper } = await zipForm('60601');
    const kept = await byCoordinates('latitude=33.7525&longitude=-84.3888', shopper);
    expect(await kept.json()).toEqual({ success: true, headerzipcode: '60601' });
    const moved = await byCoordinates('latitude=33.7525&longitude=-84.3888&bypassExistingZipcodeCheck=true', shopper);
    expect(await moved.json()).toEqual({ success: true, headerzipcode: '30303' });
    expect(await zipOnPages(shopper.cookie)).toBe('30303');
  });

  test.each(['latitude=abc&longitude=-84.39', 'latitude=91&longitude=0', 'latitude=0&longitude=181', 'longitude=-84.39', 'latitude=&longitude='])(
    'refuses %s with 400 JSON',
    async (query) => {
      const response = await byCoordinates(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: 'bad-coordinates' });
    },
  );
});

describe('POST {findstoresfallbackfunction} /location/fallback', () => {
  test("gives the site's default location: Atlanta 30303 in the US, Toronto M5V 3L9 in Canada", async () => {
    const us = await fallback(HOSTS.us);
    expect(await us.json()).toEqual({ success: true, headerzipcode: '30303' });
    expect(await zipOnPages(us.shopper.cookie)).toBe('30303');
    expect(await (await fallback(HOSTS.es)).json()).toEqual({ success: true, headerzipcode: '30303' });
    const ca = await fallback(HOSTS.ca);
    expect(await ca.json()).toEqual({ success: true, headerzipcode: 'M5V 3L9' });
  });

  test("does not replace the shopper's own zip without bypassExistingZipcodeCheck=true", async () => {
    const { shopper } = await zipForm('98101');
    expect(await (await fallback(HOSTS.us, shopper, false)).json()).toEqual({ success: true, headerzipcode: '98101' });
    expect(await zipOnPages(shopper.cookie)).toBe('98101');
  });
});

describe('POST {setZipCode} /location/set-zip', () => {
  test('saves a known zip in normal form, stores near it or not', async () => {
    const response = await post('/location/set-zip', { body: 'zipCode=v6b1a1' });
    expect(await response.json()).toEqual({ success: true, zipCode: 'V6B 1A1' });
    const { shopper } = response;
    expect(await zipOnPages(shopper.cookie)).toBe('V6B 1A1');
    await post('/location/set-zip', { body: 'zipCode=59701', shopper });
    expect(await zipOnPages(shopper.cookie)).toBe('59701');
  });

  test.each([
    ['', 'missing-zipcode'],
    ['zipCode=99999', 'unknown-zipcode'],
    ['zipCode=not-a-zip', 'invalid-zipcode'],
  ])('refuses %j with 400 JSON', async (body, error) => {
    const response = await post('/location/set-zip', { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });
});

describe('?postalCode= on any page (SPEC 2.1: links to the Spanish site carry the zip)', () => {
  test("the Canadian site's link to the Spanish site carries no Canadian postal code; the US site's carries its zip", async () => {
    const spanishLink = async (host: string, zip: string) => {
      const page = await (await demo.request('GET', `/c/living-room?postalCode=${encodeURIComponent(zip)}`, { host })).text();
      return /href="([^"]*)"[^>]*hreflang="es-US"/.exec(page)?.[1] ?? /hreflang="es-US"[^>]*href="([^"]*)"/.exec(page)?.[1];
    };
    expect(await spanishLink(HOSTS.us, '30305')).toContain('postalCode=30305');
    expect(await spanishLink(HOSTS.ca, 'M5V 3L9')).not.toContain('postalCode');
  });

  test("a monthly-payment range goes to the other site of the same currency, not to the other country's (C$ for $)", async () => {
    const linkTo = async (host: string, hreflang: string) => {
      const page = await (await demo.request('GET', '/c/living-room?pmin=40&pmax=120', { host })).text();
      return new RegExp(`href="([^"]*)"[^>]*hreflang="${hreflang}"`).exec(page)?.[1]?.replaceAll('&amp;', '&');
    };
    expect(await linkTo(HOSTS.us, 'es-US')).toMatch(/\?pmin=40&pmax=120/);
    expect(await linkTo(HOSTS.us, 'en-CA')).toMatch(/\/c\/living-room$/);
    expect(await linkTo(HOSTS.ca, 'en-US')).toMatch(/\/c\/living-room$/);
    expect(await linkTo(HOSTS.ca, 'es-US')).not.toContain('pmin');
  });

  test('a page opened with ?postalCode= takes that zip at once and keeps it for the next pages', async () => {
    const first = await demo.request('GET', '/?postalCode=30305', { host: HOSTS.es });
    const page = await first.text();
    expect(configOf(page).page['zip']).toBe('30305');
    expect(await zipOnPages(sessionCookieOf(first), HOSTS.es)).toBe('30305');
  });

  test("a postalCode no store serves, one of another country (the Spanish site is the US's), or no postal code at all, changes nothing", async () => {
    for (const code of ['99999', 'not-a-zip', 'K1A 0B1', 'M5V 3L9']) {
      const page = await (await demo.request('GET', `/?postalCode=${code}`, { host: HOSTS.es })).text();
      expect(configOf(page).page['zip']).toBe('');
    }
  });
});
