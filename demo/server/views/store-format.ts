import type { DayHours, WeekHours } from '../seed/stores.js';
import { KM_PER_MILE } from '../data/geo.js';
import type { ViewContext } from './context.js';

/**
 * A formatter is made once per locale and kept: making one costs far more than using it, and a
 * page of stores shows seven days of opening hours for each.
 */
const formatters = new Map<string, { format(value: number): string }>();
function formatter(key: string, make: () => { format(value: number): string }) {
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = make()));
  return found;
}

/** Miles in the US, kilometres in Canada, one decimal, in the site's number format. */
export function distanceText(ctx: ViewContext, km: number): string {
  const miles = ctx.site.country === 'US';
  const format = formatter(`distance ${miles} ${ctx.site.locale}`, () =>
    new Intl.NumberFormat(ctx.site.locale, {
      style: 'unit',
      unit: miles ? 'mile' : 'kilometer',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
  );
  return format.format(miles ? km / KM_PER_MILE : km);
}

// 1 January 2024 was a Monday, and the seed lists hours Monday first.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

export const weekdayName = (ctx: ViewContext, index: number): string =>
  formatter(`weekday ${ctx.site.locale}`, () => new Intl.DateTimeFormat(ctx.site.locale, { weekday: 'long', timeZone: 'UTC' })).format(
    MONDAY + index * DAY_MS,
  );

function timeText(ctx: ViewContext, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatter(
    `time ${ctx.site.locale}`,
    () => new Intl.DateTimeFormat(ctx.site.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/** '10:00 AM – 8:00 PM', or 'Closed'. */
export const dayHoursText = (ctx: ViewContext, day: DayHours): string =>
  day ? `${timeText(ctx, day[0])} – ${timeText(ctx, day[1])}` : ctx.text.closed;

export const weekRows = (ctx: ViewContext, hours: WeekHours): { day: string; hours: string }[] =>
  hours.map((day, i) => ({ day: weekdayName(ctx, i), hours: dayHoursText(ctx, day) }));
