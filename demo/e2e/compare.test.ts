/**
 * The compare toggles and the compare bar in real Chromium against the demo storefront
 * (SPEC 2.6, 4.4, 7.5, 8): what a shopper sees, clicks and hears.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { COMPARE_CHANGE_EVENT } from '../../src/contracts/compare-events';
import { messages as compareBarMessages } from '../../widgets/compare-bar/messages';
import { messages as compareToggleMessages } from '../../widgets/compare-toggle/messages';
import { compareUi, eventually, fetchListing, LABELS, readCompareTable, seedCompare, tileMonthlyPrice, type Product } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { holdRequests, holdWidgetCode, wakeAll } from './islands';
import { shownText } from './results-text';

const demo = useDemo({ lite: true });

const CATEGORY = 'living-room';
const LISTING = `/c/${CATEGORY}`;
const SEARCH = '/showsearch?q=sofa';

async function openListing(path = LISTING, site: SiteName = 'en', page?: Page) {
  const opened = await demo.openSite(path, { site, ...(page ? { page } : {}) });
  const ui = compareUi(opened, site === 'es' ? 'es' : 'en');
  await ui.ready();
  const products = await ui.products();
  return { page: opened, ui, products };
}

/** Tick the first `count` products of the listing, oldest first. */
async function addFirst(ui: ReturnType<typeof compareUi>, products: Product[], count: number) {
  expect(products.length, 'the listing has enough products for this test').toBeGreaterThanOrEqual(count);
  for (const product of products.slice(0, count)) await ui.add(product);
  return products.slice(0, count);
}

const names = (products: Product[]) => products.map((p) => p.name);

/** Puts the listing's first `count` products in this test's compare list, without the UI. */
async function seeded(count: number): Promise<Product[]> {
  const products = await fetchListing(demo.context, `${demo.url}${LISTING}`);
  expect(products.length, 'the listing has enough products for this test').toBeGreaterThanOrEqual(count);
  const picked = products.slice(0, count);
  await seedCompare(demo.context, demo.url, picked);
  return picked;
}

