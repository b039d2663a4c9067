/**
 * Signing in (demo/README.md, "What the server enforces"), tried against the real server the way an
 * attacker would: password guesses at once from many addresses, and one session, one address or
 * one proxy's shoppers guessing on. Each try is a real scrypt hash.
 */
import { describe, expect, test, vi } from 'vitest';
import { arrived, nextAddress, serveForFile, server, Shopper } from './security-shopper.js';
import { startTestServer } from './test-app.js';

// A burst of sign-ins (each a real scrypt hash) on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

serveForFile('lto-demo-security-sign-in-');

describe('6. signing in costs the server little, and only so often', () => {
  const wrongPassword = (shopper: Shopper, headers: Record<string, string> = {}) =>
    shopper.fetchForm('/account/login', { username: 'approved@example.com', password: 'wrong-password', format: 'ajax' }, headers);

  test('8 shoppers trying passwords at once do not hold up a cheap page', async () => {
    const authn = () =>
      server.request('POST', '/oidc/authn', {
        body: JSON.stringify({ username: 'approved@example.com', password: 'wrong-password' }),
        contentType: 'application/json',
        localAddress: nextAddress(),
      });
    /** The median time of `samples` runs of `run`, one after another. */
    const medianTime = async (samples: number, run: () => Promise<unknown>): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(samples / 2)]!;
    };
    const cheapPage = async () => expect((await server.request('GET', '/products/nav?pid=P1001')).status).toBe(200);

    const oneSignIn = await medianTime(5, authn);
    const quiet = await medianTime(15, cheapPage);
    // Eight loops of wrong passwords, each try from another address (the limits are not what is tested here).
    let storming = true;
    const storm = Array.from({ length: 8 }, async () => {
      let tries = 0;
      while (storming || tries === 0) {
        expect((await authn()).status).toBe(401);
        tries += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stormed = await medianTime(15, cheapPage);
    storming = false;
    await Promise.all(storm);
    // A hash on the event loop holds every cheap answer behind one or more whole hashes (measured:
    // one to several sign-ins' time more than alone, busy machine or not); off it, the hashes only
    // share the processors, and the cheap answer stays within a few ms of its time alone.
    expect(stormed - quiet, `a cheap answer took ${Math.round(stormed)} ms (${Math.round(quiet)} ms alone) while one sign-in takes ${Math.round(oneSignIn)} ms`).toBeLessThan(oneSignIn / 2);
  });

  test('a session gets 10 tries, then 429 with Retry-After, the right password included', async () => {
    const shopper = await arrived();
    for (let i = 0; i < 10; i++) expect((await wrongPassword(shopper)).status).toBe(401);
    const limited = await wrongPassword(shopper);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const right = await shopper.fetchForm('/account/login', { username: 'approved@example.com', password: 'Password1!', format: 'ajax' });
    expect(right.status).toBe(429);
    expect(JSON.parse(right.body)).toMatchObject({ success: false });
    const registration = await shopper.fetchForm('/account/register', { username: 'later@example.com', password: 'Password1!', format: 'ajax' });
    expect(registration.status).toBe(429);
  });

  test('an address gets 30 tries across new sessions, at the storefront and the identity provider alike, whatever X-Forwarded-For it writes', async () => {
    const address = nextAddress();
    const fresh = () => arrived('us', address);
    // No proxy is trusted by default: the header is the client's own, and changes nothing.
    const forwarded = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 0; i < 15; i++) expect((await wrongPassword(await fresh(), forwarded(i))).status).toBe(401);
    for (let i = 0; i < 15; i++) {
      const authn = await (await fresh()).send('POST', '/oidc/authn', {
        body: JSON.stringify({ username: 'approved@example.com', password: 'wrong-password' }),
        contentType: 'application/json',
        headers: forwarded(100 + i),
      });
      expect(authn.status).toBe(401);
    }
    expect((await wrongPassword(await fresh())).status).toBe(429);
    const authn = await (await fresh()).send('POST', '/oidc/authn', {
      body: JSON.stringify({ username: 'approved@example.com', password: 'Password1!' }),
      contentType: 'application/json',
    });
    expect(authn.status).toBe(429);
    expect(JSON.parse(authn.body)).toEqual({ status: 'FAILED' });
    expect((await wrongPassword(await arrived())).status, 'another address is not held back').toBe(401);
  });

  test('behind a trusted proxy (LTO_DEMO_TRUST_PROXY=1) each shopper counts by the address the proxy forwards, not by the proxy’s', async () => {
    const proxied = await startTestServer('lto-demo-security-proxy-', { trustedProxies: 1, attemptLimits: { perSession: 10, perAddress: 3, windowSeconds: 600 } });
    try {
      // Every request comes from the proxy's address, with the client's X-Forwarded-For (if any)
      // and the address the proxy was reached from appended.
      const proxy = nextAddress();
      const through = (client: string, claimed?: string) => ({ 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client });
      const signIn = async (client: string, claimed?: string) => {
        const shopper = new Shopper('us', proxy, proxied);
        await shopper.open('/');
        return wrongPassword(shopper, through(client, claimed));
      };
      const authn = (client: string) =>
        proxied.request('POST', '/oidc/authn', {
          body: JSON.stringify({ username: 'approved@example.com', password: 'wrong-password' }),
          contentType: 'application/json',
          localAddress: proxy,
          headers: through(client),
        });

      for (let i = 0; i < 3; i++) expect((await signIn('198.51.100.7', `203.0.113.${i}`)).status).toBe(401);
      expect((await signIn('198.51.100.7', '203.0.113.99')).status, 'what the client writes itself changes nothing').toBe(429);
      expect((await authn('198.51.100.7')).status, 'the identity provider counts the same address').toBe(429);
      expect((await signIn('198.51.100.8')).status, 'another shopper behind the same proxy').toBe(401);
      expect((await authn('198.51.100.9')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
