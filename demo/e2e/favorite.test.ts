/**
 * The favourite icons and the saved-items page in real Chromium against the demo storefront
 * (SPEC 3.3, 4.5, 5.4, 7.5, 8): what a shopper sees, clicks and hears (axe scans the listing with
 * saved hearts and the saved-items page, empty and not, in a11y.test.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { FAVORITE_CHANGE_EVENT } from '../../src/contracts/favorite-events';
import { eventually } from './compare-ui';
import { favoriteCookie, favoriteUi, fetchFavoriteTags, seedFavorites, type SavedProduct } from './favorite-ui';
import { useDemo, type SiteName } from './harness';
import { holdRequests, holdWidgetCode, wakeAll } from './islands';
import { shownText } from './results-text';

const demo = useDemo();

const LISTING = '/c/living-room';

async function openListing(site: SiteName = 'en', page?: Page) {
  const opened = await demo.openSite(LISTING, { site, ...(page ? { page } : {}) });
  const ui = favoriteUi(opened, site === 'es' ? 'es' : 'en');
  await ui.ready();
  return { page: opened, ui, products: await ui.products() };
}

/** Puts the listing's first `count` products in this test's favourites, without the UI. */
async function seeded(count: number): Promise<SavedProduct[]> {
  const listed = (await fetchFavoriteTags(demo.context, `${demo.url}${LISTING}`)).slice(0, count);
  expect(listed).toHaveLength(count);
  await seedFavorites(demo.context, demo.url, listed);
  return listed;
}

