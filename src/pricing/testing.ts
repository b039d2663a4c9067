/**
 * Seeded random inputs for the pricing property tests: the same seed gives the same thousands of
 * cases on every run, so a failure can be replayed. Test-only; nothing in the library imports it.
 */
export interface Random {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast and good enough to spread test inputs. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** Integer cents written as plain dollars, built from integers only: 4999 → '49.99', -5 → '-0.05'. */
export function dollarText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Numbers a broken server or a bug upstream could hand us instead of cents. */
export const NOT_CENTS: readonly number[] = [NaN, Infinity, -Infinity, 49.99, 0.5, -0.01, 2 ** 53, -(2 ** 53)];
