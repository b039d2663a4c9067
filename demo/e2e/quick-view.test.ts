/**
 * The quick view on the listing pages in real Chromium against the demo storefront (SPEC 2.7, 7.1,
 * 9.5), under the demo's CSP with Trusted Types enforced: the harness fails a test on any console
 * error, so a CSP or Trusted Types violation (or a blank dialog's React error) fails it too.
 */
import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { holdWidgetCode } from './islands';

const demo = useDemo({ lite: true });

const LISTING = '/c/living-room';

const LABELS = {
  en: {
    open: (name: string) => `Quick view ${name}`,
    title: 'Quick view',
    previous: 'Previous product',
    next: 'Next product',
    close: 'Close',
    failed: "We couldn't load this product. Please try again.",
    retry: 'Retry',
    save: (name: string) => `Save ${name}`,
    details: 'View full details',
  },
  es: {
    open: (name: string) => `Vista rápida de ${name}`,
    title: 'Vista rápida',
    previous: 'Producto anterior',
    next: 'Producto siguiente',
    close: 'Cerrar',
    failed: 'No pudimos cargar este producto. Inténtalo de nuevo.',
    retry: 'Reintentar',
    save: (name: string) => `Guardar ${name}`,
    details: 'Ver todos los detalles',
  },
};

interface Tile {
  url: string;
  name: string;
}

async function openListing(site: SiteName = 'en', path = LISTING) {
  const page = await demo.openSite(path, { site });
  const tags = page.locator('lto-quick-view');
  await tags.first().waitFor({ state: 'attached' });
  const tiles: Tile[] = await tags.evaluateAll((elements) =>
    elements.map((el) => ({ url: el.getAttribute('url') ?? '', name: el.getAttribute('name') ?? '' })),
  );
  const lang = site === 'es' ? 'es' : 'en';
  const l = LABELS[lang];
  const dialog = page.getByRole('dialog', { name: l.title, exact: true });
  const ui = {
    page,
    tiles,
    l,
    dialog,
    opener: (tile: Tile) => page.getByRole('button', { name: l.open(tile.name), exact: true }),
    previous: dialog.getByRole('button', { name: l.previous, exact: true }),
    next: dialog.getByRole('button', { name: l.next, exact: true }),
    /** The product the dialog shows: the fragment's heading (the product name, then the colour shown). */
    shown: () => dialog.locator('.lto-quick-view__product h3').innerText(),
    /** Waits until the dialog shows `tile`'s product. */
    showing: (name: string) =>
      eventually(async () => {
        const heading = await dialog.locator('.lto-quick-view__product h3').innerText();
        return heading === name || heading.startsWith(`${name}, `) ? name : heading;
      }).toBe(name),
    focusedLabel: () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''),
  };
  return ui;
}

/** A heart's server markup (widgets/favorite/README.md), as a platform's fragment carries it. */
const heart = (name: string) =>
  `<div class="lto-favorite"><button type="button" role="switch" aria-checked="false" aria-label="Save ${name}" class="lto-favorite__button prodnotincart">` +
  `<svg class="lto-favorite__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M12 20.5s-7.5-4.6-9.3-9.2z"></path></svg>` +
  `<span class="lto-favorite__text">Save</span></button><span class="lto-favorite__sku">SKU: x</span></div>`;

const fragmentRequest = (path: string) => (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === path && url.searchParams.get('format') === 'ajax';
};

const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

