import { getConfig } from '../core/config';
import { consentState } from '../core/consent';
import { withoutPersonalData } from './pii-guard';
import type { AnalyticsRecord } from './record-schemas';

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
 * applies only where COOKIE_HINT is on: src/core/consent.ts), with every string in it through the
 * personal-data guard. Each record's shape is its builder's to get right (record-schemas.ts; the
 * tests check every record they see against its schema). Returns whether it was pushed.
 */
export function push(record: AnalyticsRecord, doc: Document = document): boolean {
  if (!tagManagerOn(doc) || consentState(doc) !== 'granted') return false;
  dataLayer(doc).push(withoutPersonalData(record));
  return true;
}