describe('compare on a category listing', () => {
  test('every tile has a checkbox named "Compare {name}", all unchecked, and no compare bar', async () => {
    const { page, ui, products } = await openListing();
    expect(products.length).toBeGreaterThanOrEqual(7);
    // What assistive technology gets: checkboxes, in tile order, named after their products.
    const checkboxes = page.getByRole('checkbox', { name: /^Compare / });
    const states = await checkboxes.evaluateAll((inputs) =>
      inputs.map((input) => ({ label: input.getAttribute('aria-label'), checked: (input as HTMLInputElement).checked })),
    );
    expect(states).toEqual(products.map((p) => ({ label: `Compare ${p.name}`, checked: false })));
    for (const product of [products[0]!, products.at(-1)!]) {
      expect(await ui.checkbox(product).count(), `one checkbox named exactly "Compare ${product.name}"`).toBe(1);
      expect(await shownText(ui.toggleTag(product.pid)), 'visible text').toBe('Compare');
    }
    expect(await ui.bar.count(), 'the bar is not shown while nothing is compared').toBe(0);
    expect(await page.getByRole('button', { name: LABELS.en.comparePattern }).count()).toBe(0);
  });

  test('one product shows the bar with a disabled compare button; a second enables it and opens the compare page', async () => {
    const { page, ui, products } = await openListing();
    const [first, second] = products as [Product, Product];

    await ui.add(first);
    expect(await ui.bar.isVisible()).toBe(true);
    expect(await ui.barNames()).toEqual([first.name]);
    expect(await ui.compareButton.innerText()).toBe('Compare items (1)');
    expect(await ui.compareButton.isDisabled(), 'comparing needs 2 products').toBe(true);

    await ui.add(second);
    expect(await ui.barNames()).toEqual([first.name, second.name]);
    await eventually(() => ui.compareButton.innerText()).toBe('Compare items (2)');
    expect(await ui.compareButton.isEnabled()).toBe(true);

    const prices = { [first.pid]: await tileMonthlyPrice(page, first.pid), [second.pid]: await tileMonthlyPrice(page, second.pid) };
    await Promise.all([page.waitForURL((url) => url.pathname === '/compareShow'), ui.compareButton.click()]);
    expect(new URL(page.url()).searchParams.get('category')).toBe(CATEGORY);

    const columns = await readCompareTable(page);
    expect(columns.map((c) => c.name)).toEqual([first.name, second.name]);
    expect(columns[0]!.cells['Monthly payment']).toBe(prices[first.pid]);
    expect(columns[1]!.cells['Monthly payment']).toBe(prices[second.pid]);
  });

  test("a colour chosen on the tile is the one compared: the compare page shows that colour's monthly payment", async () => {
    const { page, ui, products } = await openListing();
    // A tile whose product has another colour in stock at another monthly price (SPEC 3.2 variants).
    const tiles = await page.locator('lto-product-tile').evaluateAll((elements) =>
      elements.map((element) => ({
        pid: element.getAttribute('pid') ?? '',
        selected: element.getAttribute('selected') ?? '',
        variants: JSON.parse(element.getAttribute('variants') ?? '[]') as { pid: string; colorname: string; monthlypayment: string; oos: string }[],
      })),
    );
    const picked = tiles
      .map((tile) => {
        const first = tile.variants.find((v) => v.pid === tile.selected);
        return { tile, first, other: tile.variants.find((v) => v.pid !== tile.selected && v.oos === 'false' && v.monthlypayment !== first?.monthlypayment) };
      })
      .find((candidate) => candidate.first && candidate.other);
    expect(picked, 'a tile with a colour at another price').toBeDefined();
    const tile = picked!.tile;
    const other = picked!.other!;
    const product = products.find((p) => p.pid === tile.pid)!;
    const second = products.find((p) => p.pid !== tile.pid)!;

    await page.locator(`lto-product-tile[pid="${tile.pid}"]`).getByRole('radio', { name: other.colorname, exact: true }).click();
    await eventually(() => tileMonthlyPrice(page, tile.pid)).toBe(`$${other.monthlypayment}`);
    await ui.add(product);
    await ui.add(second);
    await Promise.all([page.waitForURL((url) => url.pathname === '/compareShow'), ui.compareButton.click()]);

    const columns = await readCompareTable(page);
    expect(columns.map((c) => c.name)).toEqual([product.name, second.name]);
    expect(columns[0]!.cells['Monthly payment'], `the ${other.colorname} colour's price`).toBe(`$${other.monthlypayment}`);
  });

  test('the list survives a reload and shows on the search page with the matching boxes checked', async () => {
    const { page, ui, products } = await openListing();
    const sofas = products.filter((p) => /sofa/i.test(p.name));
    expect(sofas.length, 'the living room has at least 2 sofas').toBeGreaterThanOrEqual(2);
    const picked = sofas.slice(0, 2);
    for (const product of picked) await ui.add(product);

    await page.reload();
    await ui.ready();
    expect(await ui.barNames(), 'after a reload').toEqual(names(picked));
    expect(await ui.checkedNames()).toEqual(names(picked));

    const search = await openListing(SEARCH, 'en', page);
    const found = search.products;
    expect(found.length).toBeGreaterThan(0);
    expect(await search.ui.barNames(), 'the bar on the search page').toEqual(names(picked));
    const expectedChecked = found.filter((p) => picked.some((q) => q.pid === p.pid)).map((p) => p.name);
    expect(expectedChecked.length, 'the picked sofas are among the search results').toBe(2);
    expect(await search.ui.checkedNames()).toEqual(expectedChecked);

    // The search page's bar has no category of its own: it uses the first item's.
    await Promise.all([page.waitForURL((url) => url.pathname === '/compareShow'), search.ui.compareButton.click()]);
    expect(new URL(page.url()).searchParams.get('category')).toBe(picked[0]!.category);
    expect((await readCompareTable(page)).map((c) => c.name)).toEqual(names(picked));
  });

  test("a slot's remove button takes the product out and unchecks its toggle", async () => {
    const [a, b, c] = await seeded(3);
    const { page, ui } = await openListing();
    expect(await ui.barNames()).toEqual(names([a!, b!, c!]));

    await ui.removeButton(b!).click();
    await eventually(() => ui.barNames()).toEqual([a!.name, c!.name]);
    // The toggles follow the change as their islands wake to it (their code may still be coming).
    await eventually(() => ui.checkbox(b!).isChecked()).toBe(false);
    expect(await ui.checkedNames()).toEqual([a!.name, c!.name]);

    await page.reload();
    await ui.ready();
    expect(await ui.barNames(), 'the server forgot it too').toEqual([a!.name, c!.name]);
  });

  test("'Clear compared items', once confirmed, empties the bar and unchecks every toggle", async () => {
    const three = await seeded(3);
    const { page, ui } = await openListing();
    expect(await ui.checkedNames()).toEqual(names(three));

    await ui.clearButton.click();
    await ui.dialog.getByRole('button', { name: ui.labels.clearYes, exact: true }).click();
    await ui.bar.waitFor({ state: 'detached' });
    // The toggles follow as their islands wake to the change (their code may still be coming).
    await eventually(() => ui.checkedNames()).toEqual([]);

    await page.reload();
    await ui.ready();
    expect(await ui.bar.count(), 'still empty after a reload').toBe(0);
    expect(await ui.checkedNames()).toEqual([]);
  });
});

