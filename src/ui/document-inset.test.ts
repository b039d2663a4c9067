import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishHeight } from './document-inset';

const root = () => document.documentElement;

describe('publishHeight', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    root().removeAttribute('style');
  });

  it("says a bar's height as --{tag}-height on the document element, and lets go of it", () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    const bar = document.body.appendChild(document.createElement('lto-compare-bar'));
    const letGo = publishHeight(bar);
    expect(root().style.getPropertyValue('--lto-compare-bar-height')).toBe('120px');
    letGo();
    expect(root().hasAttribute('style')).toBe(false);
  });

  it('watches a bar once when asked twice (its wake module, then the widget), and answers the same way to let go', () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const bar = document.body.appendChild(document.createElement('lto-compare-bar'));
    const first = publishHeight(bar);
    expect(publishHeight(bar)).toBe(first);
    expect(observed).toEqual([bar]);
    expect(publishHeight(bar, '--lto-foot-inset')).not.toBe(first);
    first();
    publishHeight(bar);
    expect(observed, 'asked again once let go: watched anew').toHaveLength(3);
  });
});
