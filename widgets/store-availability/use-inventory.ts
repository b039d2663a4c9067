import { useEffect, useState } from 'react';
import { storesInventory, type Store } from './stores';

export type Inventory = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; stores: Store[] } | { kind: 'failed' };

/** The stores near `zip` with the product's status at each; loaded again when either changes. */
export function useInventory(url: string | undefined, pid: string, zip: string | undefined): [Inventory, () => void] {
  const [inventory, setInventory] = useState<Inventory>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url || !zip) {
      setInventory({ kind: 'idle' });
      return;
    }
    let current = true;
    setInventory({ kind: 'loading' });
    storesInventory(url, pid, zip).then(
      (stores) => current && setInventory({ kind: 'loaded', stores }),
      () => current && setInventory({ kind: 'failed' }),
    );
    // An answer for a zip or product the shopper already moved past is dropped.
    return () => {
      current = false;
    };
  }, [url, pid, zip, attempt]);

  return [inventory, () => setAttempt((n) => n + 1)];
}
