import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { clientAddressOf, trustedProxiesFromEnv } from './client-address.js';

/** A request from the socket address `from`, with these X-Forwarded-For lines. */
const request = (from: string, ...forwardedFor: string[]) =>
  ({
    socket: { remoteAddress: from },
    headers: forwardedFor.length === 0 ? {} : { 'x-forwarded-for': forwardedFor.length === 1 ? forwardedFor[0] : forwardedFor },
  }) as unknown as IncomingMessage;

describe('the address a request is counted by', () => {
  test("trusting no proxy (the default): the socket's, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf()(request('10.0.0.5', '198.51.100.7'))).toBe('10.0.0.5');
    expect(clientAddressOf(0)(request('10.0.0.5'))).toBe('10.0.0.5');
    expect(clientAddressOf()(undefined)).toBeNull();
  });

  test('behind one proxy: the last hop, the one the proxy appended; what the client wrote before it is ignored', () => {
    const behindOne = clientAddressOf(1);
    expect(behindOne(request('10.0.0.5', '198.51.100.7'))).toBe('198.51.100.7');
    expect(behindOne(request('10.0.0.5', '203.0.113.1, 198.51.100.7'))).toBe('198.51.100.7');
    expect(behindOne(request('10.0.0.5', '203.0.113.1', '2001:db8::7'))).toBe('2001:db8::7');
  });

  test('behind two proxies: the hop the outer one appended', () => {
    expect(clientAddressOf(2)(request('10.0.0.5', '203.0.113.1, 198.51.100.7, 10.0.0.9'))).toBe('198.51.100.7');
  });

  test("a header that did not come through the proxies as configured: the socket's", () => {
    expect(clientAddressOf(1)(request('10.0.0.5'))).toBe('10.0.0.5');
    expect(clientAddressOf(2)(request('10.0.0.5', '198.51.100.7'))).toBe('10.0.0.5');
    expect(clientAddressOf(1)(request('10.0.0.5', '198.51.100.7, unknown'))).toBe('10.0.0.5');
    expect(clientAddressOf(1)(request('10.0.0.5', '198.51.100.7, '))).toBe('10.0.0.5');
  });

  test('LTO_DEMO_TRUST_PROXY: unset or empty is none, a count is that many proxies, anything else stops the server', () => {
    expect(trustedProxiesFromEnv(undefined)).toBe(0);
    expect(trustedProxiesFromEnv('')).toBe(0);
    expect(trustedProxiesFromEnv('0')).toBe(0);
    expect(trustedProxiesFromEnv('1')).toBe(1);
    expect(trustedProxiesFromEnv('2')).toBe(2);
    for (const wrong of ['yes', 'true', '-1', '1.5', '11']) expect(() => trustedProxiesFromEnv(wrong), wrong).toThrow(/LTO_DEMO_TRUST_PROXY/);
    expect(() => clientAddressOf(-1)).toThrow(/trustedProxies/);
  });
});
