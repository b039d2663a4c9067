import { useEffect, useRef, useState } from 'react';
import { storesInventory, type Store } from './stores';

export type Inventory = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; stores: Store[] } | { kind: 'failed' };

/** What the server already knew: the stores near `zip` for `pid` (the inventory attribute). */
export interface KnownInventory {
  pid: string;
  zip: string;
  stores: Store[];
}

/**
 * The stores near `zip` with the product's status at each; loaded again when either changes. What
 * the server knew for the same product and zip is the first answer (no request for it).
 */
export function useInventory(url: string | undefined, pid: string, zip: string | undefined, known?: KnownInventory): [Inventory, () => void] {
  const knownHere = (p: string, z: string | undefined) => !!known && known.pid === p && known.zip === z;
  const [inventory, setInventory] = useState<Inventory>(() => (url && knownHere(pid, zip) ? { kind: 'loaded', stores: known!.stores } : { kind: 'idle' }));
  const [attempt, setAttempt] = useState(0);
  const seeded = useRef(url && knownHere(pid, zip) ? `${pid}|${zip}` : undefined);

  useEffect(() => {
    if (!url || !zip) {
      setInventory({ kind: 'idle' });
      return;
    }
    if (seeded.current === `${pid}|${zip}` && attempt === 0) return;
    seeded.current = undefined;
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
