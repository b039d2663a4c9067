import type { Lang } from '../site.js';

/** The server's own texts of the Availability response (SPEC 3.2): it knows the counts. */
export const AVAILABILITY_TEXT: Record<Lang, { inStock(n: number): string; preOrder(n: number): string; backOrder(n: number): string }> = {
  en: {
    inStock: (n) => `${n} in stock`,
    preOrder: (n) => `${n} available for pre-order`,
    backOrder: (n) => `${n} on back order`,
  },
  es: {
    inStock: (n) => `${n} disponibles`,
    preOrder: (n) => `${n} en preventa`,
    backOrder: (n) => `${n} bajo pedido`,
  },
};
