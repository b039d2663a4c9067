/**
 * What the server enforces (demo/README.md), tried against the real server (startDemoServer on
 * 127.0.0.1, a free port, its own database) the way an attacker would: redirect payloads,
 * cross-site posts, malformed and oversized bodies, forged hosts, concurrent posts, floods of
 * sessions and orders. The sign-in limits are in security-sign-in.test.ts.
 */
import { tmpdir } from 'node:os';
import { describe, expect, test, vi } from 'vitest';
import { createApp } from './app.js';
import { openDatabase } from './db/open.js';
import { authorizationPath, browse, CookieJar, credentialLogin, exchangeCode, locationOf, pkcePair, signInWithSessionToken } from './identity/oidc-test-flow.js';
import { arrived, serveForFile, server, Shopper } from './security-shopper.js';
import { configOf, startTestServer, type ServerResponseData, type TestServerRequestOptions } from './test-app.js';

// Many tests here replay a fuzz list or a burst of sign-ins (each a real scrypt hash) on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

serveForFile('lto-demo-security-');

/** The redirect payloads of the fuzz pass: each looks like a path or names our host, and each could lead elsewhere. */
const REDIRECT_PAYLOADS = [
  '/.//evil.example/',
  '/x/..//evil.example',
  '/././/evil.example/x',
  '/x/../..//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  ' //evil.example',
];

/**
 * The answer may refuse the target and answer without a redirect; a redirect, resolved as a
 * browser resolves it, must stay on the shopper's own origin.
 */
function expectLocalRedirect(response: ServerResponseData, origin: string): void {
  expect(response.status).toBeLessThan(400);
  const location = response.headers.location;
  if (location !== undefined) expect(new URL(location, `${origin}/`).origin, location).toBe(origin);
}

describe('1. every redirect stays on the site', () => {
  test.each(REDIRECT_PAYLOADS)('the store locator zip form with returnUrl %j', async (returnUrl) => {
    const shopper = new Shopper();
    await shopper.open('/stores');
    expectLocalRedirect(await shopper.submit('/location/zip', { zipcodesearch_zipcode: '30303', confirm: 'true', returnUrl }), shopper.origin);
  });

  test.each(REDIRECT_PAYLOADS)('the preferred store form with returnUrl %j', async (returnUrl) => {
    const shopper = new Shopper();
    await shopper.open('/stores');
    const storeId = /name="storeId" value="([^"]+)"/.exec((await shopper.open('/stores')).body)![1]!;
    expectLocalRedirect(await shopper.submit('/stores/preferred', { storeId, returnUrl }), shopper.origin);
  });

  test.each(REDIRECT_PAYLOADS)('the sign-out form with returnUrl %j', async (returnUrl) => {
    const shopper = new Shopper();
    await shopper.open('/account');
    expectLocalRedirect(await shopper.submit('/Login-SignOut', { returnUrl }), shopper.origin);
  });

  const refererPayloads = () => [
    ...REDIRECT_PAYLOADS.filter((p) => p.startsWith('/')).map((p) => `${server.origin('us')}${p}`),
    'http://evil.example/account',
    `http://localhost:${server.port}@evil.example/`,
  ];

  test('a no-script sign-in with a Referer that normalises to another host', async () => {
    for (const referer of refererPayloads()) {
      const shopper = new Shopper();
      await shopper.open('/account');
      const response = await shopper.submit('/account/login', { username: 'new@example.com', password: 'Password1!' }, { referer });
      expectLocalRedirect(response, shopper.origin);
    }
  });

  test('the identity switch with a Referer that normalises to another host', async () => {
    for (const referer of refererPayloads()) {
      const shopper = new Shopper();
      expectLocalRedirect(await shopper.send('GET', '/demo/identity?enabled=0', { headers: { referer } }), shopper.origin);
    }
  });

  test.each([
    ['/signup/footer-email', { footeremailsub_emailid: 'footer@example.com', footeremailsub_confirm: 'footeremailsub_confirm' }],
    ['/signup/footer-text', { footertextform_phone: '404-555-0123' }],
  ])('the footer form %s posted without script, with a Referer that normalises to another host', async (path, fields) => {
    const shopper = await arrived();
    for (const referer of refererPayloads()) {
      const response = await shopper.submit(path, fields, { referer });
      expect(response.status, referer).toBe(303);
      expectLocalRedirect(response, shopper.origin);
      // Refused as a way back or not, the answer keeps the outcome for the page to say.
      expect(response.headers.location, referer).toMatch(/[?&]footerSignup=[a-z-]+#footer-signups$/);
    }
  });
});

/**
 * Every state-changing POST of the storefront, with a body it would act on. The list is checked
 * against the app's own routes, so a POST added later is in the fuzz too.
 */
