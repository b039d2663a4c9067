import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxRange, minThumbAbove, moveThumb, parseRangeAmount, rangeRequest, sliderRange, thumbLimits } from './price-range';

const bounds = { lower: 20, upper: 190 };

describe('the slider (SPEC 5.4: the max exceeds the min by more than 1)', () => {
  it('stands at the range in force, or at the bounds without one', () => {
    expect(sliderRange({ min: 40, max: 80 }, bounds)).toEqual({ min: 40, max: 80 });
    expect(sliderRange({}, bounds)).toEqual({ min: 20, max: 190 });
    expect(sliderRange({ max: 80 }, bounds)).toEqual({ min: 20, max: 80 });
  });

  it('keeps a range beyond the bounds, or empty, within them and the max above the min', () => {
    expect(sliderRange({ min: 5, max: 500 }, bounds)).toEqual({ min: 20, max: 190 });
    expect(sliderRange({ min: 50, max: 50 }, bounds)).toEqual({ min: 50, max: 51 });
    expect(sliderRange({ min: 300, max: 400 }, bounds)).toEqual({ min: 189, max: 190 });
  });

  it("shows the boxes' correction of a reversed range (max min+1) as it is, agreeing with the Max box", () => {
    expect(sliderRange(boxRange({ min: 50, max: 40 }, bounds), bounds)).toEqual({ min: 50, max: 51 });
  });

  it('moves neither thumb of a range 1 wide towards the other, and either away', () => {
    const range = { min: 50, max: 51 };
    expect(moveThumb('min', 51, range, bounds)).toEqual(range);
    expect(moveThumb('max', 50, range, bounds)).toEqual(range);
    expect(moveThumb('min', 49, range, bounds)).toEqual({ min: 49, max: 51 });
    expect(moveThumb('max', 52, range, bounds)).toEqual({ min: 50, max: 52 });
    expect(thumbLimits('min', range, bounds)).toEqual({ lower: 20, upper: 50 });
  });

  it('makes room for both thumbs when every product costs about the same', () => {
    expect(sliderRange({}, { lower: 49, upper: 50 })).toEqual({ min: 49, max: 51 });
  });

  it('stops a thumb at its bound and 2 short of the other thumb', () => {
    const range = { min: 40, max: 80 };
    expect(moveThumb('min', 45, range, bounds)).toEqual({ min: 45, max: 80 });
    expect(moveThumb('min', 79, range, bounds)).toEqual({ min: 78, max: 80 });
    expect(moveThumb('min', 0, range, bounds)).toEqual({ min: 20, max: 80 });
    expect(moveThumb('max', 41, range, bounds)).toEqual({ min: 40, max: 42 });
    expect(moveThumb('max', 1000, range, bounds)).toEqual({ min: 40, max: 190 });
    expect(moveThumb('max', 60.4, range, bounds)).toEqual({ min: 40, max: 60 });
  });

  it('draws the min thumb above the max one past the middle, where the max one could not move away from it', () => {
    expect(minThumbAbove({ min: 188, max: 190 }, bounds)).toBe(true);
    expect(minThumbAbove({ min: 20, max: 22 }, bounds)).toBe(false);
    expect(minThumbAbove({ min: 105, max: 150 }, bounds)).toBe(false);
  });

  it('gives each thumb the limits Home and End take it to', () => {
    expect(thumbLimits('min', { min: 40, max: 80 }, bounds)).toEqual({ lower: 20, upper: 78 });
    expect(thumbLimits('max', { min: 40, max: 80 }, bounds)).toEqual({ lower: 42, upper: 190 });
  });
});

describe('the boxes (SPEC 5.4)', () => {
  it('keeps a range within the bounds as typed', () => {
    expect(boxRange({ min: 40, max: 80 }, bounds)).toEqual({ min: 40, max: 80 });
    expect(boxRange({ min: 20, max: 190 }, bounds)).toEqual({ min: 20, max: 190 });
  });

  it('min above max: the max becomes min+1 when the min is above the lower bound', () => {
    expect(boxRange({ min: 80, max: 40 }, bounds)).toEqual({ min: 80, max: 81 });
  });

  it('min above max with the min at or below the lower bound: the min becomes max-1, then goes back to its bound', () => {
    expect(boxRange({ min: 20, max: 19 }, bounds)).toEqual({ min: 20, max: 191 });
    expect(boxRange({ min: 10, max: 5 }, bounds)).toEqual({ min: 20, max: 191 });
  });

  it('a min below its bound goes to the bound', () => {
    expect(boxRange({ min: 5, max: 80 }, bounds)).toEqual({ min: 20, max: 80 });
    expect(boxRange({ min: -3, max: 80 }, bounds)).toEqual({ min: 20, max: 80 });
  });

  it('a max above its bound goes to the bound + 1', () => {
    expect(boxRange({ min: 40, max: 500 }, bounds)).toEqual({ min: 40, max: 191 });
  });

  it('a max below the min (a negative one) goes to the bound + 1', () => {
    expect(boxRange({ min: 40, max: -5 }, bounds)).toEqual({ min: 40, max: 41 });
    expect(boxRange({ min: 20, max: -5 }, bounds)).toEqual({ min: 20, max: 191 });
  });

  it('a min beyond every product shows them all rather than none', () => {
    expect(boxRange({ min: 300, max: 400 }, bounds)).toEqual({ min: 20, max: 191 });
    expect(boxRange({ min: 195, max: 100 }, bounds)).toEqual({ min: 20, max: 191 });
    expect(boxRange({ min: 191, max: 0 }, bounds)).toEqual({ min: 20, max: 191 });
    expect(boxRange({ min: 191, max: 191 }, bounds)).toEqual({ min: 20, max: 191 });
  });

  it('takes whole units: a fractional min down, a max up', () => {
    expect(boxRange({ min: 40.5, max: 79.2 }, bounds)).toEqual({ min: 40, max: 80 });
  });

  it('equal min and max are asked for as max+1; otherwise as they are', () => {
    expect(rangeRequest(boxRange({ min: 50, max: 50 }, bounds))).toEqual({ pmin: 50, pmax: 51 });
    expect(rangeRequest({ min: 40, max: 80 })).toEqual({ pmin: 40, pmax: 80 });
  });

  it('never asks for a broken range, whatever is typed', () => {
    const amount = fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    // Reversed bounds too: a broken page must not make a broken range either.
    const someBounds = fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })).map(([lower, upper]) => ({ lower, upper }));
    fc.assert(
      fc.property(amount, amount, someBounds, (min, max, b) => {
        const { pmin, pmax } = rangeRequest(boxRange({ min, max }, b));
        expect(Number.isSafeInteger(pmin) && Number.isSafeInteger(pmax)).toBe(true);
        expect(pmin).toBeGreaterThanOrEqual(b.lower);
        expect(pmax).toBeGreaterThan(pmin);
        expect(pmax).toBeLessThanOrEqual(Math.max(b.upper, b.lower, Math.ceil(max)) + 1);
      }),
    );
  });
});

describe('an amount typed in a box', () => {
  it.each([
    ['45', 45],
    [' 45 ', 45],
    ['$45', 45],
    ['C$1,250', 1250],
    ['45.50', 45.5],
    ['-3', -3],
    ['-$3', -3],
    ['0', 0],
  ])('%j reads as %d', (text, amount) => {
    expect(parseRangeAmount(text)).toBe(amount);
  });

  it.each(['', '   ', 'abc', '4 5', '1e3', '45abc', '1,25', '--3', '$', 'NaN', 'Infinity'])('%j is no amount', (text) => {
    expect(parseRangeAmount(text)).toBeUndefined();
  });
});
