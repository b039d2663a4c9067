import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS, pathTo } from '../../src/core/early-actions';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';
import { fakeLayout } from './fake-layout';
import { RECENTLY_VIEWED_KEY } from './recently-viewed';

const tiles = (n: number) => Array.from({ length: n }, (_, i) => `<div class="tile"><a href="/p/P${i + 1}">Product ${i + 1}</a></div>`);

/** The carousel as the server's template writes it (README "Server markup"), in English. */
function serverMarkup(label: string, items: readonly string[], heading = 'h2'): string {
  if (items.length === 0) return '';
  const controls =
    items.length > 1
      ? `<div class="lto-carousel__controls"><button type="button" class="lto-carousel__button lto-carousel__button--previous" aria-label="Previous items" aria-controls="t" aria-disabled="true"><span aria-hidden="true">‹</span></button><button type="button" class="lto-carousel__button lto-carousel__button--next" aria-label="Next items" aria-controls="t"><span aria-hidden="true">›</span></button></div>`
      : '';
  const named = heading === 'none' ? `aria-label="${label}"` : 'aria-labelledby="h"';
  const title = heading === 'none' ? '' : `<${heading} id="h" class="lto-carousel__heading">${label}</${heading}>`;
  const slides = items.map((item, at) => `<div class="lto-carousel__slide" role="group" aria-roledescription="slide" aria-label="${at + 1} of ${items.length}">${item}</div>`);
  return `<div class="lto-carousel" role="region" aria-roledescription="carousel" ${named}><div class="lto-carousel__header">${title}${controls}</div><div id="t" class="lto-carousel__track">${slides.join('')}</div></div>`;
}

const carousel = (n: number, extra = '', label = 'Recommended for you') => `<lto-carousel label="${label}" ${extra}>${serverMarkup(label, tiles(n))}</lto-carousel>`;

const region = (name = 'Recommended for you') => screen.getByRole('region', { name });
const previous = () => screen.getByRole('button', { name: 'Previous items' });
const next = () => screen.getByRole('button', { name: 'Next items' });
const track = () => document.querySelector<HTMLElement>('.lto-carousel__track')!;
const politely = () => document.querySelector('[aria-live="polite"]');

