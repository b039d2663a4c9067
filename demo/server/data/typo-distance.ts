/**
 * How many single-letter edits (a letter added, dropped, changed, or two neighbours swapped) turn
 * one word into another: the optimal string alignment distance. The search (search.ts) takes a
 * word the index does not hold for one it does when they are this close; a shopper's typo is
 * nearly always one such edit ('sofs', 'recilner').
 */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const row = rows[i]!;
      const above = rows[i - 1]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The edits a word of this length may carry and still be taken for another: none under four
 * letters (three letters are too few to guess from: 'tv' is not 'to'), one up to seven, two from eight.
 */
export function editsAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}
