import * as v from 'valibot';
import { text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { CookieConsent } from './CookieConsent';

export const tag = 'lto-cookie-consent';

/** The attributes of <lto-cookie-consent>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  contentUrl: text(
    "The cookie-hint URL (SPEC 2.2): the dialog's text, an HTML fragment fetched with format=ajax and sanitized. Empty, or when it fails: a short text of ours.",
  ),
});

export type CookieConsentProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: CookieConsent });
