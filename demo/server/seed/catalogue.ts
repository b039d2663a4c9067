import { CATEGORIES, type CategorySeed } from './categories.js';
import { COLORS, PALETTES, type ColorSeed } from './colors.js';
import { createRng, type Rng } from './prng.js';
import { buildUsdPricing, toCad, type SeedPricing } from './pricing.js';
import type { CategoryTypes, LocalizedName, ProductTypeSeed, ShapeKind } from './product-type.js';
import { LIVING_ROOM_RANGE } from './living-room-range.js';
import { PROMOTIONS, type PromotionSeed } from './promotions.js';
import { SUBCATEGORIES, type SubcategorySeed } from './subcategories.js';
import { APPLIANCES, COMPUTERS, ELECTRONICS } from './types-tech.js';
import { BEDROOM, DINING, LIVING_ROOM } from './types-furniture.js';

export interface SeedVariant {
  color: string;
  inStock: boolean;
}

/** What a variant has of its own beyond colour and stock: its pid, a price step and a 'new colour' flag. */
export interface SeedVariantExtras {
  /** `{product pid}-{n}`, n from 1 in swatch order. */
  pid: string;
  /** Percent added to the product's prices for this colour; 0 for the variant a page shows first. */
  surchargePercent: number;
  newColor: boolean;
}

export interface SeedProduct {
  pid: string;
  uuid: string;
  category: string;
  typeKey: string;
  kind: ShapeKind;
  brand: string;
  name: LocalizedName;
  ratingTenths: number;
  reviewCount: number;
  promo: string | null;
  express: boolean;
  variants: (SeedVariant & SeedVariantExtras)[];
  prices: { USD: SeedPricing; CAD: SeedPricing };
  /** The day the product came into the range (ISO date): the listing's 'Newest' order. */
  arrivedOn: string;
}

export interface Catalogue {
  categories: readonly CategorySeed[];
  colors: readonly ColorSeed[];
  promotions: readonly PromotionSeed[];
  /** Each with the category whose menu lists it (the header's navigation). */
  subcategories: readonly (SubcategorySeed & { category: string })[];
  products: SeedProduct[];
  /**
   * How many products the first catalogue had; the ones after them (the living room's wider range)
   * come from random streams of their own, here and in the store stock, so the first ones keep
   * every detail they had.
   */
  firstEditionSize: number;
}

const SEED = 20251121;
const CATEGORY_TYPES: readonly CategoryTypes[] = [LIVING_ROOM, BEDROOM, DINING, APPLIANCES, ELECTRONICS, COMPUTERS];

/** Streams of their own (any number no other stream here starts from): the wider range, arrival days. */
const RANGE_SEED = SEED + 104_729;
const ARRIVAL_SEED = SEED + 130_363;

type Draft = Omit<SeedProduct, 'pid' | 'uuid' | 'variants' | 'arrivedOn'> & { variants: SeedVariant[] };
type Rating = Pick<SeedProduct, 'ratingTenths' | 'reviewCount'>;

const SURCHARGE_PERCENTS = [0, 0, 5, 10] as const;

/**
 * Per-variant pids, price steps and 'new colour' flags. They come from a random stream of their
 * own per product, so adding them left the rest of the catalogue exactly as it was.
 */
function variantExtras(pid: string, position: number, variants: readonly SeedVariant[]): (SeedVariant & SeedVariantExtras)[] {
  const rng = createRng(SEED + 7919 * (position + 1));
  const first = variants.find((v) => v.inStock) ?? variants[0];
  return variants.map((variant, i) => ({
    ...variant,
    pid: `${pid}-${i + 1}`,
    surchargePercent: variant === first ? 0 : rng.pick(SURCHARGE_PERCENTS),
    newColor: variants.length > 1 && variant !== first && rng.chance(0.2),
  }));
}

function variantsFor(rng: Rng, type: ProductTypeSeed): SeedVariant[] {
  const palette = PALETTES[type.palette];
  const roll = rng.next();
  const wanted = roll < 0.35 ? 1 : roll < 0.65 ? 2 : roll < 0.85 ? 3 : 4;
  const colors = rng.shuffle(palette).slice(0, Math.min(wanted, palette.length));
  if (rng.chance(0.07)) return colors.map((color) => ({ color, inStock: false }));
  const variants = colors.map((color) => ({ color, inStock: !rng.chance(0.15) }));
  if (!variants.some((v) => v.inStock) && variants[0]) variants[0].inStock = true;
  return variants;
}

function ratingFor(rng: Rng): Rating {
  if (rng.chance(0.15)) return { ratingTenths: 0, reviewCount: 0 };
  const reviewCount = rng.chance(0.3) ? rng.int(1, 12) : rng.int(13, 950);
  return { ratingTenths: rng.int(30, 50), reviewCount };
}

