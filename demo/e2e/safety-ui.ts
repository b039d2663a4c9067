import type { BrowserContext, Page } from 'playwright-core';

/**
 * What the safety tests (safety.test.ts, a11y.test.ts) do to a shopper's browser: trip the
 * demo's POST limiter, refuse cookies, pretend to be an old browser of SPEC 9.8.
 */

/** IE 10: one of SPEC 9.8's old browsers, whose TLS the demo's stand-in service reports as 1.0. */
export const OLD_USER_AGENT = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';

/**
 * `count` POSTs in a row from the page's session (a footer sign-up, as a widget posts it), their
 * statuses. 21, one more than the demo's limiter allows in a minute, flags the session
 * SHOW_CAPTCHA: the last answers 429 (Chromium logs it as a console error: allow /429/).
 */
export async function postFast(page: Page, count = 21): Promise<number[]> {
  return page.evaluate(async (count) => {
    const token = decodeURIComponent(/(?:^|; )lto_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await fetch('/signup/footer-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
        body: 'format=ajax&footeremailsub_emailid=limiter%40example.com',
      });
      statuses.push(response.status);
    }
    return statuses;
  }, count);
}

/**
 * A page whose document refuses cookies, as a browser set to block them for the site does
 * (Chromium's own switch for it, through the DevTools protocol): document.cookie reads '' and
 * keeps nothing written.
 */
export async function pageRefusingCookies(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDocumentCookieDisabled', { disabled: true });
  return page;
}
