import { useStore } from 'zustand';
import { getStore, type LtoState } from './index';

/** Selector hook for islands: re-renders only when the selected value changes. */
export function useLtoStore<T>(selector: (state: LtoState) => T): T {
  return useStore(getStore(), selector);
}