/** The wider range is rated more widely too: one in five below 3.5 stars, so each 'N stars & up' refinement differs. */
function widerRatingFor(rng: Rng): Rating {
  if (rng.chance(0.12)) return { ratingTenths: 0, reviewCount: 0 };
  const reviewCount = rng.chance(0.3) ? rng.int(1, 12) : rng.int(13, 950);
  return { ratingTenths: rng.chance(0.2) ? rng.int(12, 34) : rng.int(35, 50), reviewCount };
}

function draftProduct(rng: Rng, category: string, type: ProductTypeSeed, model: string, rate: (rng: Rng) => Rating = ratingFor): Draft {
  const onSale = rng.chance(0.25);
  const promo = onSale ? 'sale' : rng.chance(0.12) ? 'new' : rng.chance(0.1) ? 'top-seller' : rng.chance(0.08) ? 'low-first-payment' : null;
  const usd = buildUsdPricing(rng, type.price, { onSale, lowFirstPayment: promo === 'low-first-payment', weekly: rng.chance(0.3) });
  return {
    category,
    typeKey: type.key,
    kind: type.kind,
    brand: rng.pick(type.brands),
    name: type.name(model, rng),
    ...rate(rng),
    promo,
    express: rng.chance(0.4),
    variants: variantsFor(rng, type),
    prices: { USD: usd, CAD: toCad(usd) },
  };
}

/** Each type's products in type order, one model name each, then shuffled so the types mix in the listing. */
function draftGroup(rng: Rng, group: CategoryTypes, rate?: (rng: Rng) => Rating): Draft[] {
  const models = rng.shuffle(group.models);
  const drafts: Draft[] = [];
  for (const type of group.types) {
    for (let i = 0; i < type.count; i++) {
      const model = models[drafts.length];
      if (model === undefined) throw new Error(`not enough model names for ${group.category}`);
      drafts.push(draftProduct(rng, group.category, type, model, rate));
    }
  }
  return rng.shuffle(drafts);
}

const ARRIVAL_DAY_ZERO = Date.UTC(2025, 5, 1);
const ARRIVAL_DAYS = 540;
/** 'New arrival' products came in during the last month of the range's year and a half. */
const NEW_ARRIVAL_DAYS = 30;

/** Arrival days from a stream of their own, product by product in pid order, so adding products leaves the others' days. */
function withArrivals(products: Omit<SeedProduct, 'arrivedOn'>[]): SeedProduct[] {
  const rng = createRng(ARRIVAL_SEED);
  return products.map((product) => {
    const day = product.promo === 'new' ? rng.int(ARRIVAL_DAYS - NEW_ARRIVAL_DAYS, ARRIVAL_DAYS) : rng.int(0, ARRIVAL_DAYS - NEW_ARRIVAL_DAYS - 1);
    return { ...product, arrivedOn: new Date(ARRIVAL_DAY_ZERO + day * 86_400_000).toISOString().slice(0, 10) };
  });
}

/** The category whose products are of this type: each type belongs to one department's menu. */
function categoryOfType(key: string): string {
  const group = [...CATEGORY_TYPES, LIVING_ROOM_RANGE].find((g) => g.types.some((t) => t.key === key));
  if (!group) throw new Error(`no category sells product type ${key}`);
  return group.category;
}

/**
 * Builds the same catalogue every time: the first 180 products, 30 per category, then the living
 * room's wider range (80 more), in listing order.
 */
export function generateCatalogue(): Catalogue {
  const rng = createRng(SEED);
  const products: Omit<SeedProduct, 'arrivedOn'>[] = [];
  for (const group of CATEGORY_TYPES) {
    for (const draft of draftGroup(rng, group)) {
      const pid = `P${1001 + products.length}`;
      products.push({ pid, uuid: rng.hex(32), ...draft, variants: variantExtras(pid, products.length, draft.variants) });
    }
  }
  const firstEditionSize = products.length;
  const range = createRng(RANGE_SEED);
  for (const draft of draftGroup(range, LIVING_ROOM_RANGE, widerRatingFor)) {
    const pid = `P${1001 + products.length}`;
    products.push({ pid, uuid: range.hex(32), ...draft, variants: variantExtras(pid, products.length, draft.variants) });
  }
  return {
    categories: CATEGORIES,
    colors: COLORS,
    promotions: PROMOTIONS,
    subcategories: SUBCATEGORIES.map((s) => ({ ...s, category: categoryOfType(s.key) })),
    products: withArrivals(products),
    firstEditionSize,
  };
}
