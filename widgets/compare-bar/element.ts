import * as v from 'valibot';
import { json, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { CompareItemSchema } from '../../src/core/store/compare-slice';
import { CompareBar } from './CompareBar';

export const tag = 'lto-compare-bar';

/** The attributes of <lto-compare-bar>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  items: json(
    'The compare list as the server holds it, oldest first: a JSON array of {pid, uuid, name, img, category}, only pid required. Malformed JSON or a wrong shape counts as empty, with one warning.',
    v.array(CompareItemSchema),
    '[]',
  ),
  category: text("Category for the compare page link; when empty, the first item's category."),
});

export type CompareBarProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: CompareBar });
