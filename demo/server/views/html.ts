import { raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** `html` escapes every interpolated string; `raw` is only for text that is already safe. */
export { html, raw } from 'hono/html';
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * A JSON attribute value in single quotes: a tile's `variants` written in double quotes spent a
 * fifth of a listing's HTML on `&quot;` (25 KB of a 139 KB grid answer), which the browser's
 * parser and the grid's sanitizer then read back. `&` and `'` need escaping in it; `<` and `>` are
 * escaped too, so no reader of the markup takes them for a tag's end.
 */
export const jsonAttribute = (value: unknown) =>
  raw(`'${JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}'`);
