/**
 * The config block's JSON, read without checking it: for the autoloader's small wake modules,
 * which must not bring valibot (config.ts) onto a page where no widget has run yet. Anything they
 * read is a hint (a page type, a preference flag); the widgets themselves read the checked config.
 */
export function readConfigBlock(doc: Document = document): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById('lto-config')?.textContent ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A string inside the block (`pick(block, 'page', 'type')`), or undefined. */
export function pick(block: Record<string, unknown>, ...path: string[]): unknown {
  let value: unknown = block;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
