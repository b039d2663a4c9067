import type { MiddlewareHandler } from 'hono';
import { servedOverHttps } from '../cookies.js';
import type { AppEnv } from '../env.js';

/**
 * Strict from the first page (DESIGN): only our own scripts, and Trusted Types for the two
 * policies we use. With ISGTMENABLE on, scripts from the tag manager's origin too: its script
 * posts to the page's own origin, so connect-src stays 'self'. The outside services whose script
 * talks to their own origin (the live chat where it is on, the fraud device kit on the
 * application pages where it is on) are named in script-src and connect-src, there only. For the
 * old browsers of SPEC 9.8, whose <lto-browser-check> asks the TLS-check service, that service's
 * origin may be connected to as well (on their pages only).
 */
export function contentSecurityPolicy(tagManagerOrigin: string | null = null, services: readonly string[] = [], tlsCheckOrigin: string | null = null): string {
  const scripts = [tagManagerOrigin, ...services].filter((origin): origin is string => origin !== null);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...services, ...(tlsCheckOrigin ? [tlsCheckOrigin] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types lto-widgets dompurify',
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** For the sign-in callback page only: oidc-client-ts loads it in a hidden frame of our own pages (silent login). */
export const SAME_ORIGIN_FRAME_POLICY = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/**
 * Browser features no page of ours uses are off for every frame; geolocation stays on for the
 * site's own pages (the zip modal's 'use my location', SPEC 4.2). Only features Chromium knows:
 * an unknown name is a console error there.
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The headers every answer of the demo carries, the identity provider's too (identity/interactions.ts):
 * the page may not be sniffed, leak its path to other sites, share a browsing context group with
 * a window it opened or that opened it (Cross-Origin-Opener-Policy), or use the features above;
 * served over HTTPS, browsers are told to keep to it (HSTS, a year).
 */
export function commonSecurityHeaders(overHttps: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(overHttps ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}

/**
 * A route may send SAME_ORIGIN_FRAME_POLICY instead; every other response gets the strict policy
 * (naming the tag manager's origin where ISGTMENABLE is on).
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (headers.get('Content-Security-Policy') !== SAME_ORIGIN_FRAME_POLICY) {
    const services = [c.get('chatOrigin'), c.get('deviceKitOrigin')].filter((origin): origin is string => typeof origin === 'string');
    const tlsCheckUrl = c.get('tlsCheckUrl');
    headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('tagManagerOrigin') ?? null, services, tlsCheckUrl ? new URL(tlsCheckUrl).origin : null));
  }
  for (const [name, value] of Object.entries(commonSecurityHeaders(servedOverHttps(c)))) {
    // Two answers choose their own opener policy, on purpose: the cart page opens the wallet's
    // sheet and must keep hearing from it (same-origin-allow-popups), and the sheet must keep its
    // opener (unsafe-none). Every other answer is severed from other origins' windows.
    if (name === 'Cross-Origin-Opener-Policy' && headers.has(name)) continue;
    headers.set(name, value);
  }
};
