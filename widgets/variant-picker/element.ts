import * as v from 'valibot';
import { json, quantity, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { VariantPicker } from './VariantPicker';
import { Variations } from './variations';

export const tag = 'lto-variant-picker';

/** The attributes of <lto-variant-picker>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  product: requiredText('Master product id: the store bus keeps the selected variant per product (favourites, availability and tiles follow it).'),
  selected: requiredText('Pid of the variant the page shows.'),
  variations: json(
    'JSON array of the variation attributes: `[{"id":"color","label":"Color","display":"swatch"|"select","values":[{"pid","label","url","oos","image","selected"}]}]`. Each value names the variant choosing it leads to and that variant\'s page URL. Without it (or invalid) the server markup stays.',
    Variations,
    '',
  ),
  quantity: quantity('Quantity sent with the reload (SPEC 5.4, 7.5): missing, non-numeric or 0 becomes 1.'),
  productlistid: text('Sent as productlistid={id} with the reload when given.'),
  region: text('Id of the product content element a reload replaces (it holds this picker).', 'product-content'),
  emailUrl: text('URL of the variant e-mail link (SPEC 3.2); the picker shows it with selectedVariantID={pid} of the chosen variant. Without it, no link.'),
});

export type VariantPickerProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: VariantPicker });