describe('before any of our code has run (the server markup, README "Server markup")', () => {
  test('the server draws the session\'s list: its toggles checked and the bar with its slots, with JavaScript off', async () => {
    const [a, b] = await seeded(2);
    const noScript = await demo.newContext({ javaScriptEnabled: false, storageState: await demo.sameShopper() });
    const page = await demo.openSite(LISTING, { page: await noScript.newPage() });
    const ui = compareUi(page);
    expect(await ui.checkedNames()).toEqual(names([a!, b!]));
    expect(await ui.barNames()).toEqual(names([a!, b!]));
    expect(await ui.bar.innerText()).toContain('2 of 6 products selected');
    expect(await ui.compareButton.innerText()).toBe('Compare items (2)');
  });

  test('drawn over it, the checked toggles and the bar change nothing a shopper sees (1280 and 390 px)', async () => {
    await seeded(3);
    const islands = 'lto-compare-toggle, lto-compare-bar';
    const look = (page: Page) =>
      page.evaluate((selector) => {
        window.scrollTo(0, 0);
        return [...document.querySelectorAll(selector)].map((island) => ({
          text: (island as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          // Relative to the island: the page around it is other widgets' business.
          boxes: [island, ...island.querySelectorAll('*')].map((element) => {
            const r = element.getBoundingClientRect();
            const o = island.querySelector('*')?.getBoundingClientRect() ?? r;
            return `${element.localName} ${[r.x - o.x, r.y - o.y, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(',')}`;
          }),
          checked: [...island.querySelectorAll('input')].map((input) => input.checked),
        }));
      }, islands);
    for (const width of [1280, 390]) {
      const options = { viewport: { width, height: 900 }, storageState: await demo.sameShopper() };
      const server = await look(await demo.openSite(LISTING, { page: await (await demo.newContext({ ...options, javaScriptEnabled: false })).newPage() }));
      const page = await demo.openSite(LISTING, { page: await (await demo.newContext(options)).newPage() });
      await page.waitForLoadState('load');
      await wakeAll(page, islands);
      expect(await look(page), `at ${width}px`).toEqual(server);
    }
  });

  test('on a phone the bar keeps to a quarter of the window (it took 42%), and the end of the page and a focused control stay clear of it', async () => {
    const products = await fetchListing(demo.context, `${demo.url}${LISTING}`);
    /** The bar's height, and how far the page's last control reaches into it, scrolled to the end and reached by Tab. */
    const measure = async (page: Page) => {
      const before = await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input')].filter((element) => element.offsetParent !== null && !element.closest('lto-compare-bar'));
        controls.at(-1)!.setAttribute('data-last', '');
        window.scrollTo(0, document.documentElement.scrollHeight);
        const under = controls.at(-1)!.getBoundingClientRect().bottom - document.querySelector('.lto-compare-bar')!.getBoundingClientRect().top;
        window.scrollTo(0, 0);
        controls.at(-2)!.focus({ preventScroll: true });
        return under;
      });
      await page.keyboard.press('Tab');
      return page.evaluate((atEnd) => {
        const bar = document.querySelector('.lto-compare-bar')!.getBoundingClientRect();
        const focused = document.activeElement!;
        const slots = document.querySelector('.lto-compare-bar__slots')!;
        return { height: bar.height, atEnd, under: focused.hasAttribute('data-last') ? focused.getBoundingClientRect().bottom - bar.top : 'not reached', slotsScroll: slots.scrollWidth > slots.clientWidth };
      }, before);
    };
    for (const count of [1, 6]) {
      await seedCompare(demo.context, demo.url, products.slice(count === 1 ? 0 : 1, count));
      const page = await demo.openSite(LISTING, { page: await (await demo.newContext({ viewport: { width: 390, height: 844 }, storageState: await demo.sameShopper() })).newPage() });
      // The server's bar, as a shopper who has not touched it sees it: its height is said once the page has loaded.
      await eventually(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--lto-compare-bar-height'))).not.toBe('');
      const { height, atEnd, under, slotsScroll } = await measure(page);
      expect(height, `${count} compared: the bar's height at 390 x 844`).toBeLessThanOrEqual(844 / 4);
      expect(atEnd, `${count} compared: at the end of the page, the last control is above the bar`).toBeLessThanOrEqual(0);
      expect(under, `${count} compared: the last control, reached by Tab, is above the bar`).toBeLessThanOrEqual(0);
      expect(slotsScroll, `${count} compared: the pictures scroll sideways past four`).toBe(count > 4);
    }
  });

  test('a tick given while the code is still on its way is done once: one compareAdd, the box checked, the bar shows it', async () => {
    const page = await demo.newPage();
    const release = await holdWidgetCode(page);
    const adds: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname === '/compare/add' && adds.push(request.url())));
    const { ui, products } = await openListing(LISTING, 'en', page);
    await page.waitForLoadState('load');
    const product = products[0]!;
    await ui.checkbox(product).click();
    expect(await ui.checkbox(product).isChecked(), 'held until the code comes: no half-done state').toBe(false);
    release();
    await eventually(() => ui.barNames()).toEqual([product.name]);
    expect(await ui.checkbox(product).isChecked()).toBe(true);
    expect(adds).toHaveLength(1);
  });

  test("a bar drawn before the page has loaded (its wake module never runs) still tells the page its height", async () => {
    const page = await demo.newPage();
    // The page's pictures held: its load event waits for them, and the shopper ticks a box first.
    const releasePictures = await holdRequests(page, '**/img/**');
    await page.goto(`${demo.url}${LISTING}`, { waitUntil: 'domcontentloaded' });
    const ui = compareUi(page);
    const product = (await fetchListing(demo.context, `${demo.url}${LISTING}`))[0]!;
    await ui.checkbox(product).click();
    await eventually(() => ui.barNames()).toEqual([product.name]);
    expect(await page.evaluate(() => document.readyState), 'still loading').not.toBe('complete');
    releasePictures();
    await page.waitForLoadState('load');
    const height = () => page.evaluate(() => parseFloat(document.documentElement.style.getPropertyValue('--lto-compare-bar-height')));
    await eventually(height).toBeGreaterThan(40);
  });

  test('Space pressed on a box while its code is on its way, and let go once the island is drawn, ticks it once', async () => {
    const page = await demo.newPage();
    const release = await holdWidgetCode(page);
    const { ui, products } = await openListing(LISTING, 'en', page);
    await page.waitForLoadState('load');
    const product = products[0]!;
    await ui.checkbox(product).focus();
    await page.keyboard.down('Space');
    release();
    await ui.toggleTag(product.pid).and(page.locator('[data-lto-ready]')).waitFor();
    await page.keyboard.up('Space');
    await eventually(() => ui.barNames()).toEqual([product.name]);
    expect(await ui.checkbox(product).isChecked()).toBe(true);
  });
});

