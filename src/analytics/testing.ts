/**
 * For analytics tests: a page with a config block, and an IntersectionObserver the test moves
 * (happy-dom has no layout, so its own never reports).
 */
import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { vi } from 'vitest';
import { resetConfig } from '../core/config';
import { RECORD_SCHEMAS, type EventName } from './record-schemas';

export function analyticsPage({ on = true, cookieHint = false, type = 'storefront' } = {}): void {
  document.head.innerHTML = `<script type="application/json" id="lto-config">${JSON.stringify({
    preferences: { ISGTMENABLE: on, COOKIE_HINT: cookieHint },
    page: { type },
  })}</script>`;
  resetConfig();
  delete window.dataLayer;
}

/**
 * Where `record` strays from its event's schema (record-schemas.ts): the dotted paths of the fields
 * that do not match ('event' for an unknown event), empty when it matches. A field the schema does
 * not name counts too ('extra field'): nothing unplanned rides along.
 */
export function recordProblems(record: Record<string, unknown>): string[] {
  const { event, ...fields } = record;
  if (typeof event !== 'string' || !Object.hasOwn(RECORD_SCHEMAS, event)) return ['event'];
  const checked = v.safeParse(RECORD_SCHEMAS[event as EventName], fields);
  if (!checked.success) return checked.issues.map((issue) => v.getDotPath(issue) ?? '(record)');
  return isDeepStrictEqual(checked.output, fields) ? [] : ['extra field'];
}

/**
 * What was pushed, as plain data. Throws on a record of ours that strays from its schema, naming
 * its event and fields: every test that reads the data layer checks the records' shape.
 */
export function pushed(): Record<string, unknown>[] {
  const records = JSON.parse(JSON.stringify(window.dataLayer ?? [])) as Record<string, unknown>[];
  for (const record of records) {
    if (typeof record.event === 'string' && record.event.startsWith('gtm.')) continue; // the tag manager's own
    const problems = recordProblems(record);
    if (problems.length) throw new Error(`a '${String(record.event)}' record strays from its schema: ${problems.join(', ')}`);
  }
  return records;
}

export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** The share of each element now in view, as the browser would report it. */
  show(elements: readonly Element[], ratio: number) {
    const entries = elements
      .filter((element) => this.watched.has(element))
      .map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs the fake for this test; `scroll` reports elements in view on every observer. */
export function fakeIntersections() {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scroll: (elements: readonly Element[], ratio: number) => FakeIntersectionObserver.all.forEach((observer) => observer.show(elements, ratio)),
    watched: () => FakeIntersectionObserver.all.flatMap((observer) => [...observer.watched]),
  };
}
