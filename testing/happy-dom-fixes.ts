/**
 * Where happy-dom departs from the DOM standard in ways our tests meet, mended for the tests that
 * run in it (vitest.config.ts). Every fragment our widgets insert goes through DOMPurify
 * (src/ui/sanitize.ts): without the first two mends it turns the fragment to bare text, or leaves
 * it half sanitized. The sanitizer's own tests (src/ui/sanitize.test.ts) run in jsdom, which
 * DOMPurify's authors support: these mends make widget tests faithful, not the sanitizer's proof.
 *
 * A setup file runs before each test file, and the files of a worker share one window: the window
 * is mended once.
 */
const MENDED = Symbol.for('lto-widgets.happy-dom-mended');

/**
 * DOMPurify reads node names through Node.prototype's getter, where the standard defines it;
 * happy-dom's answers '' there and defines the real one on Element, Text, Comment and the rest.
 * Node's getter here answers with the nearest one below it.
 */
function mendNodeName(): void {
  const nodeNameOfNode = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!.get!;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this);
      }
      return nodeNameOfNode.call(this);
    },
  });
}

/** A node's children in the tree (a template's firstChild in happy-dom is its content's first). */
const firstInTree = (node: Node) => (node.firstChild?.parentNode === node ? node.firstChild : null);
const lastInTree = (node: Node) => (node.lastChild?.parentNode === node ? node.lastChild : null);

/** The next node after `node` in document order, within `root`. */
function following(node: Node, root: Node): Node | null {
  const first = firstInTree(node);
  if (first) return first;
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling) return at.nextSibling;
  }
  return null;
}

/** The node before `node` in document order (`node` is not the root). */
function preceding(node: Node): Node {
  let at = node.previousSibling;
  if (!at) return node.parentNode!;
  for (let last = lastInTree(at); last; last = lastInTree(at)) at = last;
  return at;
}

function isUnder(node: Node, root: Node): boolean {
  for (let at: Node | null = node; at; at = at.parentNode) if (at === root) return true;
  return false;
}

type Filter = ((node: Node) => number) | { acceptNode(node: Node): number } | null;

/**
 * DOMPurify walks a fragment with a NodeIterator and removes or replaces the node it stands on
 * (an unsafe element; a tile taken apart). By the standard the walk then goes on from the node
 * before it; happy-dom's iterator ends there (happy-dom issue 2310), leaving the rest of the
 * fragment unchecked. This iterator goes forward only, which is all DOMPurify asks of it, and
 * knows removal of its current node only, the only removal DOMPurify makes mid-walk.
 */
function mendNodeIterator(): void {
  // happy-dom's window.Document is a subclass made for each window; documents, and the inert one a
  // template's content belongs to, share the class above it, which holds the method.
  let documentClass: object = document;
  while (!Object.hasOwn(documentClass, 'createNodeIterator')) documentClass = Object.getPrototypeOf(documentClass);
  (documentClass as Document).createNodeIterator = function createNodeIterator(root: Node, whatToShow = 0xffffffff, filter: Filter = null) {
    let started = false;
    let current: Node | null = null;
    let before: Node | null = null;
    const accepts = (node: Node) => {
      if (!((1 << (node.nodeType - 1)) & whatToShow)) return false;
      if (!filter) return true;
      return (typeof filter === 'function' ? filter(node) : filter.acceptNode(node)) === NodeFilter.FILTER_ACCEPT;
    };
    const iterator = {
      root,
      whatToShow,
      filter,
      nextNode(): Node | null {
        let next: Node | null;
        if (!started) next = root;
        else if (!current) return null;
        else if (isUnder(current, root)) next = following(current, root);
        else next = before && isUnder(before, root) ? following(before, root) : null;
        while (next && !accepts(next)) next = following(next, root);
        started = true;
        current = next;
        before = next && next !== root ? preceding(next) : null;
        return next;
      },
      previousNode(): Node | null {
        throw new Error('testing/happy-dom-fixes.ts: this NodeIterator goes forward only');
      },
      detach() {},
    };
    return iterator as unknown as NodeIterator;
  };
}

/**
 * Browsers hide an element with the hidden attribute through their own style sheet; happy-dom has
 * no such rule, so user-event's Tab stopped on a hidden tab panel. The rule comes back here, in a
 * sheet of the document rather than an element of the page (emptied after each test).
 */
function mendHiddenAttribute(): void {
  const userAgentRules = new CSSStyleSheet();
  userAgentRules.replaceSync('[hidden] { display: none }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, userAgentRules];
}

const win = window as Window & { [MENDED]?: true };
if (!win[MENDED]) {
  win[MENDED] = true;
  mendNodeName();
  mendNodeIterator();
  mendHiddenAttribute();
}