const POSTS: { path: string; form?: Record<string, string>; json?: unknown; signedIn?: boolean }[] = [
  { path: '/favorites/add', form: { pid: 'P1001', Quantity: '1' } },
  { path: '/favorites/remove?doAction=remove&productID=P1001', form: { pid: 'P1001' } },
  { path: '/favorites/remove-form', form: { pid: 'P1001' } },
  { path: '/compare/remove-form', form: { pid: 'P1001', category: 'living-room' } },
  { path: '/location/zip', form: { zipcodesearch_zipcode: '60601', confirm: 'true', format: 'ajax' } },
  { path: '/location/by-coordinates?format=ajax&latitude=41.88&longitude=-87.63&allowedLocation=true&bypassExistingZipcodeCheck=true', json: {} },
  { path: '/location/fallback?allowedLocation=false&bypassExistingZipcodeCheck=true', form: {} },
  { path: '/location/set-zip', form: { zipCode: '60601' } },
  { path: '/stores/preferred', form: { storeId: 'C101' } },
  { path: '/orders/create', json: { productId: 'P1001', storeId: '', zipCode: '30303' } },
  { path: '/orders/start', form: { productId: 'P1001' } },
  { path: '/apply/start', form: {} },
  { path: '/cart/add-set', form: { pid: 'P1001', Quantity: '1' } },
  { path: '/cart/update', form: { action: 'coupon-apply', code: 'SAVE10', format: 'ajax' } },
  { path: '/cart/checkout', form: { version: 'x', format: 'ajax' } },
  { path: '/cart/wallet', form: { token: `wt_${'0'.repeat(32)}`, version: 'x', format: 'ajax' } },
  { path: '/checkout/log-debug', json: { messageType: 'probe', message: 'a cross-site line' } },
  { path: '/checkout/log-activity', json: { pageName: 'PDP_StartLease' } },
  { path: '/checkout/delivery', form: { format: 'ajax' } },
  { path: '/account/order-tracking', form: { orderTrackingOrderNumber: 'LA1001234', orderTrackingPostalCode: '30303', format: 'ajax' } },
  { path: '/contact-us', form: { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com', topic: 'delivery', message: 'When?', format: 'ajax' } },
  { path: '/checkout/device-session', form: { sessionId: 'ks_0123456789abcdef' } },
  { path: '/account/login', form: { username: 'approved@example.com', password: 'Password1!', format: 'ajax' } },
  { path: '/account/register', form: { username: 'crosssite@example.com', password: 'Password1!', format: 'ajax' } },
  { path: '/Login-SignOut', form: {} },
  { path: '/Login-ResendActivationEmail', form: { username: 'new@example.com' } },
  { path: '/Login-GetAccountDetails', form: { DigitalAccountId: 'approved@example.com' }, signedIn: true },
  { path: '/Login-TokenLogin', json: { accessToken: 'x' } },
  { path: '/signup/footer-email', form: { footeremailsub_emailid: 'cross@example.com', footeremailsub_confirm: 'y', format: 'ajax' } },
  { path: '/signup/footer-text', form: { footertextform_phone: '404-555-0123', format: 'ajax' } },
  { path: '/signup/interstitial-email', form: { emailid: 'cross@example.com', confirm: 'y', format: 'ajax' } },
  { path: '/signup/interstitial-text', form: { phone: '404-555-0123', confirm: 'y', format: 'ajax' } },
  { path: '/signup/contest', form: { emailid: 'cross@example.com', confirm: 'y', format: 'ajax' } },
  { path: '/signup/custom-sofa', form: { emailid: 'cross@example.com', selectedproductID: 'P1001' } },
  { path: '/signup/sign-me-up', form: { emailid: 'cross@example.com' } },
  { path: '/demo/analytics/collect', json: { page: '/', record: { event: 'view_item' } } },
  { path: '/demo/analytics/clear', form: {} },
  { path: '/privacy-bar/close', form: { returnUrl: '/' } },
];

const bodyOf = (post: (typeof POSTS)[number]) =>
  post.json !== undefined
    ? { body: JSON.stringify(post.json), contentType: 'application/json' }
    : { body: new URLSearchParams(post.form).toString(), contentType: 'application/x-www-form-urlencoded' };

describe('5. no state-changing request from another site', () => {
  test('the list covers every POST route of the storefront', async () => {
    const db = openDatabase(server.dbPath);
    try {
      const routes = createApp({ db, distDir: tmpdir() }).routes.filter((r) => r.method === 'POST').map((r) => r.path.replace(/:step\{.*\}$/, 'delivery'));
      const listed = new Set(POSTS.map((p) => p.path.split('?')[0]));
      // The hosted search stand-in is not the storefront: another company's service in production,
      // asked from the storefront's pages across origins, it keeps only anonymous insight events.
      const storefront = routes.filter((path) => !path.startsWith('/hosted-search/'));
      expect([...new Set(storefront)].filter((path) => !listed.has(path))).toEqual([]);
    } finally {
      db.close();
    }
  });

  /** The attacker's page: another origin, posting with the victim's cookies (they go along: SameSite=Lax stops only subrequests). */
  const ATTACKS: [string, (victim: Shopper, post: (typeof POSTS)[number]) => TestServerRequestOptions][] = [
    ['a cross-site form', () => ({ headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } })],
    ['a cross-site fetch with a text/plain body', (_, post) => ({
      contentType: 'text/plain',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      body: post.json !== undefined ? JSON.stringify(post.json) : new URLSearchParams(post.form).toString(),
    })],
    ['a form from an old browser (no Fetch Metadata)', () => ({ headers: { origin: 'http://evil.example' } })],
    ['a post with no Origin and no Fetch Metadata', () => ({})],
    ["the storefront's Spanish site posting to the English one", () => ({ headers: { origin: server.origin('es'), 'sec-fetch-site': 'same-site' } })],
    ["the attacker's own session token", () => ({ headers: { 'x-csrf-token': attackerToken } })],
    ["the victim's token, sent from another site", (victim) => ({ headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'x-csrf-token': victim.token } })],
  ];
  let attackerToken = '';

  test.each(POSTS.map((post) => [post.path, post] as const))('POST %s is refused from another site, every way', async (_, post) => {
    attackerToken = (await arrived()).token;
    for (const [name, attack] of ATTACKS) {
      const victim = await arrived();
      const options = attack(victim, post);
      const response = await victim.send('POST', post.path, { ...bodyOf(post), ...options, headers: options.headers ?? {} });
      expect(response.status, `${name}: ${response.body.slice(0, 200)}`).toBe(403);
    }
  });

  test.each(POSTS.map((post) => [post.path, post] as const))('POST %s is accepted as the widgets and forms send it', async (_, post) => {
    const shopper = await arrived();
    if (post.signedIn) await shopper.fetchForm('/account/login', { username: 'approved@example.com', password: 'Password1!', format: 'ajax' });
    const response = post.json !== undefined ? await shopper.fetchJson(post.path, post.json) : await shopper.fetchForm(post.path, post.form ?? {});
    expect(response.status, response.body.slice(0, 200)).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });

  test('JSON endpoints take a same-origin JSON call without the token (Origin and content type are the proof)', async () => {
    for (const post of POSTS.filter((p) => p.json !== undefined)) {
      const shopper = await arrived();
      const response = await shopper.fetchJson(post.path, post.json, { 'x-csrf-token': '' });
      expect(response.status, post.path).not.toBe(403);
    }
  });

  test("a plain form's csrf_token field is enough without script", async () => {
    const shopper = new Shopper();
    await shopper.open('/favorites');
    await shopper.fetchForm('/favorites/add', { pid: 'P1001', Quantity: '1' });
    await shopper.open('/favorites');
    const removed = await shopper.submit('/favorites/remove-form', { pid: 'P1001' });
    expect(removed.status).toBe(303);
    expect((await shopper.open('/favorites')).body).not.toContain('name="pid" value="P1001"');
  });

  test("a cross-site link to GET /compare/add or /compare/remove changes nobody's list", async () => {
    const victim = await arrived();
    const crossSite = { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'http://evil.example/' } };
    expect((await victim.send('GET', '/compare/add?pid=P1001&category=living-room', crossSite)).status).toBe(403);
    expect((await victim.open('/c/living-room')).body).toMatch(/<lto-compare-bar [^>]*items="\[\]"/);

    const sameOrigin = { headers: { 'sec-fetch-site': 'same-origin', accept: 'application/json' } };
    expect(JSON.parse((await victim.send('GET', '/compare/add?pid=P1001&category=living-room', sameOrigin)).body)).toEqual({ success: true });
    expect((await victim.send('GET', '/compare/remove?pid=P1001', crossSite)).status).toBe(403);
    expect((await victim.open('/c/living-room')).body).toMatch(/<lto-compare-bar [^>]*items="[^"]*P1001/);
  });

  test("another site's link with ?postalCode= leaves the shopper's zip alone; the storefront's own sites' links carry it", async () => {
    const shopper = await arrived();
    await shopper.send('GET', '/?postalCode=60601', { headers: { 'sec-fetch-site': 'cross-site', referer: 'http://evil.example/' } });
    expect(configOf((await shopper.open('/')).body).page['zip']).toBe('');
    await shopper.send('GET', '/?postalCode=60601', { headers: { 'sec-fetch-site': 'cross-site', referer: `${server.origin('es')}/c/living-room` } });
    expect(configOf((await shopper.open('/')).body).page['zip']).toBe('60601');
  });
});

