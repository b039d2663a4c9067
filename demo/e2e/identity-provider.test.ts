/**
 * The demo's identity provider and account pages in a real browser, under the strict CSP: the
 * provider's own sign-in page (redirect flow with PKCE) and the pages that work without script.
 * The drawer's sign-in flows are the account drawer's tests; axe scans these pages in a11y.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { authorizeUrl } from './account-ui';
import { useDemo } from './harness';

const demo = useDemo();

describe("the provider's sign-in page", () => {
  test('signs in after a wrong password, without CSP errors, and returns a code to the callback', async () => {
    // The callback page's module is the widgets' (and Playwright cannot stop a redirect): an empty one here.
    await demo.context.route(
      (url) => url.pathname === '/dist/oidc-callback.js',
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export {};' }),
    );
    const page = await demo.newPage();
    await page.goto(authorizeUrl(demo.url));
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);

    await page.getByLabel('Email').fill('approved@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(
      'Unable to log you in. Please check your email and password and try again.',
    );
    expect(await page.getByLabel('Email').inputValue()).toBe('approved@example.com');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Password').fill('Password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/oidc-callback');
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  });
});

describe('account pages without script', () => {
  test('with the identity login switched off, the account page form signs in and out', async () => {
    const page = await demo.openSite('/account');
    await page.goto(`${demo.url}/demo/identity?enabled=0`);
    const config = JSON.parse((await page.locator('#lto-config').textContent()) ?? '{}') as { preferences: Record<string, unknown>; identity: unknown };
    expect(config.preferences['identityLoginEnabled']).toBe(false);
    expect(config.identity).toBeNull();
    await page.goto(`${demo.url}/account`);
    await page.locator('#login-username').fill('pending@example.com');
    await page.locator('#login-password').fill('Password1!');
    await page.locator('#login-password').press('Enter');
    await expect.poll(() => page.getByText('You are signed in as pending@example.com.').count()).toBe(1);
    // The header says so before any script of ours ran: the server draws the drawer's trigger.
    expect(await page.locator('lto-account-drawer .lto-account-drawer__trigger').textContent()).toBe('Account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.locator('#login-username').count()).toBe(1);
  });
});
