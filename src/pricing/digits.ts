/**
 * Numbers written the way the page's locale writes them, without Intl.NumberFormat where we can:
 * the first NumberFormat a page creates costs about 120 ms of main thread at 4x CPU (ICU loads its
 * number data), one long task in the middle of the first island's render. The locales the config
 * block allows (en-US, es-US, en-CA) all write 1,234.56; any other goes through Intl.
 */
const COMMA_POINT = new Set(['en-US', 'es-US', 'en-CA']);

const intl = new Map<string, Intl.NumberFormat>();
function intlFixed(value: number, fractionDigits: number, locale: string): string {
  const key = `${locale}/${fractionDigits}`;
  let format = intl.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    intl.set(key, format);
  }
  return format.format(value);
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `value` with exactly `fractionDigits` decimals and grouped thousands, e.g. 1,234.5 → '1,234.50'. */
export function formatFixed(value: number, fractionDigits: number, locale: string): string {
  const shortest = String(Math.abs(value));
  if (!COMMA_POINT.has(locale) || !Number.isFinite(value) || shortest.includes('e')) return intlFixed(value, fractionDigits, locale);
  // Rounds the decimal the number prints as, half away from zero, as Intl does: 4.35 is 4.4
  // although the double nearest 4.35 is a little below it.
  const scaled = Math.round(Number(`${shortest}e${fractionDigits}`));
  if (!Number.isSafeInteger(scaled)) return intlFixed(value, fractionDigits, locale);
  const digits = String(scaled).padStart(fractionDigits + 1, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (fractionDigits === 0) return `${sign}${group(digits)}`;
  return `${sign}${group(digits.slice(0, -fractionDigits))}.${digits.slice(-fractionDigits)}`;
}
