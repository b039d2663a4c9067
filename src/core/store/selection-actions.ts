import { getStore, type LtoState } from './index';

/** Selects `variant` of `product`; `url` is its product page, where the selecting island knows it. */
export function selectVariant(product: string, variant: string, url?: string): void {
  getStore().setState((state) => {
    // ?? {}: a store made by an older copy of this module, on the same page, has no variantUrls.
    const { [product]: _old, ...variantUrls } = state.selection.variantUrls ?? {};
    if (url) variantUrls[product] = url;
    return { selection: { ...state.selection, variants: { ...state.selection.variants, [product]: variant }, variantUrls } };
  });
}

/** The page of the variant selected for `product`, where the island that selected it gave one. */
export function selectedVariantUrl(state: LtoState, product: string): string | undefined {
  return product ? state.selection.variantUrls?.[product] : undefined;
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

export function selectSchedule(product: string, schedule: 'weekly' | 'monthly'): void {
  getStore().setState((state) => ({
    // ?? {}: a store made by an older copy of this module, on the same page, has no schedules.
    selection: { ...state.selection, schedules: { ...state.selection.schedules, [product]: schedule } },
  }));
}

/** The payment schedule chosen for `product`: it outlives the product's content drawn again (a variant change). */
export function selectedSchedule(state: LtoState, product: string): 'weekly' | 'monthly' {
  return state.selection.schedules?.[product] ?? 'monthly';
}

/** The selected variant of `product`, or `fallback` while none was selected. */
export function selectedVariant(state: LtoState, product: string | undefined, fallback: string): string {
  return (product && state.selection.variants[product]) || fallback;
}
