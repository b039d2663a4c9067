import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGE_EVENT } from '../contracts/account-events';
import { COMPARE_CHANGE_EVENT } from '../contracts/compare-events';
import { FAVORITE_CHANGE_EVENT } from '../contracts/favorite-events';
import { LOCATION_CHANGE_EVENT } from '../contracts/location-events';
import { emit } from './events';
import { leasingPower } from '../ui/LeasingPowerFit';
import { getStore } from './store/index';
import { SYNC_CHANNEL, SYNC_STORAGE_KEY, startTabSync, whileApplying } from './tab-sync';
import { applyFromOtherTab } from './tab-sync-apply';
import { CHANGED_AT_KEY } from './tab-sync-catch-up';

const ITEM = { pid: 'P1001', uuid: 'u1', name: 'Preston Sofa', img: '/img/P1001.svg', category: 'living-room' };

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
});

/** Another tab of the site: a channel of its own, and what it heard. */
function otherTab() {
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  stops.push(() => channel.close());
  return { channel, heard };
}

/**
 * This window, with its storage writes recorded (a spy on Storage.prototype does not always see
 * them once another file of the worker spied on it and restored it).
 */
function recordingWindow() {
  const written = vi.fn();
  const storage = {
    setItem: (key: string, value: string) => {
      written(key, value);
      localStorage.setItem(key, value);
    },
    removeItem: (key: string) => localStorage.removeItem(key),
  };
  const win = {
    document,
    localStorage: storage,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as unknown as Window;
  return { win, written };
}

/**
 * How long a message may take to reach the other tab's channel: delivery between channels is a
 * task of the runtime's, which a busy machine delays past vi.waitFor's default second.
 */
const DELIVERED = { timeout: 5000 };

describe('tab sync', () => {
  it("sends this tab's compare, favourite and location changes to the other tabs, with their new state", async () => {
    const other = otherTab();
    stops.push(startTabSync(() => {}));
    emit(document, COMPARE_CHANGE_EVENT, { items: [ITEM] });
    emit(document.body, FAVORITE_CHANGE_EVENT, { pid: 'P1001', favorite: true, items: ['P1001'] });
    emit(document, LOCATION_CHANGE_EVENT, { zip: '30303', storeId: undefined });
    await vi.waitFor(() => expect(other.heard).toHaveLength(3), DELIVERED);
    expect(other.heard).toEqual([
      { kind: 'compare', detail: { items: [ITEM] } },
      { kind: 'favorites', detail: { pid: 'P1001', favorite: true, items: ['P1001'] } },
      { kind: 'location', detail: { zip: '30303', storeId: undefined } },
    ]);
  });

  it("does not send back what it applies from another tab (no echo between tabs)", async () => {
    const other = otherTab();
    stops.push(startTabSync(() => {}));
    whileApplying(() => emit(document, COMPARE_CHANGE_EVENT, { items: [ITEM] }));
    emit(document, LOCATION_CHANGE_EVENT, { zip: '30305', storeId: undefined });
    await vi.waitFor(() => expect(other.heard).toHaveLength(1), DELIVERED);
    expect(other.heard[0]).toMatchObject({ kind: 'location' });
  });

  it("hands the other tabs' messages to the receiver", async () => {
    const other = otherTab();
    const received = vi.fn();
    stops.push(startTabSync(received));
    other.channel.postMessage({ kind: 'location', detail: { zip: '10001' } });
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ kind: 'location', detail: { zip: '10001' } }), DELIVERED);
  });

  it('without BroadcastChannel, goes through a storage key that is removed at once, and reads the storage events of the others', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const received = vi.fn();
    const { win, written } = recordingWindow();
    stops.push(startTabSync(received, win));
    emit(document, LOCATION_CHANGE_EVENT, { zip: '30303', storeId: 'S12' });
    expect(written).toHaveBeenCalledWith(SYNC_STORAGE_KEY, JSON.stringify({ kind: 'location', detail: { zip: '30303', storeId: 'S12' } }));
    expect(localStorage.getItem(SYNC_STORAGE_KEY), 'nothing stays stored').toBeNull();

    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_STORAGE_KEY, newValue: JSON.stringify({ kind: 'compare', detail: { items: [] } }) }));
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_STORAGE_KEY, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '{}' }));
    expect(received.mock.calls).toEqual([[{ kind: 'compare', detail: { items: [] } }]]);
  });

  it('sends a sign-in with its decision on the channel, and a sign-out', async () => {
    const other = otherTab();
    stops.push(startTabSync(() => {}));
    emit(document, ACCOUNT_CHANGE_EVENT, { signedIn: true, decision: APPROVED });
    emit(document, ACCOUNT_CHANGE_EVENT, { signedIn: false, decision: null });
    await vi.waitFor(() => expect(other.heard).toHaveLength(2), DELIVERED);
    expect(other.heard).toEqual([
      { kind: 'account', detail: { signedIn: true, decision: APPROVED } },
      { kind: 'account', detail: { signedIn: false, decision: null } },
    ]);
  });

  it('without BroadcastChannel, never writes the decision to storage: only a sign-out, which carries nothing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { win, written } = recordingWindow();
    stops.push(startTabSync(() => {}, win));
    // Besides the messages, only the time of the last change is written (tab-sync-catch-up.ts): a number.
    const messages = () => written.mock.calls.filter(([key]) => key !== CHANGED_AT_KEY);
    emit(document, ACCOUNT_CHANGE_EVENT, { signedIn: true, decision: APPROVED });
    expect(messages()).toEqual([]);
    emit(document, ACCOUNT_CHANGE_EVENT, { signedIn: false, decision: APPROVED });
    expect(messages()).toEqual([[SYNC_STORAGE_KEY, JSON.stringify({ kind: 'account', detail: { signedIn: false, decision: null } })]]);
    for (const [key, value] of written.mock.calls) if (key === CHANGED_AT_KEY) expect(value).toMatch(/^\d+$/);
  });
});

