/**
 * The one place axe-core runs (WCAG 2.0/2.1/2.2 A and AA): once for each page type and each state
 * a shopper puts it in (a dialog open, errors shown, a colour chosen, signed in), on the English
 * and Spanish sites, with the strict Content-Security-Policy every page must carry. The feature
 * tests check what the widgets do and scan nothing; a state they reach that matters to a screen
 * reader or a keyboard is brought about here and scanned. Several states of one page follow one
 * another in one test, on one page load.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountUi, authorizeUrl } from './account-ui';
import { seedCart } from './cart-ui';
import { compareUi, eventually, fetchHtml, fetchListing, seedCompare } from './compare-ui';
import { fillDelivery, fillOrderForm, fillReferences, fillSign, form, formReady, startCheckout, submitTo } from './checkout-ui';
import { favoriteUi } from './favorite-ui';
import { axeCheck, mainResponse, useDemo, type SiteName } from './harness';
import { wake, wakeAll } from './islands';
import { OLD_USER_AGENT, pageRefusingCookies } from './safety-ui';

const demo = useDemo();

/** The page's CSP header, as directive name to its sources. */
function cspOf(page: Page): Map<string, string[]> {
  const header = mainResponse(page).headers()['content-security-policy'];
  expect(header, `Content-Security-Policy header on ${page.url()}`).toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** DESIGN: scripts only from 'self' (or a nonce), no unsafe-inline / unsafe-eval, Trusted Types enforced. */
function expectStrictCsp(page: Page): void {
  const header = mainResponse(page).headers()['content-security-policy'] ?? '';
  expect(header).toContain("require-trusted-types-for 'script'");
  const csp = cspOf(page);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, 'script-src or default-src').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  // The outside services SPEC names (the fraud provider's device kit on the checkout steps) are the
  // demo's own stand-ins, on hosts of their own at the demo's port: no script from anywhere else.
  const port = new URL(page.url()).port;
  const standIn = (source: string) => /^http:\/\/[a-z-]+\.localhost:\d+$/.test(source) && new URL(source).port === port;
  expect(scripts!.filter((source) => /^(https?:|\*)/.test(source) && !standIn(source)), 'no script hosts beyond self and the demo\'s stand-ins').toEqual([]);
  expect(csp.get('trusted-types'), 'named Trusted Types policies').toBeDefined();
}

/**
 * axe finds nothing on the page, or `within` the widget whose state changed since the page was
 * scanned whole. The Spanish site is scanned for all but colour contrast (unless `contrast`): its
 * colours are the English site's (one stylesheet), checked in the same states on the English
 * pages, and contrast is 70% of a scan's time (600 of 836 ms for a listing).
 */
async function expectClean(page: Page, within?: string, { contrast = !new URL(page.url()).hostname.startsWith('es.') } = {}): Promise<void> {
  const { summary } = await axeCheck(page, { within, skip: contrast ? [] : ['color-contrast'] });
  expect(summary).toEqual([]);
}

const lang = (site: SiteName) => (site === 'es' ? 'es' : 'en');

/** What a shopper reads on the controls these tests use, written out from the contract. */
const TEXT = {
  en: {
    oosSuffix: ' - OUT OF STOCK',
    quickView: 'Quick view',
    openQuickView: (name: string) => `Quick view ${name}`,
    retry: 'Retry',
    remove: 'Remove',
    setZip: 'Set your zip code',
    location: 'Set your location',
    zip: 'Zip code',
    update: 'Update',
    productNav: 'Products in this list',
    position: (position: number) => new RegExp(`^${position} of \\d+$`),
    thumbs: /^Images of /,
    recent: 'Recently viewed',
    zoom: 'Zoom image',
    zoomTitle: 'Zoomed image',
    sizeChart: 'Size chart',
    sofaOpen: 'Want it your way? Get custom sofa updates',
    sofaTitle: 'Custom sofa updates',
    sofaEmail: 'Email Address',
    sofaSubmit: 'Notify Me',
    sofaThanks: "You're on the list",
    pickUp: 'Pick up in store',
    storesNear: (zip: string) => `Stores near ${zip}`,
    seeMore: 'See more',
    setStore: 'Set preferred store',
    selectStore: (zip: string) => `Select a store - ${zip}`,
    storeChoice: /^Select /,
    storeDetails: /^Store details: /,
    storePrompt: 'Find a store near you',
    colors: 'Colors',
    backOrder: /^Available on back order/,
    lpDetails: 'Leasing Power details',
    lpDetailsTitle: 'Your Leasing Power(SM) Details',
    seeDetails: 'See details',
    nextSteps: 'Next Steps',
    proofOfResidence: 'Proof of residence',
    minBox: 'Min ($)',
    apply: 'Apply',
  },
  es: {
    oosSuffix: ' - AGOTADO',
    quickView: 'Vista rápida',
    openQuickView: (name: string) => `Vista rápida de ${name}`,
    retry: 'Reintentar',
    remove: 'Quitar',
    setZip: 'Indica tu código postal',
    location: 'Indica tu ubicación',
    zip: 'Código postal',
    update: 'Actualizar',
    productNav: 'Productos de esta lista',
    position: (position: number) => new RegExp(`^${position} de \\d+$`),
    thumbs: /^Imágenes de /,
    recent: 'Vistos recientemente',
    zoom: 'Ampliar imagen',
    zoomTitle: 'Imagen ampliada',
    sizeChart: 'Tabla de medidas',
    sofaOpen: '¿Lo quieres a tu manera? Recibe novedades de sofás a medida',
    sofaTitle: 'Novedades de sofás a medida',
    sofaEmail: 'Correo electrónico',
    sofaSubmit: 'Avísenme',
    sofaThanks: 'Ya estás en la lista',
    pickUp: 'Recoge en tienda',
    storesNear: (zip: string) => `Tiendas cerca de ${zip}`,
    seeMore: 'Ver más',
    setStore: 'Elegir tienda preferida',
    selectStore: (zip: string) => `Elige una tienda - ${zip}`,
    storeChoice: /^Elegir /,
    storeDetails: /^Detalles de la tienda: /,
    storePrompt: 'Busca una tienda cerca de ti',
    colors: 'Colores',
    backOrder: /^Disponible bajo pedido/,
    lpDetails: 'Detalles del Poder de Arrendamiento',
    lpDetailsTitle: 'Detalles de tu Poder de Arrendamiento(SM)',
    seeDetails: 'Ver detalles',
    nextSteps: 'Próximos pasos',
    proofOfResidence: 'Comprobante de domicilio',
    minBox: 'Mín. ($)',
    apply: 'Aplicar',
  },
} as const;

