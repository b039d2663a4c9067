import { useId } from 'react';
import type { Variation, VariationValue } from './variations';

export interface VariationOptionsProps {
  variation: Variation;
  chosen: VariationValue | undefined;
  /** The radio group's name, unique on the page. */
  name: string;
  outOfStockSuffix: string;
  onChoose: (value: VariationValue) => void;
}

/** A value's label: an out-of-stock one gets the suffix of SPEC 2.8. */
const labelOf = (value: VariationValue, suffix: string) => `${value.label}${value.oos ? suffix : ''}`;

/**
 * One variation attribute. Swatches are native radio buttons (a radio group: Tab into it, arrows
 * move and choose, the focus ring drawn on the swatch); a select attribute is a native select.
 */
export function VariationOptions({ variation, chosen, name, outOfStockSuffix, onChoose }: VariationOptionsProps) {
  const labelId = useId();
  const selectId = useId();

  if (variation.display === 'select') {
    const index = chosen ? variation.values.indexOf(chosen) : -1;
    return (
      <div className="lto-variant-picker__variation">
        <label htmlFor={selectId} className="lto-variant-picker__label">
          {variation.label}
        </label>
        <select
          id={selectId}
          className="lto-variant-picker__select"
          data-variation={variation.id}
          value={index >= 0 ? String(index) : ''}
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

  return (
    <div className="lto-variant-picker__variation">
      <p className="lto-variant-picker__label">
        <span id={labelId}>{variation.label}</span>
        {chosen ? <span className="lto-variant-picker__chosen">: {labelOf(chosen, outOfStockSuffix)}</span> : null}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="lto-variant-picker__swatches" data-variation={variation.id}>
        {variation.values.map((value) => (
          <label key={value.pid} className={`lto-variant-picker__swatch${value.oos ? ' lto-variant-picker__swatch--oos' : ''}`}>
            <input
              type="radio"
              className="lto-variant-picker__radio"
              name={name}
              value={value.pid}
              checked={value === chosen}
              onChange={() => onChoose(value)}
            />
            <span className="lto-variant-picker__face">
              {value.image ? <img src={value.image} alt="" width="80" height="60" /> : null}
              <span className="lto-variant-picker__text">{labelOf(value, outOfStockSuffix)}</span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
