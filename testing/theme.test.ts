/**
 * The theme tokens are the widgets' public styling API (README "Styling", src/ui/tokens.css): every
 * colour our stylesheets draw with comes from a token, so a retailer's theme reaches all of it;
 * every token is documented with its default; and a widget's own tokens are named in its README.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_STYLESHEETS } from '../src/ui/stylesheets';

const ROOT = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

const TOKENS_FILE = 'src/ui/tokens.css';
const WIDGETS = readdirSync(join(ROOT, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'widgets', entry.name, `${entry.name}.css`)))
  .map((entry) => entry.name);
const widgetCss = (widget: string) => `widgets/${widget}/${widget}.css`;
/** Every stylesheet of ours but the tokens, as dist/lto-widgets.css joins them. */
const STYLESHEETS = [...SHARED_STYLESHEETS.filter((file) => file !== TOKENS_FILE), ...WIDGETS.map(widgetCss)];

/** The tokens and their defaults, as tokens.css declares them. */
const TOKENS = new Map([...withoutComments(read(TOKENS_FILE)).matchAll(/(--lto-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));

/** Hex colours and colour functions: what a theme could not reach. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

/**
 * A colour literal a stylesheet may keep, with why. None today: a colour one widget draws with
 * is a widget token in tokens.css (`--lto-{widget}-…`), which a retailer can set too.
 */
const ALLOWED_LITERALS: { file: string; literal: string; reason: string }[] = [];

/** The custom properties a stylesheet reads, and whether each read has a fallback. */
function reads(css: string): { name: string; fallback: boolean }[] {
  return [...withoutComments(css).matchAll(/var\(\s*(--[\w-]+)\s*(,)?/g)].map((m) => ({ name: m[1]!, fallback: m[2] === ',' }));
}
const declares = (css: string) => new Set([...withoutComments(css).matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));

describe('theme tokens', () => {
  it('keeps every colour of our stylesheets in the tokens: no hex colour or colour function elsewhere', () => {
    expect(STYLESHEETS.length).toBeGreaterThan(WIDGETS.length);
    const found = STYLESHEETS.flatMap((file) =>
      [...withoutComments(read(file)).matchAll(COLOUR_LITERAL)]
        .map((m) => m[0])
        .filter((literal) => !ALLOWED_LITERALS.some((allowed) => allowed.file === file && allowed.literal === literal))
        .map((literal) => `${file}: ${literal}`),
    );
    expect(found, 'use a token of src/ui/tokens.css, or add a widget token there').toEqual([]);
  });

  it('lists no allowed literal that is gone', () => {
    const stale = ALLOWED_LITERALS.filter(({ file, literal }) => !withoutComments(read(file)).includes(literal));
    expect(stale).toEqual([]);
  });

  it('gives every token a plain value (one made of another would be fixed on :root, out of a theme’s reach)', () => {
    expect(TOKENS.size).toBeGreaterThan(40);
    expect([...TOKENS].filter(([, value]) => /var\(/.test(value))).toEqual([]);
  });

  it('declares every --lto- property a stylesheet reads, unless the stylesheet sets it itself or reads it with a fallback', () => {
    const undeclared = STYLESHEETS.flatMap((file) => {
      const own = declares(read(file));
      return reads(read(file))
        .filter(({ name, fallback }) => name.startsWith('--lto-') && !TOKENS.has(name) && !own.has(name) && !fallback)
        .map(({ name }) => `${file}: ${name}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('has no token that no stylesheet reads', () => {
    const read_ = new Set(STYLESHEETS.flatMap((file) => reads(read(file)).map(({ name }) => name)));
    expect([...TOKENS.keys()].filter((token) => !read_.has(token))).toEqual([]);
  });

  it('documents every token in the README with its default', () => {
    const readme = read('README.md');
    const rows = new Map([...readme.matchAll(/^\| `(--lto-[\w-]+)` \| `([^`]*)` \|/gm)].map((m) => [m[1]!, m[2]!]));
    const wrong = [...TOKENS].filter(([token, value]) => rows.get(token) !== value).map(([token, value]) => `${token}: ${value} (README: ${rows.get(token) ?? 'missing'})`);
    expect(wrong).toEqual([]);
  });

  it("names each widget token in its widget's README, and only that widget reads it", () => {
    const widgetOf = (token: string) => WIDGETS.find((widget) => token.startsWith(`--lto-${widget}-`)) ?? (token.startsWith('--lto-tile-') ? 'product-tile' : undefined);
    const problems = [...TOKENS.keys()].flatMap((token) => {
      const widget = widgetOf(token);
      if (!widget) return [];
      const readers = STYLESHEETS.filter((file) => reads(read(file)).some(({ name }) => name === token));
      const documented = read(`widgets/${widget}/README.md`).includes(`\`${token}\``);
      return [
        ...(readers.length === 1 && readers[0] === widgetCss(widget) ? [] : [`${token} read by ${readers.join(', ') || 'nothing'}`]),
        ...(documented ? [] : [`${token} missing from widgets/${widget}/README.md`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});
