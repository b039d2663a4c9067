import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { canPay, type SavedCard } from './cards';
import type { FieldHandle } from './CheckoutField';

interface SavedCardsProps {
  cards: SavedCard[];
  /** The field posted with the chosen card's id (`newCard` for a new card). */
  name: string;
  newCard: string;
  value: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
  onValue: (name: string, value: string) => void;
  validate: (value: string) => string | undefined;
  errorText: (key: string) => string;
  serverError?: string | undefined;
  handle: Ref<FieldHandle>;
}

/**
 * The saved card options of the payment step (SPEC 2.11 billing): each card with its tag,
 * 'Expired' (shown, but it cannot be chosen) or 'Reauthorize' (choosable; the shopper confirms
 * it again), and 'Use a new card', which shows the card fields. The tag is part of the option's
 * accessible name.
 */
export function SavedCards({ cards, name, newCard, value, t, onValue, validate, errorText, serverError, handle }: SavedCardsProps) {
  const ids = { legend: useId(), error: useId() };
  const group = useRef<HTMLFieldSetElement>(null);
  const [checked, setChecked] = useState(false);

  useImperativeHandle(handle, () => ({
    check: () => {
      setChecked(true);
      const key = validate(value);
      return key ? errorText(key) : undefined;
    },
    focus: () => group.current?.querySelector<HTMLInputElement>('input:checked, input:not(:disabled)')?.focus(),
  }));

  const key = serverError ?? (checked ? validate(value) : undefined);
  const error = key ? errorText(key) : undefined;
  const choose = (id: string) => {
    setChecked(false);
    onValue(name, id);
  };

  return (
    <fieldset
      ref={group}
      className="lto-checkout-form__section lto-checkout-cards"
      aria-labelledby={ids.legend}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.error : undefined}
    >
      <legend id={ids.legend} className="lto-checkout-form__legend">
        {t('section.card')}
      </legend>
      {cards.map((card) => {
        const tag = card.status === 'expired' ? t('checkout.card.expired') : card.status === 'reauthorize' ? t('checkout.card.reauthorize') : undefined;
        return (
          <label key={card.id} className={`lto-checkout-cards__option${canPay(card) ? '' : ' lto-checkout-cards__option--disabled'}`}>
            <input type="radio" name={name} value={card.id} checked={value === card.id} disabled={!canPay(card)} onChange={() => choose(card.id)} />
            <span className="lto-checkout-cards__card">
              {`${t('checkout.card.ending', { brand: card.brand, last4: card.last4 })}, ${t('checkout.card.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}`}
            </span>
            {tag ? <span className={`lto-checkout-cards__tag lto-checkout-cards__tag--${card.status}`}>{tag}</span> : null}
          </label>
        );
      })}
      <label className="lto-checkout-cards__option">
        <input type="radio" name={name} value={newCard} checked={value === newCard} onChange={() => choose(newCard)} />
        <span className="lto-checkout-cards__card">{t('checkout.card.new')}</span>
      </label>
      {error ? (
        <p id={ids.error} className="lto-checkout-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
