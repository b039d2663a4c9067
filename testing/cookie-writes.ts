import { vi } from 'vitest';

/**
 * The cookie strings a test's code writes to document.cookie (js-cookie writes one per set or
 * remove), read as a browser would take them: for tests of cookie lifetimes on a fake clock.
 */
export function spyOnCookieWrites() {
  return vi.spyOn(document, 'cookie', 'set');
}

export type CookieWrites = ReturnType<typeof spyOnCookieWrites>;

/** The last string written for cookie `name`; fails when none was. */
export function written(spy: CookieWrites, name: string): string {
  const line = spy.mock.calls
    .map(([value]) => value)
    .filter((value) => value.startsWith(`${name}=`))
    .at(-1);
  if (!line) throw new Error(`no cookie ${name} written`);
  return line;
}

/** Whether cookie `name` was written at all. */
export const wasWritten = (spy: CookieWrites, name: string): boolean => spy.mock.calls.some(([value]) => value.startsWith(`${name}=`));

/** The attribute of a Set-Cookie-like string, e.g. attribute(line, 'expires'). */
export function attribute(line: string, name: string): string | undefined {
  for (const part of line.split(';').slice(1)) {
    const [key, ...rest] = part.trim().split('=');
    if (key?.toLowerCase() === name.toLowerCase()) return rest.join('=');
  }
  return undefined;
}

/** How long after `now` the written cookie expires, in ms. */
export function expiresIn(line: string, now: Date): number {
  const expires = attribute(line, 'expires');
  if (!expires) throw new Error(`no expires in ${line}`);
  return Date.parse(expires) - now.getTime();
}
