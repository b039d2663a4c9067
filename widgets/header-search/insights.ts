import type { HostedInsight } from '../../src/contracts/hosted-search';
import { consentState, whenConsented } from '../../src/core/consent';

/**
 * The hosted search service's insight events (SPEC 7.6, contracts/hosted-search.ts). They are
 * analytics: sent only with the shopper's consent where the site asks for it (SPEC 4.1), carry
 * no query text, no cookie and no CSRF token (the service is another company's), and a failure is
 * nobody's business (nothing is retried or said). keepalive lets a conversion sent as the browser
 * leaves for the product still arrive.
 */
function send(url: string, event: HostedInsight): void {
  try {
    void fetch(new URL(url, document.baseURI), {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  } catch {
    // nothing sent
  }
}

const started = new WeakSet<Document>();

/** 'init', once per page: the panel's code started (sent when consent comes, if it is still to come). */
export function initInsights(url: string): void {
  if (started.has(document)) return;
  started.add(document);
  whenConsented(() => send(url, { eventType: 'init' }));
}

/** The shopper chose the product `objectID`, at `position` (1-based), of the search `queryID`. */
export function convertedAfterSearch(url: string, queryID: string, objectID: string, position: number): void {
  if (consentState() !== 'granted') return;
  send(url, { eventType: 'conversion', eventName: 'Product chosen in search suggestions', queryID, objectIDs: [objectID], positions: [position] });
}