describe('the seventh product', () => {
  async function fullList() {
    const six = await seeded(6);
    const opened = await openListing();
    expect(await opened.ui.barNames()).toEqual(names(six));
    const seventh = opened.products[6]!;
    return { ...opened, six, seventh };
  }

  test('asks for confirmation; Escape and Cancel keep the six and uncheck the seventh, focus goes back to it', async () => {
    const { page, ui, six, seventh } = await fullList();
    const confirmation = compareToggleMessages.en.COMPARE_CONFIRMATION;

    // Keyboard: focus the seventh checkbox, Space asks.
    await ui.checkbox(seventh).focus();
    await page.keyboard.press('Space');
    await ui.dialog.waitFor({ state: 'visible' });
    expect(await ui.dialog.innerText()).toContain(confirmation);
    expect(await ui.dialog.getAttribute('aria-modal')).toBe('true');
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]')));
    expect(await focusInDialog(), 'focus is inside the dialog').toBe(true);
    expect(await ui.focused(), 'focus starts on the choice that changes nothing').toBe('Cancel');
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus stays in the dialog after ${key}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await ui.dialog.waitFor({ state: 'detached' });
    await eventually(() => ui.checkbox(seventh).isChecked()).toBe(false);
    expect(await ui.barNames()).toEqual(names(six));
    expect(await ui.focused(), 'focus returns to the checkbox').toBe(`Compare ${seventh.name}`);

    // Again, answering with the Cancel button.
    await page.keyboard.press('Space');
    await ui.dialog.waitFor({ state: 'visible' });
    await ui.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await ui.dialog.waitFor({ state: 'detached' });
    await eventually(() => ui.checkbox(seventh).isChecked()).toBe(false);
    expect(await ui.barNames()).toEqual(names(six));
    expect(await ui.checkedNames()).toEqual(names(six));
    expect(await ui.focused()).toBe(`Compare ${seventh.name}`);

    await page.reload();
    await ui.ready();
    expect(await ui.barNames(), 'the server still holds the same six').toEqual(names(six));
  });

  test('OK removes the oldest, shifts the other five left and adds the seventh last', async () => {
    const { page, ui, six, seventh } = await fullList();

    await ui.checkbox(seventh).focus();
    await page.keyboard.press('Space');
    await ui.dialog.waitFor({ state: 'visible' });
    // Focus starts on the harmless choice; Shift+Tab reaches OK.
    await page.keyboard.press('Shift+Tab');
    expect(await ui.focused()).toBe('OK');
    await page.keyboard.press('Enter');
    await ui.dialog.waitFor({ state: 'detached' });

    const expected = [...names(six.slice(1)), seventh.name];
    await eventually(() => ui.barNames()).toEqual(expected);
    await eventually(() => ui.checkbox(six[0]!).isChecked(), 'the oldest is unchecked').toBe(false);
    expect(await ui.checkbox(seventh).isChecked()).toBe(true);
    expect(await ui.focused(), 'focus returns to the checkbox').toBe(`Compare ${seventh.name}`);

    await page.reload();
    await ui.ready();
    expect(await ui.barNames(), 'the server agrees on the order').toEqual(expected);
  });
});

