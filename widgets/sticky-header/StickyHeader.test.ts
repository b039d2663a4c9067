import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { fakeResizeObserver } from '../../testing/resize-observer';
import { viewport } from '../../testing/viewport';
import './element';
import { registry } from '../registry';
import { startStickyHeader } from './scroll-state';
import wake from './wake';

const SERVER = markupFixture(import.meta.url);

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** The page scrolls to `y` (one scroll event, as a wheel step sends), and the next frame is drawn. */
async function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}

const header = () => document.querySelector<HTMLElement>('lto-sticky-header')!;
const state = () => header().getAttribute('data-lto-scroll');
const padding = () => document.documentElement.style.scrollPaddingTop;

/** The header on the page, its behaviour started by the wake module (after the load event), measured `height` tall. */
async function pageWithHeader(width: number, height: number) {
  const screen = viewport(width);
  const resize = fakeResizeObserver();
  document.body.innerHTML = `<lto-sticky-header>${SERVER}</lto-sticky-header><main style="height: 5000px"></main>`;
  expect(wake(header())).toBe(false);
  await resize.resizeTo(height);
  return { screen, resize };
}

describe('<lto-sticky-header>', () => {
  beforeEach(() => window.scrollTo(0, 0));
  afterEach(() => {
    header()?.remove();
    document.documentElement.style.removeProperty('scroll-padding-top');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.scrollTo(0, 0);
  });

  it('keeps the server markup as it is when drawn (it draws nothing)', async () => {
    const resize = fakeResizeObserver();
    const { server, drawn } = await drawOver('lto-sticky-header', '', SERVER);
    await resize.resizeTo(150);
    expect(drawn).toEqual(server);
  });

  it('starts from its wake module alone (no widget runtime, no element defined), is then ready, and says it need not be drawn', async () => {
    viewport(1280);
    const resize = fakeResizeObserver();
    // A plain element stands for the tag not defined yet: the wake module needs nothing of the element's.
    document.body.innerHTML = `<div id="not-defined">${SERVER}</div>`;
    const host = document.getElementById('not-defined')!;
    expect(wake(host)).toBe(false);
    await resize.resizeTo(152);
    expect(host.getAttribute('data-lto-scroll')).toBe('top');
    expect(padding()).toBe('120px');
    window.scrollTo(0, 40);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(host.getAttribute('data-lto-scroll')).toBe('stuck');
    expect(host.hasAttribute('data-lto-ready'), 'ready: its behaviour runs').toBe(true);
    expect(registry['lto-sticky-header']!.wake).toBeDefined();
    expect(registry['lto-sticky-header']!.intent, 'intent on it loads nothing').toBe(false);
    startStickyHeader(host)(); // the running behaviour's stop
    host.remove();
  });

  it('on a wide screen is pinned once the page has scrolled more than 32px', async () => {
    await pageWithHeader(1280, 152);
    await scrollTo(20);
    expect(state()).toBe('top');
    await scrollTo(32);
    expect(state()).toBe('top');
    await scrollTo(33);
    expect(state()).toBe('stuck');
    await scrollTo(2000);
    expect(state()).toBe('stuck');
    await scrollTo(10);
    expect(state()).toBe('top');
  });

  it('on a wide screen never hides, whichever way the page scrolls', async () => {
    await pageWithHeader(1280, 152);
    for (const y of [400, 800, 1600, 1200, 3000]) {
      await scrollTo(y);
      expect(state()).toBe('stuck');
    }
  });

  it('on a phone hides when the page scrolls down more than 5px past the header, and shows when it scrolls up more than 5px', async () => {
    await pageWithHeader(390, 440);
    await scrollTo(600);
    expect(state()).toBe('hidden');
    await scrollTo(605); // down 5: still hidden
    expect(state()).toBe('hidden');
    await scrollTo(600); // up 5 from where it last reacted (600): no reaction
    expect(state()).toBe('hidden');
    await scrollTo(594); // up 6
    expect(state()).toBe('stuck');
    await scrollTo(599); // down 5 from 594: no reaction
    expect(state()).toBe('stuck');
    await scrollTo(600); // down 6 from 594
    expect(state()).toBe('hidden');
  });

  it('on a phone adds up slow scrolling: three steps of 2px up show it', async () => {
    await pageWithHeader(390, 440);
    await scrollTo(900);
    expect(state()).toBe('hidden');
    for (const y of [898, 896]) {
      await scrollTo(y);
      expect(state()).toBe('hidden');
    }
    await scrollTo(894);
    expect(state()).toBe('stuck');
  });

  it('on a phone does not hide before the page has scrolled past the header, and shows at the top', async () => {
    await pageWithHeader(390, 440);
    await scrollTo(200);
    expect(state()).toBe('stuck');
    await scrollTo(440);
    expect(state()).toBe('stuck');
    await scrollTo(700);
    expect(state()).toBe('hidden');
    await scrollTo(0);
    expect(state()).toBe('top');
  });

  it('on a phone scrolled down before it started, starts hidden', async () => {
    viewport(390);
    const resize = fakeResizeObserver();
    document.body.innerHTML = `<lto-sticky-header>${SERVER}</lto-sticky-header><main style="height: 5000px"></main>`;
    window.scrollTo(0, 1500);
    wake(header());
    await resize.resizeTo(440);
    expect(state()).toBe('hidden');
  });

  it('reacts once per frame to the scroll events of that frame, with the last position', async () => {
    await pageWithHeader(390, 440);
    for (const y of [100, 300, 700]) window.scrollTo(0, y);
    const reads = vi.spyOn(window, 'scrollY', 'get');
    for (let i = 0; i < 3; i++) window.dispatchEvent(new Event('scroll'));
    expect(reads).not.toHaveBeenCalled();
    expect(state()).toBe('top');
    await nextFrame();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(state()).toBe('hidden');
  });

  it('listens to scrolling passively (the page scrolls without waiting for it)', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    await pageWithHeader(1280, 152);
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });

  it('comes back when focus comes into it while hidden, and stays while focus is in it', async () => {
    await pageWithHeader(390, 440);
    await scrollTo(900);
    expect(state()).toBe('hidden');
    await act(async () => header().querySelector<HTMLElement>('#site-search-q')!.focus());
    expect(state()).toBe('stuck');
    await scrollTo(1400);
    expect(state()).toBe('stuck');
    await act(async () => header().querySelector<HTMLElement>('#site-search-q')!.blur());
    await scrollTo(1500);
    expect(state()).toBe('hidden');
  });

  it("keeps the document's scroll-padding-top at what stays on screen of it: its height less 32px wide, all of it on a phone", async () => {
    const { screen, resize } = await pageWithHeader(1280, 152);
    expect(padding()).toBe('120px');
    await resize.resizeTo(200); // a row more (a wrapped line, the search panel's row)
    expect(padding()).toBe('168px');
    await screen.resize(390);
    await resize.resizeTo(440);
    expect(padding()).toBe('440px');
    await screen.resize(1280);
    await resize.resizeTo(152);
    expect(padding()).toBe('120px');
  });

  it('on a phone turned wide shows a hidden header again', async () => {
    const { screen } = await pageWithHeader(390, 440);
    await scrollTo(900);
    expect(state()).toBe('hidden');
    await screen.resize(1280);
    await nextFrame();
    expect(state()).toBe('stuck');
  });

  it('once drawn (intent), runs the same behaviour once, and stops it when removed', async () => {
    const resize = fakeResizeObserver();
    viewport(1280);
    document.body.innerHTML = `<lto-sticky-header>${SERVER}</lto-sticky-header>`;
    wake(header());
    await resize.resizeTo(152);
    await act(async () => header().dispatchEvent(new Event('focusin', { bubbles: true })));
    expect(header().hasAttribute('data-lto-ready')).toBe(true);
    const reads = vi.spyOn(window, 'scrollY', 'get');
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(reads).toHaveBeenCalledTimes(1);
    await act(async () => header().remove());
    expect(resize.observing).toBe(false);
    expect(padding()).toBe('');
  });
});
