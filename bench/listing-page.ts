/**
 * Builds the benchmark's listing page from real demo pages: the first page's HTML with its grid
 * holding `count` tiles taken in order from all the pages' grids.
 */
const GRID_OPEN = '<ul class="grid">';

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

function gridRange(html: string): [number, number] {
  const start = html.indexOf(GRID_OPEN);
  if (start < 0) throw new Error('no product grid on the page');
  return [start, elementEnd(html, start, 'ul')];
}

/** The top-level <li> tiles of a page's grid, as HTML. */
export function tilesOf(html: string): string[] {
  const [start, end] = gridRange(html);
  const tiles: string[] = [];
  let at = html.indexOf('<li', start + GRID_OPEN.length);
  while (at >= 0 && at < end) {
    const tileEnd = elementEnd(html, at, 'li');
    tiles.push(html.slice(at, tileEnd));
    at = html.indexOf('<li', tileEnd);
  }
  return tiles;
}

export function composeListing(pages: readonly string[], count: number): string {
  const tiles = pages.flatMap(tilesOf).slice(0, count);
  if (tiles.length < count) throw new Error(`only ${tiles.length} tiles in the source pages, ${count} wanted`);
  const first = pages[0]!;
  const [start, end] = gridRange(first);
  return `${first.slice(0, start)}${GRID_OPEN}\n${tiles.join('\n')}\n</ul>${first.slice(end)}`;
}

/** The same page with no widget script: the floor the widgets are measured against. */
export function withoutWidgets(html: string): string {
  const script = /<script type="module" src="\/dist\/lto-widgets\.js"[^>]*><\/script>/;
  if (!script.test(html)) throw new Error('the page has no autoloader script');
  return html.replace(script, '');
}
