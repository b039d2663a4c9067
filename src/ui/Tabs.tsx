import type { ReactNode } from 'react';
import { rovingKeyDown } from './roving';

export type TabState = 'active' | 'inactive';

export interface TabItem<K extends string | number> {
  key: K;
  /** What the tab shows and is named by: its text, or a picture with its alt text. */
  label: ReactNode;
}

export interface TabsProps<K extends string | number> {
  tabs: readonly TabItem<K>[];
  selected: K | undefined;
  /** A tab chosen by click, arrow key, Home or End. Without it the tabs do nothing (a static print). */
  onSelect?: ((key: K) => void) | undefined;
  tabId: (key: K) => string;
  /** The panel a tab controls (tablists may share one). */
  panelId: (key: K) => string;
  /** The tablist's accessible name, when it has one. */
  label?: string | undefined;
  className: string;
  tabClassName: string;
}

const state = (active: boolean): TabState => (active ? 'active' : 'inactive');

/**
 * APG tabs with automatic activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): a tablist
 * of buttons, the selected one `aria-selected="true"` and the list's one Tab stop (roving
 * tabindex); Left/Right (and Up/Down) move and choose with wrap-around, Home and End go to the
 * ends. Choosing follows focus, which suits tabs whose panels are already there (figures
 * recalculated, a picture swapped, a section shown). Every tab and panel carries
 * `data-state="active"` or `"inactive"`, the styling hook.
 *
 * `Tabs` draws the tablist only; the panels are the caller's, because our tabs place them
 * differently: one panel shared by two tablists (lease terms), a panel before its list (product
 * media), panels that are sections of a server fragment (the account drawer's pending details).
 * `tabPanelProps` (React) and `markTabPanel` (an element React does not draw) give them the same
 * attributes.
 */
export function Tabs<K extends string | number>({ tabs, selected, onSelect, tabId, panelId, label, className, tabClassName }: TabsProps<K>) {
  const onKeyDown = onSelect && rovingKeyDown('[role="tab"]', (to) => onSelect(tabs[to]!.key));
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const on = tab.key === selected;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            className={tabClassName}
            aria-selected={on}
            aria-controls={panelId(tab.key)}
            tabIndex={on ? 0 : -1}
            data-state={state(on)}
            onClick={onSelect && (() => onSelect(tab.key))}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanel {
  id: string;
  /** The ids of the selected tabs that name it (one per tablist that controls it). */
  labelledBy: string;
  /** False: another tab's panel is shown, and this one is hidden. */
  active?: boolean;
  /**
   * The panel is a Tab stop of its own (APG: when it holds nothing focusable first, so keyboard
   * users reach its content right after the tabs). False when it starts with a control.
   */
  tabStop?: boolean;
}

/** The attributes of a tab panel React draws. */
export function tabPanelProps({ id, labelledBy, active = true, tabStop = true }: TabPanel) {
  return {
    id,
    role: 'tabpanel',
    'aria-labelledby': labelledBy,
    tabIndex: tabStop ? 0 : undefined,
    'data-state': state(active),
    hidden: active ? undefined : true,
  } as const;
}

/** The same attributes on an element React does not draw (a section of a sanitized fragment). */
export function markTabPanel(element: HTMLElement, panel: TabPanel): void {
  const props = tabPanelProps(panel);
  element.id = props.id;
  element.setAttribute('role', props.role);
  element.setAttribute('aria-labelledby', props['aria-labelledby']);
  if (props.tabIndex === undefined) element.removeAttribute('tabindex');
  else element.tabIndex = props.tabIndex;
  element.dataset.state = props['data-state'];
  element.hidden = props.hidden ?? false;
}
