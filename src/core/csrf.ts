import { readCookie } from './cookies';

/**
 * The platform's CSRF token for the shopper's session (DESIGN: API client). The platform keeps it
 * in a cookie pages can read, the same value its forms carry as csrf_token, and replaces it when
 * the session changes (sign-in, sign-out); every POST of ours sends it as a header, read when the
 * request is made, so a token replaced after the page was drawn is still the one sent. The demo
 * server (demo/server/session.ts) is the reference.
 */
export const CSRF_COOKIE = 'lto_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
/** The form field of the platform's plain forms (SPEC 3.6: csrf_token). */
export const CSRF_FIELD = 'csrf_token';

/** The session's current token, or undefined when the platform sets none. */
export const currentCsrfToken = (): string | undefined => readCookie(CSRF_COOKIE) || undefined;

/**
 * The token a form of ours sends as csrf_token: the current one, else the one the server wrote
 * into the widget's csrf-token attribute (a platform without the cookie); '' when neither.
 */
export const formCsrfToken = (fromAttribute: string | undefined): string => currentCsrfToken() ?? fromAttribute ?? '';