/** A listing tile's colours, as the server wrote them into its variants attribute. */
interface TileColours {
  pid: string;
  selected: string;
  variants: { pid: string; colorname: string; oos: string; express: boolean }[];
}

const tileColours = (page: Page): Promise<TileColours[]> =>
  page.locator('lto-product-tile').evaluateAll((tiles) =>
    tiles.map((tile) => ({ pid: tile.getAttribute('pid') ?? '', selected: tile.getAttribute('selected') ?? '', variants: JSON.parse(tile.getAttribute('variants') ?? '[]') })),
  );

/** The shopper points at a control, and its island is drawn before the click (a link clicked before its code opens its page). */
async function pointAt(control: Locator): Promise<void> {
  await control.hover();
  await control.locator('xpath=ancestor::*[starts-with(local-name(), "lto-")][1]').and(control.page().locator('[data-lto-ready]')).waitFor();
}

describe('hosted search (the Canadian site has it on)', () => {
  test('the header search panel open: query suggestions, categories and products, one option active', async () => {
    const page = await demo.openSite('/', { site: 'ca' });
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await page.keyboard.type('sof');
    await expect.poll(async () => (await page.getByRole('group', { name: 'Products' }).getByRole('option').allInnerTexts()).some((text) => /sof/i.test(text))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
    await expectClean(page);
  });
});

describe('live chat (switched on for the test)', () => {
  for (const [site, width] of [['en', 1280], ['es', 390]] as const) {
    test(`${site}, ${width}px: the chat panel open with the bot's answer, then closed`, async () => {
      const text = site === 'en' ? { chat: 'Chat with us', message: 'Your message', close: 'Close chat' } : { chat: 'Chatea con nosotros', message: 'Tu mensaje', close: 'Cerrar chat' };
      const page = await demo.openSite('/demo/chat?enabled=1', { site });
      await page.setViewportSize({ width, height: 800 });
      await demo.openSite('/', { site, page });
      await page.locator('lto-live-chat .lto-live-chat__launcher').click();
      const panel = page.getByRole('dialog', { name: text.chat });
      const box = panel.getByRole('textbox', { name: text.message });
      await box.fill(site === 'en' ? 'Where is the nearest store?' : '¿Dónde está la tienda más cercana?');
      await box.press('Enter');
      await expect.poll(async () => (await panel.getByRole('log').locator('li').count()) >= 3, { timeout: 15_000 }).toBe(true);
      // Contrast on the Spanish site too: its phone width is scanned on that site alone.
      await expectClean(page, undefined, { contrast: true });
      await panel.getByRole('button', { name: text.close }).click();
      await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(false);
      await expectClean(page, undefined, { contrast: true });
    });
  }
});

for (const site of ['en', 'es'] as const) {
  describe(`${site === 'en' ? 'English' : 'Spanish'} site`, () => {
    test('home page, then the saved-items page with nothing saved (from the header link)', async () => {
      const page = await demo.openSite('/', { site });
      expectStrictCsp(page);
      await expectClean(page);
      const favorites = favoriteUi(page, lang(site));
      await Promise.all([page.waitForURL((url) => url.pathname === '/favorites'), favorites.headerLink.click()]);
      expect(await page.locator('main').innerText()).toMatch(favorites.labels.empty);
      await expectClean(page);
    });

    test("an approved shopper's listing (its 'Fits my Leasing Power' toggle pressed too) and product page: each monthly payment says whether it fits their Leasing Power", async () => {
      const page = await demo.openSite('/c/living-room', { site });
      const account = accountUi(page, lang(site));
      await account.ready();
      await account.signIn('approved@example.com');
      await account.signedIn();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('lto-product-tile .lto-leasing-power').count()).toBe(await page.locator('lto-product-tile').count());
      await expectClean(page);
      // The 'Fits my Leasing Power' toggle pressed: only the tiles that fit, and how many.
      const toggle = page.getByRole('button', { name: site === 'en' ? 'Fits my Leasing Power' : 'Cabe en mi Poder de Arrendamiento' });
      await toggle.click();
      await expect.poll(() => page.locator('lto-leasing-power-filter [role="status"]').innerText()).not.toBe('');
      await expectClean(page);
      await page.goto(new URL('/p/P1001', page.url()).href);
      await page.locator('lto-lease-terms .lto-leasing-power').waitFor();
      await expectClean(page);
    });

    test('the header search: its suggestions open with one active, then the recent searches of an empty box', async () => {
      const text = site === 'en' ? { box: 'Search products', clear: 'Clear search', recent: 'Recent searches' } : { box: 'Buscar productos', clear: 'Borrar búsqueda', recent: 'Búsquedas recientes' };
      const page = await demo.openSite('/', { site });
      const box = page.getByRole('combobox', { name: text.box });
      await box.click();
      await page.keyboard.type('sof');
      // The list for all of 'sof', not one for 'so' still shown while its answer comes: an option
      // arrowed to there may not be in the newer list.
      await expect.poll(() => page.getByRole('option').allInnerTexts()).toSatisfy((texts: string[]) => texts.length > 0 && texts.every((text) => /sof/i.test(text)));
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
      await expectClean(page);
      await page.keyboard.press('Escape');
      await Promise.all([page.waitForURL((url) => url.pathname === '/showsearch'), page.keyboard.press('Enter')]);
      await box.click();
      await page.getByRole('button', { name: text.clear }).click();
      await page.getByRole('listbox', { name: text.recent }).getByRole('option').first().waitFor();
      await expectClean(page);
    });

    test("the header's navigation: the 'Living Room' menu open; at phone width the mobile panel open (promo banners on the US site), then its 'Living Room' level", async () => {
      const words = site === 'es' ? { more: 'Más en Sala', menu: 'Menú', back: 'Volver a todas las categorías' } : { more: 'More in Living Room', menu: 'Menu', back: 'Back to all categories' };
      const page = await demo.openSite('/c/living-room?subcat=sofa', { site });
      const more = page.getByRole('button', { name: words.more, exact: true });
      await pointAt(more);
      await more.click();
      await eventually(() => more.getAttribute('aria-expanded')).toBe('true');
      await expectClean(page);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 800 });
      const menu = page.getByRole('button', { name: words.menu, exact: true });
      await pointAt(menu);
      await menu.click();
      await eventually(() => menu.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('#site-nav-panel lto-carousel').count()).toBe(site === 'en' ? 1 : 0);
      await expectClean(page);
      await more.click();
      await page.getByRole('button', { name: words.back }).waitFor();
      await expectClean(page);
    });

    test('category listing before and after the shopper has used its tiles (two products in the compare bar and saved, a colour chosen, an out-of-stock colour pointed at), then the compare page and the saved-items page with them', async () => {
      const page = await demo.openSite('/c/living-room', { site });
      expectStrictCsp(page);
      const ui = compareUi(page, lang(site));
      await ui.ready();
      await expectClean(page);

      const [first, second] = await ui.products();
      await ui.add(first!);
      await ui.add(second!);
      await eventually(() => ui.compareButton.isEnabled()).toBe(true);
      const favorites = favoriteUi(page, lang(site));
      // One after the other: the saved-items page lists them in the order the server saved them.
      await favorites.heart(first!).click();
      await favorites.settled(first!);
      await favorites.heart(second!).click();
      await favorites.settled(second!);
      await eventually(() => favorites.savedNames()).toEqual([first!.name, second!.name]);
      // Another colour chosen on a tile; then the pointer on an out-of-stock colour of a tile: its overlay shows.
      const tiles = await tileColours(page);
      const colourful = tiles.find((tile) => tile.variants.some((v) => v.pid !== tile.selected && v.oos === 'false'));
      const soldOut = tiles.find((tile) => tile.variants.some((v) => v.oos === 'true' && !v.express));
      expect(colourful, 'a tile with another colour in stock').toBeDefined();
      expect(soldOut, 'a tile with an out-of-stock colour').toBeDefined();
      const other = colourful!.variants.find((v) => v.pid !== colourful!.selected && v.oos === 'false')!;
      const tile = page.locator(`lto-product-tile[pid="${colourful!.pid}"]`);
      await tile.scrollIntoViewIfNeeded();
      await wake(tile);
      await tile.getByRole('radio', { name: other.colorname, exact: true }).click();
      await eventually(() => tile.getByRole('radio', { name: other.colorname, exact: true }).isChecked()).toBe(true);
      const soldOutTile = page.locator(`lto-product-tile[pid="${soldOut!.pid}"]`);
      await soldOutTile.scrollIntoViewIfNeeded();
      await wake(soldOutTile);
      const gone = soldOut!.variants.find((v) => v.oos === 'true' && !v.express)!;
      await soldOutTile.getByRole('radio', { name: `${gone.colorname}${TEXT[site].oosSuffix}`, exact: true }).hover();
      await soldOutTile.locator('.lto-product-tile__overlay').waitFor();
      await expectClean(page);

      await demo.openSite('/compareShow?category=living-room', { site, page });
      expectStrictCsp(page);
      expect(await page.locator('table thead th[scope="col"]').allInnerTexts()).toEqual([first!.name, second!.name]);
      await expectClean(page);
      // A removal refused: its message under the button, as an alert (<lto-compare-list>).
      const refuse = (route: Route) => route.fulfill({ json: { success: false } });
      await page.route('**/compare/remove?*', refuse);
      await page.getByRole('button', { name: `${TEXT[site].remove} ${first!.name}`, exact: true }).click();
      await page.locator('lto-compare-list [role="alert"]').waitFor();
      await page.unroute('**/compare/remove?*', refuse);
      await expectClean(page, 'lto-compare-list');

      await demo.openSite('/favorites', { site, page });
      expect(await favorites.listedProducts()).toEqual([first!.name, second!.name]);
      await expectClean(page);
      // A removal refused: its message under the button, as an alert (<lto-favorites-list>).
      const refuseSaved = (route: Route) => route.fulfill({ json: { error: 'refused' } });
      await page.route('**/favorites/remove?*', refuseSaved);
      await page.locator('lto-favorites-list').getByRole('button', { name: new RegExp(`^${TEXT[site].remove} `) }).first().click();
      await page.locator('lto-favorites-list [role="alert"]').waitFor();
      await page.unroute('**/favorites/remove?*', refuseSaved);
      await expectClean(page, 'lto-favorites-list');
    }, 120_000);

    test("a listing's dialogs: a quick view, a quick view whose product failed to load, the zip modal, and the zip modal finding no store", async () => {
      const page = await demo.openSite('/c/living-room', { site });
      const t = TEXT[site];
      const tags = page.locator('lto-quick-view');
      await tags.first().waitFor({ state: 'attached' });
      const [first, second] = await tags.evaluateAll((elements) => elements.map((el) => ({ url: el.getAttribute('url') ?? '', name: el.getAttribute('name') ?? '' })));
      const quickView = page.getByRole('dialog', { name: t.quickView, exact: true });
      const shown = () => quickView.locator('.lto-quick-view__product h3').innerText();
      await page.getByRole('button', { name: t.openQuickView(second!.name), exact: true }).click();
      await eventually(async () => (await shown()).startsWith(second!.name)).toBe(true);
      await expectClean(page);
      await page.keyboard.press('Escape');
      await quickView.waitFor({ state: 'detached' });

      demo.allowConsoleError(/status of 500/);
      await page.route(
        (url) => url.pathname === first!.url && url.searchParams.get('format') === 'ajax',
        (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Internal error</p>' }),
      );
      await page.getByRole('button', { name: t.openQuickView(first!.name), exact: true }).click();
      await quickView.getByRole('alert').waitFor();
      await eventually(() => quickView.getByRole('button', { name: t.retry, exact: true }).evaluate((button) => button === document.activeElement)).toBe(true);
      await expectClean(page);
      await page.keyboard.press('Escape');
      await quickView.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: t.setZip }).click();
      const location = page.getByRole('dialog', { name: t.location });
      await location.waitFor();
      await expectClean(page);
      await location.getByRole('textbox', { name: t.zip, exact: true }).fill('99999');
      await location.getByRole('button', { name: t.update, exact: true }).click();
      await location.getByRole('alert').waitFor();
      await expectClean(page);
    }, 120_000);

    test('category listing with a monthly payment range in force, its slider drawn, then a box left empty on Apply', async () => {
      const t = TEXT[site];
      const page = await demo.openSite('/c/living-room?pmin=40&pmax=120', { site });
      const range = page.locator('lto-price-range');
      await wake(range);
      await expectClean(page);
      const min = range.getByRole('textbox', { name: t.minBox, exact: true });
      await min.fill('');
      await range.getByRole('button', { name: t.apply, exact: true }).click();
      await eventually(() => min.getAttribute('aria-invalid')).toBe('true');
      await expectClean(page);
    });

    test('search results page, then its articles tab, then its products in the wide layout', async () => {
      const page = await demo.openSite('/showsearch?q=sofa', { site });
      expectStrictCsp(page);
      const ui = compareUi(page, lang(site));
      await ui.ready();
      await expectClean(page);
      const [products, articles] = site === 'es' ? ['Productos', 'Artículos'] : ['Products', 'Articles'];
      await wake(page.locator('lto-product-grid'));
      await page.getByRole('tab', { name: new RegExp(`^${articles} \\(`) }).click();
      await page.getByRole('tabpanel', { name: new RegExp(`^${articles} \\(`) }).waitFor();
      await expectClean(page);
      await page.getByRole('tab', { name: new RegExp(`^${products} \\(`) }).click();
      await page.getByRole('button', { name: site === 'es' ? 'Lista' : 'Wide', exact: true }).click();
      await page.locator('[data-lto-grid-feed][data-lto-grid-wide]').waitFor();
      await expectClean(page);
    });

    test("a brand landing page with its refinements drawn; at phone width its filters sidebar open, a sub-category chosen in it (the sidebar open again over the new results), then closed", async () => {
      const words = site === 'es' ? { filters: 'Filtros', type: 'Tipo' } : { filters: 'Filters', type: 'Type' };
      const page = await demo.openSite('/brand/ashford-home', { site });
      expectStrictCsp(page);
      await wake(page.locator('lto-refinements'));
      await expectClean(page);

      await page.setViewportSize({ width: 390, height: 800 });
      await page.locator('[data-lto-refinements-opener]').click();
      const sidebar = page.getByRole('dialog', { name: words.filters });
      await sidebar.waitFor();
      await expectClean(page);
      await sidebar.locator(`summary:text-is("${words.type}")`).click();
      await sidebar.locator('.refinements__group--several a:not([aria-current])').first().click();
      await eventually(() => new URL(page.url()).searchParams.get('subcatids')).not.toBeNull();
      await eventually(() => sidebar.locator('.refinements__group--several a[aria-current="true"]').count()).toBe(1);
      await expectClean(page);
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'detached' });
      await expectClean(page);
    });

    test('product page from a listing tile with its place in the list; then a product page with a zip, its islands drawn, and its dialogs one after another; then at phone width', async () => {
      const t = TEXT[site];
      // The third tile's product link (#start=3), read from the listing's HTML: not P1001, which comes next.
      const html = await fetchHtml(demo.context, `${demo.origin(site)}/c/living-room`);
      const links = [...html.matchAll(/<h3 class="lto-product-tile__name"><a href="([^"]+)">([^<]+)<\/a>/g)];
      const link = links[2];
      expect(link, 'a third tile links to its product page').toBeDefined();
      expect(link![1]).toMatch(/^\/p\/(?!P1001\b)[^#]+#start=3$/);
      const page = await demo.openSite(link![1]!, { site });
      expectStrictCsp(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(link![2]!.replace(/&amp;/g, '&'));
      // Previous, '3 of N' and next, drawn once the page has loaded (the listing's hash asks for them).
      await page.getByRole('navigation', { name: t.productNav }).getByText(t.position(3)).waitFor();
      await expectClean(page);
      const seen = /^\/p\/([^#?]+)/.exec(link![1]!)![1]!;
      await eventually(() => page.evaluate(() => localStorage.getItem('ltoRecentlyViewed'))).toContain(seen);

      // P1001 (a sofa in four colours) with a zip: the pictures, both carousels (the product just
      // seen is recently viewed), the stores near the zip with more of them shown, a FAQ answer open.
      await demo.openSite('/p/P1001?postalCode=30303', { site, page });
      await wake(page.locator('lto-product-media'));
      await page.getByRole('tablist', { name: t.thumbs }).waitFor();
      const carousel = page.locator('lto-carousel.pdp__carousel:not([recently-viewed])');
      await carousel.scrollIntoViewIfNeeded();
      await wake(carousel);
      await page.evaluate(() => scrollTo(0, 0));
      await wake(page.locator('lto-carousel[recently-viewed]'));
      await page.getByRole('region', { name: t.recent }).waitFor({ state: 'attached' });
      const stores = page.getByRole('region', { name: t.pickUp });
      await stores.getByRole('heading', { name: t.storesNear('30303') }).waitFor();
      const shownStores = await stores.getByRole('listitem').count();
      await stores.getByRole('button', { name: t.seeMore }).click();
      await eventually(() => stores.getByRole('listitem').count()).toBeGreaterThan(shownStores);
      const faq = page.locator('lto-accordion.pdp__faq-list');
      const answer = faq.locator('details').nth(1);
      await faq.locator('summary').nth(1).click();
      await faq.and(page.locator('[data-lto-ready]')).waitFor();
      await eventually(() => answer.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      await expectClean(page);

      // The picture zoomed.
      await page.getByRole('button', { name: t.zoom }).click();
      const zoomed = page.getByRole('dialog', { name: t.zoomTitle });
      await zoomed.waitFor();
      await expectClean(page);
      await page.keyboard.press('Escape');
      await zoomed.waitFor({ state: 'hidden' });

      // The size chart.
      const sizeChartLink = page.getByRole('link', { name: t.sizeChart, exact: true });
      await pointAt(sizeChartLink);
      await sizeChartLink.click();
      const sizeChart = page.getByRole('dialog', { name: t.sizeChart });
      await sizeChart.getByRole('table').waitFor();
      await expectClean(page);
      await page.keyboard.press('Escape');
      await eventually(() => sizeChart.count()).toBe(0);

      // The custom sofa sign-up, with the platform's answer.
      await page.getByRole('button', { name: t.sofaOpen }).click();
      const sofa = page.getByRole('dialog', { name: t.sofaTitle });
      await sofa.getByRole('textbox', { name: t.sofaEmail }).fill(`a11y.sofa.${site}@example.com`);
      await sofa.getByRole('button', { name: t.sofaSubmit }).click();
      await sofa.getByRole('heading', { name: t.sofaThanks }).waitFor();
      await expectClean(page);
      await page.keyboard.press('Escape');
      await sofa.waitFor({ state: 'hidden' });

      // The stores to choose a preferred one from.
      await page.getByRole('link', { name: t.setStore }).click();
      const select = page.getByRole('dialog', { name: t.selectStore('30303') });
      await eventually(() => select.getByRole('button', { name: t.storeChoice }).count()).toBeGreaterThan(0);
      await expectClean(page);
      await page.keyboard.press('Escape');
      await select.waitFor({ state: 'hidden' });

      // A store's details.
      await page.getByRole('link', { name: t.storeDetails }).first().click();
      const details = page.getByRole('dialog', { name: t.storeDetails });
      await eventually(() => details.innerText()).toMatch(/Atlanta/);
      await expectClean(page);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });

      // The lease terms' tooltip shown by the pointer (<lto-tooltip>), the header pinned above.
      const tco = page.locator('.pdp__terms lto-tooltip');
      await tco.getByRole('button').hover();
      await tco.getByRole('tooltip').waitFor({ state: 'visible' });
      await expectClean(page);
      await page.keyboard.press('Escape');
      await tco.getByRole('tooltip').waitFor({ state: 'hidden' });

      // A phone: no zoom, the recommendations one item wide.
      await page.setViewportSize({ width: 375, height: 800 });
      await eventually(() => page.getByRole('button', { name: t.zoom }).count()).toBe(0);
      await expectClean(page);
    }, 180_000);

    test('a product page with no zip known: a colour chosen (the content and its availability drawn again), then the store prompt', async () => {
      const t = TEXT[site];
      const page = await demo.openSite('/p/P1001', { site });
      await wake(page.locator('lto-variant-picker'));
      await wake(page.locator('lto-availability'));
      const content = page.locator('#product-content');
      const before = await content.elementHandle();
      await content.getByRole('radiogroup', { name: t.colors }).getByRole('radio', { name: new RegExp(`${t.oosSuffix}$`) }).first().click();
      await eventually(() => before!.evaluate((element) => element.isConnected)).toBe(false);
      await eventually(() => page.locator('lto-availability').innerText()).toMatch(t.backOrder);
      await wake(content.locator('lto-favorite'));
      await expectClean(page);

      await page.getByRole('link', { name: t.setStore }).click();
      await page.getByRole('dialog', { name: t.storePrompt }).waitFor();
      await expectClean(page);
    });

    test('a product set after a colour is chosen for an item', async () => {
      const page = await demo.openSite('/set/living-room', { site });
      expectStrictCsp(page);
      const item = page.locator('[data-lto-set-item]').first();
      const before = await item.getAttribute('data-pid');
      const other = item.locator('[data-lto-set-swatch]:not([aria-current])').first();
      await other.hover();
      await page.locator('lto-product-set[data-lto-ready]').waitFor();
      await other.click();
      await eventually(() => page.locator('[data-lto-set-item]').first().getAttribute('data-pid')).not.toBe(before);
      await expectClean(page);
    });

    test('the cart page: empty, then with lines (two terms, one saved for later), then a coupon applied, a coupon refused and a quantity refused', async () => {
      const page = await demo.openSite('/cart', { site });
      expectStrictCsp(page);
      await wakeAll(page);
      await expectClean(page);
      await seedCart(page, demo.origin(site), { saved: true, mixedTerms: true });
      await demo.openSite('/cart', { site, page });
      await wakeAll(page);
      await expectClean(page);
      const cart = page.locator('lto-cart');
      const coupon = cart.locator('#cart-coupon');
      const apply = cart.locator('button[value="coupon-apply"]');
      await coupon.fill('SAVE10');
      await apply.click();
      await cart.locator('.lto-cart__coupon-applied').waitFor();
      await expectClean(page, 'lto-cart');
      await coupon.fill('SPRING2020');
      await apply.click();
      await cart.locator('#cart-coupon[aria-invalid="true"]').waitFor();
      const quantity = cart.locator('.lto-cart__quantity').first();
      await quantity.fill('9999');
      await cart.locator('button[value="update"]').first().click();
      await cart.locator('.lto-cart__error').waitFor();
      await expectClean(page, 'lto-cart');
    });

    test('order tracking page, empty and with an order found', async () => {
      const page = await demo.openSite('/account/order-tracking', { site });
      expectStrictCsp(page);
      await wakeAll(page);
      await expectClean(page);
      await page.locator('input[name="orderTrackingOrderNumber"]').fill('LA1005678');
      await page.locator('input[name="orderTrackingPostalCode"]').fill('30305');
      await page.locator('lto-order-tracking button[type="submit"]').click();
      await page.locator('.lto-order-tracking__result').waitFor();
      await expectClean(page, 'lto-order-tracking');
    });

    test('contact us page: empty, with its errors, and sent', async () => {
      const page = await demo.openSite('/contact-us', { site });
      expectStrictCsp(page);
      await wakeAll(page);
      await expectClean(page);
      const send = page.locator('lto-contact-form button[type="submit"]');
      await send.click();
      await page.locator('lto-contact-form [aria-invalid="true"]').first().waitFor();
      await expectClean(page, 'lto-contact-form');
      await page.locator('input[name="firstName"]').fill('Ana');
      await page.locator('input[name="lastName"]').fill('Reyes');
      await page.locator('input[name="email"]').fill('ana@example.com');
      await page.locator('select[name="topic"]').selectOption('delivery');
      await page.locator('textarea[name="message"]').fill('When will my sofa arrive?');
      await send.click();
      await page.locator('.lto-contact-form__sent').waitFor();
      await expectClean(page, 'lto-contact-form');
    });

    test('checkout loader demo page, with a state shown', async () => {
      const page = await demo.openSite('/demo/checkout-loader?state=DOC_VERIFY_PROCESSING', { site });
      expectStrictCsp(page);
      await page.locator('.lto-checkout-loader__overlay').waitFor();
      await expectClean(page);
    });

    test('the My Account drawer open: signed out; signed in, then its Leasing Power details; signed in pending, its documents', async () => {
      const t = TEXT[site];
      const page = await demo.openSite('/', { site });
      const ui = accountUi(page, lang(site));
      await ui.ready();
      await ui.open();
      await expectClean(page);
      await ui.signIn('approved@example.com');
      await ui.signedIn();
      await ui.drawer.locator('.lto-account-drawer__amount').waitFor();
      await expectClean(page);

      await ui.drawer.getByRole('button', { name: t.lpDetails }).click();
      const lpDetails = page.getByRole('dialog', { name: t.lpDetailsTitle });
      await lpDetails.getByRole('img').first().waitFor();
      await expectClean(page);
      await page.keyboard.press('Escape');
      await lpDetails.waitFor({ state: 'hidden' });

      await ui.signOutButton.click();
      await ui.signedOut();
      await ui.signIn('pending@example.com');
      await ui.signedIn();
      await ui.drawer.getByRole('button', { name: t.seeDetails }).click();
      await ui.drawer.getByRole('tab', { name: t.nextSteps, selected: true }).waitFor();
      await ui.drawer.getByText(t.proofOfResidence).click();
      await expectClean(page);
    }, 120_000);

    test('the account page, the apply page, an application\'s first step, its approval and a lease above its Leasing Power', async () => {
      const page = await demo.openSite('/account', { site });
      expectStrictCsp(page);
      await expectClean(page);
      await demo.openSite('/apply?postalCode=30303', { site, page });
      expectStrictCsp(page);
      await expectClean(page);
      // Applying before shopping: the checkout's steps with the application's box in place of an order.
      await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), page.locator('form[action="/apply/start"] button').click()]);
      await formReady(page);
      await expectClean(page);
      await fillDelivery(page);
      await submitTo(page, '/checkout/order-form');
      await fillOrderForm(page);
      await submitTo(page, '/apply/approved');
      expectStrictCsp(page);
      await expectClean(page);
      // A lease on the approval above its Leasing Power: P1109 at 12 months ($367.99 a month against $300.00).
      await demo.openSite('/p/P1109', { site, page });
      await page.locator('lto-lease-terms [role="tab"]').filter({ hasText: /^12\b/ }).click();
      await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/leasing-power'), page.locator('lto-start-lease').getByRole('button').click()]);
      expectStrictCsp(page);
      await expectClean(page);
    }, 120_000);

    test('store locator and a store details page', async () => {
      const page = await demo.openSite('/stores?postalCode=30303', { site });
      expectStrictCsp(page);
      expect(await page.locator('main').innerText()).toMatch(/Atlanta/);
      await expectClean(page);
      const details = page.locator('main a[href^="/stores/"]').first();
      await Promise.all([page.waitForEvent('load'), details.click()]);
      expectStrictCsp(page);
      await expectClean(page);
    });

    test.each(['/privacy-policy', '/sweepstakes-rules', '/emergency-message', '/covid-updates'])('content page %s, with the footer sign-up forms', async (path) => {
      const page = await demo.openSite(path, { site });
      expectStrictCsp(page);
      await wakeAll(page, 'lto-footer-email-signup, lto-footer-sms-signup');
      await expectClean(page);
    });

    test('contest page with the contest and sign-me-up forms, then the footer forms showing their errors', async () => {
      const page = await demo.openSite('/contest', { site });
      expectStrictCsp(page);
      await wakeAll(page, 'lto-contest-signup, lto-sms-optin, lto-footer-email-signup, lto-footer-sms-signup');
      await expectClean(page);
      // Both footer forms sent empty: every field marked in error, its text beside it.
      for (const form of await page.locator('lto-footer-email-signup form, lto-footer-sms-signup form').all()) await form.locator('button[type="submit"]').click();
      await page.locator('lto-footer-sms-signup [aria-invalid="true"]').waitFor();
      await expectClean(page, 'lto-footer-email-signup, lto-footer-sms-signup');
    });

    test('the interstitial pop-up open on a listing (second page of a visit)', async () => {
      const context = await demo.newContext({ storageState: { cookies: [], origins: [] } }, { interstitialClosed: false });
      const page = await context.newPage();
      await demo.openSite('/c/bedroom', { site, page });
      await page.waitForFunction(() => localStorage.getItem('newemailInterstitial') === 'first');
      await demo.openSite('/c/living-room', { site, page });
      await page.getByRole('dialog').waitFor();
      expectStrictCsp(page);
      await expectClean(page);
    });

    test('the privacy bar on a first visit, then the cookie consent dialog open (COOKIE_HINT on)', async () => {
      // A new shopper (the interstitial closed: it is not this test's): the bar shows.
      const context = await demo.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await demo.openSite('/c/living-room', { site, page: await context.newPage() });
      await page.locator('lto-privacy-bar .lto-privacy-bar').waitFor({ state: 'visible' });
      expectStrictCsp(page);
      await expectClean(page);
      // The demo's switch turns COOKIE_HINT on and comes back: the dialog opens over the page and its bar.
      await demo.openSite('/demo/cookie-hint?enabled=1', { site, page });
      await page.getByRole('dialog', { name: site === 'es' ? 'Cookies en este sitio' : 'Cookies on this site' }).getByRole('link').waitFor();
      expectStrictCsp(page);
      await expectClean(page);
    });

    test('the captcha open (SHOW_CAPTCHA through the demo switch), the cookies-disabled banner, and the old-browser warning', async () => {
      const words =
        site === 'es'
          ? { captcha: '¿Eres una persona?', cookies: 'Tu navegador está configurado para rechazar las cookies.', tls: 'Tu navegador usa un estándar de seguridad antiguo' }
          : { captcha: 'Are you human?', cookies: 'Your browser is set to refuse cookies.', tls: 'Your browser uses an older security standard' };
      const page = await demo.openSite('/demo/captcha?enabled=1', { site });
      await page.getByRole('dialog', { name: words.captcha }).getByRole('button').waitFor();
      expectStrictCsp(page);
      await expectClean(page);

      const refusing = await demo.openSite('/c/living-room', { site, page: await pageRefusingCookies(demo.context) });
      await refusing.getByRole('alert').filter({ hasText: words.cookies }).waitFor();
      await expectClean(refusing);

      const old = await demo.newContext({ userAgent: OLD_USER_AGENT });
      const oldPage = await demo.openSite('/c/living-room', { site, page: await old.newPage() });
      await oldPage.getByRole('alert').filter({ hasText: words.tls }).waitFor();
      expectStrictCsp(oldPage);
      await expectClean(oldPage);
    });

    test('each checkout step with <lto-checkout-form>: the first as it opens, each with its errors shown; then the declined pages', async () => {
      // 'Start my lease' on a product page with a zip: the delivery step as the server drew it, then drawn.
      const page = await demo.openSite('/p/P1001?postalCode=30303', { site });
      await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), page.locator('lto-start-lease').getByRole('button').click()]);
      await expectClean(page);
      await formReady(page);
      const steps: [fill: (page: Page) => Promise<void>, next: string][] = [
        [(p) => fillDelivery(p, 'Declined'), '/checkout/order-form'],
        [fillOrderForm, '/checkout/declined'],
      ];
      expectStrictCsp(page);
      await form(page).locator('button[type="submit"]').click();
      await expectClean(page, 'lto-checkout-form');
      for (const [fill, next] of steps) {
        await fill(page);
        await expectClean(page, 'lto-checkout-form');
        await submitTo(page, next);
        expectStrictCsp(page);
        await expectClean(page);
      }
      // The other ways a lease is declined: an account charged off, an order placed recently.
      for (const path of ['/checkout/declined/charged-off', '/checkout/declined/recent-order']) {
        await demo.openSite(path, { site, page });
        expectStrictCsp(page);
        await expectClean(page);
      }
    }, 120_000);

    test('the payment, sign and references steps with <lto-checkout-form>', async () => {
      const page = await startCheckout(demo, site);
      await fillDelivery(page);
      await submitTo(page, '/checkout/order-form');
      await fillOrderForm(page);
      await submitTo(page, '/checkout/payment');
      // The payment page's tooltip (its own look) shown by keyboard focus.
      const tip = page.locator('lto-tooltip[variant="payment"]');
      await tip.getByRole('button').focus();
      await tip.getByRole('tooltip').waitFor({ state: 'visible' });
      // The page itself is scanned whole below, the first step of the loop.
      await expectClean(page, 'lto-tooltip[variant="payment"]');
      await tip.getByRole('button').blur();
      await tip.getByRole('tooltip').waitFor({ state: 'hidden' });
      for (const [fill, next] of [
        [async () => {}, '/checkout/sign'],
        [fillSign, '/checkout/references'],
        [fillReferences, '/checkout/complete'],
      ] as const) {
        expectStrictCsp(page);
        await expectClean(page);
        await fill(page);
        await submitTo(page, next);
      }
    });
  });
}

