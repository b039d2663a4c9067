import { datePickerBounds, isoDate } from '../../src/validation/dates';
import type { FormValues } from './prefill';

const PARTS = ['dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear'] as const;

/**
 * The date of birth's calendar (SPEC 2.11 date picker; SPEC 5.1, 9.2: 100 years ago through
 * today, no future date): a native date input that fills the month, day and year fields, and
 * shows the date they hold when it is a whole one. Typing in the three fields stays the main way.
 */
export function BirthDateCalendar({ label, values, onValue }: { label: string; values: FormValues; onValue: (name: string, value: string) => void }) {
  const { min, max } = datePickerBounds();
  const [month, day, year] = PARTS.map((name) => Number(values[name] ?? ''));
  const whole = Boolean(month && day && year && year >= 1000);
  return (
    <div className="lto-checkout-field lto-checkout-field--calendar">
      <input
        className="lto-checkout-field__calendar"
        type="date"
        aria-label={label}
        min={isoDate(min)}
        max={isoDate(max)}
        value={whole ? isoDate({ year: year!, month: month!, day: day! }) : ''}
        onChange={(event) => {
          const [y, m, d] = event.target.value.split('-').map(Number);
          if (!y || !m || !d) return;
          onValue('dateOfBirthMonth', String(m));
          onValue('dateOfBirthDay', String(d));
          onValue('dateOfBirthYear', String(y));
        }}
      />
    </div>
  );
}
