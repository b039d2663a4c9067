import * as v from 'valibot';
import { toCents, type Cents, type WeeklyPricing } from '../../src/pricing';

/**
 * One variant of a product tile, as the platform writes it into the `variants` attribute (SPEC 3.2,
 * field names exactly as the SPEC spells them). Read leniently where platform data is loose:
 * money as 49.99, '49.99' or '$49.99'; counts as 18 or '18'; flags as true or 'true'. A variant
 * that still does not fit makes the whole attribute invalid, and the tile keeps the server's markup.
 */

/*
 * Money, counts and flags read the way src/pricing reads them (its toCents is the one money rule),
 * as small local schemas: the tile needs only these, not the lease-answer schemas.
 */
const NumberOrString = v.union([v.number(), v.string()]);
const isNone = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && /^\s*(false|null)?\s*$/i.test(value));
const cents = (value: string | number | null | undefined): Cents | undefined => {
  const amount = toCents(value);
  return amount !== undefined && amount >= 0 ? amount : undefined;
};
const count = (value: string | number | null | undefined): number | undefined => {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** Money ≥ 0 in cents: 49.99, '49.99', '$1,234.56'. */
const MoneySchema = v.pipe(NumberOrString, v.transform((value) => cents(value)), v.number());
/** Optional money: absent, null, '' or 'false' give null. */
const OptionalMoneySchema = v.pipe(
  v.optional(v.nullable(NumberOrString)),
  v.transform((value) => (isNone(value) ? null : cents(value))),
  v.nullable(v.number()),
);
/** A whole count ≥ 0: 18 or '18'. */
const CountSchema = v.pipe(NumberOrString, v.transform((value) => count(value)), v.number());
/** Optional count: absent, null or '' give null. */
const OptionalCountSchema = v.pipe(
  v.optional(v.nullable(NumberOrString)),
  v.transform((value) => (isNone(value) ? null : count(value))),
  v.nullable(v.number()),
);
/** true / false, or the strings 'true' / 'false' (any case); oos is such a string in SPEC. */
const FlagSchema = v.union([
  v.boolean(),
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['true', 'false']), v.transform((flag) => flag === 'true')),
]);
const OosSchema = FlagSchema;

/** promolabel: a string, or false when there is none (also null, '' or 'false'). */
const PromoLabelSchema = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.boolean()])), false),
  v.transform((value): string => (typeof value === 'string' && value.trim().toLowerCase() !== 'false' ? value.trim() : '')),
);

/** Free text that may be absent or null (an empty string then). */
const OptionalText = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((value) => (value === null ? '' : String(value).trim())),
);

const ThumbSchema = v.nullish(
  v.object({
    src: OptionalText,
    alt: OptionalText,
    title: OptionalText,
  }),
  { src: '', alt: '', title: '' },
);

const VariantFields = v.object({
  pid: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  brand: OptionalText,
  url: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  thumb: ThumbSchema,
  term: CountSchema,
  monthlypayment: MoneySchema,
  todayspayment: OptionalMoneySchema,
  /** A display string; it contains 'false' when there is no was-price. */
  wasprice: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()])), 'false'),
    v.transform((value) => (value === null ? 'false' : String(value))),
  ),
  wasmonthlyprice: OptionalMoneySchema,
  onsale: v.optional(FlagSchema, false),
  promolabel: PromoLabelSchema,
  promotionapplied: v.optional(FlagSchema, false),
  oos: v.optional(OosSchema, false),
  express: v.optional(FlagSchema, false),
  currencycode: v.optional(v.pipe(v.string(), v.trim()), 'USD'),
  variantimg: OptionalText,
  defimgpath: OptionalText,
  bvaveragerating: v.optional(v.union([v.string(), v.number()]), '0'),
  bvreviewcountnum: OptionalCountSchema,
  starsfile: OptionalText,
  advoweekly: OptionalMoneySchema,
  nonnadvoweekly: OptionalMoneySchema,
  numberofweeklypayments: OptionalCountSchema,
  standardprice: OptionalMoneySchema,
  /** Swatch: the colour's name (the swatch's accessible name) and hex (its background while the image loads). */
  colorname: OptionalText,
  colorhex: v.pipe(
    OptionalText,
    v.transform((hex) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? hex : '')),
  ),
  /** A short badge for this variant ('New color'), '' for none. */
  badge: OptionalText,
});

