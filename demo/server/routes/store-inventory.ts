import type { DataAccess } from '../data/index.js';
import type { Text } from '../views/text/index.js';
import type { InventoryStore } from '../views/location.js';

/**
 * The storesInventory answer (SPEC 3.1, 7.2): the stores near `zip`, nearest first, with the
 * product's status at each; an unknown or invalid zip has none. The endpoint answers it, and the
 * product page draws its store availability from the same.
 */
export function storesInventory(data: DataAccess, pid: string, zip: string, text: Text): InventoryStore[] {
  const place = data.stores.lookup(zip)?.place;
  if (!place) return [];
  const stock = data.stores.stockOf(pid);
  return data.stores.storesNear(place).map(({ store }) => {
    const statusclass = stock.get(store.storeId) ?? 'store-out-of-stock';
    return {
      storeId: store.storeId,
      address1: store.address1,
      city: store.city,
      stateCode: store.stateCode,
      postalCode: store.postalCode,
      status: text.storeStatus[statusclass],
      statusclass,
    };
  });
}
