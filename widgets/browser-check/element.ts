import * as v from 'valibot';
import { requiredText } from '../../src/core/attributes';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { startBrowserCheck } from './browser-check-behaviour';

export const tag = 'lto-browser-check';

/** The attributes of <lto-browser-check>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  checkUrl: requiredText(
    "The TLS-check service's URL (SPEC 7.8): a GET answered with JSON whose tls_version is 'TLS 1.2' or the like. Without it the widget does nothing.",
  ),
});

export type BrowserCheckProps = v.InferOutput<typeof attributes>;

defineBehaviour({ tag, attributes, start: (element, props) => startBrowserCheck(element, props) });
