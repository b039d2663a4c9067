import * as v from 'valibot';
import { requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { ShareLinks } from './ShareLinks';

export const tag = 'lto-share-links';

/** The attributes of <lto-share-links>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  url: requiredText("The product page's URL that is shared (absolute, or relative to the page). Without it, or if it is not http(s), the server markup stays."),
  name: text('Product name: the text of the post, the pin and the e-mail subject.'),
  pid: text(
    "Master product id. Once a colour or size of it is chosen on the page (lto:variant-change, from an island that gives the variant's page), that page is shared instead of `url`.",
  ),
});

export type ShareLinksProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ShareLinks });
