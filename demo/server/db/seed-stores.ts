import type { Database } from 'better-sqlite3';
import { generateStores, type StockedProduct } from '../seed/stores.js';

/** The stores and their stock of each product (codes are placed by zipcodes, data/gazetteer.ts). */
export function seedStores(db: Database, products: readonly StockedProduct[], later: readonly StockedProduct[] = []): void {
  const insertStore = db.prepare(`INSERT INTO stores
    (store_id, name, address1, city, state_code, postal_code, country, phone, latitude, longitude, hours)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertStock = db.prepare('INSERT INTO store_stock (store_id, pid, statusclass) VALUES (?, ?, ?)');
  const { stores, stock } = generateStores(products, later);

  db.transaction(() => {
    for (const s of stores) {
      insertStore.run(s.storeId, s.name, s.address1, s.city, s.stateCode, s.postalCode, s.country, s.phone,
        s.latitude, s.longitude, JSON.stringify(s.hours));
    }
    for (const s of stock) insertStock.run(s.storeId, s.pid, s.statusclass);
  })();
}
