import DOMPurify, { type Config } from 'dompurify';
// DOMPurify's own return type, named here so the declaration build does not have to find it.
import type { TrustedHTML } from 'trusted-types/lib';

/**
 * An HTML fragment from the platform goes through DOMPurify before it is inserted (DESIGN: inserted HTML is
 * sanitized). It drops scripts, event handlers and javascript: URLs, and also inline styles and
 * <style> elements (the storefront's CSP refuses them, and each refusal is a console error). Our
 * own custom elements are kept, with their attributes, so an <lto-favorite> in a quick view
 * becomes a working island. Where the browser has Trusted Types the result is a TrustedHTML made
 * by DOMPurify's own policy ('dompurify', which the storefront's CSP lists): React assigns it to
 * innerHTML as it is, while a plain string there would be refused and leave the area blank.
 */
const OUR_TAG = /^lto-[a-z0-9-]+$/;
/** Any attribute name of ours, but never an on* event handler. */
const OUR_ATTRIBUTE = /^(?!on)[a-z][a-z0-9-]*$/;
/** A URL that runs or embeds script once compacted (browsers ignore whitespace and controls in it). */
const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;

const CONFIG = {
  CUSTOM_ELEMENT_HANDLING: {
    tagNameCheck: OUR_TAG,
    attributeNameCheck: OUR_ATTRIBUTE,
    allowCustomizedBuiltInElements: false,
  },
  FORBID_TAGS: ['style'],
  FORBID_ATTR: ['style'],
  RETURN_TRUSTED_TYPE: true,
} satisfies Config;

// DOMPurify checks the values of standard attributes, but lets a custom element's attributes
// through once their names pass: a url="javascript:..." on one of ours is dropped here.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!OUR_TAG.test(node.nodeName.toLowerCase())) return;
  // eslint-disable-next-line no-control-regex
  if (SCRIPT_URL.test(data.attrValue.replace(/[\u0000-\u0020]/g, ''))) data.keepAttr = false;
});

export type SafeHtml = TrustedHTML;

export function sanitizeFragment(html: string): SafeHtml {
  return DOMPurify.sanitize(html, CONFIG);
}

/**
 * The same, as nodes of this document: for HTML a widget puts in place itself, which spares the
 * second parse of assigning the sanitized text to innerHTML (a listing page of tiles is 130 KB).
 */
export function sanitizeToNodes(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false, RETURN_DOM_FRAGMENT: true });
}
