import { act, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import type { EndpointUrls } from '../src/contracts/endpoints';
import { resetConfig } from '../src/core/config';
import { fakeServer } from './fake-server';

/** Helpers for widget component tests: a page with a config block, and a scripted compare server. */
export function writeConfig(config: Record<string, unknown> & { urls?: EndpointUrls } = {}): void {
  document.getElementById('lto-config')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'lto-config';
  block.textContent = JSON.stringify({
    locale: 'en-US',
    country: 'US',
    currency: 'USD',
    urls: { compareAdd: '/compare/add', compareRemove: '/compare/remove', compareShow: '/compareShow' },
    ...config,
  });
  document.head.append(block);
  resetConfig();
}

/**
 * Listens on the document until the test ends: the files of a worker share one window, so a
 * listener left behind would hear the next file's events.
 */
export function listenOnDocument<K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void): void {
  document.addEventListener(type, listener);
  onTestFinished(() => document.removeEventListener(type, listener));
}

/** Puts server HTML into the body and lets the islands render. */
export async function mount(html: string): Promise<void> {
  await act(async () => {
    document.body.insertAdjacentHTML('beforeend', html);
  });
}

/** A fake compare server: records each call's path, pid and category; answers success by default. */
export function fakeCompareServer() {
  return fakeServer({
    record: (url) => ({ path: url.pathname, pid: url.searchParams.get('pid'), category: url.searchParams.get('category') }),
  });
}

export function item(n: number, category = 'living-room') {
  return { pid: `P${n}`, uuid: `uuid-${n}`, name: `Product ${n}`, img: `/img/product/P${n}.svg`, category };
}

/**
 * Clicks a link as the shopper's browser would, and says whether the page kept the browser from
 * following it (a widget that acts in place). After the widget's own listeners, on its element: the
 * outcome is noted, then the browser is kept from navigating, as a test page must stay.
 */
export function clickLink(link: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  act(() => void fireEvent.click(link, { button: 0, ...init }));
  document.removeEventListener('click', after);
  return prevented;
}

/**
 * Submits the form of `button` as the shopper's click does, and says whether the page kept the
 * browser from posting it (a widget that sends it its own way). As `clickLink`, the outcome is
 * noted after the widget's own listeners, then the post is stopped, as a test page must stay.
 */
export async function submitBy(button: HTMLElement): Promise<boolean> {
  let prevented = false;
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('submit', after);
  try {
    await userEvent.click(button);
  } finally {
    document.removeEventListener('submit', after);
  }
  return prevented;
}
