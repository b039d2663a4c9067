import { useLayoutEffect, useRef, useState } from 'react';
import { adoptServerNodes, type ServerNodes } from '../../src/ui/server-nodes';

interface AccordionPanelProps {
  open: boolean;
  /** The section's title: the name of the panel while it is a scroll region. */
  title: string;
  /** The server's nodes, moved in once: React owns the panel, never its content. */
  content: ServerNodes;
}

/** A section's panel; while it is open and its content overflows, a named region that can take focus, so keys scroll it. */
export function AccordionPanel({ open, title, content }: AccordionPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    if (ref.current) adoptServerNodes(ref.current, content);
  }, [content]);

  // Measured when it opens: a closed panel has no size. A keyboard user can only scroll a region
  // that can take focus (axe: scrollable-region-focusable); one that fits is no extra Tab stop.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (open && panel) setScrolls(panel.scrollHeight > panel.clientHeight);
  }, [open]);

  const region = open && scrolls ? { role: 'region', 'aria-label': title, tabIndex: 0 } : {};
  return <div ref={ref} className="lto-accordion__panel" {...region} />;
}
