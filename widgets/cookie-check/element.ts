import * as v from 'valibot';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { startCookieCheck } from './cookie-check-behaviour';

export const tag = 'lto-cookie-check';

/** <lto-cookie-check> has no attributes: the server's markup holds the COOKIES_DISABLED text, the browser the answer. */
export const attributes = v.object({});

export type CookieCheckProps = v.InferOutput<typeof attributes>;

defineBehaviour({ tag, attributes, start: (element) => startCookieCheck(element) });
