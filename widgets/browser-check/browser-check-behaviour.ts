import { endpoint } from '../../src/core/config';
import { warnOnce } from '../../src/core/warn';
import { checkTls } from './tls-check';
import { rememberTlsWarning, tlsWarningState } from './tls-warning-cookie';

/**
 * The browser compatibility area over the server's markup (README): the platform writes the
 * TLS_WARNING text in a banner it leaves `hidden`, and writes the tag only for the old browsers
 * of SPEC 9.8. Here, SPEC 4.1 and 7.8: dw_TLSWarning 'true' shows the warning at once, 'false'
 * does nothing, absent (or tampered) runs the check: a TLS below 1.1 is reported with GET
 * {TLSBadTLS}, a failed check with GET {TLSBadBrowser}, and either way the warning shows (the
 * cookie then 'true' for 15 minutes); a fine browser gets 'false' for 30 days.
 */
export function startBrowserCheck(element: HTMLElement, { checkUrl }: { checkUrl: string }): () => void {
  const banner = element.querySelector<HTMLElement>('.lto-browser-check');
  if (!banner) {
    warnOnce('<lto-browser-check> has no .lto-browser-check banner: nothing to show');
    return () => {};
  }
  const stopped = new AbortController();

  const state = tlsWarningState();
  // A warning already remembered shows as it is: written again on each page, the 15 minutes would
  // never run out while the shopper browses, and the check would never run again.
  if (state === 'warn') banner.hidden = false;
  else if (state === 'unknown') {
    void checkTls(checkUrl, stopped.signal).then((verdict) => {
      if (stopped.signal.aborted) return;
      if (verdict === 'fine') {
        rememberTlsWarning(false);
        return;
      }
      report(endpoint(verdict === 'bad-tls' ? 'TLSBadTLS' : 'TLSBadBrowser'), element.ownerDocument);
      banner.hidden = false;
      rememberTlsWarning(true);
    });
  }
  return () => {
    stopped.abort();
    banner.hidden = true;
  };
}

/** Tells the platform what the check found; its answer, or its failure, changes nothing here. */
function report(url: string | undefined, doc: Document): void {
  if (url) fetch(new URL(url, doc.baseURI), { credentials: 'same-origin' }).catch(() => {});
}
