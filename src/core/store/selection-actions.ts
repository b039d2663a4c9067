import { getStore, type LtoState } from './index';

declare module '../events' {
  interface LtoEventMap {
    'lto:variant-change': { product: string; variant: string };
  }
}

export function selectVariant(product: string, variant: string): void {
  getStore().setState((state) => ({
    selection: { variants: { ...state.selection.variants, [product]: variant } },
  }));
}

/** The selected variant of `product`, or `fallback` while none was selected. */
export function selectedVariant(state: LtoState, product: string | undefined, fallback: string): string {
  return (product && state.selection.variants[product]) || fallback;
}
