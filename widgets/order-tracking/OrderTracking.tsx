import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { endpoint, getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import { Field } from '../../src/ui/Field';
import { focusInvalid } from '../../src/ui/focus-invalid';
import { useFieldError } from '../../src/ui/use-field-error';
import { fieldError } from '../../src/validation/field';
import { agreementNumberField } from '../../src/validation/order-tracking';
import { postalField } from '../../src/validation/address';
import { normalizePostalCode } from '../../src/validation/postal';
import { CsrfField } from '../../src/ui/CsrfField';
import { findOrder, type Lookup } from './answer';
import type { attributes } from './element';
import { messages, type MessageKey } from './messages';
import { OrderResult } from './OrderResult';

type Phase = { kind: 'editing' } | { kind: 'busy' } | Lookup;

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange(value: string): void;
  onBlur(): void;
}

/** The form's own classes (order-tracking.css, and the server's markup). */
const CLASSES = { field: 'lto-order-tracking__row', label: 'lto-order-tracking__label', error: 'lto-order-tracking__error' };

/** A text field of the form: labelled, its error beside it. */
function TrackingField({ name, label, value, error, autoComplete, inputRef, onChange, onBlur }: FieldProps) {
  return (
    <Field label={label} error={error} classes={CLASSES}>
      {(control) => (
        <input
          ref={inputRef}
          {...control}
          className="lto-order-tracking__input"
          name={name}
          type="text"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

/**
 * My Account's 'find order' form (SPEC 2.11, 3.6, 5.2, 8): agreement number and postal code,
 * checked on focus-out and on submit with src/validation's rules, then looked up on the server.
 * The found order (status, items, next payment date) shows below the form, or 'not found'; a
 * failed request keeps what was typed. One request however often it is submitted.
 */
export function OrderTracking({ orderNumber: initialNumber, postalCode: initialPostal, submitted }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const { locale } = getConfig();
  const url = endpoint('orderTracking');
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const [postalCode, setPostalCode] = useState(initialPostal);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const busy = useRef(false);
  const inputs = { number: useRef<HTMLInputElement>(null), postal: useRef<HTMLInputElement>(null) };
  const [focusFirstInvalid, setFocusFirstInvalid] = useState(0);

  // SPEC 5.2's postal rule: a zip or a Canadian postal code, whatever the site's country.
  const schemas = useRef({ number: agreementNumberField(), postal: postalField({ required: true }) }).current;
  const numberError = fieldError(schemas.number, orderNumber);
  const postalError = fieldError(schemas.postal, postalCode);
  // A form the platform drew again after a submit shows the errors of its values, as the server did.
  const numberShown = useFieldError((value) => fieldError(schemas.number, value) === undefined, { shownAtFirst: submitted }, initialNumber);
  const postalShown = useFieldError((value) => fieldError(schemas.postal, value) === undefined, { shownAtFirst: submitted }, initialPostal);

  // After the render that shows the errors, so the field is read with its error description.
  useEffect(() => {
    if (!focusFirstInvalid) return;
    if (numberError) focusInvalid(inputs.number.current, textOf(numberError));
    else focusInvalid(inputs.postal.current, textOf(postalError));
    // Only when a submit asked for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusFirstInvalid]);

  const textOf = (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    // The postal row's own required text (SPEC 5: the row's configured text for REQUIRED).
    return key === 'REQUIRED' ? t('tracking.postalRequired') : t(key as MessageKey);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || !url) return;
    const numberOk = numberShown.check(orderNumber);
    const postalOk = postalShown.check(postalCode);
    const normalized = normalizePostalCode(postalCode);
    if (!numberOk || !postalOk || !normalized) {
      // An order found before is not the answer to these values.
      setPhase({ kind: 'editing' });
      setFocusFirstInvalid((n) => n + 1);
      return;
    }
    busy.current = true;
    setPhase({ kind: 'busy' });
    const outcome = await findOrder(url, orderNumber.trim(), normalized);
    busy.current = false;
    setPhase(outcome);
    if (outcome.kind === 'found') {
      const status = t(`tracking.status.${outcome.order.status}`);
      announce(t('tracking.found', { number: outcome.order.agreementNumber, status }));
    }
  };

  const problem =
    phase.kind === 'not-found' ? t('tracking.notFound') : phase.kind === 'failed' ? t('tracking.failed') : phase.kind === 'bad-response' ? t('BAD_RESPONSE') : '';

  return (
    <div className="lto-order-tracking">
      <p className="lto-order-tracking__intro">{t('tracking.intro')}</p>
      <form className="lto-order-tracking__form" method="post" action={url || undefined} noValidate aria-busy={phase.kind === 'busy' || undefined} onSubmit={(event) => void submit(event)}>
        <TrackingField
          name="orderTrackingOrderNumber"
          label={t('tracking.orderNumberLabel')}
          value={orderNumber}
          error={numberShown.shown ? textOf(fieldError(schemas.number, numberShown.checked ?? orderNumber)) : undefined}
          autoComplete="off"
          inputRef={inputs.number}
          onChange={(value) => {
            setOrderNumber(value);
            numberShown.onChange(value);
          }}
          onBlur={() => {
            // SPEC 5: text inputs are trimmed on change.
            setOrderNumber(orderNumber.trim());
            numberShown.onBlur(orderNumber.trim());
          }}
        />
        <TrackingField
          name="orderTrackingPostalCode"
          label={t('tracking.postalLabel')}
          value={postalCode}
          error={postalShown.shown ? textOf(fieldError(schemas.postal, postalShown.checked ?? postalCode)) : undefined}
          autoComplete="postal-code"
          inputRef={inputs.postal}
          onChange={(value) => {
            setPostalCode(value);
            postalShown.onChange(value);
          }}
          onBlur={() => {
            setPostalCode(postalCode.trim());
            postalShown.onBlur(postalCode.trim());
          }}
        />
        <CsrfField />
        <button type="submit" className="lto-button lto-button--primary lto-order-tracking__submit" aria-disabled={phase.kind === 'busy' || !url || undefined}>
          {phase.kind === 'busy' ? t('tracking.searching') : t('tracking.submit')}
        </button>
      </form>
      <div className="lto-order-tracking__problem" role="alert">
        {problem ? (
          <>
            {phase.kind === 'failed' ? <p className="lto-order-tracking__problem-title">{t('SERVER_ERROR')}</p> : null}
            <p>{problem}</p>
          </>
        ) : null}
      </div>
      {phase.kind === 'found' ? <OrderResult order={phase.order} t={t} locale={locale} /> : null}
    </div>
  );
}
