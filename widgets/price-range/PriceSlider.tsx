import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { minThumbAbove, moveThumb, sliderBounds, thumbLimits, type PriceBounds, type PriceRange, type Thumb } from '../../src/validation/price-range';
import { takeHeldPress } from './held-press';

/** Page Up and Page Down move a thumb by this many units (arrows by 1). */
const PAGE_STEP = 10;

export interface PriceSliderProps {
  /** The custom element: the fill between the thumbs is drawn from custom properties set on it. */
  element: HTMLElement;
  range: PriceRange;
  bounds: PriceBounds;
  labels: Record<Thumb, string>;
  valueText: (units: number) => string;
  /** A thumb asked to go to `value` (the rules of SPEC 5.4 decide where it stops). */
  onMove: (thumb: Thumb, value: number) => void;
  /** Show the listing for the range on the slider: a drag ended, keys paused or left, or Enter on a thumb. */
  onApply: () => void;
}

/** Where a key sends a thumb; undefined for a key that is not the slider's. */
function keyTarget(key: string, thumb: Thumb, range: PriceRange, bounds: PriceBounds): number | undefined {
  const value = range[thumb];
  const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: PAGE_STEP, PageDown: -PAGE_STEP };
  if (key in steps) return value + steps[key]!;
  if (key === 'Home') return thumbLimits(thumb, range, bounds).lower;
  if (key === 'End') return thumbLimits(thumb, range, bounds).upper;
  return undefined;
}

const percentOf = (value: number, { lower, upper }: PriceBounds) => `${((value - lower) / (upper - lower)) * 100}%`;

/** A thumb's width (price-range.css): a range input's value runs from half a thumb in to half a thumb before its end. */
const THUMB_PX = 24;

/** The value a range input of `box` would take with the pointer at `x`; undefined for a slider not laid out. */
function valueAt(x: number, box: DOMRect, { lower, upper }: PriceBounds): number | undefined {
  const run = box.width - THUMB_PX;
  if (!(run > 0)) return undefined;
  const share = Math.min(Math.max((x - box.left - THUMB_PX / 2) / run, 0), 1);
  return Math.round(lower + share * (upper - lower));
}

/**
 * The two thumbs of the range, after the APG multi-thumb slider: two native range inputs over one
 * track (the browser puts each where its value says, as it did in the server's markup), named
 * 'Minimum monthly payment' and 'Maximum monthly payment', their value said as money. Keys move
 * a thumb by 1, Page Up / Down by 10, Home / End to its limit; neither passes the other. A drag
 * shows its range when the pointer lets go; keys (and a screen reader's adjustments) show theirs
 * on Enter, or when the focus leaves the slider with a change waiting (not for its other thumb).
 * Never while the shopper is still on it: the reload moves the focus to the results, which would
 * end their adjusting mid-way, however long they pause to hear the value.
 */
export function PriceSlider({ element, range, bounds, labels, valueText, onMove, onApply }: PriceSliderProps) {
  const slider = useRef<HTMLDivElement>(null);
  const byPointer = useRef(false);
  const apply = useRef(onApply);
  apply.current = onApply;
  /** A key changed the range, not shown yet. */
  const waiting = useRef(false);
  const ends = sliderBounds(bounds);

  const applyNow = () => {
    waiting.current = false;
    apply.current();
  };
  const move = useRef(onMove);
  move.current = onMove;
  /** Counts the ranges to show once drawn with the move that made them (set with it, so shown after that render). */
  const [shownAfterMove, showAfterMove] = useState(0);
  useEffect(() => {
    if (shownAfterMove) applyNow();
  }, [shownAfterMove]);

  // A press on the slider before the code came (held-press.ts): the thumb nearer it goes where the
  // pointer is (where the server's thumb was dragged to), before the first paint, and follows the
  // pointer while it is held, as the drag the shopper began. The range shows when it lets go, if
  // it moved.
  useLayoutEffect(() => {
    const node = slider.current;
    const press = takeHeldPress(element);
    if (!node || !press) return;
    const from = range;
    const at = () => valueAt(press.x, node.getBoundingClientRect(), ends);
    const first = at();
    if (first === undefined) return;
    const which: Thumb = Math.abs(first - from.min) <= Math.abs(first - from.max) ? 'min' : 'max';
    const follow = () => {
      const value = at();
      if (value !== undefined) move.current(which, value);
    };
    const letGo = () => {
      follow();
      // Only one thumb moved, so where it stopped is where the last position puts it from the start.
      const end = moveThumb(which, at() ?? from[which], from, bounds);
      if (end.min !== from.min || end.max !== from.max) showAfterMove((n) => n + 1);
    };
    if (!press.down) {
      letGo();
      return;
    }
    follow();
    const win = element.ownerDocument.defaultView ?? window;
    const onPointer = (event: PointerEvent) => {
      if (event.pointerId !== press.pointerId) return;
      press.x = event.clientX;
      if (event.type === 'pointermove') return follow();
      stop();
      if (event.type === 'pointerup') letGo();
    };
    const types = ['pointermove', 'pointerup', 'pointercancel'] as const;
    const stop = () => types.forEach((type) => win.removeEventListener(type, onPointer));
    types.forEach((type) => win.addEventListener(type, onPointer));
    return stop;
  }, []);

  // The fill between the thumbs: on the element, as custom properties (the server draws none).
  useLayoutEffect(() => {
    element.style.setProperty('--_lto-price-range-from', percentOf(range.min, ends));
    element.style.setProperty('--_lto-price-range-to', percentOf(range.max, ends));
  }, [element, range.min, range.max, ends.lower, ends.upper]);

  // A range input says 'change' when a drag ends, and when a screen reader sets it (as a key does).
  useEffect(() => {
    const node = slider.current;
    const onChange = () => {
      if (byPointer.current) applyNow();
      else waiting.current = true;
      byPointer.current = false;
    };
    node?.addEventListener('change', onChange);
    return () => node?.removeEventListener('change', onChange);
  }, []);

  const onKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLInputElement>) => {
    byPointer.current = false;
    if (event.key === 'Enter') {
      event.preventDefault();
      applyNow();
      return;
    }
    const target = keyTarget(event.key, thumb, range, bounds);
    if (target === undefined) return;
    event.preventDefault();
    const { lower, upper } = thumbLimits(thumb, range, bounds);
    // A key that cannot move the thumb (at its limit) changes nothing to show.
    if (Math.min(Math.max(target, lower), upper) === range[thumb]) return;
    onMove(thumb, target);
    waiting.current = true;
  };

  /** The focus leaves the slider (not for its other thumb) with a change waiting: shown now. */
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (waiting.current && !event.currentTarget.contains(event.relatedTarget as Node | null)) applyNow();
  };

  const thumb = (which: Thumb, extra = '') => (
    <input
      type="range"
      className={`lto-price-range__thumb lto-price-range__thumb--${which}${extra}`}
      min={ends.lower}
      max={ends.upper}
      value={range[which]}
      aria-label={labels[which]}
      aria-valuetext={valueText(range[which])}
      onChange={(event) => onMove(which, Number(event.currentTarget.value))}
      onKeyDown={onKeyDown(which)}
    />
  );

  return (
    <div className="lto-price-range__slider" ref={slider} onPointerDown={() => (byPointer.current = true)} onBlur={onBlur}>
      {thumb('min', minThumbAbove(range, bounds) ? ' lto-price-range__thumb--above' : '')}
      {thumb('max')}
    </div>
  );
}
