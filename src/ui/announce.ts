/**
 * One polite and one assertive live region per page, shared by every island, for messages a
 * screen-reader user must hear but that need no visible place (an item added, a list cleared).
 * Styled through the CSSOM so it stays hidden without our stylesheet and under a strict CSP.
 */
type Politeness = 'polite' | 'assertive';

const regions = new Map<Politeness, HTMLElement>();

function region(politeness: Politeness): HTMLElement {
  let el = regions.get(politeness);
  if (el?.isConnected) return el;
  el = document.createElement('div');
  el.setAttribute('aria-live', politeness);
  el.setAttribute('aria-atomic', 'true');
  el.setAttribute('role', politeness === 'polite' ? 'status' : 'alert');
  el.dataset.ltoLiveRegion = politeness;
  Object.assign(el.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(el);
  regions.set(politeness, el);
  return el;
}

/**
 * Messages said within this long of the first of a burst join it, so a screen reader hears all of
 * them. Counted from the burst's first message, not its last: messages a second apart each (a
 * count said at every keystroke) would otherwise pile up, each said again with every new one.
 */
const BURST_MS = 1000;

interface Said {
  /** The burst's messages, in order (those taken back left out). */
  messages: string[];
  /** When the burst's first message was said. */
  at: number;
  timer?: ReturnType<typeof setTimeout>;
  /** Whether the region shows them yet. */
  written?: boolean;
}

/** Per region element: a region put on the page anew starts with nothing said. */
const said = new WeakMap<HTMLElement, Said>();

/** A message with its numbers left out: two of the same shape are one count, said again. */
const shapeOf = (message: string) => message.replace(/\d[\d.,]*/g, '#');

/**
 * Says `message` to assistive technology. Two islands often speak at once (a colour chosen: the
 * picker says so and availability reads its new lines); a message replacing another before it
 * was read would be lost, so messages within a second of each other are said together, each
 * once, in order. A message that differs from one of them in its numbers alone is that count
 * again, brought up to date: it takes the older one's place ('Showing 60 of 110 results' after
 * 'Showing 40 of 110 results', not both). The same text again is said again: the region is
 * emptied and written anew.
 *
 * Returns the function that takes the message back once it no longer holds (a loader's
 * 'processing' when the step failed): not said if it was still waiting, and gone from the region
 * if it was said alone (taken out silently; the others of its burst are not said again).
 */
export function announce(message: string, politeness: Politeness = 'polite'): () => void {
  const el = region(politeness);
  const now = Date.now();
  const last = said.get(el);
  const joins = last !== undefined && now - last.at < BURST_MS;
  const messages = joins ? [...last.messages.filter((m) => shapeOf(m) !== shapeOf(message)), message] : [message];
  clearTimeout(last?.timer);
  const next: Said = { messages, at: joins ? last.at : now };
  said.set(el, next);
  el.textContent = '';
  // A new text node after clearing makes screen readers repeat an identical message.
  next.timer = setTimeout(() => {
    next.written = true;
    el.textContent = next.messages.join(' ');
  }, 50);
  return () => {
    // The burst it was said in, as later messages of that burst left it.
    const burst = said.get(el);
    if (!burst || burst.at !== next.at || !burst.messages.includes(message)) return;
    burst.messages = burst.messages.filter((m) => m !== message);
    if (burst.written && burst.messages.length === 0) el.textContent = '';
  };
}
