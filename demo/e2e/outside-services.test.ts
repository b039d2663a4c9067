/**
 * The fraud provider's device session (SPEC 3.9, 7.8) and the live chat (SPEC 2.2, 7.9) in real
 * Chromium against the demo's stand-ins on their own origins (fraud.localhost, chat.localhost),
 * under the pages' CSP and Trusted Types: the device session is posted at idle on the application
 * pages and nowhere else; the chat's script comes only when the shopper opens it, its bot answers,
 * and the close button's layout changes at 601px. Nothing of either on a page's load.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountUi } from './account-ui';
import { orderAt } from './checkout-ui';
import { axeCheck, useDemo } from './harness';

const demo = useDemo();

/** Every request the context's pages send, by URL. */
function requestsOf(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  return urls;
}
const toService = (urls: URL[], host: string) => urls.filter((url) => url.hostname === host);
/** Long enough for a loaded machine: the page's own work waits for an idle period (up to 3 s), the bot for its answer. */
const SOON = { timeout: 15_000 };

/** The page's own work has run (it records the visit first, then starts what the page needs), and the network is quiet again. */
async function pageWorkDone(context: BrowserContext, page: Page): Promise<void> {
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'newUserCheckCookie'), SOON).toBe(true);
  await page.waitForLoadState('networkidle');
}

describe('the fraud device session', () => {
  test('on an application page: the public key, the device kit from the provider, and the session id posted to the platform, at idle', async () => {
    await orderAt(demo.context, demo.url, 'delivery');
    const page = await demo.newPage();
    const urls = requestsOf(page);
    const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/checkout/device-session');
    await demo.openSite('/checkout/delivery', { page });
    expect((await posted).status()).toBe(200);
    expect(toService(urls, 'fraud.localhost').map((url) => url.pathname)).toEqual(['/v1/device-kit.js', '/v1/device-sessions']);
    const status = (await (await demo.context.request.get(`${demo.url}/demo/fraud-session`)).json()) as { sessionId: string; issuedByProvider: boolean };
    expect(status.sessionId).toMatch(/^ks_/);
    expect(status.issuedByProvider).toBe(true);
  });

  test('a provider switched off: the public key is asked for, and nothing else happens', async () => {
    await demo.context.request.get(`${demo.url}/demo/fraud-device?enabled=0`);
    await orderAt(demo.context, demo.url, 'delivery');
    const page = await demo.newPage();
    const urls = requestsOf(page);
    const key = page.waitForResponse((response) => new URL(response.url()).pathname === '/fraud/public-key');
    await demo.openSite('/checkout/delivery', { page });
    expect(((await (await key).json()) as Record<string, unknown>)['isKestrelActive']).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(toService(urls, 'fraud.localhost')).toEqual([]);
    expect(urls.filter((url) => url.pathname === '/checkout/device-session')).toEqual([]);
  });

  test('on other pages (home, a listing, a product) nothing of it is asked for', async () => {
    const page = await demo.newPage();
    const urls = requestsOf(page);
    for (const path of ['/', '/c/living-room', '/p/P1001']) {
      await demo.openSite(path, { page });
      await pageWorkDone(demo.context, page);
    }
    expect(urls.filter((url) => url.hostname === 'fraud.localhost' || url.pathname.startsWith('/fraud/') || url.pathname === '/checkout/device-session')).toEqual([]);
  });
});

