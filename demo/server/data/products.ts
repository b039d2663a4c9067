import type { Db } from '../db/open.js';
import type { Currency } from '../site.js';
import type { Category, Color, LeaseTerm, Product, Variant } from './types.js';

interface ProductRow {
  pid: string;
  uuid: string;
  category: string;
  kind: string;
  brand: string;
  name_en: string;
  name_es: string;
  rating_tenths: number;
  review_count: number;
  promo: string | null;
  promo_en: string | null;
  promo_es: string | null;
  express: number;
  cash_cents: number;
  was_cash_cents: number | null;
  was_monthly_cents: number | null;
}

interface VariantRow {
  variant_pid: string;
  color: string;
  name_en: string;
  name_es: string;
  hex: string;
  in_stock: number;
  surcharge_percent: number;
  new_color: number;
}

interface TermRow {
  term: number;
  lease_rate_cents: number;
  advo_lease_rate_cents: number | null;
  first_payment_cents: number;
  active: number;
  weekly_payments: number | null;
  advo_weekly_cents: number | null;
  non_advo_weekly_cents: number | null;
}

interface CategoryRow {
  key: string;
  name_en: string;
  name_es: string;
  product_count: number;
}

/**
 * The category listing's default ('featured') order: available products first (SPEC 4.8, sort by
 * out-of-stock), then the catalogue's position, as data/listing-query.ts orders it; product nav follows it.
 */
export const LISTING_ORDER = `ORDER BY (SELECT MAX(v.in_stock) FROM variants v WHERE v.pid = p.pid) DESC, p.position`;
const toCategory = (r: CategoryRow): Category => ({
  key: r.key,
  name: { en: r.name_en, es: r.name_es },
  productCount: r.product_count,
});

const toVariant = (r: VariantRow): Variant => {
  const color: Color = { key: r.color, name: { en: r.name_en, es: r.name_es }, hex: r.hex };
  return { pid: r.variant_pid, color, inStock: r.in_stock === 1, surchargePercent: r.surcharge_percent, newColor: r.new_color === 1 };
};

const toTerm = (r: TermRow): LeaseTerm => ({
  term: r.term,
  leaseRate: r.lease_rate_cents,
  advoLeaseRate: r.advo_lease_rate_cents,
  firstPayment: r.first_payment_cents,
  active: r.active === 1,
  weekly:
    r.weekly_payments !== null && r.non_advo_weekly_cents !== null
      ? {
          numberOfWeeklyPayments: r.weekly_payments,
          advoLeaseRateWeekly: r.advo_weekly_cents,
          nonAdvoLeaseRateWeekly: r.non_advo_weekly_cents,
        }
      : null,
});

export type ProductQueries = ReturnType<typeof createProductQueries>;

export function createProductQueries(db: Db) {
  const categoriesStmt = db.prepare<[], CategoryRow>(`SELECT c.key, c.name_en, c.name_es,
      (SELECT COUNT(*) FROM products p WHERE p.category = c.key) AS product_count
    FROM categories c ORDER BY c.position`);
  const productStmt = db.prepare<[string, string], ProductRow>(`SELECT p.pid, p.uuid, p.category, p.kind, p.brand,
      p.name_en, p.name_es, p.rating_tenths, p.review_count, p.promo, m.label_en AS promo_en, m.label_es AS promo_es,
      p.express, pr.cash_cents, pr.was_cash_cents, pr.was_monthly_cents
    FROM products p
    JOIN prices pr ON pr.pid = p.pid AND pr.currency = ?
    LEFT JOIN promotions m ON m.key = p.promo
    WHERE p.pid = ?`);
  const variantsStmt = db.prepare<[string], VariantRow>(`SELECT v.variant_pid, v.color, c.name_en, c.name_es, c.hex, v.in_stock,
      v.surcharge_percent, v.new_color
    FROM variants v JOIN colors c ON c.key = v.color WHERE v.pid = ? ORDER BY v.position`);
  const termsStmt = db.prepare<[string, string], TermRow>(`SELECT term, lease_rate_cents, advo_lease_rate_cents,
      first_payment_cents, active, weekly_payments, advo_weekly_cents, non_advo_weekly_cents
    FROM lease_terms WHERE pid = ? AND currency = ? ORDER BY term`);
  const featuredStmt = db.prepare<[number], { pid: string }>(`SELECT p.pid FROM products p
    WHERE p.promo IN ('top-seller', 'sale') AND EXISTS (SELECT 1 FROM variants v WHERE v.pid = p.pid AND v.in_stock = 1)
    ORDER BY p.rating_tenths DESC, p.position LIMIT ?`);
  const categoryOfStmt = db.prepare<[string], { category: string }>('SELECT category FROM products WHERE pid = ?');
  const ownerStmt = db.prepare<[string, string], { pid: string; category: string }>(`SELECT p.pid, p.category FROM products p
    WHERE p.pid = ? OR p.pid = (SELECT v.pid FROM variants v WHERE v.variant_pid = ?) LIMIT 1`);

  const getProduct = (pid: string, currency: Currency): Product | null => {
    const row = productStmt.get(currency, pid);
    if (!row) return null;
    return {
      pid: row.pid,
      uuid: row.uuid,
      category: row.category,
      kind: row.kind,
      brand: row.brand,
      name: { en: row.name_en, es: row.name_es },
      ratingTenths: row.rating_tenths,
      reviewCount: row.review_count,
      promo:
        row.promo !== null && row.promo_en !== null && row.promo_es !== null
          ? { key: row.promo, label: { en: row.promo_en, es: row.promo_es } }
          : null,
      express: row.express === 1,
      variants: variantsStmt.all(pid).map(toVariant),
      currency,
      cash: row.cash_cents,
      wasCash: row.was_cash_cents,
      wasMonthly: row.was_monthly_cents,
      terms: termsStmt.all(pid, currency).map(toTerm),
    };
  };

  const hydrate = (pids: readonly { pid: string }[], currency: Currency): Product[] =>
    pids.flatMap(({ pid }) => getProduct(pid, currency) ?? []);

  return {
    listCategories: (): Category[] => categoriesStmt.all().map(toCategory),

    getProduct,

    /** The category a product lives in, or null when the pid is unknown. */
    categoryOf: (pid: string): string | null => categoryOfStmt.get(pid)?.category ?? null,

    /** The product (its pid and category) a product's or variant's pid names, or null when unknown. */
    owner: (pid: string): { pid: string; category: string } | null => ownerStmt.get(pid, pid) ?? null,

    featured: (currency: Currency, limit: number): Product[] => hydrate(featuredStmt.all(limit), currency),
  };
}
