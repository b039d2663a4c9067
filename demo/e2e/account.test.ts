/**
 * The My Account drawer in real Chromium against the demo's OpenID provider (SPEC 2.5, 4.3, 7.3, 8):
 * credential sign-in of each seed account with its Leasing Power panel, silent sign-in on a later
 * visit, sign-out with the tokens revoked at the provider, a wrong password, registration, and the
 * form login with identity sign-in switched off.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accessTokenIn, accountUi, introspect, recordRefreshTokens, recordRequests } from './account-ui';
import { useDemo, type SiteName } from './harness';
import { pageWorkStarted } from './islands';

const demo = useDemo();

async function home(site: SiteName = 'en', page?: Page) {
  const opened = await demo.openSite('/', { site, ...(page ? { page } : {}) });
  const ui = accountUi(opened, site === 'es' ? 'es' : 'en');
  await ui.ready();
  return { page: opened, ui };
}

const storage = (page: Page) =>
  page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));

describe('credential sign-in through the provider', () => {
  test("approved: '$250.00/mo', the expiry, userSetupComplete, and the details with the pie chart", async () => {
    const { page, ui } = await home();
    const requests = recordRequests(page);
    // The tab sync, which notes when the sign-in was made, runs before it (as it does for a shopper who reads first).
    await pageWorkStarted(page);
    await ui.signIn('approved@example.com');
    await ui.signedIn();

    await expect.poll(() => ui.drawer.getByRole('heading', { name: 'Hi, Alex' }).isVisible()).toBe(true);
    expect(await ui.drawer.locator('.lto-account-drawer__amount').textContent()).toBe('$250.00/mo');
    expect(await ui.drawer.locator('.lto-account-drawer__expires').textContent()).toMatch(/^Expires [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await ui.drawer.getByText('Discover leasing').count(), 'no promo to apply once approved').toBe(0);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(expect.arrayContaining(['POST /oidc/authn', 'POST /Login-TokenLogin', 'POST /Login-GetAccountDetails']));
    // Nothing of the sign-in in web storage or in any address: only the non-PII flag (beside the
    // pop-up's state, which the harness sets to 'closed' for every test), and the times the tab
    // sync's catch-up keeps (src/core/tab-sync-catch-up.ts: when the last change was made, when
    // this tab's pages were fetched; numbers, nothing of the change).
    expect(await storage(page)).toEqual({
      local: { newemailInterstitial: 'closed', userSetupComplete: 'true', 'lto-widgets-changed-at': expect.stringMatching(/^\d+$/) },
      session: { 'lto-widgets-entries': expect.stringMatching(/^\{("[\w-]+":\d+,?)+\}$/) },
    });
    for (const request of requests) expect(request.url.href).not.toContain('Password1');
    for (const request of requests.filter((r) => r.url.pathname !== '/oidc/authn')) expect(request.body).not.toContain('Password1');

    await ui.drawer.getByRole('button', { name: 'Leasing Power details' }).click();
    const details = page.getByRole('dialog', { name: 'Your Leasing Power(SM) Details' });
    await expect.poll(() => details.getByRole('img', { name: '$250.00 available of $250.00 approved' }).isVisible()).toBe(true);
    expect((await details.boundingBox())!.width).toBeLessThanOrEqual(600);
    expect((await details.boundingBox())!.width).toBeGreaterThan(560);
    await page.keyboard.press('Escape');
    await expect.poll(() => details.isVisible()).toBe(false);
    expect(await ui.drawer.isVisible()).toBe(true);

    // The home page the store draws for them next offers no application either.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('lto-get-started').count(), "'Apply before you shop'").toBe(0);
  });

  test('zero: $0.00/mo in its own style', async () => {
    const { ui } = await home();
    await ui.signIn('zero@example.com');
    await ui.signedIn();
    const power = ui.drawer.locator('.lto-account-drawer__power');
    await power.waitFor();
    expect(await power.getAttribute('class')).toContain('lto-account-drawer__power--zero');
    expect(await power.locator('.lto-account-drawer__amount').textContent()).toBe('$0.00/mo');
  });

  test("pending: 'Hi, Pat', no promo, the Decision Pending component with its tabs, FAQ and 'Contact us'", async () => {
    const { page, ui } = await home();
    const requests = recordRequests(page);
    await ui.signIn('pending@example.com');
    await ui.signedIn();
    await ui.drawer.getByRole('heading', { name: 'Hi, Pat' }).waitFor();
    expect(await ui.drawer.getByText('Discover leasing').count()).toBe(0);

    await ui.drawer.getByRole('button', { name: 'See details' }).click();
    const nextSteps = ui.drawer.getByRole('tab', { name: 'Next Steps' });
    await nextSteps.waitFor();
    expect(await nextSteps.getAttribute('aria-selected')).toBe('true');
    await ui.drawer.getByText('Proof of residence').click();
    await expect.poll(() => ui.drawer.getByText('A utility bill, lease or bank statement from the last 30 days showing your name and address.').isVisible()).toBe(true);

    await ui.drawer.getByRole('button', { name: 'View FAQs' }).click();
    const faq = page.getByRole('dialog', { name: 'Frequently Asked Questions' });
    await faq.waitFor();
    expect((await faq.boundingBox())!.width).toBeLessThanOrEqual(400);
    await faq.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => faq.isVisible()).toBe(false);

    await ui.drawer.getByRole('button', { name: 'Contact us' }).click();
    expect(await ui.drawer.getByRole('tab', { name: 'Store Info' }).getAttribute('aria-selected')).toBe('true');
    await ui.drawer.getByRole('button', { name: 'Back' }).click();
    await ui.drawer.getByRole('button', { name: 'See details' }).click();
    await nextSteps.waitFor();
    expect(requests.filter((r) => r.url.pathname === '/account/decision-pending')).toHaveLength(1);
  });

  test("denied: greeted by name, the apply promo hidden; new: 'Hello!' and 'Discover leasing'", async () => {
    const { ui } = await home();
    await ui.signIn('denied@example.com');
    await ui.signedIn();
    await ui.drawer.getByRole('heading', { name: 'Hi, Dana' }).waitFor();
    expect(await ui.drawer.getByText('Discover leasing').count()).toBe(0);
    await ui.signOutButton.click();
    await ui.signedOut();

    await ui.signIn('new@example.com');
    await ui.signedIn();
    await ui.drawer.getByRole('heading', { name: 'Hello!' }).waitFor();
    await ui.drawer.getByRole('heading', { name: 'Discover leasing' }).waitFor();
  });

  test('Spanish site: Spanish panel and date; Canadian site: C$', async () => {
    const es = await home('es');
    await es.ui.signIn('approved@example.com');
    await es.ui.signedIn();
    await es.ui.drawer.getByRole('heading', { name: 'Hola, Alex' }).waitFor();
    expect(await es.ui.drawer.locator('.lto-account-drawer__amount').textContent()).toBe('$250.00/mes');
    expect(await es.ui.drawer.locator('.lto-account-drawer__expires').textContent()).toMatch(/^Vence el \d{1,2} de [a-z]+ de \d{4}$/);

    const ca = await home('ca');
    await ca.ui.signIn('approved@example.com');
    await ca.ui.signedIn();
    await ca.ui.drawer.locator('.lto-account-drawer__amount').waitFor();
    expect(await ca.ui.drawer.locator('.lto-account-drawer__amount').textContent()).toBe('C$250.00/mo');
  });
});

describe('the session', () => {
  test('a later visit signs in silently from the provider session, with the hint the sign-in left and no intent', async () => {
    const { page, ui } = await home();
    await ui.signIn('approved@example.com');
    await ui.signedIn();
    // The storefront session is gone (a new visit); the provider's session cookie is still there,
    // and so is the hint a sign-in through the provider leaves (it says only '1').
    const cookies = await demo.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'ltoIdentityHint')?.value).toBe('1');
    await demo.context.clearCookies();
    await demo.context.addCookies(cookies.filter((cookie) => cookie.name !== 'lto_demo_sid'));

    const requests = recordRequests(page);
    await demo.openSite('/', { page });
    expect(await page.locator('lto-account-drawer').getAttribute('signed-in')).toBeNull();
    expect(await ui.trigger.textContent()).toBe('Sign In');
    // Nothing is pointed at or focused: the drawer's wake module draws it for the hint alone.
    await ui.signedIn();
    expect(requests.some((r) => r.url.pathname === '/Login-TokenLogin')).toBe(true);
    await ui.open();
    expect(await ui.drawer.locator('.lto-account-drawer__amount').textContent()).toBe('$250.00/mo');
  });

  test("a fresh visitor's page asks the provider nothing and loads no OpenID client, even once the drawer is drawn", async () => {
    const page = await demo.newPage();
    const requests = recordRequests(page);
    const ui = accountUi(page);
    await demo.openSite('/', { page });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('lto-account-drawer[data-lto-ready]').count(), 'not drawn without intent').toBe(0);
    await ui.drawn();
    await page.waitForLoadState('networkidle');
    const paths = requests.map((r) => r.url.pathname);
    expect(paths.filter((path) => path.startsWith('/oidc')), 'no discovery, no authorize, no frame').toEqual([]);
    expect(paths.filter((path) => /^\/dist\/chunks\/client-/.test(path)), 'no OpenID client').toEqual([]);
    expect(paths.filter((path) => path.startsWith('/dist/')).length, 'the page did load our code').toBeGreaterThan(1);
    expect(await ui.trigger.textContent()).toBe('Sign In');
  });

  test('sign-out revokes the tokens at the provider and ends both sessions', async () => {
    const { page, ui } = await home();
    const requests = recordRequests(page);
    const refreshTokens = recordRefreshTokens(page);
    await ui.signIn('approved@example.com');
    await ui.signedIn();
    const token = accessTokenIn(requests);
    expect(await introspect(demo.url, token)).toBe(true);
    // The provider hands out a refresh token with the access token; sign-out must revoke both.
    expect(refreshTokens.length, 'a refresh token from the provider').toBeGreaterThan(0);
    for (const refresh of refreshTokens) expect(await introspect(demo.url, refresh)).toBe(true);

    await ui.signOutButton.click();
    await ui.signedOut();
    expect(await introspect(demo.url, token)).toBe(false);
    for (const refresh of refreshTokens) expect(await introspect(demo.url, refresh), 'the refresh token revoked').toBe(false);
    await ui.drawer.getByLabel('E-mail address').waitFor();

    // A reload stays signed out: no storefront session, no provider session to sign in silently from.
    expect((await demo.context.cookies()).map((cookie) => cookie.name), 'the hint is gone with the sign-out').not.toContain('ltoIdentityHint');
    const requests2 = recordRequests(page);
    await demo.openSite('/', { page });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('lto-account-drawer[data-lto-ready]').count(), 'no silent sign-in is tried').toBe(0);
    expect(requests2.filter((r) => r.url.pathname.startsWith('/oidc'))).toEqual([]);
    expect(await ui.trigger.textContent()).toBe('Sign In');
  });

  test('a wrong password: the SPEC message, the typed e-mail kept, no session', async () => {
    demo.allowConsoleError(/401/);
    const { ui } = await home();
    await ui.signIn('approved@example.com', 'wrong-password');
    await expect
      .poll(() => ui.drawer.getByRole('alert').textContent())
      .toBe('Unable to log you in. Please check your email and password and try again.');
    expect(await ui.drawer.getByLabel('E-mail address').inputValue()).toBe('approved@example.com');
    expect(await ui.trigger.textContent()).toBe('Sign In');
  });

  test("registration: 'account created' with the username, the message, and resend; the same for an address that has an account", async () => {
    const { page, ui } = await home();
    const requests = recordRequests(page);
    await ui.open();
    await ui.drawer.getByRole('button', { name: 'Create account' }).click();
    await ui.drawer.getByLabel('E-mail address').fill('brand.new@example.com');
    await ui.drawer.getByLabel('Password', { exact: true }).fill('Secret99');
    await ui.drawer.locator('button[type="submit"]').click();
    await ui.drawer.getByRole('heading', { name: 'Account: brand.new@example.com' }).waitFor();
    await ui.drawer.getByText('Your account has been successfully created.').waitFor();
    await ui.drawer.getByRole('button', { name: 'Resend activation e-mail' }).click();
    await ui.drawer.getByText('We sent the activation e-mail again.').waitFor();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(
      expect.arrayContaining(['/account/register', '/Login-ResendActivationEmail']),
    );
    // The message leaves after 3 s (and a 400 ms fade).
    await expect.poll(() => ui.drawer.getByText('Your account has been successfully created.').count()).toBe(0);

    await ui.drawer.getByRole('button', { name: 'Back to login' }).click();
    await ui.drawer.getByRole('button', { name: 'Create account' }).click();
    await ui.drawer.getByLabel('E-mail address').fill('brand.new@example.com');
    await ui.drawer.getByLabel('Password', { exact: true }).fill('Secret99');
    await ui.drawer.locator('button[type="submit"]').click();
    // The server answers it as a new account (and e-mails the owner): the drawer cannot tell who has one.
    await ui.drawer.getByRole('heading', { name: 'Account: brand.new@example.com' }).waitFor();
    await ui.drawer.getByText('Your account has been successfully created.').waitFor();
  });

  test('with identity sign-in switched off, the login form posts to the storefront', async () => {
    const page = await demo.openSite('/demo/identity?enabled=0');
    const ui = accountUi(page);
    await ui.ready();
    const requests = recordRequests(page);
    await ui.signIn('approved@example.com');
    await ui.signedIn();
    await ui.drawer.locator('.lto-account-drawer__amount').waitFor();
    expect(await ui.drawer.locator('.lto-account-drawer__amount').textContent()).toBe('$250.00/mo');
    const paths = requests.map((r) => r.url.pathname);
    expect(paths).toContain('/account/login');
    expect(paths.filter((path) => path.startsWith('/oidc'))).toEqual([]);

    await ui.signOutButton.click();
    await ui.signedOut();
  });
});

describe('<lto-get-started>', () => {
  test("logs 'HomePage_GetStarted', then opens the apply page", async () => {
    const { page } = await home();
    const requests = recordRequests(page);
    const link = page.locator('lto-get-started').getByRole('link');
    // The pointer comes over the promo before it clicks (the widget is drawn on that intent).
    await link.hover();
    await page.locator('lto-get-started[data-lto-ready]').waitFor();
    await Promise.all([page.waitForURL(/\/apply$/), link.click()]);
    const log = requests.find((r) => r.url.pathname === '/checkout/log-activity');
    expect(JSON.parse(log!.body)).toEqual({ pageName: 'HomePage_GetStarted' });
  });
});