describe('4. a malformed multipart body is a 400, never a 500', () => {
  const MALFORMED = [
    { contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="pid"\r\n\r\nP1001' },
    { contentType: 'multipart/form-data', body: 'pid=P1001' },
    { contentType: 'multipart/form-data; boundary=', body: '--\r\n\r\n' },
  ];

  test.each(POSTS.map((post) => [post.path, post] as const))('POST %s', async (_, post) => {
    const shopper = await arrived();
    for (const malformed of MALFORMED) {
      const response = await shopper.send('POST', post.path, { ...malformed, headers: { origin: shopper.origin, 'sec-fetch-site': 'same-origin', 'x-csrf-token': shopper.token } });
      expect([400, 415], `${malformed.contentType}: ${response.status}`).toContain(response.status);
    }
  });
});

describe('7. limits on what a request may send', () => {
  test.each(POSTS.map((post) => [post.path, post] as const))('POST %s: a body over 16 KB is a 413', async (_, post) => {
    const shopper = await arrived();
    const padding = 'x'.repeat(17 * 1024);
    const response = post.json !== undefined
      ? await shopper.fetchJson(post.path, { ...(post.json as object), padding })
      : await shopper.fetchForm(post.path, { ...post.form, padding });
    expect(response.status).toBe(413);
  });

  /** The server's own database file, read (and aged) beside it. */
  const inDatabase = <T>(use: (db: ReturnType<typeof openDatabase>) => T): T => {
    const db = openDatabase(server.dbPath);
    try {
      return use(db);
    } finally {
      db.close();
    }
  };

  test('20 parallel create-order calls of one attempt make one order; another attempt another', async () => {
    const shopper = await arrived();
    const order = { productId: 'P1001', storeId: '', zipCode: '30303' };
    const create = (key?: string) => shopper.fetchJson('/orders/create', order, key === undefined ? {} : { 'idempotency-key': key });
    const ids = await Promise.all(Array.from({ length: 20 }, () => create('attempt-1')));
    expect(new Set(ids.map((r) => (JSON.parse(r.body) as { orderID: string }).orderID)).size).toBe(1);
    const keyless = await Promise.all(Array.from({ length: 20 }, () => create()));
    expect(new Set(keyless.map((r) => (JSON.parse(r.body) as { orderID: string }).orderID)).size).toBe(1);
    const again = JSON.parse((await create('attempt-2')).body) as { orderID: string };
    expect(ids.map((r) => JSON.parse(r.body) as { orderID: string }).some((r) => r.orderID === again.orderID)).toBe(false);
    expect(inDatabase((db) => db.prepare('SELECT COUNT(*) AS n FROM orders WHERE session_id = ?').get(shopper.sid))).toEqual({ n: 3 });
    expect((await create('x'.repeat(65))).status).toBe(400);
  });

  test('a cart line holds at most what can be ordered, however large the quantity sent', async () => {
    const shopper = await arrived();
    for (const quantity of ['9007199254740991', '1e308', '99999999999999999999', '500']) {
      expect((await shopper.fetchForm('/cart/add-set', { pid: 'P1001-1', Quantity: quantity, csrf_token: shopper.token })).status).toBe(303);
    }
    const { quantity, orderable } = inDatabase((db) => ({
      ...(db.prepare('SELECT quantity FROM cart_lines WHERE session_id = ? AND pid = ?').get(shopper.sid, 'P1001-1') as { quantity: number }),
      ...(db.prepare("SELECT in_stock + preorder + backorder AS orderable FROM variant_stock WHERE variant_pid = 'P1001-1'").get() as { orderable: number }),
    }));
    expect(orderable).toBeGreaterThan(0);
    expect(quantity).toBe(orderable);
  });

  test('the checkout logs keep at most 100 lines a session', async () => {
    const shopper = await arrived();
    for (let i = 0; i < 105; i++) {
      expect((await shopper.fetchJson('/checkout/log-debug', { messageType: 'loop', message: `line ${i}` })).status).toBe(200);
      expect((await shopper.fetchJson('/checkout/log-activity', { pageName: 'PDP_StartLease' })).status).toBe(200);
    }
    const rows = inDatabase((db) => ({
      debug: db.prepare('SELECT message FROM checkout_debug_log WHERE session_id = ? ORDER BY rowid').all(shopper.sid) as { message: string }[],
      activity: (db.prepare('SELECT COUNT(*) AS n FROM checkout_activity WHERE session_id = ?').get(shopper.sid) as { n: number }).n,
    }));
    expect(rows.debug).toHaveLength(100);
    expect(rows.debug.at(-1)?.message, 'the newest kept').toBe('line 104');
    expect(rows.activity).toBe(100);
  });

  test('a session unused for 30 days is gone, with what hung off it', async () => {
    const shopper = await arrived();
    await shopper.fetchForm('/favorites/add', { pid: 'P1002', Quantity: '1' });
    const old = shopper.sid!;
    inDatabase((db) => db.prepare('UPDATE sessions SET seen_at = ? WHERE id = ?').run(Date.now() - 31 * 86_400_000, old));
    const page = await shopper.open('/favorites');
    expect(page.body).not.toContain('name="pid" value="P1002"');
    expect(shopper.sid, 'a new session').not.toBe(old);
    expect(inDatabase((db) => db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE id = ?').get(old))).toEqual({ n: 0 });
    expect(inDatabase((db) => db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE session_id = ?').get(old))).toEqual({ n: 0 });
  });

  test('a session whose browser never came back and that holds nothing is gone after a day', async () => {
    const once = await arrived();
    const withZip = new Shopper();
    await withZip.open('/?postalCode=30305');
    const returned = await arrived();
    await returned.open('/c/living-room');
    const ids = [once.sid!, withZip.sid!, returned.sid!];
    const aDayAgo = 86_400_000 + 1000;
    inDatabase((db) => db.prepare('UPDATE sessions SET created_at = created_at - ?, seen_at = seen_at - ? WHERE id IN (?, ?, ?)').run(aDayAgo, aDayAgo, ...ids));
    await arrived();
    const stored = (id: string) => inDatabase((db) => db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE id = ?').get(id));
    expect(stored(once.sid!), 'one page, nothing left').toEqual({ n: 0 });
    expect(stored(withZip.sid!), 'one page that set a zip').toEqual({ n: 1 });
    expect(stored(returned.sid!), 'a browser that came back').toEqual({ n: 1 });
  });

  test('a session starts at most 20 lease orders a day; asking again for one it made still answers it', async () => {
    const shopper = await arrived();
    const create = (key: string, productId = 'P1001') => shopper.fetchJson('/orders/create', { productId, storeId: '', zipCode: '30303' }, { 'idempotency-key': key });
    const first = JSON.parse((await create('attempt-0')).body) as { orderID: string };
    for (let i = 1; i < 20; i++) expect((await create(`attempt-${i}`, i % 2 ? 'P1002' : 'P1001')).status).toBe(200);
    const refused = await create('attempt-20');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ success: false, error: 'too-many-orders' });
    await shopper.open('/p/P1001');
    expect((await shopper.submit('/orders/start', { productId: 'P1001' })).status, 'the form without script too').toBe(429);
    expect(JSON.parse((await create('attempt-0')).body)).toMatchObject({ success: true, orderID: first.orderID });

    inDatabase((db) => db.prepare('UPDATE orders SET created_at = created_at - ? WHERE session_id = ?').run(86_400_000 + 1000, shopper.sid));
    expect((await create('attempt-21')).status, 'a day later').toBe(200);
  });

  test.each(POSTS.filter((post) => post.json !== undefined && !post.path.includes('by-coordinates')).map((post) => [post.path, post] as const))(
    'POST %s answers only a JSON body (text/plain is a 415)',
    async (_, post) => {
      const shopper = await arrived();
      const response = await shopper.send('POST', post.path, {
        body: JSON.stringify(post.json),
        contentType: 'text/plain',
        headers: { origin: shopper.origin, 'sec-fetch-site': 'same-origin', 'x-csrf-token': shopper.token },
      });
      expect(response.status).toBe(415);
    },
  );
});

describe('9. the smaller ones', () => {
  test('every answer has Cross-Origin-Opener-Policy and Permissions-Policy; over plain http no HSTS and no Secure cookie', async () => {
    const shopper = new Shopper();
    const answers = [
      await shopper.open('/'),
      await shopper.send('GET', '/dist/lto-widgets.js'),
      await shopper.send('GET', '/nowhere'),
      await shopper.fetchForm('/favorites/add', { pid: 'P1001', Quantity: '1' }),
      await shopper.send('POST', '/favorites/add', { body: 'pid=P1001', headers: { 'sec-fetch-site': 'cross-site' } }),
      await shopper.send('GET', '/demo/identity?enabled=1'),
      await shopper.send('GET', '/oidc/.well-known/openid-configuration'),
      await shopper.send('POST', '/oidc/authn', { body: '{}', contentType: 'application/json' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toMatch(/^accelerometer=\(\), camera=\(\), geolocation=\(self\),/);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      for (const cookie of answer.headers['set-cookie'] ?? []) expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  test('served over HTTPS (an https origin behind a TLS proxy): HSTS and Secure cookies, the provider’s too', async () => {
    const https = await startTestServer('lto-demo-security-https-', {
      origins: (port) => `en-us=https://shop.example,en-us=http://localhost:${port},es-us=http://es.localhost:${port},en-ca=http://ca.localhost:${port}`,
    });
    try {
      const page = await https.request('GET', '/', { host: 'shop.example' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      const cookies = page.headers['set-cookie'] ?? [];
      expect(cookies.map((line) => line.split('=')[0]).sort()).toEqual(['lto_csrf', 'lto_demo_sid']);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
      expect((configOf(page.body) as unknown as { identity: { authority: string } }).identity.authority).toBe('https://shop.example/oidc');

      const discovery = await https.request('GET', '/oidc/.well-known/openid-configuration', { host: 'shop.example' });
      expect(JSON.parse(discovery.body)).toMatchObject({ issuer: 'https://shop.example/oidc' });
      expect(discovery.headers['strict-transport-security']).toBe('max-age=31536000');
      const { challenge } = pkcePair();
      const authorize = new URL(authorizationPath(https, { challenge }), 'https://shop.example');
      authorize.searchParams.set('redirect_uri', 'https://shop.example/account/oidc-callback');
      const toSignIn = await https.request('GET', `${authorize.pathname}${authorize.search}`, { host: 'shop.example', headers: { 'x-forwarded-proto': 'http' } });
      expect(toSignIn.status).toBe(303);
      const providerCookies = toSignIn.headers['set-cookie'] ?? [];
      expect(providerCookies.length).toBeGreaterThan(0);
      for (const cookie of providerCookies) expect(cookie).toMatch(/;\s*secure/i);

      const plain = await https.request('GET', '/');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      for (const cookie of plain.headers['set-cookie'] ?? []) expect(cookie).not.toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });

  test('the provider wants an OpenID nonce from the storefront, and the ID token carries it back', async () => {
    const signIn = async (nonce: string | null) => {
      const jar = new CookieJar();
      const authn = await credentialLogin(server, 'us', 'zero@example.com', 'Password1!');
      const { sessionToken } = JSON.parse(authn.body) as { sessionToken: string };
      const { verifier, challenge } = pkcePair();
      const path = new URL(authorizationPath(server, { challenge, prompt: 'none', sessionToken }), server.origin());
      if (nonce === null) path.searchParams.delete('nonce');
      else path.searchParams.set('nonce', nonce);
      const answer = locationOf(server, await browse(server, jar, 'GET', `${path.pathname}${path.search}`));
      return { answer, verifier };
    };
    for (const nonce of [null, '', 'short']) {
      const { answer } = await signIn(nonce);
      expect(answer.searchParams.get('code'), String(nonce)).toBeNull();
      expect(answer.searchParams.get('error')).toBe('invalid_request');
      expect(answer.searchParams.get('error_description')).toMatch(/nonce/);
    }
    const nonce = 'n-0123456789abcdef';
    const { answer, verifier } = await signIn(nonce);
    const tokens = JSON.parse((await exchangeCode(server, 'us', answer.searchParams.get('code')!, verifier)).body) as { id_token: string };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString('utf8')) as { nonce?: string };
    expect(claims.nonce).toBe(nonce);
  });

  test('registration answers an address with an account exactly as a new one (no account enumeration)', async () => {
    const answers = [];
    for (const username of ['approved@example.com', `fresh-${Date.now()}@example.com`]) {
      const shopper = await arrived();
      const ajax = await shopper.fetchForm('/account/register', { username, password: 'Another1!', format: 'ajax' });
      await shopper.open('/account');
      const plain = await shopper.submit('/account/register', { username, password: 'Another1!' });
      answers.push({ status: ajax.status, body: ajax.body, plain: plain.status, location: plain.headers.location });
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  test('pages with personal data are not stored: signed in, checkout, and a page answering a form', async () => {
    const shopper = await arrived();
    expect((await shopper.open('/')).headers['cache-control'], 'nothing personal yet').toBe('private, no-cache');
    const order = JSON.parse((await shopper.fetchJson('/orders/create', { productId: 'P1001', storeId: '', zipCode: '30303' })).body) as { orderID: string };
    shopper.jar.take({ status: 200, body: '', headers: { 'set-cookie': [`orderId=${order.orderID}; Path=/`] } });
    expect((await shopper.open('/checkout/delivery')).headers['cache-control']).toBe('no-store');
    await shopper.open('/account/order-tracking');
    const tracked = await shopper.submit('/account/order-tracking', { orderTrackingOrderNumber: 'LA1001234', orderTrackingPostalCode: '30303' });
    expect(tracked.status).toBe(200);
    expect(tracked.headers['cache-control']).toBe('no-store');
    await shopper.fetchForm('/account/login', { username: 'approved@example.com', password: 'Password1!', format: 'ajax' });
    for (const path of ['/', '/c/living-room', '/account', '/favorites']) expect((await shopper.open(path)).headers['cache-control'], path).toBe('no-store');
  });

  test.each([
    'ssn 219.09.9999',
    'ssn 219–09–9999',
    'ssn ２１９-０９-９９９９',
    'ssn ٢١٩٠٩٩٩٩٩',
    'ssn 219\u200b09\u200b9999',
    'dob 04.12.1990',
    'dob 1990-12-04',
    'dob ٠٤/١٢/١٩٩٠',
    'mail ada＠example.com',
    'mail ada [at] example (dot) com',
    'mail ada&#64;example.com',
  ])('log-debug refuses %j and stores nothing (the PII filter of src/privacy)', async (message) => {
    const shopper = await arrived();
    const response = await shopper.fetchJson('/checkout/log-debug', { messageType: 'probe', message });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ success: false, error: 'looks-like-personal-data' });
  });
});

describe('8. absolute URLs come from the configured origins, never from the Host header', () => {
  /** The page's absolute links to the demo (plain http; the share links' networks are https sites of their own). */
  const absoluteUrls = (page: string) => [...page.matchAll(/(?:href|url|action|src)="(http:\/\/[^"]+)"/g)].map((m) => new URL(m[1]!).origin);

  test.each(['evil.example', 'localhost:1', 'evil.example:4173', 'localhost.evil.example'])(
    'a forged Host %s: the identity settings and every absolute link name a configured origin',
    async (host) => {
      const response = await server.request('GET', '/p/P1001', { host });
      expect(response.status).toBe(200);
      const configured = new Set([server.origin('us'), server.origin('es'), server.origin('ca'), `http://127.0.0.1:${server.port}`]);
      const identity = (configOf(response.body) as unknown as { identity: Record<string, string> }).identity;
      const urls = Object.values(identity).filter((value) => /^https?:/.test(value));
      expect(urls).toHaveLength(5);
      for (const value of urls) expect(configured.has(new URL(value).origin), value).toBe(true);
      expect(absoluteUrls(response.body).length).toBeGreaterThan(0);
      for (const origin of absoluteUrls(response.body)) expect(configured.has(origin), origin).toBe(true);
      expect(response.body).not.toContain('evil.example');
      expect(response.body).not.toContain('localhost:1"');
    },
  );

  test('the identity provider answers on 127.0.0.1 too, and signs in there', async () => {
    const host = `127.0.0.1:${server.port}`;
    const origin = `http://${host}`;
    const discovery = await server.request('GET', '/oidc/.well-known/openid-configuration', { host });
    expect(discovery.status).toBe(200);
    expect(JSON.parse(discovery.body)).toMatchObject({ issuer: `${origin}/oidc` });
    const page = await server.request('GET', '/', { host });
    expect((configOf(page.body) as unknown as { identity: Record<string, string> }).identity).toMatchObject({
      authority: `${origin}/oidc`,
      redirectUri: `${origin}/account/oidc-callback`,
    });

    const authn = await server.request('POST', '/oidc/authn', {
      host,
      body: JSON.stringify({ username: 'approved@example.com', password: 'Password1!' }),
      contentType: 'application/json',
      headers: { origin },
    });
    const { sessionToken } = JSON.parse(authn.body) as { sessionToken: string };
    const { verifier, challenge } = pkcePair();
    const redirectUri = `${origin}/account/oidc-callback`;
    const path = authorizationPath(server, { challenge, prompt: 'none', sessionToken }).replace(
      encodeURIComponent(`${server.origin('us')}/account/oidc-callback`),
      encodeURIComponent(redirectUri),
    );
    const authorized = await server.request('GET', path, { host });
    const code = new URL(authorized.headers.location ?? '', origin).searchParams.get('code');
    expect(code, authorized.headers.location).toBeTruthy();
    const tokens = await server.request('POST', '/oidc/token', {
      host,
      body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, redirect_uri: redirectUri, client_id: 'lto-storefront', code_verifier: verifier }).toString(),
    });
    expect(tokens.status).toBe(200);
  });

  test('an /oidc request for a host that is no configured origin finds no provider', async () => {
    expect((await server.request('GET', '/oidc/.well-known/openid-configuration', { host: 'evil.example' })).status).toBe(404);
  });
});

describe('2. sign-in and sign-out replace the session id and the CSRF token', () => {
  /** Fills a session with what must survive: a compared product, a saved one, a cart line, a zip. */
  async function shopAround(shopper: Shopper): Promise<void> {
    await shopper.send('GET', '/compare/add?pid=P1001&category=living-room', { headers: { 'sec-fetch-site': 'same-origin' } });
    await shopper.fetchForm('/favorites/add', { pid: 'P1002', Quantity: '1' });
    await shopper.fetchForm('/cart/add-set', { pid: 'P1003', Quantity: '2', csrf_token: shopper.token });
    await shopper.fetchForm('/location/zip', { zipcodesearch_zipcode: '30305', confirm: 'true', format: 'ajax' });
  }

  async function expectCarriedOver(shopper: Shopper): Promise<void> {
    const listing = await shopper.open('/c/living-room');
    expect(configOf(listing.body).page['zip']).toBe('30305');
    expect(listing.body).toMatch(/<lto-compare-bar [^>]*items="[^"]*P1001/);
    expect((await shopper.open('/favorites')).body).toContain('name="pid" value="P1002"');
    expect((await shopper.open('/cart')).body).toContain('P1003');
  }

  /** What a planted session id still gets: the victim's Leasing Power, a page signed in, a post accepted. */
  async function expectPlantedIdUseless(planted: Shopper): Promise<void> {
    expect((await planted.send('GET', '/account/leasing-power-details?format=ajax')).status).toBe(401);
    expect((await planted.open('/')).body).not.toContain('signed-in="true"');
  }

  test('a planted session id reads nothing once the victim signs in with the drawer, and their things stay', async () => {
    const attacker = await arrived();
    const victim = new Shopper();
    for (const name of ['lto_demo_sid', 'lto_csrf']) {
      const value = attacker.jar.get(name);
      if (value) victim.jar.take({ status: 200, body: '', headers: { 'set-cookie': [`${name}=${value}; Path=/`] } });
    }
    await victim.open('/');
    expect(victim.sid).toBe(attacker.sid);
    await shopAround(victim);
    const tokenBefore = victim.token;

    const signIn = await victim.fetchForm('/account/login', { username: 'approved@example.com', password: 'Password1!', csrf_token: victim.token, format: 'ajax' });
    expect(signIn.status).toBe(200);
    expect(victim.sid).not.toBe(attacker.sid);
    expect(victim.token).not.toBe(tokenBefore);
    expect((await victim.send('GET', '/account/leasing-power-details?format=ajax')).status).toBe(200);
    await expectPlantedIdUseless(attacker);
    expect((await attacker.fetchForm('/Login-GetAccountDetails', { DigitalAccountId: 'approved@example.com', csrf_token: tokenBefore })).status).toBe(403);
    await expectCarriedOver(victim);

    const signedInId = victim.sid;
    const signOut = await victim.fetchForm('/Login-SignOut', { csrf_token: victim.token });
    expect(signOut.status).toBe(200);
    expect(victim.sid).not.toBe(signedInId);
    await expectCarriedOver(victim);
  });

  test('the no-script sign-in form and the token login replace the id too', async () => {
    const shopper = new Shopper();
    await shopper.open('/account');
    const before = shopper.sid;
    await shopper.submit('/account/login', { username: 'zero@example.com', password: 'Password1!' });
    expect(shopper.sid).not.toBe(before);

    const jar = new Shopper();
    await jar.open('/');
    const anonymous = jar.sid;
    const tokens = await signInWithSessionToken(server, jar.jar, 'zero@example.com');
    expect((await jar.fetchJson('/Login-TokenLogin', { accessToken: tokens.access_token })).status).toBe(200);
    expect(jar.sid).not.toBe(anonymous);
  });
});

describe('3. one session per request', () => {
  const sessionCookies = (response: ServerResponseData) => (response.headers['set-cookie'] ?? []).filter((line) => line.startsWith('lto_demo_sid='));

  test.each(['/account', '/?postalCode=30303', '/stores?postalCode=M5V%203L9'])('a first visit to %s sets the session cookie once', async (path) => {
    const shopper = new Shopper(path.includes('M5V') ? 'ca' : 'us');
    expect(sessionCookies(await shopper.open(path))).toHaveLength(1);
  });

  test('the zip a ?postalCode= link carried is still there on the next page', async () => {
    const shopper = new Shopper();
    await shopper.open('/?postalCode=30305');
    expect(configOf((await shopper.open('/c/living-room')).body).page['zip']).toBe('30305');
  });

  test('a sign-in without script on a first visit to the account page works', async () => {
    const shopper = new Shopper();
    await shopper.open('/account');
    const signedIn = await shopper.submit('/account/login', { username: 'pending@example.com', password: 'Password1!' });
    expect(signedIn.status).toBe(303);
    expect((await shopper.open('/account')).body).toContain('You are signed in as pending@example.com.');
  });
});
