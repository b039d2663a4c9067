import type { Currency, Lang } from '../site.js';

export type LocalizedText = Record<Lang, string>;

export interface Category {
  key: string;
  name: LocalizedText;
  productCount: number;
}

export interface Color {
  key: string;
  name: LocalizedText;
  hex: string;
}

/** pid, surchargePercent and newColor always come from the database; hand-made products may leave them out. */
export interface Variant {
  /** The variant's own pid ('P1001-2'); without one, `{product pid}-{position from 1}`. */
  pid?: string;
  color: Color;
  inStock: boolean;
  /** Percent this colour adds to the product's prices (0, the default, for the variant shown first). */
  surchargePercent?: number;
  /** A colour new to the range: the tile shows a 'New color' badge. */
  newColor?: boolean;
}

export interface WeeklyPricing {
  numberOfWeeklyPayments: number;
  advoLeaseRateWeekly: number | null;
  nonAdvoLeaseRateWeekly: number;
}

/** One lease term; money in integer cents of the product's currency. */
export interface LeaseTerm {
  term: number;
  leaseRate: number;
  advoLeaseRate: number | null;
  firstPayment: number;
  active: boolean;
  weekly: WeeklyPricing | null;
}

export interface Product {
  pid: string;
  uuid: string;
  category: string;
  kind: string;
  brand: string;
  name: LocalizedText;
  ratingTenths: number;
  reviewCount: number;
  promo: { key: string; label: LocalizedText } | null;
  express: boolean;
  variants: Variant[];
  currency: Currency;
  cash: number;
  wasCash: number | null;
  wasMonthly: number | null;
  /** Sorted by term, ascending. */
  terms: LeaseTerm[];
}

/** What the compare bar needs to draw a slot. */
export interface CompareEntry {
  /** The pid the shopper compared: a variant's (the colour chosen on the tile) or the product's. */
  pid: string;
  /** The product it belongs to. */
  productPid: string;
  uuid: string;
  name: LocalizedText;
  category: string;
}
