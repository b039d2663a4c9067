/**
 * Console warnings for template developers. Each distinct message is printed once per page so a
 * bad attribute on 60 tiles does not flood the console. Never pass shopper data (PII) in here.
 */
const printed = new Set<string>();

export function warnOnce(message: string): void {
  if (printed.has(message)) return;
  printed.add(message);
  console.warn(`[lto-widgets] ${message}`);
}

/** For tests: forget what was printed. */
export function resetWarnings(): void {
  printed.clear();
}
