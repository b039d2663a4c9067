import * as v from 'valibot';
import { requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { MediaVariantsSchema } from './images';
import { ProductMedia } from './ProductMedia';

export const tag = 'lto-product-media';

/** The attributes of <lto-product-media>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  product: requiredText(
    'Master product id: the pictures follow the variant selected for it anywhere on the page (variant picker, tiles). Without it the server markup stays.',
  ),
  variants: v.pipe(
    v.string(),
    v.parseJson(),
    MediaVariantsSchema,
    v.description(
      'JSON array of each variant\'s pictures: [{"pid": "P1001-1", "images": [{"src": "...", "alt": "...", "zoom": "..."}]}]; alt is required, zoom (a larger picture) optional. Missing or malformed: the server markup stays, with one warning.',
    ),
  ),
  selected: text('Pid of the variant shown until another is selected (default: the first).'),
  name: text('Product name: names the thumbnails ("Images of Harbor Sofa").'),
});

export type ProductMediaProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ProductMedia });
