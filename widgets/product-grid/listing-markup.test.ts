import { afterEach, describe, expect, it } from 'vitest';
import { addressShowing, moreRequest, nextMoreHref, progressOf } from './listing-markup';

const regionOf = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};
const feedOf = (from: number, count: number) =>
  `<div data-lto-grid-feed>${Array.from({ length: count }, (_, i) => `<article aria-posinset="${from + i}"></article>`).join('')}<p>not a result</p></div>`;

describe('the listing markup', () => {
  afterEach(() => void (document.body.innerHTML = ''));

  it("reads a region's progress from its data-shown and data-total", () => {
    expect(progressOf(regionOf(`<div data-lto-grid-region data-total="134" data-shown="60">${feedOf(41, 20)}</div>`))).toEqual({ first: 40, shown: 60, total: 134 });
  });

  it('without them, or with broken ones, counts what the feed holds', () => {
    expect(progressOf(regionOf(`<div data-lto-grid-region data-shown="12abc">${feedOf(21, 5)}</div>`))).toEqual({ first: 20, shown: 25, total: 25 });
    expect(progressOf(regionOf('<div data-lto-grid-region><p>No results</p></div>'))).toEqual({ first: 0, shown: 0, total: 0 });
  });

  it("asks 'load more' for one page from the first result not shown, with the listing's refinements and sort", () => {
    expect(moreRequest('/c/living-room?brand=Harbor&srule=newest&sz=40#top', 20)).toBe('http://localhost:3000/c/living-room?brand=Harbor&srule=newest&sz=20&start=20');
  });

  it('writes an address that shows the same results: whole pages of sz, start only past the first result, at most 200', () => {
    expect(addressShowing('http://localhost:3000/c/living-room?start=0&srule=rating', { first: 0, shown: 40 })).toBe('http://localhost:3000/c/living-room?srule=rating&sz=40');
    expect(addressShowing('http://localhost:3000/c/living-room', { first: 0, shown: 134 })).toBe('http://localhost:3000/c/living-room?sz=140');
    expect(addressShowing('http://localhost:3000/c/living-room?start=40', { first: 40, shown: 80 })).toBe('http://localhost:3000/c/living-room?start=40&sz=40');
    expect(addressShowing('http://localhost:3000/c/living-room', { first: 0, shown: 260 })).toBe('http://localhost:3000/c/living-room?sz=200');
    expect(addressShowing('http://localhost:3000/c/living-room#reviews', { first: 0, shown: 20 })).toBe('http://localhost:3000/c/living-room?sz=20#reviews');
  });

  it("gives the more link a page more than is shown, and past 200 the page after what is shown, as the platform's own link does", () => {
    expect(nextMoreHref('/c/living-room?sz=40', { first: 0, shown: 40 })).toBe('http://localhost:3000/c/living-room?sz=60');
    expect(nextMoreHref('/c/living-room?sz=200', { first: 0, shown: 200 })).toBe('http://localhost:3000/c/living-room?sz=20&start=200');
  });
});
