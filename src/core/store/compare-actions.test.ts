import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCompare,
  clearCompare,
  compareIsFull,
  hydrateCompare,
  removeFromCompare,
  replaceOldestInCompare,
} from './compare-actions';
import { COMPARE_CHANGE_EVENT, type CompareChangeDetail } from '../../contracts/compare-events';
import { resetConfig } from '../config';
import type { CompareItem } from './compare-slice';
import { getStore } from './index';

const URLS = { compareAdd: '/compare/add', compareRemove: '/compare/remove', compareShow: '/compareShow' };

function configBlock(content: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lto-config';
  script.textContent = JSON.stringify(content);
  document.head.append(script);
}

const item = (pid: string, category = 'living-room'): CompareItem => ({
  pid,
  uuid: `uuid-${pid}`,
  name: `Product ${pid}`,
  img: `/img/product/${pid}.svg`,
  category,
});

const pids = () => getStore().getState().compare.items.map((i) => i.pid);
const pending = () => getStore().getState().compare.pending;

type Call = { path: string; pid: string | null; category: string | null };
type Reply = Response | Promise<Response> | Error;

/**
 * A compare server: records each request and answers from `reply` (default success).
 * Throwing an Error from `reply` makes the fetch fail like a network error.
 */
function stubServer(reply: (call: Call, n: number) => Reply = () => json({ success: true })) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const call = { path: url.pathname, pid: url.searchParams.get('pid'), category: url.searchParams.get('category') };
    calls.push(call);
    const answer = reply(call, calls.length);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Collects lto:compare-change events heard on the document. */
function listenForChanges() {
  const events: CustomEvent<CompareChangeDetail>[] = [];
  const listener = (event: CustomEvent<CompareChangeDetail>) => events.push(event);
  document.addEventListener(COMPARE_CHANGE_EVENT, listener);
  return { events, stop: () => document.removeEventListener(COMPARE_CHANGE_EVENT, listener) };
}

let source: HTMLElement;
let stopListening: () => void;
let events: CustomEvent<CompareChangeDetail>[];

