import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * ResizeObserver as the browser runs it, by hand: `resizeTo` reports the observed elements' new height, as
 * the browser does after a layout in which it changed (and once when observing starts). happy-dom's never reports.
 */
export function fakeResizeObserver({ reportOnObserve }: { reportOnObserve?: number } = {}) {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class FakeResizeObserver {
    #entry: { callback: ResizeObserverCallback; targets: Set<Element> };
    constructor(callback: ResizeObserverCallback) {
      this.#entry = { callback, targets: new Set() };
      observers.add(this.#entry);
    }
    observe(target: Element) {
      this.#entry.targets.add(target);
      // `reportOnObserve`: the first report comes by itself, as in a browser (a story's play waits for it).
      const entry = this.#entry;
      if (reportOnObserve !== undefined) {
        queueMicrotask(() => entry.callback([{ target, borderBoxSize: [{ blockSize: reportOnObserve, inlineSize: 1280 }] } as unknown as ResizeObserverEntry], {} as ResizeObserver));
      }
    }
    unobserve(target: Element) {
      this.#entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.#entry);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    async resizeTo(height: number) {
      await act(async () => {
        for (const { callback, targets } of [...observers]) {
          const entries = [...targets].map((target) => ({ target, borderBoxSize: [{ blockSize: height, inlineSize: 1280 }] }) as unknown as ResizeObserverEntry);
          if (entries.length) callback(entries, {} as ResizeObserver);
        }
      });
    },
    get observing() {
      return [...observers].some(({ targets }) => targets.size > 0);
    },
  };
}
