import * as v from 'valibot';
import { getConfig } from '../core/config';
import { consentState } from '../core/consent';
import { warnOnce } from '../core/warn';
import { withoutPersonalData } from './pii-guard';
import type { AnalyticsRecord, EventName, RecordSchema } from './record-schemas';

declare global {
  interface Window {
    /** The tag manager's queue: it reads what is pushed here (SPEC 7.9). */
    dataLayer?: unknown[];
  }
}

/** Whether the platform turned the tag manager on for this page (SPEC 9.9 ISGTMENABLE). */
export const tagManagerOn = (doc: Document = document): boolean => getConfig(doc).preferences.ISGTMENABLE === true;

/** The page's dataLayer, made when the page has none (a tag manager that comes later reads it then). */
export function dataLayer(doc: Document = document): unknown[] {
  const view = (doc.defaultView ?? window) as Window;
  if (!Array.isArray(view.dataLayer)) view.dataLayer = [];
  return view.dataLayer;
}

/**
 * Sends one record to the tag manager: only where ISGTMENABLE is on and consent allows (consent
 * applies only where COOKIE_HINT is on: src/core/consent.ts). The record is checked against its
 * schema first (handed over by the part that builds it, so a page loads only the schemas of the
 * records it can send): one that does not match is dropped whole, with one warning naming its
 * event and fields (never their values). Then every string in it goes through the personal-data
 * guard. Returns whether it was pushed.
 */
export function push<E extends EventName>(schema: RecordSchema<E>, record: Extract<AnalyticsRecord, { event: E }>, doc: Document = document): boolean {
  if (!tagManagerOn(doc) || consentState(doc) !== 'granted') return false;
  const { event, ...fields } = record;
  const checked = v.safeParse(schema, fields);
  if (!checked.success) {
    // Named by its event and fields, never their values.
    const paths = [...new Set(checked.issues.map((issue) => (v.getDotPath(issue) ?? '').replace(/\.\d+/g, '')))].join(', ');
    warnOnce(`analytics: a '${event}' record was dropped: ${paths} invalid`);
    return false;
  }
  dataLayer(doc).push(withoutPersonalData({ event, ...checked.output }));
  return true;
}
