import { field, type FieldOptions, type FieldSchema } from './field';

/** Calendar days (SPEC 5.2 lastPayday, date of birth) and the date picker's bounds (SPEC 5.1). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'MM/DD/YYYY' (one-digit month and day taken too) as a calendar day, or undefined. */
export function parseUsDate(value: string): DateParts | undefined {
  const match = US_DATE.exec(value.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : undefined;
}

/** lastPayday: a real day of the years 1800–2999 (29 February only in leap years). */
export function isPayDate(value: string): boolean {
  const date = parseUsDate(value);
  return date !== undefined && date.year >= 1800 && date.year <= 2999;
}

export function lastPaydayField(options?: FieldOptions): FieldSchema {
  return field([[isPayDate, 'ENTER_DATE_INVALID']], options);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD', the form of an <input type="date">'s min and max. */
export function isoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 'MM/DD/YYYY', the form of our date inputs. */
export function usDate({ year, month, day }: DateParts): string {
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

/**
 * The picker's range (SPEC 5.1): from the same day 100 years ago up to today, no future date.
 * 29 February of a leap year becomes 28 February a hundred years back when that year is not one.
 */
export function datePickerBounds(today: Date = new Date()): { min: DateParts; max: DateParts } {
  const max = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  const year = max.year - 100;
  return { min: { year, month: max.month, day: Math.min(max.day, daysInMonth(year, max.month)) }, max };
}

const order = ({ year, month, day }: DateParts) => year * 10000 + month * 100 + day;

export function isWithinPickerBounds(date: DateParts, today: Date = new Date()): boolean {
  const { min, max } = datePickerBounds(today);
  return order(date) >= order(min) && order(date) <= order(max);
}