describe('<lto-carousel>', () => {
  let restore: () => void = () => {};
  beforeEach(() => writeConfig());
  afterEach(() => {
    restore();
    restore = () => {};
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  describe('APG carousel semantics', () => {
    it('is a region with aria-roledescription="carousel", named by its heading; each item a group "N of M" with aria-roledescription="slide"', async () => {
      restore = fakeLayout({ viewport: 800, item: 192 });
      await mount(carousel(5));
      const carouselRegion = region();
      expect(carouselRegion).toHaveAttribute('aria-roledescription', 'carousel');
      expect(within(carouselRegion).getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeInTheDocument();
      const slides = within(carouselRegion).getAllByRole('group');
      expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
      for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(within(slides[2]!).getByRole('link', { name: 'Product 3' })).toBeInTheDocument();
    });

    it('moves the server\'s items into the slides: the same elements, so islands inside them live on', async () => {
      restore = fakeLayout({ viewport: 800, item: 192 });
      document.body.insertAdjacentHTML('beforeend', carousel(3));
      const first = document.querySelector('lto-carousel .tile');
      await mount('');
      expect(screen.getByRole('group', { name: '1 of 3' }).firstElementChild).toBe(first);
    });

    it('heading="3" gives an h3; heading="none" no visible heading, the label naming the region', async () => {
      restore = fakeLayout({ viewport: 800, item: 192 });
      await mount(
        `<lto-carousel label="Recommended for you" heading="3">${serverMarkup('Recommended for you', tiles(3), 'h3')}</lto-carousel>` +
          `<lto-carousel label="Recently viewed" heading="none">${serverMarkup('Recently viewed', tiles(3), 'none')}</lto-carousel>`,
      );
      expect(screen.getByRole('heading', { level: 3, name: 'Recommended for you' })).toBeInTheDocument();
      expect(region('Recently viewed')).toBeInTheDocument();
      expect(screen.getAllByRole('heading')).toHaveLength(1);
    });

    it('in Spanish: slides "N de M", the role descriptions a screen reader says and the buttons in Spanish', async () => {
      restore = fakeLayout({ viewport: 800, item: 192 });
      writeConfig({ locale: 'es-US' });
      await mount(carousel(4, '', 'Recomendados para ti'));
      expect(region('Recomendados para ti')).toHaveAttribute('aria-roledescription', 'carrusel');
      expect(within(region('Recomendados para ti')).getAllByRole('group')[0]).toHaveAccessibleName('1 de 4');
      expect(within(region('Recomendados para ti')).getAllByRole('group')[0]).toHaveAttribute('aria-roledescription', 'diapositiva');
      expect(screen.getByRole('button', { name: 'Artículos anteriores' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Artículos siguientes' })).toBeInTheDocument();
    });
  });

  describe('previous and next', () => {
    it('at the start previous is disabled; next moves by the whole items in view and says which are shown', async () => {
      // 800px shows 3 items of 192 + 16 (624px) and part of a fourth.
      restore = fakeLayout({ viewport: 800, item: 192 });
      await mount(carousel(10));
      expect(previous()).toHaveAttribute('aria-disabled', 'true');
      expect(next()).not.toHaveAttribute('aria-disabled');
      await userEvent.click(next());
      expect(track().scrollLeft).toBe(3 * 208);
      expect(previous()).not.toHaveAttribute('aria-disabled');
      await vi.waitFor(() => expect(politely()).toHaveTextContent('Items 4 to 6 of 10'));
    });

    it('at the end next is disabled, and a press on it does nothing', async () => {
      restore = fakeLayout({ viewport: 800, item: 192 });
      await mount(carousel(10));
      await userEvent.click(next());
      await userEvent.click(next());
      await userEvent.click(next());
      const end = 10 * 192 + 9 * 16 - 800;
      expect(track().scrollLeft).toBe(end);
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      await vi.waitFor(() => expect(politely()).toHaveTextContent('Items 8 to 10 of 10'));
      await userEvent.click(next());
      expect(track().scrollLeft).toBe(end);
      await userEvent.click(previous());
      // Back three whole items from the item nearest the end (the 7th, at 6 × 208).
      expect(track().scrollLeft).toBe(3 * 208);
      expect(next()).not.toHaveAttribute('aria-disabled');
    });

    it('in the middle both are enabled; a swipe (any scroll) updates them too', async () => {
      restore = fakeLayout({ viewport: 375, item: 255 });
      await mount(carousel(4));
      await act(async () => {
        track().scrollLeft = 271;
      });
      expect(previous()).not.toHaveAttribute('aria-disabled');
      expect(next()).not.toHaveAttribute('aria-disabled');
      await act(async () => {
        track().scrollLeft = 0;
      });
      expect(previous()).toHaveAttribute('aria-disabled', 'true');
    });

    it('on a narrow screen moves one item at a time', async () => {
      restore = fakeLayout({ viewport: 375, item: 255 });
      await mount(carousel(4));
      await userEvent.click(next());
      expect(track().scrollLeft).toBe(271);
      await vi.waitFor(() => expect(politely()).toHaveTextContent('Item 2 of 4'));
    });

    it('keeps focus on a button that becomes disabled', async () => {
      restore = fakeLayout({ viewport: 800, item: 192 });
      await mount(carousel(5));
      next().focus();
      await userEvent.keyboard('{Enter}');
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      expect(next()).toHaveFocus();
    });

    it('all items in view: both buttons disabled', async () => {
      restore = fakeLayout({ viewport: 1024, item: 192 });
      await mount(carousel(3));
      expect(previous()).toHaveAttribute('aria-disabled', 'true');
      expect(next()).toHaveAttribute('aria-disabled', 'true');
    });

    it('never moves by itself', async () => {
      vi.useFakeTimers();
      try {
        restore = fakeLayout({ viewport: 800, item: 192 });
        await mount(carousel(10));
        await act(async () => vi.advanceTimersByTime(60_000));
        expect(track().scrollLeft).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('a single item: its slide, no buttons', async () => {
    restore = fakeLayout({ viewport: 800, item: 192 });
    await mount(carousel(1));
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('no items: nothing at all, not even the heading', async () => {
    await mount(carousel(0));
    expect(document.querySelector('lto-carousel')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('without a label keeps the server markup and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<lto-carousel>${serverMarkup('Recommended for you', tiles(2))}</lto-carousel>`;
    const serverRegion = document.querySelector('.lto-carousel');
    await mount('');
    expect(document.querySelector('lto-carousel')).not.toHaveAttribute('data-lto-ready');
    expect(screen.getByRole('region')).toBe(serverRegion);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-carousel> attribute "label" is missing/);
  });

  it('record="P9" remembers the product as recently viewed, newest first', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['P1', 'P9', 'P2']));
    restore = fakeLayout({ viewport: 800, item: 192 });
    await mount(carousel(2, 'record="P9"'));
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual(['P9', 'P1', 'P2']);
  });

  describe('over the server markup (README "Server markup", markup.html)', () => {
    const attributes = 'label="Recommended for you"';
    const fixture = markupFixture(import.meta.url);

    it('draws exactly the carousel the template wrote', async () => {
      restore = fakeLayout({ viewport: 400, item: 192 });
      const { server, drawn } = await drawOver('lto-carousel', attributes, fixture);
      expect(drawn).toEqual(server);
    });

    it("keeps the row where the shopper scrolled it, and the focus in an item", async () => {
      restore = fakeLayout({ viewport: 400, item: 192 });
      document.body.innerHTML = `<lto-carousel ${attributes}>${fixture}</lto-carousel>`;
      document.querySelector<HTMLElement>('.lto-carousel__track')!.scrollLeft = 208;
      const link = document.querySelectorAll<HTMLElement>('lto-carousel .lto-carousel__slide a')[1]!;
      link.focus();
      await act(async () => {});
      expect(document.querySelector('lto-carousel')).toHaveAttribute('data-lto-ready');
      expect(track().scrollLeft).toBe(208);
      expect(link).toHaveFocus();
      expect(previous()).not.toHaveAttribute('aria-disabled');
    });

    it('a press on next before the code ran is done once, by the widget\'s own button', async () => {
      restore = fakeLayout({ viewport: 400, item: 192 });
      document.body.innerHTML = `<lto-carousel ${attributes}>${fixture}</lto-carousel>`;
      const island = document.querySelector('lto-carousel')!;
      const serverNext = island.querySelector('.lto-carousel__button--next')!;
      // As the autoloader records it (src/core/early-actions.ts): the click was stopped and written down.
      (island as Element & { [EARLY_ACTIONS]?: unknown[] })[EARLY_ACTIONS] = [{ type: 'click', path: pathTo(island, serverNext) }];
      await act(async () => {});
      await vi.waitFor(() => expect(track().scrollLeft).toBe(208));
      expect(next()).not.toBe(serverNext);
      await vi.waitFor(() => expect(politely()).toHaveTextContent('Item 3 of 3'));
    });
  });
});
