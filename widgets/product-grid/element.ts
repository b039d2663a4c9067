import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { ProductGrid } from './ProductGrid';

export const tag = 'lto-product-grid';

/**
 * The attributes of <lto-product-grid>: none. What it needs is in the listing's own markup (its
 * links, selects and data-* counts) and the page's config block (the language of its texts).
 */
export const attributes = v.object({});

export type ProductGridProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ProductGrid });
