import * as v from 'valibot';
import { text, webUrl } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { QuickView } from './QuickView';

export const tag = 'lto-quick-view';

/** The attributes of <lto-quick-view>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    // http(s) only: anything else is never fetched.
    v.check((url) => webUrl(url) !== undefined),
    v.description(
      "Product page URL (SPEC 2.7), e.g. /p/P1001: its fragment is loaded with format=ajax. It is also this tile's place in the grid's product links. Without it the server markup stays.",
    ),
  ),
  source: text('Sent as source={source} with the first product loaded (e.g. search, category). Arrow navigation sends source=quickview.'),
  productlistid: text('Sent as productlistid={id} when given.'),
  pid: text("The tile's product (its master pid): when the shopper chose another colour on the tile, the quick view opens that colour's page (the URL the tile's links go to) rather than `url`."),
  name: text('Product name: completes the accessible name of the button ("Quick view Harbor Sofa") and what is announced.'),
});

export type QuickViewProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: QuickView });
