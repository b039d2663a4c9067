import DOMPurify, { type Config } from 'dompurify';
import { nextTask } from '../core/next-task';
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

/** The same, giving nodes of this document rather than HTML. */
const TO_NODES = { ...CONFIG, RETURN_TRUSTED_TYPE: false, RETURN_DOM_FRAGMENT: true } as const;

/** The same, for nodes DOMPurify parsed already: sanitized where they are, no copy made. */
const IN_PLACE = { ...CONFIG, RETURN_TRUSTED_TYPE: false, IN_PLACE: true } as const;

/** A node's document, read through the prototype: an unsanitized node may hide its own properties. */
const documentOf = Object.getOwnPropertyDescriptor(Node.prototype, 'ownerDocument')!.get!;

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
 * second parse of assigning the sanitized text to innerHTML (a page of 20 tiles is over 100 KB).
 */
export function sanitizeToNodes(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, TO_NODES);
}

/**
 * The same, for a long fragment, over several tasks so that none is long on a phone (a grid page
 * of 20 tiles took 75 ms in one at 4x CPU). The calling task parses the fragment and sanitizes it
 * except the elements matching `apart` (the tiles), which are taken out as the walk meets them
 * (DOMPurify then skips what a hook took out) and a stand-in put in their place. The tasks after
 * sanitize them one by one, as many as fit in `budgetMs` a task, each where it was parsed (no
 * copy of it made: a new document and two copies a part took about half of a grid page's
 * sanitizing), and put them back in their places.
 */
export async function sanitizeToNodesInSteps(html: string, apart: string, budgetMs = 12): Promise<DocumentFragment> {
  const parts: { part: Element; standIn: Element }[] = [];
  const takeOut = (node: Node) => {
    // Called before DOMPurify has checked the node: nothing of it is trusted, not even its methods.
    if (!(node instanceof Element) || !Element.prototype.matches.call(node, apart)) return;
    const standIn = document.createElement('span');
    Element.prototype.replaceWith.call(node, standIn);
    parts.push({ part: node, standIn });
  };
  DOMPurify.addHook('beforeSanitizeElements', takeOut);
  let nodes: DocumentFragment;
  try {
    nodes = DOMPurify.sanitize(html, TO_NODES);
  } finally {
    DOMPurify.removeHook('beforeSanitizeElements', takeOut);
  }
  let started = -Infinity;
  for (const { part, standIn } of parts) {
    if (performance.now() - started > budgetMs) {
      await nextTask();
      started = performance.now();
    }
    // Sanitized where DOMPurify parsed it (an inert document: nothing in it loads or runs), in a
    // box of that document, so that a part that is unsafe as a whole leaves the box empty. A box
    // of this document would adopt the part, unsanitized, where its pictures start loading.
    const box = Document.prototype.createElement.call(documentOf.call(part), 'div');
    Node.prototype.appendChild.call(box, part);
    DOMPurify.sanitize(box, IN_PLACE);
    standIn.replaceWith(...box.childNodes);
  }
  return nodes;
}

/**
 * A small fragment with what the answers hold: an island of ours with attributes, a link, a button.
 * No picture: the nodes end up in this document, where a picture would be fetched.
 */
const SAMPLE =
  '<div><article><lto-sample data-x="1" items="[{&quot;a&quot;:1}]"><a href="/p/1"><span>x</span></a><button type="button">x</button><p>x</p></lto-sample></article></div>';

/** Runs the sanitizer once on SAMPLE, the way a listing's answer goes through it (warmSanitizer: its code compiled ahead). */
export function warmUp(): void {
  void sanitizeToNodesInSteps(SAMPLE, 'article');
}