describe('when the compare endpoints fail', () => {
  test('compareAdd answering 500 unchecks the box and shows COMPARE_ADD_FAIL', async () => {
    const { page, ui, products } = await openListing();
    const product = products[0]!;
    demo.allowConsoleError(/status of 500/);
    await page.route('**/compare/add*', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }));

    await ui.checkbox(product).click();
    const alert = ui.toggleTag(product.pid).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(LABELS.en.COMPARE_ADD_FAIL);
    await eventually(() => ui.checkbox(product).isChecked()).toBe(false);
    expect(await ui.bar.count(), 'nothing was added').toBe(0);

    await page.unroute('**/compare/add*');
    await page.reload();
    await ui.ready();
    expect(await ui.checkedNames()).toEqual([]);
  });

  test('an unparseable compareAdd answer unchecks the box and shows BAD_RESPONSE', async () => {
    const { page, ui, products } = await openListing();
    const product = products[1]!;
    await page.route('**/compare/add*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'not json' }));

    await ui.checkbox(product).click();
    const alert = ui.toggleTag(product.pid).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(LABELS.en.BAD_RESPONSE);
    await eventually(() => ui.checkbox(product).isChecked()).toBe(false);
    expect(await ui.bar.count()).toBe(0);

    // The shopper tries again once the server is fine: the message goes and the product is added.
    await page.unroute('**/compare/add*');
    await ui.add(product);
    expect(await ui.toggleTag(product.pid).getByRole('alert').count()).toBe(0);
  });

  test('compareRemove failing re-checks the box and shows COMPARE_REMOVE_FAIL, from the toggle and from the bar', async () => {
    const [a, b] = await seeded(2);
    const { page, ui } = await openListing();
    demo.allowConsoleError(/status of 500/);
    await page.route('**/compare/remove*', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }));

    await ui.checkbox(a!).click();
    const toggleAlert = ui.toggleTag(a!.pid).getByRole('alert');
    await toggleAlert.waitFor();
    expect(await toggleAlert.innerText()).toBe(LABELS.en.COMPARE_REMOVE_FAIL);
    await eventually(() => ui.checkbox(a!).isChecked()).toBe(true);
    expect(await ui.barNames()).toEqual([a!.name, b!.name]);

    await ui.removeButton(b!).click();
    const barAlert = ui.bar.getByRole('alert');
    await barAlert.waitFor();
    expect(await barAlert.innerText()).toBe(LABELS.en.COMPARE_REMOVE_FAIL);
    await eventually(() => ui.removeButton(b!).isEnabled()).toBe(true);
    expect(await ui.barNames()).toEqual([a!.name, b!.name]);
    expect(await ui.checkbox(b!).isChecked()).toBe(true);
  });
});

