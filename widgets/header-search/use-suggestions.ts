import { useEffect, useRef, useState } from 'react';
import { getFragment } from '../../src/core/api';
import { looksPersonal } from '../../src/privacy/pii';
import { loadSanitizer } from '../../src/ui/safe-fragment';
import { suggestionLinks, type Suggestion } from './suggestion-links';

/** SPEC 9.3: the search suggestion debounce. */
export const SUGGEST_DEBOUNCE_MS = 30;
/** A suggestion this late is no longer about what the shopper is typing: give up on it. */
export const SUGGEST_TIMEOUT_MS = 5000;

/** GET {searchsuggest}?q= (SPEC 7.6): its HTML sanitized, read as suggestions; an empty body is none. */
async function fetchSuggestions(url: string, q: string): Promise<Suggestion[]> {
  const [html, { sanitizeToNodes }] = await Promise.all([getFragment(url, { q }, { htmlOnly: true, timeoutMs: SUGGEST_TIMEOUT_MS }), loadSanitizer()]);
  return html.trim() ? suggestionLinks(sanitizeToNodes(html)) : [];
}

/**
 * The legacy mode's suggestions for what is in the box (SPEC 7.6): asked for 30 ms after the last
 * keystroke, never the same query twice in a row, each answer kept for the page's life so going
 * back to a query shows its suggestions at once. Only the answer to the latest query is shown.
 * A failed, late or garbled answer shows nothing and says nothing: the box and its submit work on.
 * Nothing is asked without `url` (no endpoint in the config block), for an empty box, or for a
 * query that looks like personal data (it would go into a URL and the platform's logs).
 */
export function useSuggestions(url: string | undefined, query: string): readonly Suggestion[] {
  const [shown, setShown] = useState<readonly Suggestion[]>([]);
  // Answers by query: those come in (shown at once when the query comes back) and those on their way.
  const answered = useRef(new Map<string, Suggestion[]>());
  const pending = useRef(new Map<string, Promise<Suggestion[]>>());
  const lastSent = useRef<string | undefined>(undefined);
  const latest = useRef(0);
  const q = query.trim();
  const askable = url !== undefined && q !== '' && !looksPersonal(q);

  useEffect(() => {
    const asked = ++latest.current;
    if (!askable) {
      setShown([]);
      return;
    }
    if (answered.current.has(q)) return;
    const timer = setTimeout(() => {
      let answer = pending.current.get(q);
      if (!answer) {
        // Sent last time and it failed: not sent again straight away, and nothing to show.
        if (q === lastSent.current) return setShown([]);
        lastSent.current = q;
        answer = fetchSuggestions(url, q);
        pending.current.set(q, answer);
        answer.then(
          (found) => answered.current.set(q, found),
          () => undefined,
        ).finally(() => pending.current.delete(q));
      }
      answer.then(
        (found) => asked === latest.current && setShown(found),
        () => asked === latest.current && setShown([]),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [url, q, askable]);

  // A query answered before is shown in the keystroke's own render: no second render, no wait.
  return (askable && answered.current.get(q)) || shown;
}
