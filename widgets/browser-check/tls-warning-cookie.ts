import { readCookie, TLS_WARNING_LIFE, writeCookie } from '../../src/core/cookies';

/**
 * SPEC 4.1's dw_TLSWarning: 'true' shows the warning without a check, 'false' skips the check,
 * absent runs it; any other value (tampered) counts as absent. Warned, it lasts 15 minutes, so
 * the check runs again soon after the shopper has updated; fine, 43200 minutes (30 days).
 */
export const TLS_WARNING_COOKIE = 'dw_TLSWarning';

export type TlsWarningState = 'warn' | 'fine' | 'unknown';

export function tlsWarningState(): TlsWarningState {
  const value = readCookie(TLS_WARNING_COOKIE);
  return value === 'true' ? 'warn' : value === 'false' ? 'fine' : 'unknown';
}

export function rememberTlsWarning(warned: boolean): void {
  writeCookie(TLS_WARNING_COOKIE, String(warned), warned ? TLS_WARNING_LIFE.warned : TLS_WARNING_LIFE.fine);
}