describe('the live chat (switched on for this browser)', () => {
  const launcherOf = (page: Page) => page.locator('lto-live-chat .lto-live-chat__launcher');
  const open = async (width: number) => {
    const page = await demo.openSite('/demo/chat?enabled=1');
    await page.setViewportSize({ width, height: 800 });
    const urls = requestsOf(page);
    await demo.openSite('/', { page });
    await pageWorkDone(demo.context, page);
    return { page, urls };
  };

  test("nothing of the chat service at page load; pressed, its script comes from its own origin, the bot greets and answers, Escape closes", async () => {
    const { page, urls } = await open(1280);
    expect(toService(urls, 'chat.localhost'), 'no request to the chat service before the shopper opens it').toEqual([]);
    // The server's link until the shopper's intent draws the island (a press before it is kept and done again).
    await launcherOf(page).click();
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    const panel = page.getByRole('dialog', { name: 'Chat with us' });
    const log = panel.getByRole('log', { name: 'Conversation' });
    await expect.poll(() => log.innerText(), SOON).toMatch(/store assistant/);
    expect(toService(urls, 'chat.localhost').map((url) => url.pathname)).toEqual(['/v1/chat.js', '/v1/conversations']);
    // Signed out: the service's script carries no account number.
    expect(await page.locator('script[src$="/v1/chat.js"]').getAttribute('data-account-number')).toBeNull();

    const box = panel.getByRole('textbox', { name: 'Your message' });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement), SOON).toBe(true);
    await box.fill('When will my delivery arrive?');
    await box.press('Enter');
    await expect.poll(() => log.innerText(), SOON).toMatch(/delivered within 2 to 5 days/);

    // From 601px: a panel beside the page, its close button the cross alone.
    const box1280 = (await panel.boundingBox())!;
    expect(box1280.width).toBeLessThan(600);
    expect(await panel.getByRole('button', { name: 'Close chat' }).locator('.lto-live-chat__close-text').boundingBox()).toMatchObject({ width: 1 });

    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible(), SOON).toBe(false);
    await expect.poll(() => launcher.evaluate((element) => element === document.activeElement), SOON).toBe(true);
    await launcher.click();
    await expect.poll(() => log.innerText(), SOON).toMatch(/delivered within/);
    expect(toService(urls, 'chat.localhost').filter((url) => url.pathname === '/v1/chat.js')).toHaveLength(1);
  });

  test('signed in in the drawer, the chat opened next knows the account; signed out, that conversation ends and a new one starts without it', async () => {
    const { page, urls } = await open(1280);
    const ui = accountUi(page);
    await ui.signIn('approved@example.com');
    await ui.signedIn();
    await page.keyboard.press('Escape');
    await expect.poll(() => ui.drawer.isVisible(), SOON).toBe(false);

    await launcherOf(page).click();
    const panel = page.getByRole('dialog', { name: 'Chat with us' });
    const log = panel.getByRole('log', { name: 'Conversation' });
    await expect.poll(() => log.innerText(), SOON).toMatch(/account ending in \d{4}/);
    const script = page.locator('script[src$="/v1/chat.js"]');
    const number = await script.getAttribute('data-account-number');
    expect(number).toMatch(/^1\d{8}$/);
    expect(await log.innerText()).toContain(`account ending in ${number!.slice(-4)}`);
    expect(urls.filter((url) => url.pathname === '/account/chat-account'), 'asked once, the page having been drawn signed out').toHaveLength(1);

    await ui.open();
    await ui.signOutButton.click();
    await ui.signedOut();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getByRole('status').innerText(), SOON).toBe('You signed out, so this chat has ended.');
    expect(await log.innerText()).toBe('');
    expect(await script.getAttribute('data-account-number'), 'the number leaves the page with the conversation').toBeNull();
    await expect.poll(() => toService(urls, 'chat.localhost').some((url) => /^\/v1\/conversations\/\w+\/end$/.test(url.pathname)), SOON).toBe(true);
    expect((await axeCheck(page, { within: '.lto-live-chat__panel' })).summary, 'axe, the ended conversation').toEqual([]);
    await panel.getByRole('button', { name: 'Start a new chat' }).click();
    await expect.poll(() => log.innerText(), SOON).toMatch(/store assistant/);
    expect(await log.innerText()).not.toMatch(/account ending/);
    expect(await script.getAttribute('data-account-number')).toBeNull();
    expect(toService(urls, 'chat.localhost').map((url) => url.pathname.replace(/\/\w+\/end$/, '/{id}/end'))).toEqual(['/v1/chat.js', '/v1/conversations', '/v1/conversations/{id}/end', '/v1/conversations']);
  });

  test('below 601px the panel fills the window and its close button shows its word', async () => {
    const { page } = await open(390);
    await launcherOf(page).click();
    const panel = page.getByRole('dialog', { name: 'Chat with us' });
    await panel.getByRole('log').waitFor();
    expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
    const close = panel.getByRole('button', { name: 'Close chat' });
    expect(await close.innerText()).toBe('Close');
    await close.click();
    await expect.poll(() => panel.isVisible(), SOON).toBe(false);
  });

  test('on the Spanish site it speaks Spanish', async () => {
    const page = await demo.openSite('/demo/chat?enabled=1', { site: 'es' });
    await demo.openSite('/', { site: 'es', page });
    await launcherOf(page).click();
    const log = page.getByRole('dialog', { name: 'Chatea con nosotros' }).getByRole('log', { name: 'Conversación' });
    await expect.poll(() => log.innerText(), SOON).toMatch(/asistente de la tienda/);
  });
});
