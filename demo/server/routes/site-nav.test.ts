import { afterAll, describe, expect, test } from 'vitest';
import { createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-site-nav-');
afterAll(() => app.close());

const page = async (path: string, host: string = HOSTS.us) => (await app.request('GET', path, { host })).text();
/** The header's navigation of a page. */
const navOf = (body: string) => /<nav class="site-nav"[\s\S]*?<\/lto-mobile-nav>\s*<\/nav>/.exec(body)?.[0] ?? '';
const panelOf = (nav: string, category: string) => new RegExp(`<div class="lto-mega-nav__panel" id="lto-mega-nav-${category}" hidden>[\\s\\S]*?</div>`).exec(nav)?.[0] ?? '';
const sublinks = (panel: string) => [...panel.matchAll(/<a class="lto-mega-nav__sublink" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => `${label} ${href}`);

describe("the header's navigation (SPEC 2.2): categories with their sub-categories, from the database", () => {
  test('every category with a link, a disclosure button and a closed panel of its sub-categories that have products', async () => {
    const nav = navOf(await page('/'));
    expect([...nav.matchAll(/<a class="lto-mega-nav__link" href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, name]) => `${name} ${href}`)).toEqual([
      'Living Room /c/living-room',
      'Bedroom /c/bedroom',
      'Dining Room /c/dining',
      'Appliances /c/appliances',
      'Electronics /c/electronics',
      'Computers /c/computers',
    ]);
    expect(nav).toContain(
      '<button type="button" class="lto-mega-nav__button" aria-expanded="false" aria-controls="lto-mega-nav-living-room" aria-label="More in Living Room">',
    );
    const living = sublinks(panelOf(nav, 'living-room'));
    expect(living[0]).toBe('All Living Room /c/living-room');
    expect(living).toContain('Sofas /c/living-room?subcat=sofa');
    // The wider range's own sub-categories are the living room's too.
    expect(living).toContain('Ottomans /c/living-room?subcat=ottoman');
    expect(living).toHaveLength(12); // all, then its 11 product types
    expect(sublinks(panelOf(nav, 'computers'))).toContain('Laptops /c/computers?subcat=laptop');
    expect(sublinks(panelOf(nav, 'computers'))).not.toContain('Sofas /c/computers?subcat=sofa');
    expect(nav).not.toMatch(/role="menu/);
  });

  test('a sub-category link leads to its listing, refined by it', async () => {
    const body = await page('/c/living-room?subcat=ottoman');
    expect(body).toMatch(/<h1[^>]*>Living Room<\/h1>/);
    expect(body).toMatch(/Storage Ottoman/);
    expect(body).not.toMatch(/ Sofa<\/a>/);
  });

  test('the page shown is marked: the category link on its listing, the sub-category link on its own', async () => {
    expect(navOf(await page('/c/bedroom'))).toContain('<a class="lto-mega-nav__link" href="/c/bedroom" aria-current="page">Bedroom</a>');
    const refined = navOf(await page('/c/bedroom?subcat=dresser'));
    expect(refined).toContain('<a class="lto-mega-nav__link" href="/c/bedroom" aria-current="true">Bedroom</a>');
    expect(refined).toContain('<a class="lto-mega-nav__sublink" href="/c/bedroom?subcat=dresser" aria-current="page">Dressers</a>');
    expect(navOf(await page('/'))).not.toContain('aria-current');
  });

  test('the promo banner carousel on the US navigation only', async () => {
    const us = navOf(await page('/'));
    expect(us).toMatch(/<lto-carousel class="lto-mobile-nav__promos" label="Offers" heading="none"><div class="lto-carousel" role="region" aria-roledescription="carousel" aria-label="Offers">/);
    expect(us.match(/class="nav-promo"/g)).toHaveLength(3);
    expect(navOf(await page('/', HOSTS.es))).not.toMatch(/lto-carousel|nav-promo/);
    expect(navOf(await page('/', HOSTS.ca))).not.toMatch(/lto-carousel|nav-promo/);
  });

  test('the Spanish site is Spanish throughout', async () => {
    const nav = navOf(await page('/', HOSTS.es));
    expect(nav).toContain('aria-label="Comprar por categoría"');
    expect(nav).toContain('<span class="lto-mobile-nav__label">Menú</span>');
    expect(nav).toContain('aria-label="Más en Sala"');
    expect(nav).toContain('<button type="button" class="lto-mega-nav__back" aria-label="Volver a todas las categorías">Volver</button>');
    const sala = sublinks(panelOf(nav, 'living-room'));
    expect(sala[0]).toBe('Ver todo en Sala /c/living-room');
    expect(sala).toContain('Sofás /c/living-room?subcat=sofa');
    expect(nav).not.toMatch(/>(Menu|Back|All [A-Z][a-z]+|Sofas|Living Room)</);
  });

  test('the Canadian site: English names, no banners', async () => {
    const nav = navOf(await page('/c/appliances', HOSTS.ca));
    expect(sublinks(panelOf(nav, 'appliances'))).toContain('Washer &amp; Dryer Sets /c/appliances?subcat=laundry-pair');
    expect(nav).toContain('<span class="lto-mobile-nav__label">Menu</span>');
  });
});
