import { useEffect, useRef, useState } from 'react';
import { looksPersonal } from '../../src/privacy/pii';

/** SPEC 9.3: the search suggestion debounce. */
export const SUGGEST_DEBOUNCE_MS = 30;

/**
 * The answers to what is in the box, whichever service gives them (legacy {searchsuggest} or the
 * hosted search service): asked for 30 ms after the last keystroke, never the same query twice
 * in a row, each answer kept for the page's life so going back to a query shows it at once. Only
 * the answer to the latest query is shown. A failed, late or garbled answer shows `none` and says
 * nothing: the box and its submit work on. Nothing is asked without `ask` (no endpoint, or its
 * code not loaded yet), for an empty box (unless `askEmpty`: the hosted service's popular
 * searches), or for a query that looks like personal data (it would go into a URL and the
 * service's logs). `source` names the service: a new one starts afresh.
 */
export interface Answers<T> {
  /** What to show for the box's text now. */
  shown: T;
  /** `shown` is the service's answer to the box's text (not a stand-in while it is on its way, or after a failure). */
  answered: boolean;
  /**
   * The answer to `q`: at once when it is here; else once it comes, for at most `ms` (asked now
   * when it was not yet); undefined when it does not come in time, or cannot be asked.
   */
  awaited(q: string, ms: number): Promise<T | undefined>;
}

export function useAnswers<T>(source: string, ask: ((q: string) => Promise<T>) | undefined, query: string, none: T, askEmpty = false): Answers<T> {
  const [shown, setShown] = useState<T>(none);
  // Answers by query: those come in (shown at once when the query comes back) and those on their way.
  const answered = useRef(new Map<string, T>());
  const pending = useRef(new Map<string, Promise<T>>());
  const lastSent = useRef<string | undefined>(undefined);
  const latest = useRef(0);
  const asker = useRef(ask);
  asker.current = ask;
  const q = query.trim();
  const askable = ask !== undefined && (askEmpty || q !== '') && !looksPersonal(q);

  useEffect(() => {
    answered.current.clear();
    lastSent.current = undefined;
  }, [source]);

  useEffect(() => {
    const asked = ++latest.current;
    if (!askable) {
      setShown(none);
      return;
    }
    if (answered.current.has(q)) return;
    const timer = setTimeout(() => {
      // Asked and answered meanwhile (a search submitted within the debounce asks at once).
      if (answered.current.has(q)) return setShown(() => answered.current.get(q)!);
      // Sent last time and it failed: not sent again straight away, and nothing to show.
      if (!pending.current.has(q) && q === lastSent.current) return setShown(none);
      send(q).then(
        (found) => asked === latest.current && setShown(() => found),
        () => asked === latest.current && setShown(none),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [source, q, askable]);

  /** Asks for `query` unless it is on its way already: one request for it either way. */
  function send(query: string): Promise<T> {
    const coming = pending.current.get(query);
    if (coming) return coming;
    lastSent.current = query;
    const answer = asker.current!(query);
    pending.current.set(query, answer);
    answer.then(
      (found) => answered.current.set(query, found),
      () => undefined,
    ).finally(() => pending.current.delete(query));
    return answer;
  }

  const awaited = (asked: string, ms: number): Promise<T | undefined> => {
    if (answered.current.has(asked)) return Promise.resolve(answered.current.get(asked));
    // Not asked yet (submitted within the debounce, or pasted): asked now, as the keystroke would have.
    const askableNow = asker.current !== undefined && (askEmpty || asked !== '') && !looksPersonal(asked);
    if (!pending.current.has(asked) && !askableNow) return Promise.resolve(undefined);
    // Not src/core/time-limit.ts's withinTime: imported here it becomes a chunk of its own, one
    // more request on every page (the search's chunk is on all of them).
    let timer: number | undefined;
    const late = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, ms)));
    return Promise.race([send(asked).catch(() => undefined), late]).finally(() => window.clearTimeout(timer));
  };
  // A query answered before is shown in the keystroke's own render: no second render, no wait.
  const answer = askable ? answered.current.get(q) : undefined;
  return { shown: answer ?? shown, answered: answer !== undefined, awaited };
}
