import { vi } from 'vitest';

/**
 * happy-dom lays nothing out: this gives carousel tracks and slides the widths a browser would
 * (a track `viewport` px wide, items `item` px wide with `gap` between them), makes scrolling the
 * track fire 'scroll' as a browser does, and asks for reduced motion so scrolls land at once.
 */
export function fakeLayout({ viewport, item, gap = 16 }: { viewport: number; item: number; gap?: number }) {
  const isTrack = (el: Element) => el.classList.contains('lto-carousel__track');
  const isSlide = (el: Element) => el.classList.contains('lto-carousel__slide');
  const originals = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    scrollWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth'),
    offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
    scrollLeft: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft'),
    scrollTo: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo'),
  };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      return isTrack(this) ? viewport : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get(this: Element) {
      if (!isTrack(this)) return 0;
      const n = this.children.length;
      return Math.max(viewport, n * item + Math.max(0, n - 1) * gap);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? item : 0;
    },
  });
  // Kept here: a DOM without layout has no scroll range to hold it in.
  const scrolled = new WeakMap<Element, number>();
  Object.defineProperty(Element.prototype, 'scrollLeft', {
    configurable: true,
    get(this: Element) {
      return scrolled.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      const max = Math.max(0, this.scrollWidth - this.clientWidth);
      scrolled.set(this, Math.min(max, Math.max(0, value)));
      if (isTrack(this)) this.dispatchEvent(new Event('scroll'));
    },
  });
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value(this: Element, options: ScrollToOptions) {
      if (options.left !== undefined) this.scrollLeft = options.left;
    },
  });
  const getComputedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
    return isTrack(el) ? ({ columnGap: `${gap}px` } as CSSStyleDeclaration) : getComputedStyle(el);
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query.includes('prefers-reduced-motion'),
    addEventListener() {},
    removeEventListener() {},
  }));
  return () => {
    for (const [name, descriptor] of Object.entries(originals)) {
      const owner = name === 'offsetWidth' || name === 'clientWidth' ? HTMLElement.prototype : Element.prototype;
      if (descriptor) Object.defineProperty(owner, name, descriptor);
      else delete (owner as unknown as Record<string, unknown>)[name];
    }
  };
}
