/**
 * The monthly payment range of a listing (SPEC 2.6, 5.4): a slider with two thumbs and a min and
 * a max box, refining by pmin and pmax. Amounts are whole units of the site's currency. The bounds
 * are the lowest and highest monthly payment of the products the range could show. Pure: the
 * widget and the demo server (which draws the slider where the widget will) share it.
 */
export interface PriceBounds {
  lower: number;
  upper: number;
}

export interface PriceRange {
  min: number;
  max: number;
}

/** SPEC 5.4: on the slider the max must exceed the min by more than 1. */
export const SLIDER_GAP = 2;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The slider's own bounds: wide enough for its two thumbs to stand SLIDER_GAP apart. */
export function sliderBounds({ lower, upper }: PriceBounds): PriceBounds {
  return { lower, upper: Math.max(upper, lower + SLIDER_GAP) };
}

/**
 * Where the thumbs stand for a range (the one in force, or the boxes'): within the bounds, the
 * max above the min. The boxes' correction may leave a range 1 wide (SPEC 5.4: max becomes
 * min+1), which the thumbs show as it is so that they agree with the boxes; the slider's own moves
 * keep SLIDER_GAP (moveThumb). A side not given stands at its bound.
 */
export function sliderRange(range: Partial<PriceRange>, bounds: PriceBounds): PriceRange {
  const { lower, upper } = sliderBounds(bounds);
  const min = clamp(Math.round(range.min ?? lower), lower, upper - 1);
  return { min, max: clamp(Math.round(range.max ?? upper), min + 1, upper) };
}

export type Thumb = 'min' | 'max';

/** A thumb moved to `value`: it stops at its bound, and SLIDER_GAP short of the other thumb. */
export function moveThumb(thumb: Thumb, value: number, range: PriceRange, bounds: PriceBounds): PriceRange {
  const limits = thumbLimits(thumb, range, bounds);
  return { ...range, [thumb]: clamp(Math.round(value), limits.lower, limits.upper) };
}

/**
 * The furthest a thumb may go each way: its bound, and SLIDER_GAP short of the other thumb; in a
 * range narrower than that (the boxes' 1 wide) it may not step towards the other one at all.
 */
export function thumbLimits(thumb: Thumb, range: PriceRange, bounds: PriceBounds): PriceBounds {
  const { lower, upper } = sliderBounds(bounds);
  return thumb === 'min' ? { lower, upper: Math.max(range.max - SLIDER_GAP, range.min) } : { lower: Math.min(range.min + SLIDER_GAP, range.max), upper };
}

/**
 * Whether the min thumb is drawn above the max one: when it is past the middle, so that two
 * thumbs close together at the top end leave the min one to the pointer (the max one could not
 * move away from it), and at the bottom end the max one.
 */
export function minThumbAbove(range: PriceRange, bounds: PriceBounds): boolean {
  const { lower, upper } = sliderBounds(bounds);
  return range.min > (lower + upper) / 2;
}

/**
 * An amount typed in a box: a number, perhaps with a currency sign, thousands commas or decimals
 * ('45', '$1,250', 'C$45.50', '-3'); undefined for anything else, an empty box among them.
 */
export function parseRangeAmount(text: string): number | undefined {
  const plain = text.trim().replace(/^(-?)\s*(?:C\$|CA\$|US\$|\$)\s*/i, '$1').replace(/,(?=\d{3}\b)/g, '');
  if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(plain)) return undefined;
  const amount = Number(plain);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * SPEC 5.4's adjustments of the min and max boxes, in its order. Amounts are whole units: a
 * fractional min goes down and a max up, so the products at either end stay in. Returns a range
 * with min <= max whatever was typed (negative, reversed, beyond the bounds).
 */
export function boxRange(typed: PriceRange, bounds: PriceBounds): PriceRange {
  const { lower } = bounds;
  // Bounds the wrong way round (a broken page) must not make a broken range either.
  const upper = Math.max(bounds.upper, lower);
  let min = Math.floor(typed.min);
  let max = Math.ceil(typed.max);
  // Reversed: the max follows a min that is above the lower bound; otherwise the min follows the max.
  if (min > max) {
    if (min > lower) max = min + 1;
    else min = max - 1;
  }
  if (min < lower || min > max) min = lower;
  // Reset past the bound, so the dearest products are in.
  if (max > upper || max < min) max = upper + 1;
  // A min beyond every product shows them all rather than none.
  if (min > upper) min = lower;
  return { min, max };
}

/** What a listing is asked for (SPEC 5.4): equal min and max send the max as max+1. */
export function rangeRequest({ min, max }: PriceRange): { pmin: number; pmax: number } {
  return { pmin: min, pmax: min === max ? max + 1 : max };
}
