import { useRef, useState, type FormEvent } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { getConfig } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { currencySymbol, formatWholeUnits } from '../../src/pricing/money';
import { Field } from '../../src/ui/Field';
import { useFieldError } from '../../src/ui/use-field-error';
import { focusInvalid } from '../../src/ui/focus-invalid';
import { filterDigits, isBlockedNumberKey } from '../../src/validation/filters';
import { boxRange, moveThumb, parseRangeAmount, rangeRequest, sliderRange, type PriceRange as Range, type Thumb } from '../../src/validation/price-range';
import type { attributes } from './element';
import { followAsGridLink } from './follow';
import { messages } from './messages';
import { PriceSlider } from './PriceSlider';
import { readServerForm, refinedAddress } from './server-form';

/** The shared look of fields (ui.css), the boxes side by side (price-range.css). */
const BOX_CLASSES = { field: 'lto-field lto-price-range__box', invalid: 'lto-field--error', label: 'lto-field__label', error: 'lto-field__error' };

const isAmount = (text: string) => parseRangeAmount(text) !== undefined;

/**
 * The listing's monthly payment refinement (SPEC 2.6, 5.4) over the server's form (README "Server
 * markup"): the same form, drawn again with the slider live. The slider and the boxes follow each
 * other; Apply (or Enter) in the boxes, a drag let go, or Enter on a thumb shows the listing for
 * the range, adjusted as SPEC 5.4 says, through the grid's own link contract (follow.ts).
 */
export function PriceRange({ lower, upper, element }: WidgetProps<typeof attributes>) {
  // Read while rendering first, while the server's form is still there.
  const [server] = useState(() => readServerForm(element));
  // SPEC 5.1: price inputs take digits only, whatever was typed in them before the widget came.
  const [boxes, setBoxes] = useState({ min: filterDigits(server.min), max: filterDigits(server.max) });
  const [thumbs, setThumbs] = useState<Partial<Range>>(() => ({ min: parseRangeAmount(server.min), max: parseRangeAmount(server.max) }));
  const minError = useFieldError(isAmount);
  const maxError = useFieldError(isAmount);
  const minBox = useRef<HTMLInputElement>(null);
  const maxBox = useRef<HTMLInputElement>(null);
  const config = getConfig();
  const t = translator(messages, config);
  const bounds = { lower, upper };
  const range = sliderRange(thumbs, bounds);

  const show = (request: { pmin: number; pmax: number }) => followAsGridLink(element, refinedAddress(server, request));

  const moveTo = (next: Range) => {
    setThumbs(next);
    setBoxes({ min: String(next.min), max: String(next.max) });
    minError.onChange(String(next.min));
    maxError.onChange(String(next.max));
  };

  const onMove = (thumb: Thumb, value: number) => moveTo(moveThumb(thumb, value, range, bounds));

  const onType = (side: Thumb, typed: string) => {
    // SPEC 5.1: digits only; a paste or autofill loses the rest (a key is blocked before: onKeyDown).
    const text = filterDigits(typed);
    const next = { ...boxes, [side]: text };
    setBoxes(next);
    (side === 'min' ? minError : maxError).onChange(text);
    // The thumbs follow what is typed, as far as the slider goes.
    setThumbs({ min: parseRangeAmount(next.min) ?? range.min, max: parseRangeAmount(next.max) ?? range.max });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minOk = minError.check(boxes.min);
    const maxOk = maxError.check(boxes.max);
    const min = parseRangeAmount(boxes.min);
    const max = parseRangeAmount(boxes.max);
    // SPEC 5.4: the refine runs only when both boxes hold an amount.
    if (!minOk || !maxOk || min === undefined || max === undefined) {
      focusInvalid((minOk ? maxBox : minBox).current, t('priceRange.enterAmount'));
      return;
    }
    // The boxes and the thumbs show the range asked for, as the server draws them after it.
    const request = rangeRequest(boxRange({ min, max }, bounds));
    setBoxes({ min: String(request.pmin), max: String(request.pmax) });
    setThumbs({ min: request.pmin, max: request.pmax });
    show(request);
  };

  const currency = currencySymbol(config.currency);
  const box = (side: Thumb, name: 'pmin' | 'pmax', ref: typeof minBox, error: typeof minError) => (
    <Field id={server.ids[side]} label={t(side === 'min' ? 'priceRange.minBox' : 'priceRange.maxBox', { currency })} error={error.shown ? t('priceRange.enterAmount') : undefined} classes={BOX_CLASSES}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          type="text"
          className="lto-field__input lto-price-range__input"
          name={name}
          value={boxes[side]}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => onType(side, event.currentTarget.value)}
          onKeyDown={(event) => isBlockedNumberKey(event) && event.preventDefault()}
        />
      )}
    </Field>
  );

  return (
    <form className="lto-price-range" method="get" action={server.action} onSubmit={onSubmit}>
      {server.kept.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <PriceSlider
        element={element}
        range={range}
        bounds={bounds}
        labels={{ min: t('priceRange.minThumb'), max: t('priceRange.maxThumb') }}
        valueText={(units) => formatWholeUnits(units, config)}
        onMove={onMove}
        onApply={() => show(rangeRequest(range))}
      />
      <div className="lto-price-range__boxes">
        {box('min', 'pmin', minBox, minError)}
        {box('max', 'pmax', maxBox, maxError)}
        <button type="submit" className="lto-button lto-price-range__apply">
          {t('priceRange.apply')}
        </button>
      </div>
    </form>
  );
}
