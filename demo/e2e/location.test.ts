/**
 * Location and stores in real Chromium against the demo storefront (SPEC 2.2, 2.8, 2.9, 3.1, 4.2,
 * 7.2, 8): the header zip banner, the zip modal with a typed zip and with the browser's location
 * (granted and denied), the page address after a change, the Spanish link carrying the zip, and
 * the product page's store availability with the preferred store. axe scans the open dialogs in
 * a11y.test.ts.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';

const demo = useDemo();

const ATLANTA = { latitude: 33.7527, longitude: -84.3915 };

/** Requests to the location endpoints, in order. */
function recordLocationCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/location/') || url.pathname.startsWith('/stores/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/**
 * A page as a shopper finds it: the server drew the banner and store availability; nothing of
 * ours has run yet (the first pointer over or focus on an island brings it).
 */
function open(path: string, site: SiteName = 'en') {
  return demo.openSite(path, { site });
}

const configZip = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('lto-config')?.textContent ?? '{}') as { page?: { zip?: string } }).page?.zip ?? '');

/** Types a zip into the open modal and submits it; resolves once the page has loaded again. */
async function submitZip(page: Page, zip: string, label = 'Zip code', button = 'Update') {
  const box = page.getByRole('dialog').getByRole('textbox', { name: label, exact: true });
  await box.fill(zip);
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: button, exact: true }).click();
  await loaded;
}

