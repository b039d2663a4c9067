import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { rovingIndex } from '../../src/ui/roving';
import type { Variation, VariationValue } from './variations';

export interface VariationOptionsProps {
  variation: Variation;
  chosen: VariationValue | undefined;
  outOfStockSuffix: string;
  onChoose: (value: VariationValue) => void;
}

/** A value's label: an out-of-stock one gets the suffix of SPEC 2.8. */
const labelOf = (value: VariationValue, suffix: string) => `${value.label}${value.oos ? suffix : ''}`;

/** A click that asks for the link elsewhere (a new tab, a download): the browser's, not ours. */
const opensElsewhere = (event: MouseEvent) => event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One variation attribute. Swatches are links to the variants' pages (they work without script,
 * and before the code has run) with the role of radio buttons in a radio group: a click, Enter or
 * Space chooses one in place, arrow keys move and choose. Every swatch stays a Tab stop, as it is
 * without script, where arrow keys do nothing. A select attribute is a native select.
 */
export function VariationOptions({ variation, chosen, outOfStockSuffix, onChoose }: VariationOptionsProps) {
  const labelId = useId();
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const index = chosen ? variation.values.indexOf(chosen) : -1;

  // The select is uncontrolled, so its chosen option carries `selected` as the server's does; a
  // choice that failed puts the shown one back here.
  useEffect(() => {
    if (select.current) select.current.value = index < 0 ? '' : String(index);
  }, [index]);

  if (variation.display === 'select') {
    return (
      <div className="lto-variant-picker__variation">
        <label htmlFor={selectId} className="lto-variant-picker__label">
          {variation.label}
        </label>
        <select
          ref={select}
          id={selectId}
          className="lto-variant-picker__select"
          data-variation={variation.id}
          defaultValue={index >= 0 ? String(index) : ''}
          onChange={(event) => {
            const value = variation.values[Number(event.target.value)];
            if (value) onChoose(value);
          }}
        >
          {index < 0 ? <option value="" disabled /> : null}
          {variation.values.map((value, n) => (
            <option key={value.pid + n} value={String(n)} className={value.oos ? 'lto-variant-picker__option--oos' : undefined}>
              {labelOf(value, outOfStockSuffix)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const swatches = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
    const at = swatches.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    if (event.key === ' ') {
      event.preventDefault();
      onChoose(variation.values[at]!);
      return;
    }
    const to = rovingIndex(event.key, at, swatches.length);
    if (to === undefined) return;
    event.preventDefault();
    swatches[to]!.focus();
    onChoose(variation.values[to]!);
  };

  return (
    <div className="lto-variant-picker__variation">
      <p className="lto-variant-picker__label">
        <span id={labelId}>{variation.label}</span>
        {chosen ? <span className="lto-variant-picker__chosen">{`: ${labelOf(chosen, outOfStockSuffix)}`}</span> : null}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="lto-variant-picker__swatches" data-variation={variation.id} onKeyDown={onKeyDown}>
        {variation.values.map((value, index) => (
          <a
            key={value.pid}
            href={value.url}
            role="radio"
            aria-checked={value === chosen}
            // One Tab stop for the group, on the chosen swatch (the first while none is): the
            // arrows move within it (APG radio group).
            tabIndex={value === chosen || (!chosen && index === 0) ? 0 : -1}
            className={`lto-variant-picker__swatch${value.oos ? ' lto-variant-picker__swatch--oos' : ''}`}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              onChoose(value);
            }}
          >
            {value.image ? <img src={value.image} alt="" width="80" height="60" /> : null}
            <span className="lto-variant-picker__text">{labelOf(value, outOfStockSuffix)}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
