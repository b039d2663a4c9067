import * as v from 'valibot';
import { text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { ProductSet } from './ProductSet';

export const tag = 'lto-product-set';

/** The attributes of <lto-product-set>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  action: text("The cart action 'Add all to cart' posts every item to (repeated pid and Quantity fields). Without it there is no such button."),
  csrfToken: text("CSRF token sent with the add-all form as csrf_token; the lto_csrf cookie's token wins when the platform sets it."),
});

export type ProductSetProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ProductSet });
