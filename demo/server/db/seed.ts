import type { Database } from 'better-sqlite3';
import { generateCatalogue } from '../seed/catalogue.js';
import { seedAccountRows } from './seed-accounts.js';
import { seedArticles } from './seed-articles.js';
import { seedCoupons } from './seed-coupons.js';
import { seedSearchIndex } from './seed-search.js';
import { seedHostedSearch } from './seed-hosted-search.js';
import { seedNavPromos } from './seed-nav-promos.js';
import { SAVED_ADDRESSES, SAVED_CARDS } from '../seed/checkout.js';
import { seedStores } from './seed-stores.js';
import { seedTrackedOrders } from './seed-tracked-orders.js';
import { seedVariantStock } from './seed-variant-stock.js';

export function seedDatabase(db: Database): number {
  const catalogue = generateCatalogue();

  const insertCategory = db.prepare('INSERT INTO categories (key, name_en, name_es, position) VALUES (?, ?, ?, ?)');
  const insertColor = db.prepare('INSERT INTO colors (key, name_en, name_es, hex) VALUES (?, ?, ?, ?)');
  const insertPromotion = db.prepare('INSERT INTO promotions (key, label_en, label_es) VALUES (?, ?, ?)');
  const insertSubcategory = db.prepare('INSERT INTO subcategories (key, category, name_en, name_es, position) VALUES (?, ?, ?, ?, ?)');
  const insertProduct = db.prepare(`INSERT INTO products
    (pid, uuid, category, type_key, kind, brand, name_en, name_es, rating_tenths, review_count, promo, express, position, arrived_on)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertVariant = db.prepare(
    'INSERT INTO variants (pid, position, variant_pid, color, in_stock, surcharge_percent, new_color) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertPrice = db.prepare(
    'INSERT INTO prices (pid, currency, cash_cents, was_cash_cents, was_monthly_cents) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTerm = db.prepare(`INSERT INTO lease_terms
    (pid, currency, term, lease_rate_cents, advo_lease_rate_cents, first_payment_cents, active,
     weekly_payments, advo_weekly_cents, non_advo_weekly_cents)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  db.transaction(() => {
    catalogue.categories.forEach((c, i) => insertCategory.run(c.key, c.en, c.es, i));
    for (const c of catalogue.colors) insertColor.run(c.key, c.en, c.es, c.hex);
    for (const p of catalogue.promotions) insertPromotion.run(p.key, p.en, p.es);
    catalogue.subcategories.forEach((s, i) => insertSubcategory.run(s.key, s.category, s.en, s.es, i));
    catalogue.products.forEach((p, i) => {
      insertProduct.run(p.pid, p.uuid, p.category, p.typeKey, p.kind, p.brand, p.name.en, p.name.es,
        p.ratingTenths, p.reviewCount, p.promo, p.express ? 1 : 0, i, p.arrivedOn);
      p.variants.forEach((v, j) =>
        insertVariant.run(p.pid, j, v.pid, v.color, v.inStock ? 1 : 0, v.surchargePercent, v.newColor ? 1 : 0),
      );
      for (const currency of ['USD', 'CAD'] as const) {
        const price = p.prices[currency];
        insertPrice.run(p.pid, currency, price.cash, price.wasCash, price.wasMonthly);
        for (const t of price.terms) {
          insertTerm.run(p.pid, currency, t.term, t.leaseRate, t.advoLeaseRate, t.firstPayment, t.active ? 1 : 0,
            t.weeklyPayments, t.advoWeekly, t.nonAdvoWeekly);
        }
      }
    });
  })();
  seedSearchIndex(db);
  seedHostedSearch(db);
  seedVariantStock(db, catalogue.products.flatMap((p) => p.variants));
  const stocked = catalogue.products.map((p) => ({ pid: p.pid, inStock: p.variants.some((v) => v.inStock) }));
  seedStores(db, stocked.slice(0, catalogue.firstEditionSize), stocked.slice(catalogue.firstEditionSize));
  const insertCard = db.prepare('INSERT INTO saved_cards (id, brand, last4, exp_month, exp_year, needs_reauthorization, position) VALUES (?, ?, ?, ?, ?, ?, ?)');
  SAVED_CARDS.forEach((card, i) => insertCard.run(card.id, card.brand, card.last4, card.expMonth, card.expYear, card.needsReauthorization ? 1 : 0, i));
  const insertAddress = db.prepare(`INSERT INTO saved_addresses
    (account_email, id, uuid, first_name, last_name, address1, address2, city, state_code, postal, country_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const a of SAVED_ADDRESSES) {
    insertAddress.run(a.accountEmail, a.id, a.uuid, a.firstName, a.lastName, a.address1, a.address2, a.city, a.stateCode, a.postal, a.countryCode);
  }
  seedTrackedOrders(db);
  seedCoupons(db);
  seedArticles(db);
  seedNavPromos(db);
  seedAccountRows(db);
  return catalogue.products.length;
}
