/**
 * The server markup contract (README "Server markup"): drawn over markup.html (a category
 * listing) and markup-brand.html (a brand landing page), the refinements change nothing a shopper
 * could see, as the widget keeps the server's nodes; before its code has run, a summary opens its
 * group and a value is a link.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GENERIC_SUBCAT, readSubcatids, subcatidsParam, toggleSubcatid } from '../../src/contracts/subcatids';
import { clickBeforeCode, drawOver, markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import './element';

describe('<lto-refinements> over its server markup', () => {
  beforeEach(() => writeConfig());

  it.each([
    ['a category listing', 'markup.html'],
    ['a brand landing page', 'markup-brand.html'],
  ])('%s: drawn exactly as the server drew it', async (_case, file) => {
    const fixture = markupFixture(import.meta.url, file);
    const nav = () => document.querySelector('lto-refinements > nav');
    const { server, drawn } = await drawOver('lto-refinements', '', fixture);
    expect(drawn).toEqual(server);
    expect(nav()?.parentElement?.children).toHaveLength(1);
  });

  it('leaves its summaries and links to the browser before its code has run', () => {
    document.body.innerHTML = `<lto-refinements>${markupFixture(import.meta.url, 'markup-brand.html')}</lto-refinements>`;
    const island = document.querySelector('lto-refinements')!;
    expect(clickBeforeCode(island, screen.getByText('Color'))).toBe(false);
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'Dishwashers (1)' }))).toBe(false);
    expect(clickBeforeCode(island, screen.getByRole('link', { name: 'All types (8)' }))).toBe(false);
  });

  it("writes each of a brand page's sub-categories as the list it leads to (src/contracts/subcatids.ts)", () => {
    document.body.innerHTML = `<lto-refinements>${markupFixture(import.meta.url, 'markup-brand.html')}</lto-refinements>`;
    const ids: Record<string, string> = { 'All types': GENERIC_SUBCAT, 'French Door Refrigerators': 'french-door-fridge', 'Top-Load Washers': 'top-washer', 'Washer & Dryer': 'laundry-pair', Dishwashers: 'dishwasher' };
    const links = [...document.querySelectorAll('.refinements__group--several a')];
    const chosen = readSubcatids(new URL(links[1]!.getAttribute('href')!, 'http://shop.test').searchParams.get('subcatids')).filter((id) => id !== 'french-door-fridge');
    expect(chosen).toEqual(['laundry-pair', 'top-washer']);
    for (const link of links) {
      const id = ids[link.firstChild!.textContent!.trim()]!;
      const leadsTo = new URL(link.getAttribute('href')!, 'http://shop.test').searchParams.get('subcatids') ?? undefined;
      expect(leadsTo, link.textContent!).toBe(subcatidsParam(toggleSubcatid(chosen, id)));
      expect(link.getAttribute('aria-current') === 'true', link.textContent!).toBe(id === GENERIC_SUBCAT ? chosen.length === 0 : chosen.includes(id));
    }
  });
});
