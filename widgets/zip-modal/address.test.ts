import { describe, expect, it } from 'vitest';
import { afterLocationChange } from './address';

const after = (path: string) => afterLocationChange(`https://shop.example${path}`);

describe('the page address after a location change (SPEC 4.2)', () => {
  it('keeps only the first parameter of a search query', () => {
    expect(after('/showsearch?q=sofa&queryID=abc&start=20')).toEqual({ kind: 'navigate', url: 'https://shop.example/showsearch?q=sofa' });
  });

  it('keeps a search query that has nothing else as it is', () => {
    expect(after('/showsearch?q=sofa')).toEqual({ kind: 'navigate', url: 'https://shop.example/showsearch?q=sofa' });
  });

  it('drops a postalCode the Spanish site was opened with, keeping the rest', () => {
    expect(after('/c/living-room?postalCode=30303&pmin=10')).toEqual({ kind: 'navigate', url: 'https://shop.example/c/living-room?pmin=10' });
    expect(after('/?postalCode=30303')).toEqual({ kind: 'navigate', url: 'https://shop.example/' });
  });

  it('strips campaign (utm_) parameters and keeps the others and the hash', () => {
    expect(after('/c/tvs?utm_source=mail&pmin=100&utm_campaign=fall#grid')).toEqual({
      kind: 'navigate',
      url: 'https://shop.example/c/tvs?pmin=100#grid',
    });
  });

  it('reloads a page without a query', () => {
    expect(after('/p/P1001')).toEqual({ kind: 'reload' });
  });

  it('never reloads a checkout review page', () => {
    expect(after('/checkout/review-order?step=4')).toEqual({ kind: 'stay' });
    expect(after('/checkout?orderToken=abc')).toEqual({ kind: 'stay' });
  });
});
