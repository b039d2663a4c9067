import * as v from 'valibot';
import { attributeName, type AttributesSchema } from '../core/attributes';
import { cell, code, table } from './markdown';

/** What a template developer needs to know of one attribute, read from the widget's schema. */
export interface AttributeDoc {
  /** The prop it becomes (the schema's key). */
  prop: string;
  name: string;
  description: string;
  required: boolean;
  default?: string;
  values?: string[];
  /** The value is JSON text. */
  json?: true;
}

export function describeAttributes(schema: AttributesSchema): AttributeDoc[] {
  return Object.entries(schema.entries).map(([prop, entry]) => {
    const first = 'pipe' in entry ? (entry.pipe as v.GenericSchema[])[0] : entry;
    const optional = first?.type === 'optional' ? (first as v.OptionalSchema<v.GenericSchema, string>) : undefined;
    const inner = optional?.wrapped ?? first;
    const doc: AttributeDoc = {
      prop,
      name: attributeName(prop),
      description: v.getDescription(entry) ?? '',
      required: !optional,
    };
    if (optional) doc.default = String(v.getDefault(optional));
    if (inner && inner.type === 'picklist') doc.values = [...(inner as v.PicklistSchema<string[], undefined>).options];
    if ('pipe' in entry && (entry.pipe as { type: string }[]).some((step) => step.type === 'parse_json')) doc.json = true;
    return doc;
  });
}

/** The attribute table of a widget README. */
export function attributeTable(docs: readonly AttributeDoc[]): string {
  const rows = docs.map((doc) => {
    const fallback = doc.required ? '' : code(doc.default === '' ? "''" : (doc.default ?? ''));
    const values = doc.values ? ` One of ${doc.values.map(code).join(', ')}.` : '';
    return [code(doc.name), doc.required ? 'yes' : 'no', fallback, cell(doc.description + values)];
  });
  return table(['attribute', 'required', 'default', 'meaning'], rows, 'This tag takes no attributes.');
}
