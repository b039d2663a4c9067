import * as v from 'valibot';
import { requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { CompareToggle } from './CompareToggle';

export const tag = 'lto-compare-toggle';

/** The attributes of <lto-compare-toggle>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText('Product id (SPEC 3.3 pid / itemid). Without it the toggle is not shown.'),
  uuid: text('Product uuid, kept with the compare item.'),
  name: text('Product name: completes the accessible label and names the compare-bar slot.'),
  img: text('Image URL shown in the compare-bar slot.'),
  category: text('Category (brand sub-category) sent with compareAdd and compareRemove.'),
});

export type CompareToggleProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: CompareToggle });