const isFavoriteCall = (path: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

describe('saving from a listing tile', () => {
  test('every tile has an empty heart named "Save {name}" with the SKU beside it', async () => {
    const { page, ui, products } = await openListing();
    expect(products.length).toBeGreaterThanOrEqual(7);
    expect(await ui.savedNames()).toEqual([]);
    for (const product of [products[0]!, products.at(-1)!]) {
      expect(await ui.heart(product).count(), `one switch named exactly "Save ${product.name}"`).toBe(1);
      expect(await ui.state(product)).toBe('off');
      expect(await shownText(ui.heart(product))).toBe('Save');
      const tag = page.locator(`lto-favorite[pid="${product.pid}"]`);
      expect(await shownText(tag)).toContain(`SKU: ${product.pid}`);
    }
  });

  test('a click fills the heart, the cookie remembers it across a reload, and the product is on the saved-items page', async () => {
    const { page, ui, products } = await openListing();
    const [first, second] = products as [SavedProduct, SavedProduct];

    const [post] = await Promise.all([page.waitForResponse(isFavoriteCall('/favorites/add')), ui.heart(first).click()]);
    const form = new URLSearchParams(post.request().postData() ?? '');
    expect(Object.fromEntries(form)).toMatchObject({ pid: first.pid, Quantity: '1' });
    expect(form.get('uuid')).toMatch(/^[0-9a-f-]{32,36}$/);
    await eventually(() => ui.state(first)).toBe('on');
    await eventually(() => ui.liveRegion.innerText()).toBe(`${first.name} saved.`);
    await eventually(() => favoriteCookie(demo.context)).toEqual([first.pid]);

    await page.reload();
    await ui.ready();
    expect(await ui.savedNames(), 'after a reload').toEqual([first.name]);
    expect(await ui.state(second)).toBe('off');

    await Promise.all([page.waitForURL((url) => url.pathname === '/favorites'), ui.headerLink.click()]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Saved items');
    expect(await ui.listedProducts()).toEqual([first.name]);
    await ui.ready();
    expect(await ui.savedNames(), 'the icon on the saved-items page is on').toEqual(await ui.listedNames());
    expect(await page.locator('main .favorites-list').innerText()).toMatch(/\$\d+\.\d{2}\/mo\./);
    expect(await page.locator('main .favorites-list img').count()).toBe(1);
  });

  test('a second click removes it again, and host scripts hear lto:favorite-change each time', async () => {
    const { page, ui, products } = await openListing();
    await page.evaluate((name) => {
      const seen: unknown[] = [];
      (window as unknown as { seenFavoriteEvents: unknown[] }).seenFavoriteEvents = seen;
      document.addEventListener(name as typeof FAVORITE_CHANGE_EVENT, ({ detail, bubbles, composed }) => seen.push({ ...detail, bubbles, composed }));
    }, FAVORITE_CHANGE_EVENT);
    const seen = () => page.evaluate(() => (window as unknown as { seenFavoriteEvents: unknown[] }).seenFavoriteEvents);
    const [a, b] = products as [SavedProduct, SavedProduct];

    await ui.heart(a).click();
    await eventually(seen).toHaveLength(1);
    await ui.heart(b).click();
    await eventually(seen).toHaveLength(2);
    await Promise.all([page.waitForResponse(isFavoriteCall('/favorites/remove')), ui.heart(a).click()]);
    await eventually(seen).toEqual([
      { pid: a.pid, favorite: true, items: [a.pid], bubbles: true, composed: true },
      { pid: b.pid, favorite: true, items: [a.pid, b.pid], bubbles: true, composed: true },
      { pid: a.pid, favorite: false, items: [b.pid], bubbles: true, composed: true },
    ]);
    expect(await ui.state(a)).toBe('off');
    expect(await favoriteCookie(demo.context)).toEqual([b.pid]);

    await demo.openSite('/favorites', { page });
    expect(await ui.listedProducts(), 'the server agrees').toEqual([b.name]);
  });

  test("a swatch click on the tile moves the heart to that colour's pid: its SKU, its state and what it saves", async () => {
    const { page, ui, products } = await openListing();
    // A tile whose product comes in several colours: its swatches are radios inside the tile.
    let product: SavedProduct | undefined;
    let tile = page.locator('article.tile').first();
    for (const candidate of products) {
      tile = page.locator('article.tile', { has: page.locator(`lto-favorite[pid="${candidate.pid}"]`) });
      if ((await tile.getByRole('radio').count()) > 1) {
        product = candidate;
        break;
      }
    }
    expect(product, 'the listing has a product in several colours').toBeDefined();
    const icon = tile.locator('lto-favorite');
    expect(await icon.innerText()).toContain(`SKU: ${product!.pid}`);
    const other = tile.getByRole('radio', { checked: false }).first();
    await other.click();
    await eventually(() => icon.innerText()).not.toContain(`SKU: ${product!.pid}`);
    const sku = /SKU: (\S+)/.exec(await icon.innerText())?.[1] ?? '';
    expect(sku, 'another variant of the same product').toMatch(new RegExp(`^${product!.product}-\\d+$`));

    const [post] = await Promise.all([page.waitForResponse(isFavoriteCall('/favorites/add')), ui.heart(product!).click()]);
    expect(new URLSearchParams(post.request().postData() ?? '').get('pid')).toBe(sku);
    await eventually(() => ui.state(product!)).toBe('on');
    await eventually(() => favoriteCookie(demo.context)).toEqual([sku]);

    // Back on the first colour, the heart shows that colour's own state: not saved.
    await tile.getByRole('radio', { checked: false }).first().click();
    await eventually(() => ui.state(product!)).toBe('off');
  });

  test('the product page carries the same heart, already on for a saved product', async () => {
    const [saved] = await seeded(1);
    const page = await demo.openSite(`/p/${saved!.product}`);
    const ui = favoriteUi(page);
    await ui.ready();
    expect(await ui.state(saved!)).toBe('on');
  });
});

describe('before any of our code has run (the server markup, README "Server markup")', () => {
  test('the server draws a saved product\'s heart on and the others off, with JavaScript off', async () => {
    const [saved] = await seeded(1);
    const noScript = await demo.newContext({ javaScriptEnabled: false, storageState: await demo.sameShopper() });
    const page = await demo.openSite(LISTING, { page: await noScript.newPage() });
    const ui = favoriteUi(page);
    expect(await ui.savedNames()).toEqual([saved!.name]);
    expect(await ui.state(saved!)).toBe('on');
    expect(await ui.heart(saved!).innerText()).toBe('Save');
  });

  test('drawn over it, the hearts change nothing a shopper sees', async () => {
    await seeded(2);
    const look = (page: Page) =>
      page.locator('lto-favorite').evaluateAll((islands) => {
        window.scrollTo(0, 0);
        return islands.map((island) => ({
          text: (island as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          html: island.querySelector('button')?.getAttribute('class'),
          boxes: [island, ...island.querySelectorAll('*')].map((element) => {
            const r = element.getBoundingClientRect();
            const o = island.getBoundingClientRect();
            return `${element.localName} ${[r.x - o.x, r.y - o.y, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(',')}`;
          }),
        }));
      });
    const options = { viewport: { width: 390, height: 900 }, storageState: await demo.sameShopper() };
    const server = await look(await demo.openSite(LISTING, { page: await (await demo.newContext({ ...options, javaScriptEnabled: false })).newPage() }));
    const page = await demo.openSite(LISTING, { page: await (await demo.newContext(options)).newPage() });
    await page.waitForLoadState('load');
    await wakeAll(page, 'lto-favorite');
    expect(await look(page)).toEqual(server);
    expect(server.filter((heart) => heart.html?.includes('prodisincart'))).toHaveLength(2);
  });

  test('a click given while the code is still on its way saves once', async () => {
    const page = await demo.newPage();
    const release = await holdWidgetCode(page);
    let posts = 0;
    page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === '/favorites/add' && posts++));
    const { ui, products } = await openListing('en', page);
    await page.waitForLoadState('load');
    const product = products[0]!;
    await ui.heart(product).click();
    expect(await ui.state(product), 'held until the code comes').toBe('off');
    release();
    await eventually(() => ui.state(product)).toBe('on');
    await eventually(() => favoriteCookie(demo.context)).toEqual([product.pid]);
    expect(posts).toBe(1);
  });
});

describe('the saved-items page', () => {
  test('removing works without JavaScript (a form POST), and the listing then shows the heart empty', async () => {
    const [a, b] = await seeded(2);
    const noScript = await demo.newContext({ javaScriptEnabled: false, storageState: await demo.sameShopper() });
    const page = await demo.openSite('/favorites', { page: await noScript.newPage() });
    const ui = favoriteUi(page);
    expect(await ui.listedProducts()).toEqual([a!.name, b!.name]);
    const [aListed] = await ui.listedNames();

    const [post, back] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/favorites/remove-form'),
      page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/favorites'),
      page.getByRole('button', { name: ui.labels.remove(aListed!), exact: true }).click(),
    ]);
    expect(new URLSearchParams(post.postData() ?? '').get('pid')).toBe(a!.pid);
    expect((await post.response())?.status(), 'the form answers with a 303 redirect').toBe(303);
    expect(back.ok()).toBe(true);
    await page.waitForLoadState();
    expect(await ui.listedProducts()).toEqual([b!.name]);

    // The same shopper with JavaScript back on: the server rewrote the cookie, so the icons agree.
    const withScript = await demo.newContext({ storageState: await demo.sameShopper(noScript) });
    const listing = await openListing('en', await withScript.newPage());
    expect(await listing.ui.savedNames()).toEqual([b!.name]);
  });

  test('says so when nothing is saved, and links back to shopping', async () => {
    const page = await demo.openSite('/favorites');
    expect(await page.locator('main').innerText()).toMatch(favoriteUi(page).labels.empty);
    expect(await page.getByRole('link', { name: 'Continue shopping', exact: true }).count()).toBe(1);
    expect(await favoriteUi(page).headerLink.getAttribute('aria-current')).toBe('page');
  });
});

