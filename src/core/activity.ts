import * as v from 'valibot';
import { postJSON } from './api';

/** How long the activity log may hold up the navigation that follows it. */
const LOG_TIMEOUT_MS = 2000;

/**
 * POST {logCheckoutSessionActivity} JSON {pageName} (SPEC 7.4: 'PDP_StartLease',
 * 'AccountSidebar_GetStarted', 'HomePage_GetStarted'). Its answer and its failures do not matter:
 * the shopper goes on either way.
 */
export async function logActivity(url: string | undefined, pageName: string): Promise<void> {
  if (url) await postJSON(url, { pageName }, v.unknown(), { timeoutMs: LOG_TIMEOUT_MS }).catch(() => undefined);
}

/** A click that opens a new tab or window (modifier keys, other buttons) is the browser's business. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Logs `pageName` (SPEC 7.4), then goes to `href`: the apply promos' 'Get started'. */
export async function logAndGo(url: string | undefined, pageName: string, href: string): Promise<void> {
  await logActivity(url, pageName);
  location.assign(href);
}
