/**
 * Builds the benchmark's listing page from real demo pages: the first page's HTML with its grid
 * (the listing's feed) holding `count` tiles taken in order from all the pages' grids.
 */
const GRID_OPEN = '<div class="grid"';

/** [start, end) of the element that opens at `from` with `tag`, counting nested ones of the same tag. */
function elementEnd(html: string, from: number, tag: string): number {
  const opener = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  opener.lastIndex = from;
  let depth = 0;
  for (let match = opener.exec(html); match; match = opener.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error(`unclosed <${tag}> at ${from}`);
}

/** The grid's [start, end) and its opening tag (attributes and all). */
function gridRange(html: string): { start: number; end: number; open: string } {
  const start = html.indexOf(GRID_OPEN);
  if (start < 0) throw new Error('no product grid on the page');
  return { start, end: elementEnd(html, start, 'div'), open: html.slice(start, html.indexOf('>', start) + 1) };
}

/** The top-level <article> tiles of a page's grid, as HTML. */
export function tilesOf(html: string): string[] {
  const { start, end, open } = gridRange(html);
  const tiles: string[] = [];
  let at = html.indexOf('<article', start + open.length);
  while (at >= 0 && at < end) {
    const tileEnd = elementEnd(html, at, 'article');
    tiles.push(html.slice(at, tileEnd));
    at = html.indexOf('<article', tileEnd);
  }
  return tiles;
}

export function composeListing(pages: readonly string[], count: number): string {
  const tiles = pages.flatMap(tilesOf).slice(0, count);
  if (tiles.length < count) throw new Error(`only ${tiles.length} tiles in the source pages, ${count} wanted`);
  const first = pages[0]!;
  const { start, end, open } = gridRange(first);
  return `${first.slice(0, start)}${open}\n${tiles.join('\n')}\n</div>${first.slice(end)}`;
}

/** The same page with no widget script: the floor the widgets are measured against. */
export function withoutWidgets(html: string): string {
  const script = /<script type="module" src="\/dist\/lto-widgets\.js"[^>]*><\/script>/;
  if (!script.test(html)) throw new Error('the page has no autoloader script');
  return html.replace(script, '');
}