test('the scan reports what it is for: a field that loses its label on a drawn page is a violation', async () => {
  const page = await demo.openSite('/account/order-tracking');
  await wakeAll(page);
  await expectClean(page);
  await page.locator('lto-order-tracking label').first().evaluate((label) => label.remove());
  const { summary } = await axeCheck(page);
  expect(summary.map((line) => line.split(' ')[0])).toContain('label');
});

test("the identity provider's sign-in page, then with a wrong password (English: the provider has no Spanish)", async () => {
  const page = await demo.newPage();
  await page.goto(authorizeUrl(demo.url));
  await eventually(() => new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  await expectClean(page);
  await page.getByLabel('Email').fill('approved@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await eventually(() => page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
  await page.getByRole('alert').waitFor();
  await expectClean(page);
});

test("the wallet provider's payment sheet the cart opens (its stand-in, on its own origin)", async () => {
  const page = await demo.newPage();
  const query = new URLSearchParams({ amount: '23097', currency: 'USD', lang: 'en', merchant: demo.origin('en'), reference: 'v1', state: 's1' });
  await page.goto(`http://wallet.localhost:${demo.port}/v1/sheet?${query}`);
  await page.getByRole('radio', { name: 'Visa ending 4242' }).waitFor();
  await expectClean(page);
});

test('the confirmation for a seventh product (English)', async () => {
  const products = await fetchListing(demo.context, `${demo.url}/c/living-room`);
  await seedCompare(demo.context, demo.url, products.slice(0, 6));
  const page = await demo.openSite('/c/living-room');
  const ui = compareUi(page);
  await ui.ready();
  expect(await ui.barNames()).toHaveLength(6);
  await ui.checkbox(products[6]!).click();
  await ui.dialog.waitFor({ state: 'visible' });
  await expectClean(page);
  await page.keyboard.press('Escape');
  await ui.dialog.waitFor({ state: 'detached' });
});
