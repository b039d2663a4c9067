import { language } from '../../src/core/config';
import { regionCodes } from '../../src/validation/enumerations';
import { regionName } from '../../src/validation/region-names';

/** The state (Canada: province) options in the page's language, sorted by name. */
export function regionOptions(country: 'US' | 'CA'): { value: string; label: string }[] {
  const lang = language();
  return regionCodes(country)
    .map((value) => ({ value, label: regionName(value, country, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