const APPROVED = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: null };

describe('a message from another tab, applied', () => {
  it('compare: the store takes the list (ahead of the page from now on) and the change goes out to the islands', () => {
    const heard = vi.fn();
    document.addEventListener(COMPARE_CHANGE_EVENT, heard);
    applyFromOtherTab({ kind: 'compare', detail: { items: [ITEM] } }, whileApplying);
    document.removeEventListener(COMPARE_CHANGE_EVENT, heard);
    expect(getStore().getState().compare).toMatchObject({ items: [ITEM], loaded: true });
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ items: [ITEM] });
  });

  it('favourites and location: the store and the change event', () => {
    const heard = vi.fn();
    document.addEventListener(FAVORITE_CHANGE_EVENT, heard);
    document.addEventListener(LOCATION_CHANGE_EVENT, heard);
    applyFromOtherTab({ kind: 'favorites', detail: { pid: 'P1002', favorite: true, items: ['P1001', 'P1002'] } }, whileApplying);
    applyFromOtherTab({ kind: 'location', detail: { zip: '30305', storeId: 'S7' } }, whileApplying);
    document.removeEventListener(FAVORITE_CHANGE_EVENT, heard);
    document.removeEventListener(LOCATION_CHANGE_EVENT, heard);
    const state = getStore().getState();
    expect(state.favorites).toMatchObject({ items: ['P1001', 'P1002'], loaded: true });
    expect(state.location).toMatchObject({ zip: '30305', storeId: 'S7' });
    expect(heard.mock.calls.map(([event]) => (event as CustomEvent).type)).toEqual([FAVORITE_CHANGE_EVENT, LOCATION_CHANGE_EVENT]);
  });

  it("account: a sign-in's decision reaches the prices, a sign-out takes it away, and the change goes out", () => {
    const heard = vi.fn();
    document.addEventListener(ACCOUNT_CHANGE_EVENT, heard);
    applyFromOtherTab({ kind: 'account', detail: { signedIn: true, decision: APPROVED } }, whileApplying);
    expect(leasingPower(getStore().getState())).toBe(25000);
    applyFromOtherTab({ kind: 'account', detail: { signedIn: false, decision: APPROVED } }, whileApplying);
    document.removeEventListener(ACCOUNT_CHANGE_EVENT, heard);
    expect(leasingPower(getStore().getState())).toBeUndefined();
    expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toEqual([
      { signedIn: true, decision: APPROVED },
      { signedIn: false, decision: null },
    ]);
  });

  it.each([
    ['a decision amount that is not a number', { kind: 'account', detail: { signedIn: true, decision: { tierIsApproved: true, remainingLeasingPower: '250' } } }],
    ['an account change without signedIn', { kind: 'account', detail: { decision: null } }],
    ['no kind', { detail: {} }],
    ['an unknown kind', { kind: 'decision', detail: { amount: 250 } }],
    ['a compare list of seven', { kind: 'compare', detail: { items: Array.from({ length: 7 }, (_, i) => ({ pid: `P${i}` })) } }],
    ['a favourite list that is not ids', { kind: 'favorites', detail: { pid: 'P1', favorite: true, items: [1, 2] } }],
    ['not an object', 'compare'],
  ])('%s: ignored, with one warning, the store untouched', (_, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = getStore().getState();
    applyFromOtherTab(message, whileApplying);
    expect(getStore().getState()).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('another tab');
    warn.mockRestore();
  });
});
