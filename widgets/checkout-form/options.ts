import { translator } from '../../src/core/i18n';
import type { ValueList } from '../../src/validation/checkout-fields';
import { labelKey, enumerationLabels } from '../../src/validation/enumeration-labels';
import { messages, type MessageKey } from './messages';
import { regionOptions } from './regions';

/**
 * A select field's options in the page's language, from its value list in
 * src/validation/checkout-fields.ts: SPEC 9.7's labels, the states or provinces by name, or, for a
 * list SPEC does not name (idProof's 1–7), this widget's own `{field}.{value}` messages.
 */
export function selectOptions(name: string, values: ValueList, country: 'US' | 'CA'): { value: string; label: string }[] {
  if (values === 'regions') return regionOptions(country);
  const { list } = values;
  if (list) {
    const label = translator(enumerationLabels);
    return values.values.map((value) => ({ value, label: label(labelKey(list, value)) }));
  }
  const t = translator(messages);
  return values.values.map((value) => ({ value, label: t(`${name}.${value}` as MessageKey) }));
}