describe('when the favourite endpoints fail', () => {
  test('an answer with an error field empties the heart again, says so politely, and saves nothing', async () => {
    const { page, ui, products } = await openListing();
    const product = products[0]!;
    await page.route('**/favorites/add*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"error":"x"}' }));

    await ui.heart(product).click();
    await eventually(() => ui.liveRegion.innerText()).toBe(`We couldn't save ${product.name}. Please try again.`);
    expect(await ui.state(product)).toBe('off');
    expect(await ui.heart(product).getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('main').innerText(), 'the server message is not shown (SPEC 8)').not.toMatch(/\bx\b/);
    expect(await favoriteCookie(demo.context)).toBeUndefined();

    await page.unroute('**/favorites/add*');
    await page.reload();
    await ui.ready();
    expect(await ui.savedNames()).toEqual([]);
  });

  test('HTTP 500 does the same, and the shopper can try again once the server is back', async () => {
    const { page, ui, products } = await openListing();
    const product = products[1]!;
    demo.allowConsoleError(/status of 500/);
    await page.route('**/favorites/add*', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }));

    await ui.heart(product).click();
    await eventually(() => ui.liveRegion.innerText()).toBe(`We couldn't save ${product.name}. Please try again.`);
    expect(await ui.state(product)).toBe('off');

    await page.unroute('**/favorites/add*');
    await ui.heart(product).click();
    await eventually(() => ui.state(product)).toBe('on');
    await eventually(() => favoriteCookie(demo.context)).toEqual([product.pid]);
  });

  test('a refused remove fills the heart again', async () => {
    const [saved] = await seeded(1);
    const { page, ui } = await openListing();
    expect(await ui.state(saved!)).toBe('on');
    await page.route('**/favorites/remove*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"error":"x"}' }));

    await ui.heart(saved!).click();
    await eventually(() => ui.liveRegion.innerText()).toBe(`We couldn't remove ${saved!.name} from saved items. Please try again.`);
    expect(await ui.state(saved!)).toBe('on');
  });

  test('a double click while the answer is slow sends one request', async () => {
    const { page, ui, products } = await openListing();
    const product = products[2]!;
    let posts = 0;
    page.on('request', (request) => void (new URL(request.url()).pathname === '/favorites/add' && (posts += 1)));
    // The answer is held until the test has seen the heart busy, however slowly it looks.
    const answer = await holdRequests(page, '**/favorites/add*');
    await ui.heart(product).dblclick();
    // Both clicks may have come before the code: then they are done once it has.
    await eventually(() => ui.heart(product).getAttribute('aria-busy')).toBe('true');
    expect(await ui.state(product)).toBe('on');
    answer();
    await ui.settled(product);
    expect(await ui.state(product)).toBe('on');
    expect(posts).toBe(1);
  });
});

