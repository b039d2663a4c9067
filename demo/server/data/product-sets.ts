import type { Db } from '../db/open.js';
import type { LocalizedText } from './types.js';

/** A product set of the demo: products sold together, picked from the catalogue by type. */
export interface ProductSetDefinition {
  id: string;
  name: LocalizedText;
  /** Seed type keys (seed/types-*.ts); each contributes its first product. */
  types: readonly string[];
}

export const PRODUCT_SETS: readonly ProductSetDefinition[] = [
  { id: 'living-room', name: { en: 'Living room set', es: 'Juego de sala' }, types: ['sofa', 'accent-chair', 'coffee-table'] },
  { id: 'dining', name: { en: 'Dining room set', es: 'Juego de comedor' }, types: ['dining-table', 'dining-chairs', 'buffet'] },
  { id: 'bedroom', name: { en: 'Bedroom set', es: 'Juego de dormitorio' }, types: ['queen-bed', 'nightstand', 'dresser'] },
];

/** The sets and the pids of their products, in the set's order (the seed decides which pids). */
export function createProductSetQueries(db: Db) {
  const firstOfType = db.prepare<[string], { pid: string }>('SELECT pid FROM products WHERE type_key = ? ORDER BY position LIMIT 1');
  return {
    find(id: string): { set: ProductSetDefinition; pids: string[] } | null {
      const set = PRODUCT_SETS.find((s) => s.id === id);
      if (!set) return null;
      return { set, pids: set.types.flatMap((type) => firstOfType.get(type)?.pid ?? []) };
    },
  };
}
