import * as v from 'valibot';
import { flag, oneOf, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { Carousel } from './Carousel';

export const tag = 'lto-carousel';

/** The attributes of <lto-carousel>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  label: requiredText(
    'The carousel\'s name: its visible heading and the accessible name of its region ("Recommended for you"). Without it the server markup stays.',
  ),
  heading: oneOf("Level of the visible heading, or 'none' for no visible heading (the region keeps the label as its name).", ['2', '3', '4', 'none'], '2'),
  recentlyViewed: flag(
    "Items are the tiles of the shopper's recently viewed products (localStorage, product ids only), loaded from the config block's urls.productTiles; the element's own children are ignored.",
  ),
  record: text('Product id of the page: remembered as recently viewed, and left out of a recently viewed list.'),
});

export type CarouselProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Carousel });
