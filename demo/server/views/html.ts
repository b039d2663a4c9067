import type { HtmlEscapedString } from 'hono/utils/html';

/** `html` escapes every interpolated string; `raw` is only for text that is already safe. */
export { html, raw } from 'hono/html';
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;
