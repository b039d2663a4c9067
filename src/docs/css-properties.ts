/**
 * The --lto-* custom properties a widget's stylesheets read: its public styling API. Read from the
 * CSS itself when the docs are generated, so the list follows the stylesheets without anyone
 * keeping it.
 */
export interface CssPropertyDoc {
  name: `--lto-${string}`;
  /**
   * What it is when a page sets nothing: the value the widget's own CSS declares for it, else the
   * value a shared stylesheet (the theme) declares, else the fallback of its `var()` (several
   * fallbacks are joined with ' or ').
   */
  default?: string;
  /** The CSS properties whose values read it, in the order of the stylesheets. */
  usedFor: string[];
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every `name: value` declaration of a stylesheet (selectors and at-rules read as no declaration). */
function declarations(css: string): { property: string; value: string }[] {
  return [...withoutComments(css).matchAll(/([-\w]+)\s*:\s*([^;{}]+)/g)].map((match) => ({ property: match[1]!, value: match[2]!.trim() }));
}

/** The `var(--lto-…)` references of a value, each with its fallback (nested references included). */
function references(value: string): { name: `--lto-${string}`; fallback?: string }[] {
  const found: { name: `--lto-${string}`; fallback?: string }[] = [];
  for (let at = value.indexOf('var('); at >= 0; at = value.indexOf('var(', at + 4)) {
    let depth = 0;
    let end = at + 4;
    for (; end < value.length; end++) {
      if (value[end] === '(') depth++;
      else if (value[end] === ')' && depth-- === 0) break;
    }
    const inside = value.slice(at + 4, end);
    const comma = inside.indexOf(',');
    const name = (comma < 0 ? inside : inside.slice(0, comma)).trim();
    if (!name.startsWith('--lto-')) continue;
    const fallback = comma < 0 ? undefined : inside.slice(comma + 1).trim();
    found.push(fallback ? { name: name as `--lto-${string}`, fallback } : { name: name as `--lto-${string}` });
  }
  return found;
}

/** The values declared for --lto-* properties in `stylesheets`, the first of each. */
function declaredValues(stylesheets: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const { property, value } of stylesheets.flatMap(declarations)) {
    if (property.startsWith('--lto-') && !values.has(property)) values.set(property, value);
  }
  return values;
}

/**
 * The --lto-* properties `own` (the widget's stylesheets) reads, in order of first use. `shared`
 * are the stylesheets every widget gets (the theme), read only for the values they declare.
 */
export function cssPropertiesRead(own: readonly string[], shared: readonly string[] = []): CssPropertyDoc[] {
  const declaredHere = declaredValues(own);
  const declaredShared = declaredValues(shared);
  const read = new Map<string, { usedFor: string[]; fallbacks: string[] }>();
  for (const { property, value } of own.flatMap(declarations)) {
    for (const { name, fallback } of references(value)) {
      const entry = read.get(name) ?? { usedFor: [], fallbacks: [] };
      read.set(name, entry);
      if (!entry.usedFor.includes(property)) entry.usedFor.push(property);
      if (fallback && !entry.fallbacks.includes(fallback)) entry.fallbacks.push(fallback);
    }
  }
  return [...read].map(([name, { usedFor, fallbacks }]) => {
    const value = declaredHere.get(name) ?? declaredShared.get(name) ?? (fallbacks.length ? fallbacks.join(' or ') : undefined);
    return value === undefined ? { name: name as `--lto-${string}`, usedFor } : { name: name as `--lto-${string}`, default: value, usedFor };
  });
}