describe('for keyboard users', () => {
  test('Tab reaches a heart, Enter saves and Space removes, with focus staying on it', async () => {
    const { page, ui, products } = await openListing();
    let label = '';
    for (let presses = 0; presses < 150 && !label.startsWith('Save '); presses++) {
      await page.keyboard.press('Tab');
      label = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('role') === 'switch' ? (active.getAttribute('aria-label') ?? '') : '';
      });
    }
    const first = products[0]!;
    expect(label, 'a heart is reachable with Tab').toBe(`Save ${first.name}`);

    await Promise.all([page.waitForResponse(isFavoriteCall('/favorites/add')), page.keyboard.press('Enter')]);
    await eventually(() => ui.state(first)).toBe('on');
    await ui.settled(first);
    await Promise.all([page.waitForResponse(isFavoriteCall('/favorites/remove')), page.keyboard.press('Space')]);
    await eventually(() => ui.state(first)).toBe('off');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Save ${first.name}`);
  });
});

describe('in Spanish and in Canada', () => {
  test('the Spanish site says "Guardar", and its saved-items page is in Spanish', async () => {
    const { page, ui, products } = await openListing('es');
    const product = products[0]!;
    expect(await ui.heart(product).innerText()).toBe('Guardar');
    expect(await page.locator(`lto-favorite[pid="${product.pid}"]`).innerText()).toContain(`Código SKU: ${product.pid}`);
    await ui.heart(product).click();
    await eventually(() => ui.liveRegion.innerText()).toBe(`Se guardó ${product.name}.`);

    await Promise.all([page.waitForURL((url) => url.pathname === '/favorites'), ui.headerLink.click()]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Artículos guardados');
    expect(await ui.listedProducts()).toEqual([product.name]);
    const [listed] = await ui.listedNames();
    expect(await page.getByRole('button', { name: ui.labels.remove(listed!), exact: true }).count()).toBe(1);
    expect(await page.locator('main .favorites-list').innerText()).toMatch(/\$\d+\.\d{2}\/mes/);
  });

  test('the Canadian saved-items page shows C$ prices', async () => {
    const { page, ui, products } = await openListing('ca');
    await ui.heart(products[0]!).click();
    await eventually(() => ui.state(products[0]!)).toBe('on');
    await ui.settled(products[0]!);
    await demo.openSite('/favorites', { site: 'ca', page });
    const text = await page.locator('main .favorites-list').innerText();
    expect(text).toMatch(/C\$\d+\.\d{2}\/mo\./);
    expect(text.match(/(?<!C)\$\d/g), 'no bare US-dollar amounts').toBeNull();
  });
});
