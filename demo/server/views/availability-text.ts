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

/**
 * The page's availability lines (SPEC 8's messages, in the demo's words): what the product page
 * template writes inside <lto-availability>. The widget has the same wording in its own catalogue
 * for the answers it asks for later (another variant or quantity).
 */
export const AVAILABILITY_LINES: Record<
  Lang,
  { inStock: string; preOrder: string; backOrder: string; notAvailable: string; restNotAvailable: string; inStockDate(date: string): string; unknown: string }
> = {
  en: {
    inStock: 'In stock',
    preOrder: 'Available for pre-order',
    backOrder: 'Available on back order',
    notAvailable: 'This item is currently not available.',
    restNotAvailable: 'The rest of the quantity you chose is not available. Please lower the quantity.',
    inStockDate: (date) => `Expected in stock on ${date}.`,
    unknown: 'Availability is not known for this item right now.',
  },
  es: {
    inStock: 'Disponible',
    preOrder: 'Disponible en preventa',
    backOrder: 'Disponible bajo pedido',
    notAvailable: 'Este artículo no está disponible por el momento.',
    restNotAvailable: 'El resto de la cantidad que elegiste no está disponible. Reduce la cantidad.',
    inStockDate: (date) => `Fecha prevista de llegada: ${date}.`,
    unknown: 'Por ahora no sabemos la disponibilidad de este artículo.',
  },
};
