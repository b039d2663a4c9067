/**
 * What our stylesheets and the demo's may not ask of the browser, for speed: a rule that matches
 * the document by what it contains (`html:has(...)`, `body:has(...)`, `:root:has(...)`) makes
 * every change anywhere in the page a reason to look through all of it again. On the listing,
 * two such rules of the demo's doubled the style work of each 'load more'. A bar says its height
 * on the document instead (src/ui/document-inset.ts), and pages pad with that. Nor any element
 * by an attribute alone (`[aria-busy='true']:has(...)`): every element with it, anywhere, is
 * looked through at each change inside it (the variant picker's rule did so for a listing's
 * grid at each 'load more' step: 15% of its style work). A widget marks what it styles instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_STYLESHEETS } from '../src/ui/stylesheets';

const ROOT = resolve(import.meta.dirname, '..');
const WIDGET_SHEETS = readdirSync(join(ROOT, 'widgets'))
  .map((widget) => `widgets/${widget}/${widget}.css`)
  .filter((file) => existsSync(join(ROOT, file)));
const SHEETS = [...SHARED_STYLESHEETS, ...WIDGET_SHEETS, 'demo/public/site.css'];

/** `:has(` on the document's root or body, wherever the rule has it (:where(), :is() or bare). */
const DOCUMENT_HAS = /(?:^|[\s,>+~(])(?:html|body|:root)(?:\[[^\]]*\]|[.#][\w-]+|:(?!has\()[\w-]+(?:\([^)]*\))?)*:has\(/g;
/** `:has(` on any element that has an attribute (or a state): no tag, class or id in its compound. */
const ANY_ELEMENT_HAS = /(?:^|[\s,>+~(])\*?(?:\[[^\]]*\]|:(?!has\()[\w-]+(?:\([^)]*\))?)+:has\(/g;

/** The rules of `css` that ask the whole page, or any element by an attribute, what it contains. */
function pageWideHas(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...bare.matchAll(DOCUMENT_HAS), ...bare.matchAll(ANY_ELEMENT_HAS)].map((m) => m[0].trim());
}

describe('stylesheets', () => {
  it('finds such a rule where there is one (the check itself)', () => {
    expect(pageWideHas('html:has(lto-compare-bar:not(:empty)) { x: 1 }')).toHaveLength(1);
    expect(pageWideHas(':where(html:has(.bar:not([hidden]))) { x: 1 }')).toHaveLength(1);
    expect(pageWideHas('body[data-x]:has(> main) { x: 1 }')).toHaveLength(1);
    expect(pageWideHas('.listing:has(> lto-refinements) { x: 1 } html { x: 2 }')).toEqual([]);
    expect(pageWideHas("[aria-busy='true']:has(lto-variant-picker) { x: 1 }")).toHaveLength(1);
    expect(pageWideHas('main :is([hidden]:has(.x)) { x: 1 }')).toHaveLength(1);
    expect(pageWideHas('.grid[aria-busy]:has(> .x), lto-sticky-header:has(:focus-visible) { x: 1 }')).toEqual([]);
  });

  it.each(SHEETS)('%s has no rule that matches the document, or any element by an attribute, by what it contains', (file) => {
    expect(pageWideHas(readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
