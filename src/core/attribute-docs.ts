import * as v from 'valibot';
import { attributeName, type AttributesSchema } from './attributes';

/** What a template developer needs to know of one attribute, read from the widget's schema. */
export interface AttributeDoc {
  name: string;
  description: string;
  required: boolean;
  default?: string;
  values?: string[];
}

export function describeAttributes(schema: AttributesSchema): AttributeDoc[] {
  return Object.entries(schema.entries).map(([prop, entry]) => {
    const first = 'pipe' in entry ? (entry.pipe as v.GenericSchema[])[0] : entry;
    const optional = first?.type === 'optional' ? (first as v.OptionalSchema<v.GenericSchema, string>) : undefined;
    const inner = optional?.wrapped ?? first;
    const doc: AttributeDoc = {
      name: attributeName(prop),
      description: v.getDescription(entry) ?? '',
      required: !optional,
    };
    if (optional) doc.default = String(v.getDefault(optional));
    if (inner && inner.type === 'picklist') doc.values = [...(inner as v.PicklistSchema<string[], undefined>).options];
    return doc;
  });
}

/** The attribute table of a widget README. */
export function attributeTable(docs: readonly AttributeDoc[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = docs.map((doc) => {
    const fallback = doc.required ? '' : `\`${doc.default === '' ? "''" : doc.default}\``;
    const values = doc.values ? ` One of ${doc.values.map((value) => `\`${value}\``).join(', ')}.` : '';
    return `| \`${doc.name}\` | ${doc.required ? 'yes' : 'no'} | ${fallback} | ${cell(doc.description + values)} |`;
  });
  if (rows.length === 0) return 'This tag takes no attributes.';
  return ['| attribute | required | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}
