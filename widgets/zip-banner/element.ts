import * as v from 'valibot';
import { text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { ZipBanner } from './ZipBanner';

export const tag = 'lto-zip-banner';

/** The attributes of <lto-zip-banner>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  href: text('Where the banner leads without the zip modal (the store locator, where a plain form changes the zip).', '/stores'),
  zip: text("The shopper's zip / postal code as the server knows it; the config block's page.zip wins, and a change on the page wins over both."),
});

export type ZipBannerProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ZipBanner });
