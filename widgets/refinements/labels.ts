import { refinementLabel } from '../../src/contracts/refinement-labels';

/**
 * SPEC 2.6: a value's label as the shopper reads it ('Washer & Dryer Sets' is 'Washer & Dryer'),
 * wherever the platform wrote the longer one. Only the label's own text changes: its count and
 * markup stay the server's.
 */
export function shortenLabels(root: Element): void {
  for (const link of root.querySelectorAll('details a')) {
    for (const node of link.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const label = (node.textContent ?? '').trim();
      const shorter = refinementLabel(label);
      if (shorter !== label) node.textContent = (node.textContent ?? '').replace(label, shorter);
    }
  }
}
