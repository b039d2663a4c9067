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

/** Says `message` to assistive technology. The same text twice in a row is said twice. */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const el = region(politeness);
  el.textContent = '';
  // A new text node after clearing makes screen readers repeat an identical message.
  setTimeout(() => {
    el.textContent = message;
  }, 50);
}