describe('other sites', () => {
  test('the Spanish site labels everything in Spanish and the compare flow works', async () => {
    const { page, ui, products } = await openListing(LISTING, 'es');
    const [first, second] = products as [Product, Product];
    expect(await page.getByRole('checkbox', { name: `Comparar ${first.name}`, exact: true }).count()).toBe(1);
    expect(await ui.toggleTag(first.pid).innerText()).toContain('Comparar');

    await ui.add(first);
    expect(await ui.compareButton.innerText()).toBe('Comparar artículos (1)');
    expect(await ui.compareButton.isDisabled()).toBe(true);
    await ui.add(second);
    await eventually(() => ui.compareButton.innerText()).toBe('Comparar artículos (2)');
    expect(await ui.clearButton.count()).toBe(1);
    expect(await ui.removeButton(first).count()).toBe(1);

    // No English left in the bar (its text and its accessible labels), product names aside.
    const barText = await ui.bar.evaluate((bar) =>
      [bar.getAttribute('aria-label') ?? '', (bar as HTMLElement).innerText, ...[...bar.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '')].join('\n'),
    );
    let stripped = barText;
    for (const p of [first, second]) stripped = stripped.split(p.name).join('');
    const englishPhrases = Object.entries(compareBarMessages.en)
      .filter(([key]) => key.startsWith('compare.') || key.startsWith('dialog.'))
      .flatMap(([, text]) => text.split(/\{\w+\}/))
      .map((part) => part.replace(/[().]/g, '').trim())
      .filter((part) => part.length >= 4);
    const leaked = englishPhrases.filter((phrase) => stripped.includes(phrase));
    expect(leaked, `English in the Spanish bar:\n${barText}`).toEqual([]);

    await Promise.all([page.waitForURL((url) => url.pathname === '/compareShow'), ui.compareButton.click()]);
    expect(new URL(page.url()).host).toBe(`es.localhost:${demo.port}`);
    expect((await readCompareTable(page)).map((c) => c.name)).toEqual([first.name, second.name]);
  });

  test("on a phone, the compare page's caption reads whole inside the table's sideways scroll, scrolled or not (Spanish, the longest)", async () => {
    const products = await fetchListing(demo.context, `${demo.url}${LISTING}`);
    const page = await demo.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    // Added from the Spanish site's own page: its session is that host's.
    await demo.openSite(LISTING, { site: 'es', page });
    for (const { pid } of products.slice(0, 3)) {
      expect(await page.evaluate(async (url) => (await fetch(url)).ok, `/compare/add?pid=${pid}&category=${CATEGORY}`)).toBe(true);
    }
    await demo.openSite(`/compareShow?category=${CATEGORY}`, { site: 'es', page });
    const scroller = page.getByRole('region', { name: 'Productos que estás comparando, uno al lado del otro' });
    const overhang = () =>
      scroller.evaluate((region) => {
        const caption = region.querySelector('caption')!.getBoundingClientRect();
        const area = region.getBoundingClientRect();
        return { left: Math.round(area.left - caption.left), right: Math.round(caption.right - area.right) };
      });
    expect(await scroller.evaluate((region) => region.scrollWidth > region.clientWidth), 'the table scrolls sideways').toBe(true);
    expect(await overhang()).toEqual({ left: 0, right: 0 });
    await scroller.evaluate((region) => (region.scrollLeft = 150));
    await expect.poll(() => scroller.evaluate((region) => region.scrollLeft)).toBe(150);
    expect(await overhang(), 'scrolled sideways').toEqual({ left: 0, right: 0 });
  });

  test('the Canadian site shows C$ prices on the compare page', async () => {
    const { page, ui, products } = await openListing(LISTING, 'ca');
    const [first, second] = await addFirst(ui, products, 2);
    const tilePrice = await tileMonthlyPrice(page, first!.pid);
    expect(tilePrice).toMatch(/^C\$/);

    await Promise.all([page.waitForURL((url) => url.pathname === '/compareShow'), ui.compareButton.click()]);
    const columns = await readCompareTable(page);
    expect(columns.map((c) => c.name)).toEqual([first!.name, second!.name]);
    expect(columns[0]!.cells['Monthly payment']).toBe(tilePrice);
    const tableText = await page.locator('table').innerText();
    expect(tableText).toMatch(/C\$\d/);
    expect(tableText.match(/(?<!C)\$\d/g), 'no bare US-dollar amounts').toBeNull();
  });
});

