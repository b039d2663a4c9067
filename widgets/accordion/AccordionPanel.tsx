import { useLayoutEffect, useRef, useState } from 'react';

interface AccordionPanelProps {
  id: string;
  labelledBy: string;
  open: boolean;
  /** The server's nodes, moved in once: React owns the panel, never its content. */
  content: Node[];
}

/** A section's panel: hidden while closed; focusable while its content overflows, so keys scroll it. */
export function AccordionPanel({ id, labelledBy, open, content }: AccordionPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    ref.current?.append(...content);
  }, [content]);

  // Measured when it opens: a closed panel has no size. A keyboard user can only scroll a region
  // that can take focus (axe: scrollable-region-focusable); one that fits is no extra Tab stop.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (open && panel) setScrolls(panel.scrollHeight > panel.clientHeight);
  }, [open]);

  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      className="lto-accordion__panel"
      hidden={!open}
      tabIndex={open && scrolls ? 0 : undefined}
    />
  );
}
