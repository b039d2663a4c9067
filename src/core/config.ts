import * as v from 'valibot';
import type { EndpointName, EndpointUrls } from '../contracts/endpoints';
import { warnOnce } from './warn';

/**
 * The page's config block: `<script type="application/json" id="lto-config">`. Every key is
 * optional; a missing or malformed block yields English US defaults and one console warning.
 */
const Locale = v.picklist(['en-US', 'es-US', 'en-CA']);

const ConfigSchema = v.object({
  locale: v.optional(Locale, 'en-US'),
  country: v.optional(v.picklist(['US', 'CA']), 'US'),
  currency: v.optional(v.picklist(['USD', 'CAD']), 'USD'),
  /**
   * Endpoint URLs keyed by the names SPEC 7 gives in braces (compareAdd, storesInventory, ...): the
   * names of src/contracts/endpoints.ts. Other keys are kept, and no widget reads them.
   */
  urls: v.optional(v.record(v.string(), v.string()), {}),
  /** Message texts keyed by SPEC's resource keys; they win over our catalogues. */
  resources: v.optional(v.record(v.string(), v.string()), {}),
  /** Site preference flags of SPEC 9.9. */
  preferences: v.optional(v.record(v.string(), v.union([v.boolean(), v.string(), v.number()])), {}),
  identity: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  /**
   * A signed-in page's Leasing Power decision (issue 23; SPEC 3.4 without the name), checked where
   * it is read (remainingLeasingPower, src/pricing/leasing-power.ts): a bad one shows no Leasing
   * Power, it spoils nothing else.
   */
  decision: v.optional(v.unknown()),
  page: v.optional(
    v.object({
      type: v.optional(v.string(), 'other'),
      category: v.optional(v.string(), ''),
      /** The shopper's zip / postal code when the platform knows it (delivery texts name it). */
      zip: v.optional(v.string()),
      /** The shopper's preferred store, when one was chosen (SPEC 3.1). */
      storeId: v.optional(v.string()),
      /** The platform's page marker: 'account_storefrontlogin' where the header has the My Account drawer (SPEC 2.5). */
      whereami: v.optional(v.string()),
      /** SPEC 4.1's session flag SHOW_CAPTCHA: the session was rate limited, <lto-captcha> opens. */
      showCaptcha: v.optional(v.boolean()),
    }),
    {},
  ),
});

export type LtoConfig = Omit<v.InferOutput<typeof ConfigSchema>, 'urls'> & { urls: EndpointUrls };
export type LtoLocale = v.InferOutput<typeof Locale>;

export const CONFIG_ELEMENT_ID = 'lto-config';

const cache = new WeakMap<Document, LtoConfig>();
/** Pages without a config block: their one warning says so, and no missing endpoint adds another. */
const withoutBlock = new WeakSet<Document>();

function defaults(): LtoConfig {
  return v.parse(ConfigSchema, {});
}

function read(doc: Document): LtoConfig {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!el) {
    withoutBlock.add(doc);
    warnOnce(`no <script type="application/json" id="${CONFIG_ELEMENT_ID}"> config block: using English US defaults`);
    return defaults();
  }
  let json: unknown;
  try {
    json = JSON.parse(el.textContent ?? '');
  } catch {
    warnOnce(`the #${CONFIG_ELEMENT_ID} config block is not valid JSON: using English US defaults`);
    return defaults();
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    warnOnce(`the #${CONFIG_ELEMENT_ID} config block is not a JSON object: using English US defaults`);
    return defaults();
  }
  const result = v.safeParse(ConfigSchema, json);
  if (result.success) return result.output;
  // Keep the well-formed keys, drop the bad ones: one bad preference must not lose the endpoints.
  const issues = result.issues.map((i) => v.getDotPath(i) ?? '(root)');
  warnOnce(`the #${CONFIG_ELEMENT_ID} config block has invalid keys (${[...new Set(issues)].join(', ')}): using defaults for them`);
  return salvage(json as Record<string, unknown>);
}

function salvage(source: Record<string, unknown>): LtoConfig {
  const out = defaults();
  for (const key of Object.keys(ConfigSchema.entries) as (keyof LtoConfig)[]) {
    const one = v.safeParse(ConfigSchema.entries[key], source[key]);
    if (one.success) (out as Record<string, unknown>)[key] = one.output;
  }
  return out;
}

/** The config of the page (read once per document). */
export function getConfig(doc: Document = document): LtoConfig {
  let config = cache.get(doc);
  if (!config) {
    config = read(doc);
    cache.set(doc, config);
  }
  return config;
}

/** For tests and Storybook: drop the cached config so the next call reads the block again. */
export function resetConfig(doc: Document = document): void {
  cache.delete(doc);
  withoutBlock.delete(doc);
}

/**
 * The URL of a configured endpoint, or undefined with one warning: a missing endpoint disables
 * only the feature that needs it.
 */
export function endpoint(name: EndpointName, doc: Document = document): string | undefined {
  const url = getConfig(doc).urls[name];
  if (!url && !withoutBlock.has(doc)) warnOnce(`the config block has no urls.${name}: the feature that needs it is off`);
  return url || undefined;
}

export function language(config: LtoConfig = getConfig()): 'en' | 'es' {
  return config.locale.startsWith('es') ? 'es' : 'en';
}
