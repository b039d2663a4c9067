import * as v from 'valibot';
import { text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { QuickView } from './QuickView';

export const tag = 'lto-quick-view';

/** An http(s) URL, absolute or relative to the page: anything else is never fetched. */
function isPageUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/** The attributes of <lto-quick-view>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.check(isPageUrl),
    v.description(
      "Product page URL (SPEC 2.7), e.g. /p/P1001: its fragment is loaded with format=ajax. It is also this tile's place in the grid's product links. Without it the server markup stays.",
    ),
  ),
  source: text('Sent as source={source} with the first product loaded (e.g. search, category). Arrow navigation sends source=quickview.'),
  productlistid: text('Sent as productlistid={id} when given.'),
  name: text('Product name: completes the accessible name of the button ("Quick view Harbor Sofa") and what is announced.'),
});

export type QuickViewProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: QuickView });
