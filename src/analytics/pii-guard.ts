import { warnOnce } from '../core/warn';
import { findPersonalData } from '../privacy/pii';

/** What a value that looks like personal data becomes: the record still goes, without it. */
export const REDACTED = '[redacted]';

/**
 * A copy of `value` with every string that looks like a shopper's personal data (an e-mail, a
 * phone, social security or card number, a date of birth, a token: src/privacy/pii.ts) replaced by
 * REDACTED. Each field it happens in is warned about once, by its name, never its value. Strings
 * are checked wherever they sit (a product name a shopper could not type is checked as much as a
 * list named after their search), so no builder can forget one.
 */
export function withoutPersonalData<T>(value: T, path = ''): T {
  if (typeof value === 'string') {
    const kind = findPersonalData(value);
    if (!kind) return value;
    warnOnce(`analytics: ${path || 'a value'} looked like personal data (${kind}): sent as '${REDACTED}'`);
    return REDACTED as T;
  }
  if (Array.isArray(value)) return value.map((entry) => withoutPersonalData(entry, path)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) copy[key] = withoutPersonalData(entry, path ? `${path}.${key}` : key);
    return copy as T;
  }
  return value;
}
