/**
 * The shopper's recently viewed products: product ids only (no PII), newest first, in
 * localStorage so they survive the session without travelling to the server with every request
 * (a cookie would). Storage that is full, switched off or holds something else reads as empty.
 */
export const RECENTLY_VIEWED_KEY = 'ltoRecentlyViewed';
export const RECENTLY_VIEWED_MAX = 12;

const PID = /^[A-Za-z0-9_-]{1,40}$/;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Reading localStorage itself throws where the shopper blocked site data.
    return undefined;
  }
}

export function readRecentlyViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((pid): pid is string => typeof pid === 'string' && PID.test(pid)).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `pid` first in the list (once), keeping the newest RECENTLY_VIEWED_MAX. */
export function recordViewed(pid: string): void {
  if (!PID.test(pid)) return;
  const list = [pid, ...readRecentlyViewed().filter((one) => one !== pid)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Full or refused: the list is a convenience, the page goes on without it.
  }
}