describe('the zip banner and the zip modal', () => {
  test('a new shopper sets a zip from the header: the page loads again for it, and keyboard focus comes back to the banner', async () => {
    const page = await open('/');
    const banner = page.getByRole('link', { name: 'Set your zip code' });
    expect(await banner.getAttribute('aria-haspopup')).toBe('dialog');
    // Focus shows intent: the banner is drawn (the widget's own link takes the focus over).
    await banner.focus();
    await page.locator('lto-zip-banner[data-lto-ready]').waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Set your location' });
    await dialog.waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('zipcodesearch_zipcode');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => banner.evaluate((link) => link === document.activeElement)).toBe(true);

    await banner.click();
    const calls = recordLocationCalls(page);
    await submitZip(page, '30303');
    expect(calls).toEqual(['POST /location/zip']);
    // The page loaded again: the server draws the new zip.
    expect(await page.getByRole('link', { name: 'Change your zip code, now 30303' }).innerText()).toContain('Zip code: 30303');
    expect(await configZip(page)).toBe('30303');
  });

  test('a malformed zip never reaches the server; an unknown one shows STORES_NOTFOUND and the shopper can try again', async () => {
    const page = await open('/c/living-room');
    const calls = recordLocationCalls(page);
    await page.getByRole('link', { name: 'Set your zip code' }).click();
    const box = page.getByRole('textbox', { name: 'Zip code', exact: true });
    await box.fill('3030');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#' + (await box.getAttribute('aria-describedby'))).innerText()).toBe('Please enter a valid 5-digit zip code.');
    expect(calls).toEqual([]);
    // Enter in the field itself: the focus is there already, so the error is said rather than re-read.
    await box.press('Enter');
    await eventually(() => page.locator('[data-lto-live-region="assertive"]').textContent()).toContain('Please enter a valid 5-digit zip code.');

    await box.fill('99999');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await eventually(() => alert.innerText()).toBe("We couldn't find any stores near that location. Please try another one.");
    expect(calls).toEqual(['POST /location/zip']);

    await submitZip(page, '30305');
    expect(await configZip(page)).toBe('30305');
  });

  test('on a search page the address keeps only the query after a change (SPEC 4.2)', async () => {
    const page = await open('/showsearch?q=sofa&queryID=abc123&utm_source=mail');
    await page.getByRole('link', { name: 'Set your zip code' }).click();
    await submitZip(page, '30303');
    expect(new URL(page.url()).search).toBe('?q=sofa');
  });

  /** Opens the zip modal in a context with the given geolocation permission and asks for the browser's location. */
  async function useMyLocation(options: Parameters<typeof demo.newContext>[0]) {
    const context = await demo.newContext(options);
    const page = await context.newPage();
    await demo.openSite('/', { page });
    const calls = recordLocationCalls(page);
    await page.getByRole('link', { name: 'Set your zip code' }).click();
    const loaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await loaded;
    return { page, calls };
  }

  test('use my location, granted: the coordinates find the nearest zip with a store', async () => {
    const { page, calls } = await useMyLocation({ permissions: ['geolocation'], geolocation: ATLANTA });
    expect(calls).toEqual(['POST /location/by-coordinates']);
    expect(await configZip(page)).toBe('30303');
  });

  test('use my location, denied: the fallback lookup, without a message', async () => {
    const { page, calls } = await useMyLocation({ permissions: [] });
    expect(calls).toEqual(['POST /location/fallback']);
    expect(await configZip(page)).toBe('30303');
  });

  test('the Canadian site asks for a postal code', async () => {
    const page = await open('/', 'ca');
    await page.getByRole('link', { name: 'Set your postal code' }).click();
    await page.getByRole('textbox', { name: 'Postal code', exact: true }).fill('30303');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    expect(await page.getByRole('dialog').innerText()).toContain('Please enter a valid postal code, like A1A 1A1.');
    await submitZip(page, 'm5v3l9', 'Postal code');
    expect(await page.getByRole('link', { name: 'Change your postal code, now M5V 3L9' }).innerText()).toContain('Postal code: M5V 3L9');
  });

  test('the Spanish site link carries the zip, and the Spanish site starts from it, in Spanish', async () => {
    const page = await open('/c/living-room');
    await page.getByRole('link', { name: 'Set your zip code' }).click();
    await submitZip(page, '30305');
    // The server writes it; no script of ours has run on this page yet.
    const spanish = page.locator('a[hreflang="es-US"]');
    expect(new URL((await spanish.getAttribute('href')) ?? '', page.url()).searchParams.get('postalCode')).toBe('30305');

    await Promise.all([page.waitForEvent('load'), spanish.click()]);
    expect(new URL(page.url()).hostname).toBe('es.localhost');
    const banner = page.getByRole('link', { name: 'Cambiar tu código postal, ahora 30305' });
    expect(await banner.innerText()).toContain('Código postal: 30305');
    await banner.click();
    const dialog = page.getByRole('dialog', { name: 'Indica tu ubicación' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Usar mi ubicación' }).count()).toBe(1);
  });
});

describe('the site links of the header (lto-locale-switcher)', () => {
  test('a listing refined in place opens refined on the Spanish site, the zip kept; from there the English link goes to the main host', async () => {
    const page = await open('/c/living-room');
    await page.locator('.refinements summary').first().click();
    const brand = page.locator('.refinements a[data-lto-grid-link]').first();
    const brandHref = new URL((await brand.getAttribute('href')) ?? '', page.url());
    await brand.click();
    await page.waitForURL((url) => url.search === brandHref.search);

    const spanish = page.locator('a[hreflang="es-US"]');
    const zipWritten = new URL((await spanish.getAttribute('href')) ?? '').searchParams.get('postalCode');
    await spanish.hover();
    await page.locator('lto-locale-switcher[data-lto-ready]').waitFor({ state: 'attached' });
    const target = new URL((await spanish.getAttribute('href')) ?? '');
    expect(target.hostname).toBe('es.localhost');
    expect(target.pathname).toBe('/c/living-room');
    expect(target.searchParams.get('brand')).toBe(brandHref.searchParams.get('brand'));
    expect(target.searchParams.get('postalCode')).toBe(zipWritten);

    await Promise.all([page.waitForEvent('load'), spanish.click()]);
    expect(new URL(page.url()).search).toBe(target.search);
    const english = page.locator('a[hreflang="en-US"]');
    await english.focus();
    await page.locator('lto-locale-switcher[data-lto-ready]').waitFor({ state: 'attached' });
    const back = new URL((await english.getAttribute('href')) ?? '');
    expect(back.host).toBe(new URL(demo.url).host);
    expect(`${back.pathname}${back.search}`).toBe(`/c/living-room?brand=${encodeURIComponent(brandHref.searchParams.get('brand')!).replace(/%20/g, '+')}`);
  });

  test("a listing with a monthly-payment range: the Spanish link keeps it, the Canadian one leaves it out (the figures would be C$), and Canada's listing opens unfiltered", async () => {
    const page = await open('/c/living-room?pmin=40&pmax=120');
    const canada = page.locator('a[hreflang="en-CA"]');
    await canada.hover();
    await page.locator('lto-locale-switcher[data-lto-ready]').waitFor({ state: 'attached' });
    const spanish = new URL((await page.locator('a[hreflang="es-US"]').getAttribute('href')) ?? '');
    expect([spanish.searchParams.get('pmin'), spanish.searchParams.get('pmax')]).toEqual(['40', '120']);
    await Promise.all([page.waitForEvent('load'), canada.click()]);
    const there = new URL(page.url());
    expect(there.hostname).toBe('ca.localhost');
    expect(`${there.pathname}${there.search}`).toBe('/c/living-room');
  });
});

describe('store availability on the product page', () => {
  async function productPage(zip?: string, site: SiteName = 'en') {
    if (zip) {
      const page = await open('/', site);
      await page.getByRole('link', { name: /zip code|postal|código postal/i }).first().click();
      await submitZip(page, zip, site === 'es' ? 'Código postal' : 'Zip code', site === 'es' ? 'Actualizar' : 'Update');
      await page.close();
    }
    return demo.openSite('/p/P1001', { site });
  }

  test('lists the stores near the zip with the product, See more and See less', async () => {
    const page = await productPage('30303');
    const section = page.getByRole('region', { name: 'Pick up in store' });
    await eventually(() => section.getByRole('heading', { name: 'Stores near 30303' }).count()).toBe(1);
    const items = section.getByRole('listitem');
    await eventually(() => items.count()).toBe(3);
    expect(await items.first().innerText()).toMatch(/Atlanta, GA/);
    // A click may come before the widget's code has run: it is done once the section is drawn.
    await section.getByRole('button', { name: 'See more' }).click();
    await eventually(() => items.count()).toBeGreaterThan(3);
    await section.getByRole('button', { name: 'See less' }).click();
    await eventually(() => items.count()).toBe(3);
  });

  test('a preferred store is chosen in the select dialog (only stores with the product) and kept after a reload', async () => {
    const page = await productPage('30303');
    const calls = recordLocationCalls(page);
    await page.getByRole('link', { name: 'Set preferred store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a store - 30303' });
    await dialog.waitFor();
    const choices = dialog.getByRole('button', { name: /^Select / });
    await eventually(() => choices.count()).toBeGreaterThan(0);
    const states = await choices.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled));
    const statuses = await dialog.locator('.lto-store-availability__status').evaluateAll((spans) => spans.map((s) => s.className));
    expect(states, 'a button is enabled exactly where the store has the product').toEqual(statuses.map((c) => !c.includes('store-in-stock')));

    const pick = choices.and(page.locator(':enabled')).first();
    const name = (await pick.getAttribute('aria-label'))!.replace(/^Select /, '');
    // The choice is saved in the background: the reload below comes once the server has it.
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/stores/preferred');
    await pick.click();
    await eventually(() => dialog.getByRole('button', { name: `${name}, selected` }).getAttribute('aria-pressed')).toBe('true');
    await eventually(() => calls).toContain('POST /stores/preferred');
    await saved;
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await eventually(() => page.getByText(`Your store: ${name}`).count()).toBe(1);
  });

  test('with no zip known, Set preferred store asks for one first (Enter searches), then offers the stores near it', async () => {
    const page = await productPage();
    const calls = recordLocationCalls(page);
    await page.getByRole('link', { name: 'Set preferred store' }).click();
    const prompt = page.getByRole('dialog', { name: 'Find a store near you' });
    await prompt.waitFor();
    expect(await prompt.evaluate((dialog) => Math.round(dialog.getBoundingClientRect().width))).toBe(500);
    await prompt.getByRole('textbox', { name: 'Zip or postal code' }).fill('M5V 3L9');
    await page.keyboard.press('Enter');
    const select = page.getByRole('dialog', { name: 'Select a store - M5V 3L9' });
    await eventually(() => select.getByRole('button', { name: /^Select / }).count()).toBeGreaterThan(0);
    expect(calls.slice(0, 2).sort()).toEqual(['GET /stores/inventory', 'POST /location/set-zip']);
  });

  test('a zip with no store near it shows INVALID_ZIP', async () => {
    const page = await productPage();
    await page.getByRole('link', { name: 'Find a local store' }).click();
    await page.getByRole('textbox', { name: 'Zip or postal code' }).fill('59701');
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('region', { name: 'Pick up in store' }).getByRole('alert').innerText()).toBe(
      "We couldn't find any stores near that zip code. Please try another one.",
    );
    // The link the prompt came from went with the zip: the keyboard goes on from the stores' heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stores near 59701');
  });

  test('store details open in a dialog and focus returns to the link', async () => {
    const page = await productPage('30303');
    const link = page.getByRole('link', { name: /^Store details: / }).first();
    await link.waitFor();
    await link.click();
    const dialog = page.getByRole('dialog', { name: /^Store details: / });
    await eventually(() => dialog.innerText()).toMatch(/Atlanta/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => link.evaluate((a) => a === document.activeElement)).toBe(true);
  });

  test('the Spanish product page speaks Spanish', async () => {
    const page = await productPage('30303', 'es');
    const section = page.getByRole('region', { name: 'Recoge en tienda' });
    await eventually(() => section.getByRole('heading', { name: 'Tiendas cerca de 30303' }).count()).toBe(1);
    await section.getByRole('link', { name: 'Elegir tienda preferida' }).click();
    await page.getByRole('dialog', { name: 'Elige una tienda - 30303' }).waitFor();
  });
});
