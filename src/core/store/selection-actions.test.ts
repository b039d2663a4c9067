import { describe, expect, it } from 'vitest';
import { getStore } from './index';
import { selectedVariant, selectedVariantUrl, selectVariant } from './selection-actions';

describe('selectVariant', () => {
  it("keeps the variant's page with it, and forgets it when a variant is chosen where no page is known (the product page's picker)", () => {
    selectVariant('P1', 'P1-2', '/p/P1?color=navy');
    selectVariant('P2', 'P2-1', '/p/P2?color=grey');
    expect(selectedVariantUrl(getStore().getState(), 'P1')).toBe('/p/P1?color=navy');

    selectVariant('P1', 'P1-3');
    const state = getStore().getState();
    expect(selectedVariant(state, 'P1', 'P1-1')).toBe('P1-3');
    expect(selectedVariantUrl(state, 'P1'), "navy's page no longer stands for the variant shown").toBeUndefined();
    expect(selectedVariantUrl(state, 'P2'), "another product's stays").toBe('/p/P2?color=grey');
  });

  it('works on a store an older copy of this module made, which has no pages', () => {
    const { selection } = getStore().getState();
    getStore().setState({ selection: { variants: selection.variants, terms: selection.terms } as typeof selection });
    expect(selectedVariantUrl(getStore().getState(), 'P1')).toBeUndefined();
    selectVariant('P1', 'P1-2', '/p/P1?color=navy');
    expect(selectedVariantUrl(getStore().getState(), 'P1')).toBe('/p/P1?color=navy');
  });
});
