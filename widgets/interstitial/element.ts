import * as v from 'valibot';
import { oneOf, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { Interstitial } from './Interstitial';

export const tag = 'lto-interstitial';

/** The attributes of <lto-interstitial>. */
export const attributes = v.object({
  variant: oneOf(
    "Which forms the pop-up offers, for A/B tests (SPEC 2.4): 'both' (e-mail form, then text form), 'email' or 'text'.",
    ['both', 'email', 'text'],
    'both',
  ),
  contentUrl: text(
    "Alternate HTML for the pop-up's message (SPEC 2.4): a fragment fetched with format=ajax and sanitized, shown above the forms in place of the default heading text.",
  ),
});

export type InterstitialProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Interstitial });
