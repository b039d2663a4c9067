import * as v from 'valibot';
import { json } from '../../src/core/attributes';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { CompareItemSchema } from '../../src/core/store/compare-slice';
import { startCompareList } from './remove-in-place';

export const tag = 'lto-compare-list';

/** The attributes of <lto-compare-list>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  items: json(
    "The compare list as the server holds it, oldest first, the same JSON array as `<lto-compare-bar>`'s (`{pid, uuid, name, img, category}`, only pid required). Malformed JSON or a wrong shape counts as empty, with one warning: the remove forms then post as they do without script.",
    v.array(CompareItemSchema),
    '[]',
  ),
});

export type CompareListProps = v.InferOutput<typeof attributes>;

defineBehaviour({ tag, attributes, start: startCompareList });
