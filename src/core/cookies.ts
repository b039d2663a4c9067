import Cookies from 'js-cookie';

/**
 * Every cookie we write and its lifetime in days (SPEC 9.4). A cookie missing from this table
 * gets the default life of one hour. Order cookies of SPEC 3.5 live one day.
 */
const DAY = 1;
const HOUR = DAY / 24;
const MINUTE = HOUR / 60;
const ORDER = DAY;

export const COOKIE_LIFETIMES = {
  footerZipCode: 30 * DAY,
  lastVisitedCategory: 7 * DAY,
  newUserCheckCookie: 30 * DAY,
  removePrivacyBarCookie: 30 * DAY,
  myAdvoTier: ORDER,
  myTier: ORDER,
  myFC: ORDER,
  myState: ORDER,
  myZip: ORDER,
  myStore: ORDER,
  myGroupSku: ORDER,
  UtmSource: ORDER,
  UtmMedium: ORDER,
  UtmCampaign: ORDER,
  UtmTerm: ORDER,
  UtmContent: ORDER,
  orderId: ORDER,
  /** Ours, not SPEC's: the shopper signed in through the identity provider in this browser (no PII, a '1'). */
  ltoIdentityHint: 30 * DAY,
} as const satisfies Record<string, number>;

export const DEFAULT_COOKIE_LIFE = HOUR;

/** dw_TLSWarning: 15 minutes when the shopper is warned, 43200 minutes when the browser is fine. */
export const TLS_WARNING_LIFE = { warned: 15 * MINUTE, fine: 43200 * MINUTE } as const;

/** newUserCookie: 1 day on the first visit, 30 days afterwards. */
export const NEW_USER_LIFE = { firstVisit: 1 * DAY, later: 30 * DAY } as const;

type Named = keyof typeof COOKIE_LIFETIMES;

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/**
 * Writes a cookie for the lifetime in the table (or `days` when the rule depends on state;
 * 'session' until the browser session ends: a choice for this visit only). Path '/' so every page
 * sees it; Secure on https pages.
 */
export function writeCookie(name: Named | (string & {}), value: string, days?: number | 'session'): void {
  const expires = days === 'session' ? undefined : (days ?? (COOKIE_LIFETIMES as Record<string, number>)[name] ?? DEFAULT_COOKIE_LIFE);
  Cookies.set(name, value, {
    expires,
    path: '/',
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

/** Written and read back by cookiesWork(), then removed: ours, not SPEC's. */
const PROBE = 'lto_cookie_probe';

/**
 * Whether the browser keeps cookies (SPEC 8, COOKIES_DISABLED): navigator.cookieEnabled, and a
 * real write and read, as a browser may say it takes cookies and drop them (a blocking setting for
 * this site, a privacy extension). Reading document.cookie can throw (a sandboxed frame): refused.
 */
export function cookiesWork(): boolean {
  try {
    if (navigator.cookieEnabled === false) return false;
    writeCookie(PROBE, '1', 'session');
    const kept = readCookie(PROBE) === '1';
    removeCookie(PROBE);
    return kept;
  } catch {
    return false;
  }
}
