/**
 * The bar's wake module: no widget code, and a page shown again from the back/forward cache is
 * loaded again while the bar is not drawn (the list may have changed on another page); a drawn
 * bar does that itself, so the page is not reloaded twice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import wake from './wake';

function restoredFromCache() {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

describe('the compare bar wake module', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('style');
  });

  it("tells the page the bar's height: the tag's, which holds the server's bar and later the widget's", () => {
    const heights = new Map<Element, number>();
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heights.get(this) ?? 0;
    });
    const element = document.body.appendChild(document.createElement('lto-compare-bar'));
    element.innerHTML = '<section class="lto-compare-bar"><p class="lto-compare-bar__count">1 of 6 products selected</p></section>';
    heights.set(element, 180);
    wake(element);
    expect(document.documentElement.style.getPropertyValue('--lto-compare-bar-height')).toBe('180px');
  });

  it('never asks for the widget, and reloads a page restored from the back/forward cache while the bar is not drawn', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/c/living-room', reload });
    const bar = document.body.appendChild(document.createElement('lto-compare-bar'));
    expect(wake(bar)).toBe(false);
    window.dispatchEvent(new Event('pageshow'));
    expect(reload, 'a plain page show').not.toHaveBeenCalled();
    restoredFromCache();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the drawn bar', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/c/bedroom', reload });
    const bar = document.body.appendChild(document.createElement('lto-compare-bar'));
    wake(bar);
    bar.setAttribute('data-lto-ready', '');
    restoredFromCache();
    expect(reload).not.toHaveBeenCalled();
  });
});
