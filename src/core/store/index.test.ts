import { describe, expect, it, vi } from 'vitest';
import { getStore, resetStore } from './index';

describe('getStore', () => {
  it('returns the same store on every call', () => {
    expect(getStore()).toBe(getStore());
  });

  it('is shared with a second copy of the module, as when a widget is loaded from its own entry point', async () => {
    const first = getStore();
    first.setState({ compare: { items: [{ pid: 'P1', uuid: '', name: 'Harbor Sofa', img: '', category: 'living-room' }], pending: {}, loaded: true } });

    vi.resetModules();
    const secondCopy = await import('./index');
    const secondActions = await import('./compare-actions');

    expect(secondCopy.getStore).not.toBe(getStore); // really a second module instance
    expect(secondCopy.getStore()).toBe(first);
    expect(secondCopy.getStore().getState().compare.items.map((item) => item.pid)).toEqual(['P1']);

    // A change made through the second copy's actions is seen through the first copy.
    secondActions.hydrateCompare([{ pid: 'P7', uuid: '', name: '', img: '', category: '' }]);
    expect(getStore().getState().compare.items.map((item) => item.pid)).toEqual(['P7']);
  });

  it('resetStore empties the compare list', () => {
    getStore().setState({ compare: { items: [{ pid: 'P1', uuid: '', name: '', img: '', category: '' }], pending: { P2: 'add' }, loaded: true } });

    resetStore();

    expect(getStore().getState().compare).toEqual({ items: [], pending: {}, loaded: false });
  });
});
