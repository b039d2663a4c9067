import { describe, expect, it } from 'vitest';
import { composeListing, tilesOf, withoutWidgets } from './listing-page';

const page = (tiles: string[]) =>
  `<html><body><main><div class="listing"><div class="grid" role="feed" data-lto-grid-feed>\n${tiles.join('\n')}\n</div><nav><ul><li>1</li></ul></nav></div></main><script type="module" src="/dist/lto-widgets.js"></script></body></html>`;
const tile = (n: number) =>
  `<article class="tile" aria-posinset="${n}"><a href="/p/P${n}">P${n}</a><div class="swatches"><div>red</div><div>blue</div></div></article>`;

describe('the benchmark listing page', () => {
  it('takes whole tiles, nested elements included, and nothing outside the grid', () => {
    expect(tilesOf(page([tile(1), tile(2)]))).toEqual([tile(1), tile(2)]);
  });

  it('fills the first page grid with tiles from every page in order', () => {
    const composed = composeListing([page([tile(1), tile(2)]), page([tile(3), tile(4)])], 3);
    expect(tilesOf(composed)).toEqual([tile(1), tile(2), tile(3)]);
    expect(composed).toContain('<div class="grid" role="feed" data-lto-grid-feed>');
    expect(composed).toContain('</div><nav><ul><li>1</li></ul></nav></div></main>');
  });

  it('refuses to pad a page with fewer tiles than asked', () => {
    expect(() => composeListing([page([tile(1)])], 2)).toThrow(/only 1 tiles/);
  });

  it('drops only the autoloader script for the no-widgets floor', () => {
    const off = withoutWidgets(page([tile(1)]));
    expect(off).not.toContain('lto-widgets.js');
    expect(tilesOf(off)).toEqual([tile(1)]);
  });
});
