import { cookiesWork } from '../../src/core/cookies';
import { warnOnce } from '../../src/core/warn';

/**
 * The COOKIES_DISABLED banner over the server's markup (README): the platform writes the text in
 * a banner it leaves `hidden`; this shows it when the browser refuses cookies (SPEC 8):
 * navigator.cookieEnabled says so, or a cookie written is not read back. The runtime asks the same
 * on every page (src/core/page-work.ts) and loads this only when the answer is no, so the check
 * here is for a page that embeds the widget alone, and costs the others nothing.
 */
export function startCookieCheck(element: HTMLElement): () => void {
  const banner = element.querySelector<HTMLElement>('.lto-cookie-check');
  if (!banner) {
    warnOnce('<lto-cookie-check> has no .lto-cookie-check banner: nothing to show');
    return () => {};
  }
  banner.hidden = cookiesWork();
  return () => {
    banner.hidden = true;
  };
}