describe('for host pages and keyboard users', () => {
  test('a document listener receives lto:compare-change with the items after each change', async () => {
    const { page, ui, products } = await openListing();
    await page.evaluate((name) => {
      const seen: unknown[] = [];
      (window as unknown as { seenCompareEvents: unknown[] }).seenCompareEvents = seen;
      document.addEventListener(name as typeof COMPARE_CHANGE_EVENT, ({ detail, bubbles, composed }) => seen.push({ pids: detail.items.map((item) => item.pid), bubbles, composed }));
    }, COMPARE_CHANGE_EVENT);
    const seen = () => page.evaluate(() => (window as unknown as { seenCompareEvents: unknown[] }).seenCompareEvents);
    const [a, b] = products as [Product, Product];

    await ui.add(a);
    await eventually(seen).toEqual([{ pids: [a.pid], bubbles: true, composed: true }]);
    await ui.add(b);
    await ui.removeButton(a).click();
    await eventually(seen).toEqual([
      { pids: [a.pid], bubbles: true, composed: true },
      { pids: [a.pid, b.pid], bubbles: true, composed: true },
      { pids: [b.pid], bubbles: true, composed: true },
    ]);
  });

  test('removing a product with the keyboard from the bar keeps focus in the bar', async () => {
    const [a, b, c] = await seeded(3);
    const { page, ui } = await openListing();

    await ui.removeButton(b!).focus();
    await page.keyboard.press('Enter');
    await eventually(() => ui.barNames()).toEqual([a!.name, c!.name]);
    // Where focus is: inside the bar, or (when not) the element that has it.
    const focusInBar = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('lto-compare-bar') ? 'in the bar' : (active?.outerHTML.slice(0, 60) ?? 'nowhere');
      });
    await eventually(focusInBar, 'a keyboard user is not thrown back to the top of the page').toBe('in the bar');
  });

  test('Tab reaches a compare checkbox and Space checks it', async () => {
    const { page, ui, products } = await openListing();
    let label = '';
    for (let presses = 0; presses < 120 && !label.startsWith('Compare '); presses++) {
      await page.keyboard.press('Tab');
      label = await page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLInputElement && active.type === 'checkbox' ? (active.getAttribute('aria-label') ?? '') : '';
      });
    }
    expect(label, 'a compare checkbox is reachable with Tab').toBe(`Compare ${products[0]!.name}`);

    await page.keyboard.press('Space');
    await eventually(() => ui.barNames()).toEqual([products[0]!.name]);
    expect(await ui.checkbox(products[0]!).isChecked()).toBe(true);
    expect(await ui.focused(), 'focus stays on the checkbox').toBe(`Compare ${products[0]!.name}`);
  });

  test("the compare page's remove control works without JavaScript (a form POST)", async () => {
    const [a, b, c] = await seeded(3);

    const noScript = await demo.newContext({ javaScriptEnabled: false, storageState: await demo.sameShopper() });
    const page = await demo.openSite(`/compareShow?category=${CATEGORY}`, { page: await noScript.newPage() });
    expect((await readCompareTable(page)).map((col) => col.name)).toEqual([a!.name, b!.name, c!.name]);

    const [post, back] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/compare/remove-form'),
      page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/compareShow'),
      page.getByRole('button', { name: `Remove ${b!.name}`, exact: true }).click(),
    ]);
    expect(new URLSearchParams(post.postData() ?? '').get('pid')).toBe(b!.pid);
    expect((await post.response())?.status(), 'the form answers with a 303 redirect').toBe(303);
    expect(new URL(back.url()).searchParams.get('category')).toBe(CATEGORY);
    await page.waitForLoadState();
    expect((await readCompareTable(page)).map((col) => col.name)).toEqual([a!.name, c!.name]);

    // The listing (with JavaScript) sees the same list.
    const listing = await openListing();
    expect(await listing.ui.barNames()).toEqual([a!.name, c!.name]);
    expect(await listing.ui.checkedNames()).toEqual([a!.name, c!.name]);
  });

  test('Back from the compare page after removing a product there shows the current list (back/forward cache on, as in Chrome)', async () => {
    const context = await demo.newContext({}, { backForwardCache: true });
    const { page, ui, products } = await openListing(LISTING, 'en', await context.newPage());
    const [a, b, c] = await addFirst(ui, products, 3);
    await Promise.all([page.waitForURL((url) => url.pathname === '/compareShow'), ui.compareButton.click()]);
    await page.getByRole('button', { name: `Remove ${b!.name}`, exact: true }).click();
    await eventually(async () => (await readCompareTable(page)).map((col) => col.name)).toEqual([a!.name, c!.name]);

    // Removed in place (<lto-compare-list>): Back once returns to the listing, from the page itself
    // (Playwright's goBack races the cache swap and the widget's reload).
    await Promise.all([
      page.waitForURL((url) => url.pathname === LISTING),
      page.evaluate(() => void setTimeout(() => history.back())),
    ]);
    const shown = async () => ({ bar: await ui.barNames(), checked: await ui.checkedNames(), button: await ui.compareButton.innerText() });
    await eventually(shown, 'after Back to the listing').toEqual({
      bar: [a!.name, c!.name],
      checked: [a!.name, c!.name],
      button: 'Compare items (2)',
    });
  });
});
