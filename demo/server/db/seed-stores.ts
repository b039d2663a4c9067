import type { Database } from 'better-sqlite3';
import { POSTAL_CODES } from '../seed/postal-codes.js';
import { generateStores, type StockedProduct } from '../seed/stores.js';

/** The gazetteer, the stores and their stock of each product. */
export function seedStores(db: Database, products: readonly StockedProduct[]): void {
  const insertPostalCode = db.prepare(
    'INSERT INTO postal_codes (code, country, city, state_code, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertStore = db.prepare(`INSERT INTO stores
    (store_id, name, address1, city, state_code, postal_code, country, phone, latitude, longitude, hours)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertStock = db.prepare('INSERT INTO store_stock (store_id, pid, statusclass) VALUES (?, ?, ?)');
  const { stores, stock } = generateStores(products);

  db.transaction(() => {
    for (const p of POSTAL_CODES) insertPostalCode.run(p.code, p.country, p.city, p.stateCode, p.latitude, p.longitude);
    for (const s of stores) {
      insertStore.run(s.storeId, s.name, s.address1, s.city, s.stateCode, s.postalCode, s.country, s.phone,
        s.latitude, s.longitude, JSON.stringify(s.hours));
    }
    for (const s of stock) insertStock.run(s.storeId, s.pid, s.statusclass);
  })();
}
