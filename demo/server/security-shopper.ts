/**
 * The shoppers of the security tests (security.test.ts, security-sign-in.test.ts): browsers that
 * shop at the real server (startDemoServer on 127.0.0.1, a free port, its own database) of the
 * test file that runs, each from an address of its own. The tests are two files so that two
 * workers share them: the sign-in limits alone spend seconds in real password hashes.
 */
import { afterAll, beforeAll } from 'vitest';
import { browse, CookieJar } from './identity/oidc-test-flow.js';
import { startTestServer, type ServerResponseData, type TestServer, type TestServerRequestOptions } from './test-app.js';

/** The server of the test file that runs (a worker runs its files one after another). */
export let server: TestServer;

/** Starts the file's server before its tests and stops it after them. */
export function serveForFile(prefix: string): void {
  beforeAll(async () => {
    // Its tests post more than a shopper would in a minute (the order and log limits): the captcha's
    // POST limiter (routes/safety.test.ts) is set out of their way.
    server = await startTestServer(prefix, { postsPerMinute: 10_000 });
  });
  afterAll(() => server.close());
}

export type Site = 'us' | 'es' | 'ca';

/** A browser: its cookies, the CSRF tokens of the last page it read, and requests as its pages make them. */
export class Shopper {
  readonly jar = new CookieJar();
  /** The token of the last page's widgets (the drawer's csrf-token attribute). */
  pageToken = '';
  /** The csrf_token field of the last page's plain forms. */
  formToken = '';

  /**
   * `address`: each shopper is a machine of its own by default (any 127.x.y.z reaches the server),
   * as the rate limits see it. `via`: the server it shops at, the shared one unless said.
   */
  constructor(
    readonly site: Site = 'us',
    readonly address: string = nextAddress(),
    readonly via: TestServer = server,
  ) {}

  get origin(): string {
    return this.via.origin(this.site);
  }

  /** The token a widget sends: the csrf cookie the server keeps in step with the session, else the page's. */
  get token(): string {
    return this.jar.get('lto_csrf') ?? this.pageToken;
  }

  get sid(): string | undefined {
    return this.jar.get('lto_demo_sid');
  }

  async send(method: 'GET' | 'POST', path: string, options: Omit<TestServerRequestOptions, 'cookie' | 'site'> = {}): Promise<ServerResponseData> {
    return browse(this.via, this.jar, method, path, { site: this.site, localAddress: this.address, ...options });
  }

  /** A page, read as a browser reads it; remembers its CSRF token. */
  async open(path = '/'): Promise<ServerResponseData> {
    const response = await this.send('GET', path, { headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' } });
    this.pageToken = /csrf-token="([^"]+)"/.exec(response.body)?.[1] ?? '';
    this.formToken = /name="csrf_token" value="([^"]+)"/.exec(response.body)?.[1] ?? '';
    return response;
  }

  /** A widget's fetch: same origin, the CSRF header, form-encoded fields. */
  fetchForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<ServerResponseData> {
    return this.send('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { origin: this.origin, 'sec-fetch-site': 'same-origin', 'x-csrf-token': this.token, 'x-requested-with': 'XMLHttpRequest', ...headers },
    });
  }

  /** A widget's JSON fetch: same origin, JSON content type. */
  fetchJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<ServerResponseData> {
    return this.send('POST', path, {
      body: JSON.stringify(body),
      contentType: 'application/json',
      headers: { origin: this.origin, 'sec-fetch-site': 'same-origin', 'x-csrf-token': this.token, ...headers },
    });
  }

  /** A plain form of one of the site's pages, submitted without script (its csrf_token field included). */
  submit(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<ServerResponseData> {
    return this.send('POST', path, {
      body: new URLSearchParams({ csrf_token: this.formToken, ...fields }).toString(),
      headers: { origin: this.origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', ...headers },
    });
  }
}

let addresses = 0;
export const nextAddress = (): string => {
  addresses += 1;
  return `127.0.${Math.floor(addresses / 250) + 1}.${(addresses % 250) + 1}`;
};

/** A shopper who has opened the home page (and so has a session and its token). */
export async function arrived(site: Site = 'us', address?: string): Promise<Shopper> {
  const shopper = new Shopper(site, address);
  await shopper.open('/');
  return shopper;
}
