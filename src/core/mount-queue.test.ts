import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver the test drives: `near(el)` reports el as within the rootMargin. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed = new Set<Element>();
  constructor(private readonly callback: (entries: IntersectionObserverEntry[]) => void) {
    FakeObserver.current = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  near(...elements: Element[]) {
    this.callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry));
  }
}

let queue: typeof import('./mount-queue');
let idle: (() => void) | undefined;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.resetModules();
  queue = await import('./mount-queue');
});

afterEach(() => {
  vi.useRealTimers();
  vi.stubGlobal('IntersectionObserver', undefined);
  idle = undefined;
});

const islands = (n: number) => Array.from({ length: n }, () => document.createElement('div'));

describe('queueMount', () => {
  it('mounts nothing until an island comes near the viewport, then mounts it in the next task', () => {
    const [a, b] = islands(2);
    const mounted: Element[] = [];
    queue.queueMount(a!, () => mounted.push(a!));
    queue.queueMount(b!, () => mounted.push(b!));
    expect(mounted).toEqual([]);
    FakeObserver.current!.near(b!);
    expect(mounted).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(mounted).toEqual([b]);
  });

  it('mounts the rest when the browser is idle', () => {
    const elements = islands(3);
    const mounted: Element[] = [];
    for (const el of elements) queue.queueMount(el, () => mounted.push(el));
    idle!();
    vi.advanceTimersByTime(0);
    expect(mounted).toEqual(elements);
  });

  it('yields to the browser between slices of about 8 ms', () => {
    const elements = islands(10);
    const mounted: Element[] = [];
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    // Each mount takes 3 ms: three fit in one slice, the next slice comes in a later task.
    for (const el of elements) {
      queue.queueMount(el, () => {
        mounted.push(el);
        clock += 3;
      });
    }
    FakeObserver.current!.near(...elements);
    vi.advanceTimersToNextTimer();
    expect(mounted).toHaveLength(3);
    vi.advanceTimersToNextTimer();
    expect(mounted).toHaveLength(6);
    vi.runAllTimers();
    expect(mounted).toEqual(elements);
  });

  it('never mounts an island removed before its turn', () => {
    const [a] = islands(1);
    const mount = vi.fn();
    queue.queueMount(a!, mount);
    FakeObserver.current!.near(a!);
    queue.cancelMount(a!);
    vi.runAllTimers();
    idle?.();
    vi.runAllTimers();
    expect(mount).not.toHaveBeenCalled();
  });

  it('mounts at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const mount = vi.fn();
    queue.queueMount(document.createElement('div'), mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
