import { getStore, type LtoState } from './index';

export function selectVariant(product: string, variant: string): void {
  getStore().setState((state) => ({
    selection: { ...state.selection, variants: { ...state.selection.variants, [product]: variant } },
  }));
}

export function selectTerm(product: string, months: number): void {
  getStore().setState((state) => ({
    selection: { ...state.selection, terms: { ...state.selection.terms, [product]: months } },
  }));
}

/** The lease term selected for `product`, or `fallback` (the server's active term) while none was. */
export function selectedTerm(state: LtoState, product: string, fallback: number | undefined): number | undefined {
  return state.selection.terms[product] ?? fallback;
}

/** The selected variant of `product`, or `fallback` while none was selected. */
export function selectedVariant(state: LtoState, product: string | undefined, fallback: string): string {
  return (product && state.selection.variants[product]) || fallback;
}
