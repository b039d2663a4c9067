import DOMPurify, { type Config } from 'dompurify';
import { nextTask } from '../core/next-task';
// DOMPurify's own return type, named here so the declaration build does not have to find it.
import type { TrustedHTML, TrustedTypePolicy, TrustedTypePolicyFactory } from 'trusted-types/lib';

/**
 * An HTML fragment from the platform goes through DOMPurify before it is inserted (DESIGN: inserted HTML is
 * sanitized). It drops scripts, event handlers and javascript: URLs, and also inline styles and
 * <style> elements (the storefront's CSP refuses them, and each refusal is a console error). Our
 * own custom elements are kept, with their attributes, so an <lto-favorite> in a quick view
 * becomes a working island. Where the browser has Trusted Types the result is a TrustedHTML made
 * by the sanitizer's policy ('dompurify', which the storefront's CSP lists): React assigns it to
 * innerHTML as it is, while a plain string there would be refused and leave the area blank.
 */
const OUR_TAG = /^lto-[a-z0-9-]+$/;
/** Any attribute name of ours, but never an on* event handler. */
const OUR_ATTRIBUTE = /^(?!on)[a-z][a-z0-9-]*$/;
/** A URL that runs or embeds script once compacted (browsers ignore whitespace and controls in it). */
const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;

/**
 * The sanitizer's Trusted Types policy, the one DOMPurify would make for itself (the same name,
 * passing HTML as it is), made here so that the stepped parse below can use it too: it only ever
 * parses into a document apart from the page, or signs DOMPurify's output. Never exported.
 */
const POLICY = ((): TrustedTypePolicy | undefined => {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  try {
    // A browser's policy has all of TrustedTypePolicy's methods; the types know only the two named.
    return factory?.createPolicy('dompurify', { createHTML: (html: string) => html, createScriptURL: (url: string) => url }) as TrustedTypePolicy | undefined;
  } catch {
    return undefined; // the name taken or refused: DOMPurify tries, and warns, as it would have
  }
})();

const CONFIG = {
  ...(POLICY && { TRUSTED_TYPES_POLICY: POLICY }),
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

/** The same, for nodes parsed already: sanitized where they are, no copy made. */
const IN_PLACE = { ...CONFIG, RETURN_TRUSTED_TYPE: false, IN_PLACE: true } as const;

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

/** Resolves at once while the task it was made in, or last yielded, has run under `budgetMs`; else in the next task. */
function inBudget(budgetMs: number): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started <= budgetMs) return;
    await nextTask();
    started = performance.now();
  };
}

/** What the parse below writes at a time: at 4x CPU a phone parses 8 KB of tiles in about 2 ms. */
const PIECE = 8 * 1024;

let streaming: boolean | undefined;

/**
 * Whether this browser's parser takes HTML written into a document apart from the page a piece
 * at a time, as from the network. Where it does not (or refuses the write: test DOMs parse each
 * piece alone), a fragment is parsed whole, by DOMParser, as DOMPurify parses.
 */
function parserStreams(): boolean {
  if (streaming === undefined) {
    try {
      const doc = document.implementation.createHTMLDocument('');
      doc.open();
      for (const piece of ['<b', '>']) doc.write(trusted(piece));
      doc.close();
      streaming = doc.body?.firstElementChild?.localName === 'b';
    } catch {
      streaming = false;
    }
  }
  return streaming;
}

const trusted = (html: string) => (POLICY ? POLICY.createHTML(html) : html) as string;

/**
 * `html` parsed into a box in a document apart from the page (nothing in it loads or runs, as in
 * DOMPurify's own parse), a piece at a time, each piece ending at a tag's end, as many pieces a
 * task as fit the budget: parsing a page of 20 tiles in one task took 12-30 ms of a phone's 50.
 */
async function parseInSteps(html: string, step: () => Promise<void>): Promise<HTMLElement> {
  // In the body from the first character, as DOMPurify parses (a <title> or <meta> first stays where it is).
  const whole = `<body>${html}`;
  let doc: Document;
  if (parserStreams()) {
    doc = document.implementation.createHTMLDocument('');
    doc.open();
    for (let at = 0; at < whole.length; ) {
      const end = whole.indexOf('>', at + PIECE) + 1 || whole.length;
      doc.write(trusted(whole.slice(at, end)));
      at = end;
      await step();
    }
    doc.close();
  } else doc = new DOMParser().parseFromString(trusted(whole), 'text/html');
  const box = doc.createElement('div');
  box.append(...doc.body.childNodes);
  return box;
}

/**
 * The same, for a long fragment, over several tasks so that none is long on a phone (a grid page
 * of 20 tiles took 75 ms in one at 4x CPU). It is parsed in steps (parseInSteps); the elements
 * matching `apart` (the tiles) are taken out, a stand-in put in the place of each, and what is left
 * is sanitized. The steps after sanitize the parts one by one, as many as fit in `budgetMs` a
 * task, each where it was parsed (no copy of it made: a new document and two copies a part took
 * about half of a grid page's sanitizing), and put them back in their places. A part inside
 * another comes back inside it; one inside something the sanitizer drops is dropped with it.
 */
export async function sanitizeToNodesInSteps(html: string, apart: string, budgetMs = 12): Promise<DocumentFragment> {
  const box = await parseInSteps(html, inBudget(budgetMs));
  // Sanitizing starts a task of its own: its first run on a page is its slowest.
  await nextTask();
  const step = inBudget(budgetMs);
  // Taken out before the sanitizer sees the rest (taken out during its walk, in place, it would
  // strip them of every attribute), through the prototypes: nothing of them is trusted yet, not
  // even their methods.
  const parts = Array.from(Element.prototype.querySelectorAll.call(box, apart), (part) => {
    const standIn = document.createElement('span');
    Element.prototype.replaceWith.call(part, standIn);
    return { part, standIn };
  });
  DOMPurify.sanitize(box, IN_PLACE);
  for (const { part, standIn } of parts) {
    await step();
    // Sanitized where it was parsed, in a box of that document, so that a part that is unsafe as
    // a whole leaves the box empty. A box of this document would adopt the part, unsanitized,
    // where its pictures start loading.
    const partBox = Document.prototype.createElement.call(box.ownerDocument, 'div');
    Node.prototype.appendChild.call(partBox, part);
    DOMPurify.sanitize(partBox, IN_PLACE);
    standIn.replaceWith(...partBox.childNodes);
  }
  const nodes = box.ownerDocument.createDocumentFragment();
  nodes.append(...box.childNodes);
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
