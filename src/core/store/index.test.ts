import { describe, expect, it } from 'vitest';
import { getStore, resetStore } from './index';

describe('getStore', () => {
  it('returns the same store on every call', () => {
    expect(getStore()).toBe(getStore());
  });

  it('is shared with a second copy of the module, as when a widget is loaded from its own entry point', async () => {
    const first = getStore();
    first.setState({ compare: { items: [{ pid: 'P1', uuid: '', name: 'Harbor Sofa', img: '', category: 'living-room' }], pending: {}, loaded: true } });

    // A second instance of the module, as a second bundle would hold (a query makes one without
    // resetting the module registry the other files of this worker share).
    const secondCopyUrl = './index?second-copy';
    const secondCopy = (await import(/* @vite-ignore */ secondCopyUrl)) as typeof import('./index');

    expect(secondCopy.getStore).not.toBe(getStore); // really a second module instance
    expect(secondCopy.getStore()).toBe(first);
    expect(secondCopy.getStore().getState().compare.items.map((item) => item.pid)).toEqual(['P1']);

    // A change made through the second copy is seen through the first copy.
    secondCopy.resetStore();
    expect(getStore().getState().compare.items).toEqual([]);
  });

  it('resetStore empties the compare list', () => {
    getStore().setState({ compare: { items: [{ pid: 'P1', uuid: '', name: '', img: '', category: '' }], pending: { P2: 'add' }, loaded: true } });

    resetStore();

    expect(getStore().getState().compare).toEqual({ items: [], pending: {}, loaded: false });
  });
});