export interface TileVariant {
  pid: string;
  name: string;
  brand: string;
  url: string;
  thumb: { src: string; alt: string; title: string };
  term: number;
  monthlypayment: Cents;
  todayspayment: Cents | null;
  wasprice: string;
  wasmonthlyprice: Cents | null;
  onsale: boolean;
  /** '' when there is none. */
  promolabel: string;
  promotionapplied: boolean;
  oos: boolean;
  express: boolean;
  currencycode: string;
  variantimg: string;
  defimgpath: string;
  /** The average rating; 0 hides the ratings. */
  rating: number;
  bvreviewcountnum: number;
  starsfile: string;
  /** Weekly pricing when the variant has it (SPEC 3.2 weekly fields), else null. */
  weekly: WeeklyPricing | null;
  standardprice: Cents | null;
  colorname: string;
  colorhex: string;
  badge: string;
}

/** '4.5', 4.5, '0' → a number from 0 to 5; anything unreadable counts as 0 (ratings hidden). */
function ratingOf(value: string | number): number {
  const n = typeof value === 'number' ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : 0;
  return Number.isFinite(n) && n > 0 ? Math.min(n, 5) : 0;
}

export const VariantSchema = v.pipe(
  VariantFields,
  v.transform((raw): TileVariant => {
    const payments = raw.numberofweeklypayments ?? null;
    const regular = raw.nonnadvoweekly ?? null;
    const weekly: WeeklyPricing | null =
      payments && regular !== null
        ? { numberOfWeeklyPayments: payments, advoLeaseRateWeekly: raw.advoweekly ?? null, nonAdvoLeaseRateWeekly: regular }
        : null;
    return {
      pid: raw.pid,
      name: raw.name,
      brand: raw.brand,
      url: raw.url,
      thumb: raw.thumb,
      term: raw.term,
      monthlypayment: raw.monthlypayment,
      todayspayment: raw.todayspayment ?? null,
      wasprice: raw.wasprice,
      wasmonthlyprice: raw.wasmonthlyprice ?? null,
      onsale: raw.onsale,
      promolabel: raw.promolabel,
      promotionapplied: raw.promotionapplied,
      oos: raw.oos,
      express: raw.express,
      currencycode: raw.currencycode,
      variantimg: raw.variantimg,
      defimgpath: raw.defimgpath,
      rating: ratingOf(raw.bvaveragerating),
      bvreviewcountnum: raw.bvreviewcountnum ?? 0,
      starsfile: raw.starsfile,
      weekly,
      standardprice: raw.standardprice ?? null,
      colorname: raw.colorname,
      colorhex: raw.colorhex,
      badge: raw.badge,
    };
  }),
);

/** The `variants` attribute: at least one variant, pids unique. */
export const VariantsSchema = v.pipe(
  v.array(VariantSchema),
  v.minLength(1),
  v.check((variants) => new Set(variants.map((variant) => variant.pid)).size === variants.length, 'variant pids must be unique'),
);

/** The SPEC 3.2 input shape (what a server writes), for stories, tests and the demo. */
export type VariantInput = v.InferInput<typeof VariantFields>;

/**
 * The tile image: the 32x32 variant image rewritten to 500x500 (SPEC 3.2). The size is in the
 * image service's query (`sw=32&sh=32`) or in the path (`32x32`); failing that, thumb.src, then
 * defimgpath.
 */
export function tileImageUrl(variant: Pick<TileVariant, 'variantimg' | 'thumb' | 'defimgpath'>): string {
  if (variant.variantimg) {
    return variant.variantimg.replace(/([?&](?:sw|sh)=)32(?=&|#|$)/g, '$1500').replace(/(^|[^\d])32x32(?!\d)/g, '$1500x500');
  }
  return variant.thumb.src || variant.defimgpath;
}

/** SPEC 3.2: a was-price string containing 'false' means there is none. */
export const hasWasPrice = (variant: Pick<TileVariant, 'wasprice'>): boolean =>
  variant.wasprice.trim() !== '' && !variant.wasprice.toLowerCase().includes('false');
