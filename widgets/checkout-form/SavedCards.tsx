import { useId } from 'react';
import { canPay, type SavedCard } from './cards';

interface SavedCardsProps {
  cards: SavedCard[];
  /** The field posted with the chosen card's id ('' for a new card). */
  name: string;
  value: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
  onValue: (name: string, value: string) => void;
}

/**
 * The saved card options of the payment step (SPEC 2.11 billing): each card with its tag,
 * 'Expired' (shown but not choosable) or 'Reauthorize' (choosable; the shopper confirms it again),
 * and 'Use a new card'. The tag is part of the option's accessible name.
 */
export function SavedCards({ cards, name, value, t, onValue }: SavedCardsProps) {
  const legend = useId();
  return (
    <fieldset className="lto-checkout-form__section lto-checkout-cards" aria-labelledby={legend}>
      <legend id={legend} className="lto-checkout-form__legend">
        {t('section.card')}
      </legend>
      {cards.map((card) => {
        const tag = card.status === 'expired' ? t('checkout.card.expired') : card.status === 'reauthorize' ? t('checkout.card.reauthorize') : undefined;
        return (
          <label key={card.id} className={`lto-checkout-cards__option${canPay(card) ? '' : ' lto-checkout-cards__option--disabled'}`}>
            <input type="radio" name={name} value={card.id} checked={value === card.id} disabled={!canPay(card)} onChange={() => onValue(name, card.id)} />
            <span className="lto-checkout-cards__card">
              {t('checkout.card.ending', { brand: card.brand, last4: card.last4 })},{' '}
              {t('checkout.card.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
            </span>
            {tag ? <span className={`lto-checkout-cards__tag lto-checkout-cards__tag--${card.status}`}>{tag}</span> : null}
          </label>
        );
      })}
      <label className="lto-checkout-cards__option">
        <input type="radio" name={name} value="" checked={value === ''} onChange={() => onValue(name, '')} />
        <span className="lto-checkout-cards__card">{t('checkout.card.new')}</span>
      </label>
    </fieldset>
  );
}
