import { afterAll, describe, expect, test } from 'vitest';
import { createDataAccess } from '../data/index.js';
import { variantPid, withVariantPricing } from '../data/variant-pricing.js';
import { activeQuote } from '../pricing.js';
import { createTestApp, HOSTS } from '../test-app.js';

const app = createTestApp('lto-demo-compare-');
afterAll(() => app.close());

const { products } = createDataAccess(app.db);
const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A living-room product whose second colour costs more (SPEC 3.2 prices per variant), as Dorset's Gray does. */
const pricier = app.db
  .prepare<[], { pid: string }>(
    `SELECT v.pid FROM variants v JOIN products p ON p.pid = v.pid
     WHERE p.category = 'living-room' AND v.position > 1 AND v.surcharge_percent > 0 ORDER BY v.pid LIMIT 1`,
  )
  .get()!.pid;
const product = products.getProduct(pricier, 'USD')!;
const variant = product.variants.find((v) => (v.surchargePercent ?? 0) > 0)!;
const other = app.db.prepare<[string], { pid: string }>("SELECT pid FROM products WHERE category = 'living-room' AND pid <> ? LIMIT 1").get(pricier)!.pid;

describe('the compare page prices the colour the shopper compared', () => {
  test('a variant pid from the tile’s compare box is shown at that colour’s prices, picture and link', async () => {
    const shopper = await app.visit();
    const add = (pid: string) => app.request('GET', `/compare/add?pid=${pid}&category=living-room`, { ...shopper.asPage, host: HOSTS.us });
    expect(await (await add(variantPid(product, variant))).json()).toEqual({ success: true });
    expect(await (await add(other)).json()).toEqual({ success: true });

    const page = await (await app.request('GET', '/compareShow?category=living-room', { cookie: shopper.cookie })).text();
    const chosen = withVariantPricing(product, variant);
    const quote = activeQuote(chosen)!;
    const plain = activeQuote(product)!;
    expect(quote.rate).not.toBe(plain.rate);
    const column = (cents: number) => `<td>${dollars(cents)}`;
    expect(page).toContain(column(quote.rate));
    expect(page).toContain(`<td>${dollars(quote.tco)}</td>`);
    expect(page).toContain(`<td>${dollars(chosen.cash)}</td>`);
    expect(page).not.toContain(`<td>${dollars(product.cash)}</td>`);
    expect(page).toContain(`href="/p/${pricier}?color=${variant.color.key}"`);
    expect(page).toContain(`src="/img/product/${pricier}.svg?color=${variant.color.key}"`);
    expect(page).toContain(`name="pid" value="${variantPid(product, variant)}"`);
  });

  test('the listing’s compare bar lists the colour, and the product’s toggle is ticked', async () => {
    const shopper = await app.visit();
    const pid = variantPid(product, variant);
    await app.request('GET', `/compare/add?pid=${pid}&category=living-room`, shopper.asPage);
    const listing = await (await app.request('GET', `/c/living-room?sz=200`, { cookie: shopper.cookie })).text();
    expect(listing).toContain(`&quot;pid&quot;:&quot;${pid}&quot;`);
    const toggle = listing.match(new RegExp(`<lto-compare-toggle pid="${pricier}"[\\s\\S]*?</lto-compare-toggle>`))![0];
    expect(toggle).toContain(' checked');
  });

  test('removing by the variant pid takes the product off the list', async () => {
    const shopper = await app.visit();
    const pid = variantPid(product, variant);
    await app.request('GET', `/compare/add?pid=${pid}&category=living-room`, shopper.asPage);
    await app.request('GET', `/compare/remove?pid=${pid}&category=living-room`, shopper.asPage);
    const page = await (await app.request('GET', '/compareShow?category=living-room', { cookie: shopper.cookie })).text();
    expect(page).not.toContain(`name="pid" value="${pid}"`);
  });

  test('an unknown pid is refused', async () => {
    const shopper = await app.visit();
    const answer = await app.request('GET', '/compare/add?pid=P1001-99&category=living-room', shopper.asPage);
    expect(await answer.json()).toEqual({ success: false, error: 'unknown-product' });
  });
});

describe('the compare page in <lto-compare-list> (widgets/compare-list/README.md)', () => {
  const listOf = (page: string) => {
    const items = /<lto-compare-list items="([^"]*)">/.exec(page)?.[1];
    return items === undefined ? undefined : (JSON.parse(items.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { pid: string; category: string; name: string }[]);
  };

  test('holds the session’s list, oldest first, around the table, each remove form marked; and around the single product’s list', async () => {
    const shopper = await app.visit();
    const pid = variantPid(product, variant);
    const add = (id: string) => app.request('GET', `/compare/add?pid=${id}&category=living-room`, shopper.asPage);
    await add(pid);
    const single = await (await app.request('GET', '/compareShow?category=living-room', { cookie: shopper.cookie })).text();
    expect(single).toMatch(/<lto-compare-list items="[^"]*"><ul class="compare-single">/);
    expect(listOf(single)?.map((item) => item.pid)).toEqual([pid]);

    await add(other);
    const page = await (await app.request('GET', '/compareShow?category=living-room', { cookie: shopper.cookie })).text();
    expect(page).toMatch(/<lto-compare-list items="[^"]*"><div class="table-scroll"[\s\S]*<\/table>\n<\/div><\/lto-compare-list>/);
    expect(listOf(page)).toEqual([
      expect.objectContaining({ pid, category: 'living-room', name: product.name.en }),
      expect.objectContaining({ pid: other, category: 'living-room' }),
    ]);
    expect(page.match(/<form class="remove-form" method="post" action="\/compare\/remove-form" data-lto-compare-remove>/g)).toHaveLength(2);
  });

  test('is not on an empty compare page', async () => {
    const shopper = await app.visit();
    const page = await (await app.request('GET', '/compareShow?category=living-room', { cookie: shopper.cookie })).text();
    expect(page).not.toContain('<lto-compare-list');
  });
});
