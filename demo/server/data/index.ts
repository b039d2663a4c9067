import type { Db } from '../db/open.js';
import { createCompareQueries } from './compare.js';
import { createOrderQueries } from './orders.js';
import { createProductQueries } from './products.js';
import { createSessionQueries } from './sessions.js';
import { createStoreQueries } from './stores.js';
import { createVariantStockQueries } from './variant-stock.js';

export type DataAccess = ReturnType<typeof createDataAccess>;

export function createDataAccess(db: Db) {
  return {
    products: createProductQueries(db),
    sessions: createSessionQueries(db),
    compare: createCompareQueries(db),
    stores: createStoreQueries(db),
    orders: createOrderQueries(db),
    variantStock: createVariantStockQueries(db),
  };
}
