import { useState } from 'react';
import { datePickerBounds, isCalendarDate, isoDate } from '../../src/validation/dates';
import type { FormValues } from './prefill';

const PARTS = ['dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear'] as const;

/** The date the three fields hold, as a date input takes it; '' while they hold no real date. */
function heldDate(values: FormValues): string {
  const [month, day, year] = PARTS.map((name) => Number(values[name] ?? ''));
  return month && day && year && year >= 1000 && isCalendarDate(year, month, day) ? isoDate({ year, month, day }) : '';
}

/**
 * The date of birth's calendar (SPEC 2.11 date picker; SPEC 5.1, 9.2: 100 years ago through
 * today, no future date): a native date input that fills the month, day and year fields, and
 * shows the date they hold when it is a real one. Typing in the three fields stays the main way.
 * Typed into the calendar itself, the date reaches the fields once its year has four digits: the
 * browser gives year 1, then 19, then 198 on the way, and the calendar keeps what is typed.
 */
export function BirthDateCalendar({ label, values, onValue }: { label: string; values: FormValues; onValue: (name: string, value: string) => void }) {
  const { min, max } = datePickerBounds();
  const held = heldDate(values);
  const [shown, setShown] = useState(held);
  // The fields changed from elsewhere (typed in, filled by the server): the calendar shows it.
  const [followed, setFollowed] = useState(held);
  if (held !== followed) {
    setFollowed(held);
    setShown(held);
  }
  return (
    <div className="lto-checkout-field lto-checkout-field--calendar">
      <input
        className="lto-checkout-field__calendar"
        type="date"
        aria-label={label}
        min={isoDate(min)}
        max={isoDate(max)}
        value={shown}
        onChange={(event) => {
          setShown(event.target.value);
          const [y, m, d] = event.target.value.split('-').map(Number);
          if (!y || !m || !d || y < 1000) return;
          onValue('dateOfBirthMonth', String(m));
          onValue('dateOfBirthDay', String(d));
          onValue('dateOfBirthYear', String(y));
        }}
      />
    </div>
  );
}
