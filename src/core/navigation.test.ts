import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayReload, onRestoredFromCache, reloadPage } from './navigation';

afterEach(() => vi.unstubAllGlobals());

describe('mayReload', () => {
  it('never reloads a checkout review page', () => {
    expect(mayReload('https://shop.example/checkout/review-order?x=1')).toBe(false);
    expect(mayReload('https://shop.example/checkout?orderToken=abc')).toBe(false);
  });

  it('reloads other pages', () => {
    expect(mayReload('https://shop.example/c/living-room?start=20')).toBe(true);
  });
});

describe('reloadPage', () => {
  it('reloads, except on a review page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: 'https://shop.example/c/bedroom', reload });
    reloadPage();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.stubGlobal('location', { href: 'https://shop.example/review-order', reload });
    reloadPage();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('onRestoredFromCache', () => {
  const pageshow = (persisted: boolean) => {
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  };

  it('runs only when the page comes back from the back/forward cache, until stopped', () => {
    const restored = vi.fn();
    const stop = onRestoredFromCache(restored);
    pageshow(false);
    expect(restored).not.toHaveBeenCalled();
    pageshow(true);
    expect(restored).toHaveBeenCalledTimes(1);
    stop();
    pageshow(true);
    expect(restored).toHaveBeenCalledTimes(1);
  });
});
