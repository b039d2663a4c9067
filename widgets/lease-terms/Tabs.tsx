import { useRef, type KeyboardEvent } from 'react';

export interface Tab<K extends string | number> {
  key: K;
  label: string;
  id: string;
}

interface TabsProps<K extends string | number> {
  label: string;
  tabs: Tab<K>[];
  selected: K;
  panelId: string;
  onSelect?: ((key: K) => void) | undefined;
  className: string;
}

/**
 * An APG tablist with automatic activation (choosing a tab only recalculates figures, so it can
 * follow focus): Left/Right (and Up/Down) move with wrap-around, Home/End go to the ends, only the
 * selected tab is in the Tab order.
 */
export function Tabs<K extends string | number>({ label, tabs, selected, panelId, onSelect, className }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last ? 0 : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0 ? last : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined || !onSelect) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const on = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={tab.id}
            type="button"
            role="tab"
            aria-selected={on}
            aria-controls={panelId}
            tabIndex={on ? 0 : -1}
            className="lto-lease-terms__tab"
            onClick={() => onSelect?.(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
