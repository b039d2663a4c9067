import { useId, useState } from 'react';

const PANEL = '-panel';

/**
 * The prefix of the ids the server's markup gave a widget's tabs and their panel ('terms-P1001'
 * of 'terms-P1001-panel'), read at the first render, while the markup is the server's: drawn with
 * it, the ids stay what the page's own links, labels or scripts name. Without such a panel, one
 * of React's ids after `fallback`.
 */
export function useServerIdPrefix(element: Element, fallback: string): string {
  const generated = `${fallback}${useId().replace(/:/g, '')}`;
  const [prefix] = useState(() => {
    const panel = element.querySelector(`[role="tabpanel"][id$="${PANEL}"]`);
    return panel ? panel.id.slice(0, -PANEL.length) : generated;
  });
  return prefix;
}
