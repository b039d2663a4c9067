import type { MiddlewareHandler } from 'hono';

/** Strict from the first page (DESIGN): only our own scripts, and Trusted Types for the two policies we use. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lto-widgets dompurify',
].join('; ');

/** For the sign-in callback page only: oidc-client-ts loads it in a hidden frame of our own pages (silent login). */
export const SAME_ORIGIN_FRAME_POLICY = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** A route may send SAME_ORIGIN_FRAME_POLICY instead; every other response gets the strict policy. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (headers.get('Content-Security-Policy') !== SAME_ORIGIN_FRAME_POLICY) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
};
