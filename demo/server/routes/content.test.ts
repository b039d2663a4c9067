import { afterAll, describe, expect, test } from 'vitest';
import { createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-content-');
afterAll(() => app.close());

const get = (path: string, host: string = HOSTS.us) => app.request('GET', path, { host });
const LAYOUT = /<html|<head|<body|<script|<header|<footer|lto-config/i;

describe('product content pages (SPEC 2.2, 2.8): a fragment with format=ajax, a full page without', () => {
  test.each([
    ['/content/size-chart', 'Size chart', /<table class="size-chart__table">[\s\S]*<th scope="row">Sofa<\/th><td>84<\/td>/],
    ['/content/delivery-info', 'Delivery information', /<p>Most items are delivered within 3 to 5 business days/],
    ['/content/whats-included/P1001', "What&#39;s included", /<p>Your lease of [^<]+ includes:<\/p>\s*<ul><li>Delivery and set-up<\/li>/],
  ])('%s', async (path, title, content) => {
    const fragment = await get(`${path}?format=ajax`);
    expect(fragment.status).toBe(200);
    expect(fragment.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await fragment.text();
    expect(body).toMatch(/^<div class="content-fragment /);
    expect(body).toMatch(content);
    expect(body).not.toMatch(LAYOUT);
    expect(body).not.toMatch(/<h1|\sstyle=|\son[a-z]+=/);

    const page = await get(path);
    expect(page.status).toBe(200);
    const full = await page.text();
    expect(full).toMatch(/<html/);
    expect(full).toContain(`<h1>${title}</h1>`);
    expect(full).toMatch(content);
    expect(full).toContain('lto-config');
  });

  test('speak Spanish on the Spanish site', async () => {
    expect(await (await get('/content/size-chart?format=ajax', 'es.localhost:4173')).text()).toContain('<th scope="col">Ancho</th>');
    expect(await (await get('/content/delivery-info', 'es.localhost:4173')).text()).toContain('<h1>Información de entrega</h1>');
    expect(await (await get('/content/whats-included/P1001?format=ajax', 'es.localhost:4173')).text()).toContain('<li>Entrega e instalación</li>');
  });

  test("what's included links back to its product on the full page", async () => {
    expect(await (await get('/content/whats-included/P1001')).text()).toMatch(/<a href="\/p\/P1001">Back to the product: [^<]+<\/a>/);
  });

  test("what's included of an unknown product is a 404, as a fragment or a page", async () => {
    const fragment = await get('/content/whats-included/NOPE?format=ajax');
    expect(fragment.status).toBe(404);
    expect(await fragment.text()).not.toMatch(LAYOUT);
    expect((await get('/content/whats-included/NOPE')).status).toBe(404);
  });
});

describe('wishlist and gift registry pages', () => {
  test.each([
    ['/wishlist?pid=P1001', '<h1>Wishlist</h1>'],
    ['/gift-registry?pid=P1001', '<h1>Gift registry</h1>'],
  ])('%s is a minimal page with a way back to the product', async (path, heading) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain(heading);
    expect(body).toContain('<a href="/p/P1001">');
  });

  test('without a known product there is no way back, and no error', async () => {
    const response = await get('/wishlist?pid=NOPE');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('Back to the product');
  });
});

describe('the product page', () => {
  test('has the three dialog links, the Share disclosure with its links (they work without script), and plain list links', async () => {
    const body = await (await get('/p/P1001')).text();
    expect(body).toContain('<lto-dialog-link><a href="/content/size-chart" aria-haspopup="dialog">Size chart</a></lto-dialog-link>');
    expect(body).toContain('<lto-dialog-link><a href="/content/delivery-info" aria-haspopup="dialog">Delivery information</a></lto-dialog-link>');
    expect(body).toContain('<lto-dialog-link><a href="/content/whats-included/P1001" aria-haspopup="dialog">What&#39;s included</a></lto-dialog-link>');
    // P1001 comes in several colours: the page shares the one it shows.
    expect(body).toMatch(/<lto-share-links url="http:\/\/localhost:4173\/p\/P1001\?color=[a-z-]+" name="([^"]+)" pid="P1001"><details class="lto-share-links">\n<summary class="lto-share-links__toggle" aria-label="Share \1">Share<\/summary>/);
    expect(body).toMatch(
      /<a href="https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2Flocalhost%3A4173%2Fp%2FP1001%3Fcolor%3D[a-z-]+" target="_blank" rel="noopener noreferrer" class="lto-share-links__link lto-share-links__link--facebook">Facebook<span class="lto-visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
    );
    expect(body.match(/<li><a href="(https:\/\/(www\.facebook\.com|x\.com|www\.pinterest\.com)\/|mailto:)/g)).toHaveLength(4);
    expect(body).toContain('<a href="/wishlist?pid=P1001">Add to wishlist</a>');
    expect(body).toContain('<a href="/gift-registry?pid=P1001">Add to gift registry</a>');
  });

  test('shares the colour the shopper sees, on the page and in the colour fragment the picker swaps in', async () => {
    const url = 'http://localhost:4173/p/P1003?color=gray';
    const shared = encodeURIComponent(url);
    for (const body of [await (await get('/p/P1003?color=gray')).text(), await (await get('/p/P1003/variant/P1003-2?format=ajax')).text()]) {
      expect(body).toContain(`<lto-share-links url="${url}" `);
      expect(body).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${shared}"`);
      expect(body).toContain(`href="https://x.com/intent/post?url=${shared}&amp;text=`);
      expect(body).toContain(`href="https://www.pinterest.com/pin/create/button/?url=${shared}&amp;description=`);
      expect(body).toMatch(new RegExp(`href="mailto:\\?subject=[^"]+&amp;body=${shared.replace(/[.?]/g, '\\$&')}"`));
    }
  });

  test('has info drawers and a one-at-a-time FAQ as <details> inside accordions (they work without script)', async () => {
    const body = await (await get('/p/P1001')).text();
    const section = (name = '') =>
      `<details class="lto-accordion__section"${name}><summary class="lto-accordion__button"><h3 class="lto-accordion__heading">[^<]+</h3></summary><div class="lto-accordion__panel"><p>[^<]+</p></div></details>`;
    expect(body).toMatch(new RegExp(`<lto-accordion class="pdp__drawers">(${section()}){3}</lto-accordion>`));
    expect(body).toMatch(new RegExp(`<lto-accordion class="pdp__faq-list" single>(${section(' name="faq"')}){3}</lto-accordion>`));
    expect(body).toContain('<h3 class="lto-accordion__heading">Do I need credit to lease?</h3>');
  });

  test('in Spanish', async () => {
    const body = await (await get('/p/P1001', 'es.localhost:4173')).text();
    expect(body).toContain('>Tabla de medidas</a></lto-dialog-link>');
    expect(body).toContain('<h2 id="faq-heading">Preguntas frecuentes</h2>');
    expect(body).toContain('>Correo electrónico</a>');
  });
});
