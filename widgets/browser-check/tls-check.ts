import * as v from 'valibot';

/** The part of the TLS-check service's answer we read (SPEC 7.8): 'TLS 1.2', 'TLS 1.0', 'SSL 3.0'. */
const TlsAnswer = v.object({ tls_version: v.string() });

/** How long the service may take before the check counts as failed. */
const CHECK_TIMEOUT_MS = 10_000;

export type TlsVerdict = 'fine' | 'bad-tls' | 'failed';

/**
 * Asks the TLS-check service which TLS this browser spoke to it (a GET, without our cookies: it
 * is another site). Below 1.1 is 'bad-tls'; an error, a timeout, an answer of another shape or a
 * version we cannot read is 'failed'.
 */
export async function checkTls(checkUrl: string, signal: AbortSignal): Promise<TlsVerdict> {
  // One controller for both ends (the widget stopped, the time up): AbortSignal.any is too new
  // for a check meant for old browsers.
  const request = new AbortController();
  const stop = () => request.abort();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, CHECK_TIMEOUT_MS);
  try {
    const response = await fetch(checkUrl, { credentials: 'omit', cache: 'no-store', signal: request.signal });
    if (!response.ok) return 'failed';
    const answer = v.safeParse(TlsAnswer, await response.json());
    if (!answer.success) return 'failed';
    const version = tlsVersion(answer.output.tls_version);
    if (version === undefined) return 'failed';
    return version < 1.1 ? 'bad-tls' : 'fine';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** 'TLS 1.2' → 1.2, 'TLS 1.0' → 1.0; SSL (2.0, 3.0) comes before any TLS: 0. */
export function tlsVersion(reported: string): number | undefined {
  const match = /^\s*(TLS|SSL)\s*v?(\d+)\.(\d+)\s*$/i.exec(reported);
  if (!match) return undefined;
  return match[1]!.toUpperCase() === 'SSL' ? 0 : Number(`${match[2]}.${match[3]}`);
}
