import * as v from 'valibot';

/**
 * Attribute schemas. A widget declares one `v.object` whose keys are its props (camelCase) and
 * whose values are built from these helpers; the attribute name is the kebab-case of the key.
 * Each helper takes the raw attribute (undefined when absent) and yields the typed prop. Defaults
 * are written as attribute text, so they run through the same parsing and read well in the docs.
 */
export type AttributeSchema<T = unknown> = v.GenericSchema<string | undefined, T>;

export type AttributesSchema = v.ObjectSchema<Record<string, AttributeSchema>, undefined>;

/**
 * `value` resolved against the page when it is an http(s) URL, absolute or relative; else
 * undefined. A URL the server gives that a widget fetches, links to or shares is never
 * javascript:, data: or the like. Here with the attribute helpers (most such URLs are attribute
 * values), in the chunk every island loads: a module of its own would be a request of its own.
 */
export function webUrl(value: string, base: string = document.baseURI): URL | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Free text; absent means `fallback`. */
export function text(description: string, fallback = '') {
  return v.pipe(v.optional(v.string(), fallback), v.description(description));
}

/** Text that must be present and not blank; without it the widget renders nothing. */
export function requiredText(description: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(), v.description(description));
}

/** A boolean: present (any value but 'false') means true. */
export function flag(description: string) {
  return v.pipe(
    v.optional(v.string(), 'false'),
    v.transform((value) => value.trim().toLowerCase() !== 'false'),
    v.description(description),
  );
}

/** A whole number; '12abc' is rejected rather than read as 12. */
export function integer(description: string, fallback: string, range: { min?: number; max?: number } = {}) {
  return v.pipe(
    v.optional(v.string(), fallback),
    v.trim(),
    v.regex(/^-?\d+$/),
    v.transform(Number),
    v.minValue(range.min ?? Number.MIN_SAFE_INTEGER),
    v.maxValue(range.max ?? Number.MAX_SAFE_INTEGER),
    v.description(description),
  );
}

/**
 * A quantity (SPEC 5.4): missing, non-numeric or 0 becomes 1. That is the rule, not a mistake in
 * the page, so it is read leniently and never warned about.
 */
export function quantity(description: string) {
  return v.pipe(
    v.optional(v.string(), '1'),
    v.transform((raw) => normalizeQuantity(raw)),
    v.description(description),
  );
}

/** SPEC 5.4 for any quantity text (an attribute, an input): a whole number of at least 1, else 1. */
export function normalizeQuantity(raw: string | null | undefined): number {
  const value = (raw ?? '').trim();
  const n = /^\d+$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** One of a fixed list of words. */
export function oneOf<const T extends readonly [string, ...string[]]>(description: string, options: T, fallback: T[number]) {
  return v.pipe(v.optional(v.picklist(options), fallback), v.description(description));
}

/** JSON text checked against `schema`. */
export function json<T>(description: string, schema: v.GenericSchema<unknown, T>, fallback: string) {
  return v.pipe(v.optional(v.string(), fallback), v.parseJson(), schema, v.description(description));
}

export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export type ParsedAttributes<S extends AttributesSchema> = { [K in keyof S['entries']]: v.InferOutput<S['entries'][K]> };

/**
 * Reads every declared attribute of `element`. A bad value is reported once (naming the tag and
 * attribute, never the value: attributes may carry shopper data) and replaced by its default; a
 * bad required attribute makes the result undefined so the widget renders its safe fallback.
 */
export function parseAttributes<S extends AttributesSchema>(
  tag: string,
  schema: S,
  read: (name: string) => string | null,
  warn: (message: string) => void,
): ParsedAttributes<S> | undefined {
  const props: Record<string, unknown> = {};
  let complete = true;
  for (const [prop, entry] of Object.entries(schema.entries)) {
    const name = attributeName(prop);
    const raw = read(name) ?? undefined;
    const result = v.safeParse(entry, raw);
    if (result.success) {
      props[prop] = result.output;
      continue;
    }
    const fallback = v.safeParse(entry, undefined);
    if (fallback.success) {
      // Not issue.message: valibot quotes the received value there, and it may be shopper data.
      const issue = result.issues[0];
      const reason = issue.expected ? `expected ${issue.expected}` : issue.type;
      warn(`<${tag}> attribute "${name}" is invalid (${reason}): using its default`);
      props[prop] = fallback.output;
    } else {
      warn(`<${tag}> attribute "${name}" is ${raw === undefined ? 'missing' : 'invalid'}: the widget is not shown`);
      complete = false;
    }
  }
  return complete ? (props as ParsedAttributes<S>) : undefined;
}
