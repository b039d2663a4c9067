import * as v from 'valibot';
import { requiredText } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { ProductNav } from './ProductNav';

export const tag = 'lto-product-nav';

/** The attributes of <lto-product-nav>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText('Product id of the page (productNav?pid=). Without it the server markup stays.'),
});

export type ProductNavProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ProductNav });