describe('quick view on a listing', () => {
  test('Enter on a tile\'s button opens a 920-wide dialog with the product, its price and a working favourite', async () => {
    const ui = await openListing();
    const [first] = ui.tiles;
    expect(ui.tiles.length).toBe(20);
    await ui.opener(first!).focus();
    const [request] = await Promise.all([ui.page.waitForRequest(fragmentRequest(first!.url)), ui.page.keyboard.press('Enter')]);
    expect(query(request)).toEqual({ source: 'category', format: 'ajax' });

    await ui.dialog.waitFor();
    await ui.showing(first!.name);
    const box = await ui.dialog.boundingBox();
    expect(box?.width).toBe(920);
    const product = ui.dialog.locator('.lto-quick-view__product');
    expect(await product.locator('.quickview__price').innerText()).toMatch(/^\$\d+\.\d{2}\/mo\. for \d+ months/);
    expect(await product.innerText()).toMatch(/Today's payment\s*\$\d+\.\d{2}/);
    expect(await product.innerText()).toMatch(/Total cost of ownership\s*\$[\d,]+\.\d{2}/);
    // The colour the tile shows, whose page it is.
    expect(await ui.dialog.getByRole('link', { name: ui.l.details }).getAttribute('href')).toMatch(new RegExp(`^${first!.url}\\?color=[a-z-]+$`));
    await eventually(() => ui.dialog.locator('img.quickview__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'its image loaded').toBe(true);
    // Focus moved into the dialog, and the rest of the page is inert (native modal).
    expect(await ui.page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    // The <lto-favorite> of the fragment is a live island: it saves, and the tile's heart agrees.
    const heart = ui.dialog.getByRole('switch', { name: ui.l.save(first!.name), exact: true });
    const [post] = await Promise.all([
      ui.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/favorites/add'),
      heart.click(),
    ]);
    expect(post.ok()).toBe(true);
    await eventually(() => heart.getAttribute('aria-checked')).toBe('true');

    await ui.page.keyboard.press('Escape');
    await ui.dialog.waitFor({ state: 'detached' });
    expect(await ui.focusedLabel()).toBe(ui.l.open(first!.name));
    const tileHeart = ui.page.locator('article.tile').first().getByRole('switch', { name: ui.l.save(first!.name), exact: true });
    await eventually(() => tileHeart.getAttribute('aria-checked'), 'the tile\'s heart follows').toBe('true');
  });

  test('Next and Previous move through the grid with source=quickview, and are disabled at either end', async () => {
    const ui = await openListing();
    const [first, second] = ui.tiles as [Tile, Tile];
    await ui.opener(first).click();
    await ui.showing(first.name);
    expect(await ui.previous.getAttribute('aria-disabled')).toBe('true');
    expect(await ui.next.getAttribute('aria-disabled')).toBeNull();

    const [request] = await Promise.all([ui.page.waitForRequest(fragmentRequest(second.url)), ui.next.click()]);
    expect(query(request)).toEqual({ source: 'quickview', format: 'ajax' });
    await ui.showing(second.name);
    expect(await ui.dialog.getByRole('status').innerText()).toBe(`${second.name}, product 2 of 20`);
    expect(await ui.previous.getAttribute('aria-disabled')).toBeNull();

    await ui.previous.click();
    await ui.showing(first.name);
    expect(await ui.previous.getAttribute('aria-disabled')).toBe('true');
    // A disabled arrow keeps the focus and asks for nothing.
    await ui.previous.focus();
    let asked = 0;
    ui.page.on('request', (r) => void (fragmentRequest(first.url)(r) && asked++));
    await ui.page.keyboard.press('Enter');
    expect(await ui.focusedLabel()).toBe(ui.l.previous);
    expect(asked).toBe(0);

    await ui.dialog.getByRole('button', { name: ui.l.close, exact: true }).click();
    await ui.dialog.waitFor({ state: 'detached' });
    expect(await ui.focusedLabel()).toBe(ui.l.open(first.name));

    const last = ui.tiles.at(-1)!;
    const beforeLast = ui.tiles.at(-2)!;
    await ui.opener(last).click();
    await ui.showing(last.name);
    // Modal, over the page, from a result the grid may leave unrendered when far from the window.
    expect(await ui.dialog.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    expect(await ui.next.getAttribute('aria-disabled')).toBe('true');
    await ui.previous.click();
    await ui.showing(beforeLast.name);
    await ui.page.keyboard.press('Escape');
    await ui.dialog.waitFor({ state: 'detached' });
    expect(await ui.focusedLabel()).toBe(ui.l.open(last.name));
  });

  test("after a swatch click on the tile, the quick view shows that colour, and 'View full details' goes to its page", async () => {
    const ui = await openListing();
    // The first tile offering a second colour in stock, as its server markup lists them.
    const { pid, other } = await ui.page.evaluate(() => {
      for (const tile of document.querySelectorAll('lto-product-tile')) {
        const variants = JSON.parse(tile.getAttribute('variants') ?? '[]') as { pid: string; name: string; url: string; colorname: string; oos: string }[];
        const selected = tile.getAttribute('selected');
        const other = variants.find((variant) => variant.pid !== selected && variant.oos === 'false');
        if (other) return { pid: tile.getAttribute('pid')!, other };
      }
      throw new Error('no tile with a second colour');
    });
    const tile = ui.page.locator('article.tile').filter({ has: ui.page.locator(`lto-product-tile[pid="${pid}"]`) });
    await tile.getByRole('radio', { name: other.colorname, exact: true }).click();
    await eventually(() => tile.getByRole('radio', { checked: true }).innerText()).toBe(other.colorname);

    const opener = tile.locator('lto-quick-view button');
    const [request] = await Promise.all([ui.page.waitForRequest(fragmentRequest(`/p/${pid}`)), opener.click()]);
    expect(query(request)).toEqual({ color: new URL(other.url, ui.page.url()).searchParams.get('color'), source: 'category', format: 'ajax' });
    await eventually(() => ui.shown()).toBe(other.name);
    expect(await ui.dialog.getByRole('link', { name: ui.l.details }).getAttribute('href')).toBe(other.url);
  });

  test('a click given while the code is still on its way opens the quick view once', async () => {
    const page = await demo.newPage();
    const release = await holdWidgetCode(page);
    const asked: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).searchParams.get('format') === 'ajax' && asked.push(new URL(request.url()).pathname)));
    await demo.openSite(LISTING, { page });
    await page.waitForLoadState('load');
    const opener = page.locator('lto-quick-view').first();
    const tile = { url: (await opener.getAttribute('url'))!, name: (await opener.getAttribute('name'))! };
    await page.getByRole('button', { name: LABELS.en.open(tile.name), exact: true }).click();
    expect(await page.getByRole('dialog').count(), 'held until the code comes').toBe(0);
    release();
    const dialog = page.getByRole('dialog', { name: LABELS.en.title, exact: true });
    await dialog.waitFor();
    await eventually(() => dialog.locator('.lto-quick-view__product h3').innerText()).toMatch(new RegExp(`^${tile.name}`));
    expect(asked).toEqual([tile.url]);
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  test('a quick view opened before the grid is drawn stays modal once the grid is drawn around it', async () => {
    const ui = await openListing();
    const grid = ui.page.locator('lto-product-grid');
    const [first] = ui.tiles;
    expect(await grid.getAttribute('data-lto-ready'), 'the grid waits for intent of its own').toBeNull();
    await ui.opener(first!).focus();
    await ui.page.keyboard.press('Enter');
    await ui.showing(first!.name);
    const modal = () => ui.dialog.evaluate((dialog) => dialog.matches(':modal'));
    expect(await modal()).toBe(true);
    // Intent on the grid itself (the page behind the dialog is inert, so no pointer reaches it:
    // the event is sent as a pointer coming over it would send it).
    await grid.evaluate((element) => element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await grid.and(ui.page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
    await eventually(() => ui.dialog.locator('.lto-quick-view__product h3').count(), 'the dialog after the grid was drawn').toBe(1);
    expect(await modal(), 'still modal: the page behind stays inert and Escape closes it').toBe(true);
    expect(await ui.page.evaluate(() => document.activeElement?.closest('dialog') !== null), 'the focus stayed in the dialog').toBe(true);
    await ui.page.keyboard.press('Escape');
    await ui.dialog.waitFor({ state: 'detached' });
    expect(await ui.focusedLabel()).toBe(ui.l.open(first!.name));
  });

  test('search pages send source=search', async () => {
    const ui = await openListing('en', '/showsearch?q=sofa');
    const [first] = ui.tiles;
    const [request] = await Promise.all([ui.page.waitForRequest(fragmentRequest(first!.url)), ui.opener(first!).click()]);
    expect(query(request)).toEqual({ source: 'search', format: 'ajax' });
    await ui.showing(first!.name);
  });

  test('a fragment that fails shows the error in the dialog, focus on Retry, and Retry recovers', async () => {
    demo.allowConsoleError(/status of 500/);
    const ui = await openListing();
    const [first] = ui.tiles;
    let failures = 1;
    await ui.page.route(
      (url) => url.pathname === first!.url && url.searchParams.get('format') === 'ajax',
      (route) => (failures-- > 0 ? route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Internal error 42</p>' }) : route.fallback()),
    );
    await ui.opener(first!).click();
    const alert = ui.dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(ui.l.failed);
    expect(await ui.dialog.innerText()).not.toContain('Internal error 42');
    await eventually(ui.focusedLabel).toBe(ui.l.retry);

    await ui.dialog.getByRole('button', { name: ui.l.retry, exact: true }).click();
    await ui.showing(first!.name);
    expect(await alert.count()).toBe(0);
    expect(await ui.page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    await ui.page.keyboard.press('Escape');
    await ui.dialog.waitFor({ state: 'detached' });
    expect(await ui.focusedLabel()).toBe(ui.l.open(first!.name));
  });

  test('the sanitized fragment goes in as TrustedHTML: what the server sent is what shows, and nothing runs', async () => {
    const ui = await openListing();
    const [first] = ui.tiles;
    await ui.page.route(
      (url) => url.pathname === first!.url && url.searchParams.get('format') === 'ajax',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: `<div class="quickview"><h3>${first!.name}</h3><img src="/img/product/P1001.svg" alt="" onerror="window.pwned = 1" onload="window.pwned = 1">
<script>window.pwned = 2</script><a href="javascript:window.pwned = 3">Tricky</a><p style="color: red">Styled</p>
<lto-favorite pid="${first!.url.split('/').pop()}" name="${first!.name}" onclick="window.pwned = 4">${heart(first!.name)}</lto-favorite></div>`,
        }),
    );
    // Chromium reports (and blocks) the inline handlers and style while DOMPurify parses the
    // fragment in its inert document, before it removes them: expected here, never with the demo's own fragments.
    demo.allowConsoleError(/violates the following Content Security Policy directive '(script|style)-src 'self''/);
    await ui.opener(first!).click();
    await ui.showing(first!.name);
    await ui.dialog.getByRole('switch', { name: ui.l.save(first!.name), exact: true }).click();
    await ui.dialog.getByText('Tricky').click();
    expect(await ui.page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await ui.dialog.locator('script, [onerror], [onclick], [style]:not(dialog)').count()).toBe(0);
    expect(await ui.dialog.getByText('Tricky').getAttribute('href')).toBeNull();
    // Chromium enforces Trusted Types here: a plain string in innerHTML would have been refused.
    expect(await ui.page.evaluate(() => 'trustedTypes' in window)).toBe(true);
  });
});
