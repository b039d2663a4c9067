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
let fresh = 0;
let idle: (() => void) | undefined;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  // A fresh instance of the module (its queue is module state) for each test: a query makes one
  // without resetting the worker's module registry, which the other files of the worker share.
  queue = (await import(/* @vite-ignore */ `./mount-queue?fresh=${++fresh}`)) as typeof import('./mount-queue');
});

afterEach(() => {
  vi.useRealTimers();
  vi.stubGlobal('IntersectionObserver', undefined);
  idle = undefined;
});

/** Lets the last slice's promise settle, then runs the slice the queue schedules after it. */
async function nextSlice() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  vi.advanceTimersToNextTimer();
}

const islands = (n: number) => Array.from({ length: n }, () => document.createElement('div'));

describe('queueMount', () => {
  it('mounts nothing until an island comes near the viewport, then mounts it in the next task', () => {
    const [a, b] = islands(2);
    const mounted: Element[] = [];
    queue.queueMount(a!, () => void mounted.push(a!));
    queue.queueMount(b!, () => void mounted.push(b!));
    expect(mounted).toEqual([]);
    FakeObserver.current!.near(b!);
    expect(mounted).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(mounted).toEqual([b]);
  });

  it('mounts a waiting island at once, as urgent, when asked (mountNow); nothing for one not waiting', () => {
    const [a, b] = islands(2);
    const mounted: [Element, boolean][] = [];
    queue.queueMount(a!, (urgent) => void mounted.push([a!, urgent]));
    queue.mountNow(a!);
    queue.mountNow(b!);
    expect(mounted).toEqual([[a, true]]);
    FakeObserver.current!.near(a!);
    vi.advanceTimersByTime(0);
    expect(mounted, 'mounted once').toHaveLength(1);
  });

  it('mounts the rest when the browser is idle', () => {
    const elements = islands(3);
    const mounted: Element[] = [];
    for (const el of elements) queue.queueMount(el, () => void mounted.push(el));
    idle!();
    vi.advanceTimersByTime(0);
    expect(mounted).toEqual(elements);
  });

  it('yields to the browser between slices of about 8 ms', async () => {
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
    await nextSlice();
    expect(mounted).toHaveLength(3);
    await nextSlice();
    expect(mounted).toHaveLength(6);
    await vi.runAllTimersAsync();
    expect(mounted).toEqual(elements);
  });

  it('mounts at most 16 islands a slice, however quick their mounts are', async () => {
    const elements = islands(40);
    const mounted: Element[] = [];
    for (const el of elements) queue.queueMount(el, () => void mounted.push(el));
    FakeObserver.current!.near(...elements);
    await nextSlice();
    expect(mounted).toHaveLength(16);
    await vi.runAllTimersAsync();
    expect(mounted).toEqual(elements);
  });

  it('starts the next slice only once the islands of the last one are drawn', async () => {
    const elements = islands(20);
    const mounted: Element[] = [];
    let draw = () => {};
    const drawn = new Promise<void>((resolve) => (draw = resolve));
    for (const el of elements) {
      queue.queueMount(el, () => {
        mounted.push(el);
        return drawn;
      });
    }
    FakeObserver.current!.near(...elements);
    await vi.advanceTimersByTimeAsync(500);
    expect(mounted).toHaveLength(16);
    draw();
    await vi.advanceTimersByTimeAsync(0);
    expect(mounted).toEqual(elements);
  });

  it('goes on after a second when the last slice never reports its islands drawn', async () => {
    const elements = islands(20);
    const mounted: Element[] = [];
    for (const el of elements) {
      queue.queueMount(el, () => {
        mounted.push(el);
        return new Promise(() => {});
      });
    }
    FakeObserver.current!.near(...elements);
    await vi.advanceTimersByTimeAsync(900);
    expect(mounted).toHaveLength(16);
    await vi.advanceTimersByTimeAsync(200);
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

  it('mounts at once, and as urgent, the island the autoloader marked as the one the shopper is using', () => {
    const [a] = islands(1);
    (a as unknown as Record<symbol, unknown>)[Symbol.for('lto-widgets.urgent')] = true;
    const mount = vi.fn();
    queue.queueMount(a!, mount);
    expect(mount).toHaveBeenCalledWith(true);
  });

  /** Two waiting islands on the page, a button in the first. */
  const twoWaiting = () => {
    const [a, b] = islands(2);
    document.body.append(a!, b!);
    const inner = document.createElement('button');
    a!.append(inner);
    const mountA = vi.fn();
    const mountB = vi.fn();
    queue.queueMount(a!, mountA);
    queue.queueMount(b!, mountB);
    return { inner, mountA, mountB };
  };

  it.each(['focusin', 'touchstart', 'click', 'keydown'])('mounts a waiting island at once, as urgent, on %s inside it', (type) => {
    const { inner, mountA, mountB } = twoWaiting();
    inner.dispatchEvent(new Event(type, { bubbles: true }));
    expect(mountA).toHaveBeenCalledWith(true);
    expect(mountB).not.toHaveBeenCalled();
    inner.dispatchEvent(new Event(type, { bubbles: true }));
    expect(mountA, 'once').toHaveBeenCalledTimes(1);
  });

  it('mounts a waiting island a pointer comes over in the next task, as urgent, once', () => {
    const { inner, mountA, mountB } = twoWaiting();
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(mountA, 'not inside the frame the pointer event came with').not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(mountA).toHaveBeenCalledWith(true);
    expect(mountB).not.toHaveBeenCalled();
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    vi.advanceTimersByTime(0);
    expect(mountA, 'once').toHaveBeenCalledTimes(1);
  });

  it('mounts at once, once, an island a pointer came over and then clicked in the same task', () => {
    const [a] = islands(1);
    document.body.append(a!);
    const mount = vi.fn();
    queue.queueMount(a!, mount);
    a!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    a!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(mount).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(0);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  describe('an island a pointer is pressed on (the autoloader marks it)', () => {
    const pressed = () => {
      const [a] = islands(1);
      document.body.append(a!);
      const marks = a as unknown as Record<symbol, unknown>;
      marks[Symbol.for('lto-widgets.urgent')] = true;
      marks[Symbol.for('lto-widgets.pressed')] = true;
      return a!;
    };

    it("is drawn only after that press's click, once", () => {
      const a = pressed();
      const mount = vi.fn();
      queue.queueMount(a, mount);
      expect(mount, 'the server element under the pointer stays until its click').not.toHaveBeenCalled();
      document.dispatchEvent(new Event('pointerup'));
      a.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(mount).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(mount).toHaveBeenCalledWith(true);
      vi.runAllTimers();
      expect(mount).toHaveBeenCalledTimes(1);
    });

    it('is drawn soon after the release when no click comes (released elsewhere), or at once when the press is cancelled', () => {
      const a = pressed();
      const mount = vi.fn();
      queue.queueMount(a, mount);
      document.dispatchEvent(new Event('pointerup'));
      vi.advanceTimersByTime(299);
      expect(mount).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2);
      expect(mount).toHaveBeenCalledTimes(1);

      const b = pressed();
      const mountB = vi.fn();
      queue.queueMount(b, mountB);
      document.dispatchEvent(new Event('pointercancel'));
      vi.advanceTimersByTime(1);
      expect(mountB).toHaveBeenCalledTimes(1);
    });
  });
});
