/**
 * Compare actions shared by the toggles and the bar (SPEC 4.4, 7.5). The list lives on the server
 * (compareAdd / compareRemove); the store changes only once the server said yes, and every change
 * is announced to host-page scripts as `lto:compare-change`.
 */
import { CompareAnswerSchema } from '../../contracts/compare';
import { COMPARE_CHANGE_EVENT } from '../../contracts/compare-events';
import { ApiError, getJSON } from '../api';
import { endpoint } from '../config';
import { emit } from '../events';
import { COMPARE_MAX, type CompareItem, type CompareSlice } from './compare-slice';
import { getStore } from './index';

export type CompareFailure = 'COMPARE_ADD_FAIL' | 'COMPARE_REMOVE_FAIL' | 'BAD_RESPONSE';
export type CompareOutcome = { ok: true } | { ok: false; message: CompareFailure };

const slice = () => getStore().getState().compare;
const setSlice = (change: (compare: CompareSlice) => Partial<CompareSlice>) =>
  getStore().setState((state) => ({ compare: { ...state.compare, ...change(state.compare) } }));

function setPending(pid: string, direction: 'add' | 'remove' | undefined) {
  setSlice(({ pending }) => {
    const next = { ...pending };
    if (direction) next[pid] = direction;
    else delete next[pid];
    return { pending: next };
  });
}

/** The server's list as rendered into the page (oldest first, at most 6, no duplicates). */
export function hydrateCompare(items: readonly CompareItem[]): void {
  setSlice(() => ({ items: serverList(items), loaded: true }));
}

function serverList(items: readonly CompareItem[]): CompareItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.pid) && seen.add(item.pid)).slice(0, COMPARE_MAX);
}

/**
 * The page's list, taken by the first compare island that runs: an island whose code runs later
 * (woken by a change another island made) finds the store ahead of the page and keeps it.
 */
export function adoptCompare(items: readonly CompareItem[]): void {
  if (!slice().loaded) hydrateCompare(items);
}

/** The list an island shows: the store's once loaded, else what the server wrote into the page. */
export function shownCompareItems(compare: CompareSlice, page: readonly CompareItem[]): readonly CompareItem[] {
  return compare.loaded ? compare.items : page;
}

/** Whether one more add needs the COMPARE_CONFIRMATION question (adds in flight count too). */
export function compareIsFull(compare: CompareSlice = slice()): boolean {
  const adding = Object.values(compare.pending).filter((direction) => direction === 'add').length;
  return compare.items.length + adding >= COMPARE_MAX;
}

async function call(name: 'compareAdd' | 'compareRemove', item: Pick<CompareItem, 'pid' | 'category'>, failure: CompareFailure) {
  const url = endpoint(name);
  if (!url) return failure;
  try {
    const answer = await getJSON(url, { pid: item.pid, category: item.category }, CompareAnswerSchema);
    return answer.success ? undefined : failure;
  } catch (error) {
    return error instanceof ApiError && error.kind === 'bad-response' ? 'BAD_RESPONSE' : failure;
  }
}

export async function addToCompare(item: CompareItem, source: EventTarget): Promise<CompareOutcome> {
  if (slice().items.some((existing) => existing.pid === item.pid)) return { ok: true };
  setPending(item.pid, 'add');
  const failure = await call('compareAdd', item, 'COMPARE_ADD_FAIL');
  setPending(item.pid, undefined);
  if (failure) return { ok: false, message: failure };
  setSlice(({ items }) => ({
    items: items.some((existing) => existing.pid === item.pid) ? items : [...items, item].slice(-COMPARE_MAX),
  }));
  emit(source, COMPARE_CHANGE_EVENT, { items: slice().items });
  return { ok: true };
}

export async function removeFromCompare(pid: string, source: EventTarget): Promise<CompareOutcome> {
  const item = slice().items.find((existing) => existing.pid === pid);
  if (!item) return { ok: true };
  setPending(pid, 'remove');
  const failure = await call('compareRemove', item, 'COMPARE_REMOVE_FAIL');
  setPending(pid, undefined);
  if (failure) return { ok: false, message: failure };
  setSlice(({ items }) => ({ items: items.filter((existing) => existing.pid !== pid) }));
  emit(source, COMPARE_CHANGE_EVENT, { items: slice().items });
  return { ok: true };
}

/**
 * The confirmed seventh add: the oldest item goes, the others shift, the new one is added. When
 * the add fails the swap did not happen: the oldest is put back (last, where the server adds it),
 * so the shopper still compares the six they had.
 */
export async function replaceOldestInCompare(item: CompareItem, source: EventTarget): Promise<CompareOutcome> {
  const oldest = compareIsFull() ? slice().items[0] : undefined;
  if (oldest) {
    const removed = await removeFromCompare(oldest.pid, source);
    if (!removed.ok) return { ok: false, message: removed.message === 'BAD_RESPONSE' ? 'BAD_RESPONSE' : 'COMPARE_ADD_FAIL' };
  }
  const added = await addToCompare(item, source);
  if (!added.ok && oldest) await addToCompare(oldest, source);
  return added;
}

/** Removes every item, one request each (SPEC 7 has no clear-all call); stops at the first failure. */
export async function clearCompare(source: EventTarget): Promise<CompareOutcome> {
  for (const item of [...slice().items]) {
    const outcome = await removeFromCompare(item.pid, source);
    if (!outcome.ok) return outcome;
  }
  return { ok: true };
}