beforeEach(() => {
  configBlock({ urls: URLS });
  source = document.createElement('lto-compare-toggle');
  document.body.append(source);
  ({ events, stop: stopListening } = listenForChanges());
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hydrateCompare', () => {
  it('keeps the server order, drops duplicates and keeps at most 6', () => {
    hydrateCompare([item('A'), item('B'), item('A'), item('C'), item('D'), item('E'), item('F'), item('G')]);

    expect(pids()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });
});

describe('addToCompare', () => {
  it('asks compareAdd with pid and category, then adds the item and announces the change', async () => {
    hydrateCompare([item('A')]);
    const { calls } = stubServer();

    const outcome = await addToCompare(item('P1001', 'bedroom'), source);

    expect(outcome).toEqual({ ok: true });
    expect(calls).toEqual([{ path: '/compare/add', pid: 'P1001', category: 'bedroom' }]);
    expect(pids()).toEqual(['A', 'P1001']);
    expect(events).toHaveLength(1);
    expect(events[0]!.target).toBe(source);
    expect(events[0]!.detail.items.map((i) => i.pid)).toEqual(['A', 'P1001']);
    expect(events[0]!.detail.items[1]).toEqual(item('P1001', 'bedroom'));
  });

  it('does not add before the server has answered', async () => {
    let answer!: (response: Response) => void;
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));

    const outcome = addToCompare(item('P1'), source);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(pids()).toEqual([]);
    expect(pending()).toEqual({ P1: 'add' });

    answer(json({ success: true }));
    await outcome;
    expect(pids()).toEqual(['P1']);
    expect(pending()).toEqual({});
  });

  it.each([
    ['the server says no (full)', () => json({ success: false, error: 'full' }), 'COMPARE_ADD_FAIL'],
    ['the server says no (unknown product)', () => json({ success: false, error: 'unknown-product' }), 'COMPARE_ADD_FAIL'],
    ['the request fails', () => new TypeError('Failed to fetch'), 'COMPARE_ADD_FAIL'],
    ['the server errors', () => new Response('error', { status: 500 }), 'COMPARE_ADD_FAIL'],
    ['the answer is not JSON', () => new Response('<html>oops</html>'), 'BAD_RESPONSE'],
    ['the answer has the wrong shape', () => json({ ok: true }), 'BAD_RESPONSE'],
  ] as const)('fails with %s, leaving the list unchanged and announcing nothing', async (_case, reply, message) => {
    hydrateCompare([item('A'), item('B')]);
    stubServer(reply);

    const outcome = await addToCompare(item('P1'), source);

    expect(outcome).toEqual({ ok: false, message });
    expect(pids()).toEqual(['A', 'B']);
    expect(pending()).toEqual({});
    expect(events).toHaveLength(0);
  });

  it('fails with COMPARE_ADD_FAIL without any request when compareAdd is not configured', async () => {
    document.head.innerHTML = '';
    resetConfig();
    configBlock({ urls: { compareRemove: '/compare/remove' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = stubServer();

    const outcome = await addToCompare(item('P1'), source);

    expect(outcome).toEqual({ ok: false, message: 'COMPARE_ADD_FAIL' });
    expect(fetch).not.toHaveBeenCalled();
    expect(pids()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('compareAdd');
  });

  it('does not ask the server again for an item already in the list', async () => {
    hydrateCompare([item('A')]);
    const { fetch } = stubServer();

    expect(await addToCompare(item('A'), source)).toEqual({ ok: true });

    expect(fetch).not.toHaveBeenCalled();
    expect(pids()).toEqual(['A']);
  });
});

describe('removeFromCompare', () => {
  it('asks compareRemove with pid and category, then removes the item and announces the change', async () => {
    hydrateCompare([item('A'), item('B', 'bedroom'), item('C')]);
    const { calls } = stubServer();

    const outcome = await removeFromCompare('B', source);

    expect(outcome).toEqual({ ok: true });
    expect(calls).toEqual([{ path: '/compare/remove', pid: 'B', category: 'bedroom' }]);
    expect(pids()).toEqual(['A', 'C']);
    expect(events).toHaveLength(1);
    expect(events[0]!.target).toBe(source);
    expect(events[0]!.detail.items.map((i) => i.pid)).toEqual(['A', 'C']);
  });

  it.each([
    ['the server says no', () => json({ success: false }), 'COMPARE_REMOVE_FAIL'],
    ['the request fails', () => new TypeError('Failed to fetch'), 'COMPARE_REMOVE_FAIL'],
    ['the answer cannot be parsed', () => new Response('not json'), 'BAD_RESPONSE'],
  ] as const)('fails when %s, keeping the item and announcing nothing', async (_case, reply, message) => {
    hydrateCompare([item('A'), item('B')]);
    stubServer(reply);

    const outcome = await removeFromCompare('A', source);

    expect(outcome).toEqual({ ok: false, message });
    expect(pids()).toEqual(['A', 'B']);
    expect(pending()).toEqual({});
    expect(events).toHaveLength(0);
  });
});

describe('compareIsFull', () => {
  it('is full at 6 items', () => {
    hydrateCompare(['A', 'B', 'C', 'D', 'E'].map((pid) => item(pid)));
    expect(compareIsFull()).toBe(false);

    hydrateCompare(['A', 'B', 'C', 'D', 'E', 'F'].map((pid) => item(pid)));
    expect(compareIsFull()).toBe(true);
  });

  it('counts adds still in flight', async () => {
    hydrateCompare(['A', 'B', 'C', 'D', 'E'].map((pid) => item(pid)));
    let answer!: (response: Response) => void;
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));

    const outcome = addToCompare(item('F'), source);
    expect(compareIsFull()).toBe(true);

    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(json({ success: false, error: 'full' }));
    await outcome;
    expect(compareIsFull()).toBe(false);
  });
});

describe('replaceOldestInCompare', () => {
  it('removes the oldest item, then adds the new one at the end', async () => {
    hydrateCompare(['A', 'B', 'C', 'D', 'E', 'F'].map((pid) => item(pid)));
    const { calls } = stubServer();

    const outcome = await replaceOldestInCompare(item('G'), source);

    expect(outcome).toEqual({ ok: true });
    expect(calls.map((call) => `${call.path} ${call.pid}`)).toEqual(['/compare/remove A', '/compare/add G']);
    expect(pids()).toEqual(['B', 'C', 'D', 'E', 'F', 'G']);
    expect(events.at(-1)!.detail.items.map((i) => i.pid)).toEqual(['B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('does not add when removing the oldest fails, and reports the add as failed', async () => {
    hydrateCompare(['A', 'B', 'C', 'D', 'E', 'F'].map((pid) => item(pid)));
    const { calls } = stubServer(() => json({ success: false }));

    const outcome = await replaceOldestInCompare(item('G'), source);

    expect(outcome).toEqual({ ok: false, message: 'COMPARE_ADD_FAIL' });
    expect(calls.map((call) => call.path)).toEqual(['/compare/remove']);
    expect(pids()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('puts the oldest back when the new one cannot be added: the shopper keeps the six they had', async () => {
    hydrateCompare(['A', 'B', 'C', 'D', 'E', 'F'].map((pid) => item(pid)));
    const { calls } = stubServer((call) => json({ success: call.pid !== 'G' }));

    const outcome = await replaceOldestInCompare(item('G'), source);

    expect(outcome).toEqual({ ok: false, message: 'COMPARE_ADD_FAIL' });
    expect(calls.map((call) => `${call.path} ${call.pid}`)).toEqual(['/compare/remove A', '/compare/add G', '/compare/add A']);
    expect(pids()).toEqual(['B', 'C', 'D', 'E', 'F', 'A']);
    expect(events.at(-1)!.detail.items.map((i) => i.pid)).toEqual(['B', 'C', 'D', 'E', 'F', 'A']);
  });

  it('only adds when there is room', async () => {
    hydrateCompare([item('A'), item('B')]);
    const { calls } = stubServer();

    await replaceOldestInCompare(item('G'), source);

    expect(calls.map((call) => call.path)).toEqual(['/compare/add']);
    expect(pids()).toEqual(['A', 'B', 'G']);
  });
});

describe('clearCompare', () => {
  it('removes every item, one request each, and ends with an empty list', async () => {
    hydrateCompare([item('A'), item('B'), item('C')]);
    const { calls } = stubServer();

    const outcome = await clearCompare(source);

    expect(outcome).toEqual({ ok: true });
    expect(calls.map((call) => `${call.path} ${call.pid}`)).toEqual(['/compare/remove A', '/compare/remove B', '/compare/remove C']);
    expect(pids()).toEqual([]);
    expect(events.at(-1)!.detail.items).toEqual([]);
  });

  it('stops at the first failure, keeping the items not yet removed', async () => {
    hydrateCompare([item('A'), item('B'), item('C')]);
    const { calls } = stubServer((_call, n) => (n === 2 ? json({ success: false }) : json({ success: true })));

    const outcome = await clearCompare(source);

    expect(outcome).toEqual({ ok: false, message: 'COMPARE_REMOVE_FAIL' });
    expect(calls.map((call) => call.pid)).toEqual(['A', 'B']);
    expect(pids()).toEqual(['B', 'C']);
  });
});
