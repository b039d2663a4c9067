import type { CompareItem } from './compare';

/**
 * Dispatched from the island that changed the compare list (a toggle, the bar), bubbling to the
 * document, once the server agreed: `detail.items` is the whole list, oldest first. The compare
 * bar and toggles follow it (widgets/registry.ts); host-page scripts may too.
 */
export const COMPARE_CHANGE_EVENT = 'lto:compare-change';

export interface CompareChangeDetail {
  items: CompareItem[];
}

declare module '../core/events' {
  interface LtoEventMap {
    [COMPARE_CHANGE_EVENT]: CompareChangeDetail;
  }
}
