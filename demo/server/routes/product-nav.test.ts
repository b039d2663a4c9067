import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-product-nav-');
afterAll(() => app.close());

const get = async (path: string, host: string = HOSTS.us, cookie?: string) => {
  const response = await app.request('GET', path, { host, ...(cookie ? { cookie } : {}) });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

interface Neighbour {
  pid: string;
  name: string;
  url: string;
}
interface Nav {
  previous: Neighbour | null;
  next: Neighbour | null;
  position: number;
  total: number;
}

const nav = async (query: string, host?: string, cookie?: string) => JSON.parse((await get(`/products/nav?${query}`, host, cookie)).body) as Nav;

/** A listing as its pages show it (a category's by default): the tiles' pids, page after page. */
async function listing(category: string, address = `/c/${category}?`): Promise<string[]> {
  const pids: string[] = [];
  for (let start = 0; ; start += 20) {
    const page = (await get(`${address}&start=${start}`)).body;
    const tiles = [...page.matchAll(/<lto-product-tile pid="([^"]+)"/g)].map((m) => m[1]!);
    // A start past the end shows the last page again: that page is the end.
    if (tiles.length === 0 || pids.includes(tiles[0]!)) return pids;
    pids.push(...tiles);
    if (tiles.length < 20) return pids;
  }
}

const categoryOf = async (pid: string) => String(configOf((await get(`/p/${pid}`)).body).page['category']);

describe('GET /products/nav (urls.productNav): neighbours in the listing the shopper came from', () => {
  test("answers the previous and next products of the listing, the position and the total, with each link's own #start", async () => {
    const category = await categoryOf('P1001');
    const pids = await listing(category);
    expect(pids.length).toBeGreaterThan(3);
    const pid = pids[2]!;
    const { status, type } = await get(`/products/nav?start=3&pid=${pid}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    const answer = await nav(`start=3&pid=${pid}`);
    expect(answer).toMatchObject({ position: 3, total: pids.length });
    expect(answer.previous).toMatchObject({ pid: pids[1], url: `/p/${pids[1]}#start=2` });
    expect(answer.next).toMatchObject({ pid: pids[3], url: `/p/${pids[3]}#start=4` });
    expect(answer.next!.name).toMatch(/\w/);
  });

  test('gives no previous product at the start of the list and no next at its end', async () => {
    const pids = await listing(await categoryOf('P1001'));
    const first = await nav(`start=1&pid=${pids[0]}`);
    expect(first.previous).toBeNull();
    expect(first.position).toBe(1);
    const last = await nav(`start=${pids.length}&pid=${pids.at(-1)}`);
    expect(last.next).toBeNull();
    expect(last.position).toBe(pids.length);
  });

  test("uses the product's own place when the hash's position does not hold it (stale or from a search)", async () => {
    const pids = await listing(await categoryOf('P1001'));
    for (const start of ['1', '9999', 'abc', '']) {
      const answer = await nav(`start=${start}&pid=${pids[2]}`);
      expect(answer.position).toBe(3);
      expect(answer.previous?.pid).toBe(pids[1]);
    }
  });

  test('names the products in the site language', async () => {
    const pids = await listing(await categoryOf('P1001'));
    const en = await nav(`start=2&pid=${pids[1]}`);
    const es = await nav(`start=2&pid=${pids[1]}`, HOSTS.es);
    expect(es.next!.pid).toBe(en.next!.pid);
    expect(es.next!.name).not.toBe(en.next!.name);
  });

  test('answers 404 for an unknown, missing or malformed pid', async () => {
    for (const query of ['pid=NOPE', '', 'pid=%3Cscript%3E']) expect((await get(`/products/nav?start=1&${query}`)).status).toBe(404);
  });
});

describe('the product page', () => {
  test('registers urls.productNav and places <lto-product-nav> with a link back to the category', async () => {
    const page = (await get('/p/P1001')).body;
    const category = String(configOf(page).page['category']);
    expect(configOf(page).urls['productNav']).toBe('/products/nav');
    expect(page).toMatch(
      new RegExp(
        `<lto-product-nav pid="P1001"><nav class="lto-product-nav" aria-label="Products in this list"><a class="lto-product-nav__back" href="/c/${category}">Back to [^<]+</a><div class="lto-product-nav__steps"></div></nav></lto-product-nav>`,
      ),
    );
  });
});

describe('the listing the tile was opened on (the lastVisitedGridUrl cookie, SPEC 2.6)', () => {
  const gridCookie = (address: string) => `lastVisitedGridUrl=${encodeURIComponent(`http://localhost:4173${address}`)}`;

  test.each([
    ['sorted by price, low to high', '/c/living-room?srule=price-low-high&sz=40'],
    ['refined by a brand, newest first', '/c/living-room?brand=Crestline&srule=newest'],
    ['a search', '/showsearch?q=sofa&srule=price-high-low'],
  ])('%s: previous and next follow that listing', async (_, address) => {
    const shown = await listing('', `${address.replace(/&sz=\d+/, '')}`);
    expect(shown.length).toBeGreaterThan(3);
    const at = 2;
    const answer = await nav(`start=${at + 1}&pid=${shown[at]}`, undefined, gridCookie(address));
    expect(answer.previous?.pid).toBe(shown[at - 1]);
    expect(answer.next?.pid).toBe(shown[at + 1]);
    expect(answer.position).toBe(at + 1);
    expect(answer.total).toBe(shown.length);
  });

  test("a listing that does not hold the product, or an address that is no listing, gives the category's order", async () => {
    const category = await listing('living-room');
    const pid = category[5]!;
    const plain = await nav(`start=6&pid=${pid}`);
    for (const address of ['/c/living-room?brand=Nobody-such&color=zzz', '/showsearch?q=lamp', '/account', '/c/unknown', 'javascript:alert(1)', '%%%']) {
      const answer = await nav(`start=6&pid=${pid}`, undefined, `lastVisitedGridUrl=${encodeURIComponent(address)}`);
      expect(answer, address).toEqual(plain);
    }
  });
});
