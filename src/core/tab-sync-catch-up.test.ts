import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGED_AT_KEY, ENTRIES_KEY, catchUpOnReturn, noteChange } from './tab-sync-catch-up';

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/**
 * This window as a page shown by `type` ('navigate', 'reload' or 'back_forward'), its HTML from
 * the server or, on Back or Forward, from the HTTP cache, in the history entry `key` ('' for a browser without the Navigation API); what the
 * Navigation API and the navigation timing say is all that differs.
 */
function pageWindow({ type = 'navigate', cached = false, key = 'entry-1', timeOrigin = 1_000 } = {}) {
  return {
    localStorage,
    sessionStorage,
    document,
    navigation: key ? { currentEntry: { key } } : undefined,
    performance: { timeOrigin, getEntriesByType: () => [{ type, transferSize: cached ? 0 : 1200 }] },
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as unknown as Window;
}

const start = (win: Window, now = () => 5_000) => {
  const reload = vi.fn();
  stops.push(catchUpOnReturn(reload, win, now));
  return reload;
};

/** A page transition event as the browser sends it (happy-dom's PageTransitionEvent carries no `persisted`). */
const transition = (type: 'pageshow' | 'pagehide', persisted: boolean) => window.dispatchEvent(Object.assign(new Event(type), { persisted }));
const restored = (persisted: boolean) => transition('pageshow', persisted);
const left = () => transition('pagehide', true);

describe('a page shown again by Back or Forward catches up', () => {
  it('restored from the back/forward cache: loaded again when a change was made after it was left, not otherwise', () => {
    let now = 5_000;
    const reload = start(pageWindow(), () => now);
    left();
    restored(true);
    expect(reload).not.toHaveBeenCalled();

    now = 6_000;
    left();
    noteChange(window, 6_500);
    restored(false);
    expect(reload, 'a page shown anew is not a restore').not.toHaveBeenCalled();
    restored(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page holding what the shopper typed stays as it was when restored after a change (the next page shows the change)', () => {
    document.body.innerHTML = '<form><input name="firstName" value=""><select name="topic"><option value="">Choose</option><option value="delivery">Delivery</option></select></form>';
    let now = 5_000;
    const reload = start(pageWindow(), () => now);
    const field = document.querySelector('input')!;
    field.value = 'Ana';
    now = 6_000;
    left();
    noteChange(window, 6_500);
    restored(true);
    expect(reload).not.toHaveBeenCalled();
    field.value = '';
    document.querySelector('select')!.value = 'delivery';
    restored(true);
    expect(reload, 'a choice made in a select is typing too').not.toHaveBeenCalled();
    document.querySelector('select')!.value = '';
    restored(true);
    expect(reload, 'the fields as the page came: caught up').toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
  });

  it('a change this page made itself before it was left is in its state: no reload', () => {
    let now = 5_000;
    const reload = start(pageWindow(), () => now);
    noteChange(window, 5_500);
    now = 6_000;
    left();
    restored(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it("HTML from the HTTP cache on Back: loaded again when a change was made after the entry's page was fetched", () => {
    // First shown from the server at 1,000: the entry's time is noted.
    expect(start(pageWindow({ timeOrigin: 1_000 }))).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(ENTRIES_KEY)!)).toEqual({ 'entry-1': 1_000 });
    // Back, from the HTTP cache, nothing changed since: as it was.
    expect(start(pageWindow({ type: 'back_forward', cached: true }))).not.toHaveBeenCalled();
    // A change in another tab at 2,000, then Back again: the cached HTML is behind.
    noteChange(window, 2_000);
    expect(start(pageWindow({ type: 'back_forward', cached: true }))).toHaveBeenCalledTimes(1);
    // The reload asks the server, whose page is current: no second reload.
    expect(start(pageWindow({ type: 'reload', timeOrigin: 3_000 }))).not.toHaveBeenCalled();
    expect(start(pageWindow({ type: 'back_forward', cached: true }))).not.toHaveBeenCalled();
  });

  it('Back to a page the server sent again (not from the HTTP cache) is current: no reload', () => {
    noteChange(window, 2_000);
    expect(start(pageWindow({ type: 'back_forward', cached: false, timeOrigin: 3_000 }))).not.toHaveBeenCalled();
  });

  it("a page the server sent is never reloaded at once, even when the last page noted its change after this one was asked for (a favourite's answer coming in as the shopper moved on)", () => {
    noteChange(window, 3_500);
    expect(start(pageWindow({ type: 'navigate', timeOrigin: 3_000 }))).not.toHaveBeenCalled();
    // Its entry keeps the time it was asked for: from the HTTP cache on a later Back, it is behind.
    expect(start(pageWindow({ type: 'back_forward', cached: true }))).toHaveBeenCalledTimes(1);
  });

  it('an entry it never saw, from the HTTP cache after a change: loaded again, to be sure', () => {
    noteChange(window, 2_000);
    expect(start(pageWindow({ type: 'back_forward', cached: true, key: 'unknown' }))).toHaveBeenCalledTimes(1);
  });

  it('without the Navigation API, only the back/forward cache is caught; without storage, nothing breaks', () => {
    noteChange(window, 2_000);
    expect(start(pageWindow({ type: 'back_forward', cached: true, key: '' }))).not.toHaveBeenCalled();
    const refusing = { getItem: () => { throw new Error('refused'); }, setItem: () => { throw new Error('refused'); } };
    const win = { ...pageWindow({ type: 'back_forward', cached: true }), localStorage: refusing, sessionStorage: refusing } as unknown as Window;
    expect(() => noteChange(win)).not.toThrow();
    expect(start(win)).not.toHaveBeenCalled();
  });

  it('remembers the last 50 entries of the tab, and nothing but their keys and times', () => {
    for (let i = 0; i < 60; i += 1) start(pageWindow({ key: `entry-${i}`, timeOrigin: 1_000 + i }));
    const entries = JSON.parse(sessionStorage.getItem(ENTRIES_KEY)!) as Record<string, number>;
    expect(Object.keys(entries)).toHaveLength(50);
    expect(entries['entry-59']).toBe(1_059);
    expect(entries['entry-0']).toBeUndefined();
    expect(localStorage.getItem(CHANGED_AT_KEY)).toBeNull();
  });
});
