import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The network address of a request's client (for the attempt limits), or null when unknown (app.request() tests). */
export type ClientAddress = (incoming: IncomingMessage | undefined) => string | null;

/**
 * How a request's client address is found, given how many proxies in front of the server are
 * trusted to append the address they were reached from to X-Forwarded-For.
 *
 * - 0 (the default): the socket's address. The header is anyone's to write, so it is ignored.
 * - n: the n-th entry from the end, the one the outermost trusted proxy appended. Entries before
 *   it are the client's own to write; a header without that many entries, or whose entry is no IP
 *   address, did not come through the proxies as configured, and the socket's address is used.
 */
export function clientAddressOf(trustedProxies = 0): ClientAddress {
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0) throw new Error(`trustedProxies must be a count of proxies, got ${trustedProxies}`);
  return (incoming) => {
    const socket = incoming?.socket?.remoteAddress ?? null;
    if (trustedProxies === 0 || !incoming) return socket;
    const header = incoming.headers['x-forwarded-for'] ?? '';
    // Repeated header lines are one list, in order (node joins them with ', ' already).
    const hops = (Array.isArray(header) ? header.join(',') : header).split(',').map((hop) => hop.trim());
    const hop = hops.length >= trustedProxies ? hops[hops.length - trustedProxies]! : '';
    return isIP(hop) ? hop : socket;
  };
}

/** LTO_DEMO_TRUST_PROXY: the number of trusted proxies, '' or unset for none. */
export function trustedProxiesFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10) throw new Error(`LTO_DEMO_TRUST_PROXY must be the number of proxies in front (0-10), got "${value}"`);
  return count;
}
