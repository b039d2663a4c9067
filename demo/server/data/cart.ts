/** One cart line: the variant (or product) pid and how many. */
export interface CartLine {
  pid: string;
  quantity: number;
}

/** Most lines a demo cart keeps, so a loop posting forms cannot grow the server's memory. */
const MAX_LINES = 50;

/**
 * The demo cart, per session, in memory: enough to show what 'add all to cart' (SPEC 2.8) sent.
 * It is lost on restart, unlike the rest of the demo's state (the cart is not part of the
 * widgets' contract, and a table would change the database schema).
 */
export function createCartStore() {
  const carts = new Map<string, CartLine[]>();
  return {
    lines: (sessionId: string): CartLine[] => carts.get(sessionId) ?? [],
    /** Adds to a line of the same pid, or appends one. */
    add(sessionId: string, added: readonly CartLine[]): void {
      const lines = [...(carts.get(sessionId) ?? [])];
      for (const { pid, quantity } of added) {
        const line = lines.find((l) => l.pid === pid);
        if (line) line.quantity += quantity;
        else if (lines.length < MAX_LINES) lines.push({ pid, quantity });
      }
      carts.set(sessionId, lines);
    },
  };
}
