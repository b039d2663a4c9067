import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS, pathTo } from '../../src/core/early-actions';
import { selectVariant } from '../../src/core/store/selection-actions';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { viewport } from '../../testing/viewport';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';
import type { MediaVariantInput } from './images';

const VIEWS = ['front', 'side', 'angle', 'detail'] as const;

function variant(pid: string, colour: string, views: readonly string[] = VIEWS): MediaVariantInput {
  return {
    pid,
    images: views.map((view) => ({
      src: `/img/product/P1.svg?color=${colour}&view=${view}`,
      alt: `Harbor Sofa, ${colour}, ${view} view`,
      ...(view === 'front' ? { zoom: `/img/product/P1.svg?color=${colour}&view=front&size=large` } : {}),
    })),
  };
}

const NAVY = variant('P1-1', 'navy');
const GREY = variant('P1-2', 'grey', ['front', 'side']);

const media = (variants: unknown = [NAVY, GREY], extra = '') =>
  `<lto-product-media product="P1" name="Harbor Sofa" variants='${JSON.stringify(variants)}' ${extra}></lto-product-media>`;

const mainImage = () => document.querySelector<HTMLImageElement>('.lto-product-media__image')!;
const thumbs = () => screen.getAllByRole('tab');

describe('<lto-product-media>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => vi.unstubAllGlobals());

  describe('main image and thumbnails', () => {
    it('shows the first picture of the first variant, with its alt text, and a thumbnail per picture', async () => {
      viewport(1024);
      await mount(media());
      expect(mainImage()).toHaveAttribute('src', '/img/product/P1.svg?color=navy&view=front');
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, front view');
      const list = screen.getByRole('tablist', { name: 'Images of Harbor Sofa' });
      expect(within(list).getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
      expect(screen.getByRole('tab', { name: 'Harbor Sofa, navy, side view' })).toBeInTheDocument();
      expect(screen.getByRole('tabpanel', { name: 'Harbor Sofa, navy, front view' })).toContainElement(mainImage());
    });

    it('starts on the variant named by selected', async () => {
      viewport(1024);
      await mount(media([NAVY, GREY], 'selected="P1-2"'));
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, grey, front view');
      expect(thumbs()).toHaveLength(2);
    });

    it('a click on a thumbnail shows its picture and alt text', async () => {
      viewport(1024);
      await mount(media());
      await userEvent.click(screen.getByRole('tab', { name: 'Harbor Sofa, navy, angle view' }));
      expect(mainImage()).toHaveAttribute('src', '/img/product/P1.svg?color=navy&view=angle');
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, angle view');
      expect(screen.getByRole('tab', { name: 'Harbor Sofa, navy, angle view' })).toHaveAttribute('aria-selected', 'true');
    });

    it('a sideways swipe of one finger over the main image shows the next or previous picture, not past either end; a short or mostly vertical move, two fingers or a page pinched larger do nothing', async () => {
      viewport(390);
      await mount(media());
      const stage = document.querySelector('.lto-product-media__stage')!;
      /** A touch event as the browser sends it, with its fingers where given. */
      const touch = (type: string, touches: { x: number; y: number }[], changed: { x: number; y: number }[]) => {
        const event = new Event(type, { bubbles: true });
        const list = (points: { x: number; y: number }[]) => points.map(({ x, y }) => ({ clientX: x, clientY: y, identifier: 0 }));
        Object.defineProperties(event, { touches: { value: list(touches) }, changedTouches: { value: list(changed) } });
        stage.dispatchEvent(event);
      };
      const drag = (dx: number, dy = 0, fingers = 1) => {
        const start = Array.from({ length: fingers }, (_, n) => ({ x: 200 + n * 50, y: 150 }));
        act(() => {
          touch('touchstart', start, start);
          touch('touchend', [], [{ x: 200 + dx, y: 150 + dy }]);
        });
      };
      const shownView = () => /view=(\w+)/.exec(mainImage().getAttribute('src')!)![1];

      drag(60);
      expect(shownView(), 'no picture before the first').toBe('front');
      drag(-60);
      expect(shownView()).toBe('side');
      expect(screen.getByRole('tab', { name: 'Harbor Sofa, navy, side view' })).toHaveAttribute('aria-selected', 'true');
      drag(-30);
      expect(shownView(), 'too short').toBe('side');
      drag(-60, 60);
      expect(shownView(), 'more up or down than sideways: the page scrolls').toBe('side');
      drag(-60, 0, 2);
      expect(shownView(), 'two fingers: a pinch').toBe('side');
      vi.stubGlobal('visualViewport', { scale: 2 });
      drag(-60);
      expect(shownView(), 'a page pinched larger: the finger pans it').toBe('side');
      vi.unstubAllGlobals();
      drag(-60);
      drag(-60);
      expect(shownView()).toBe('detail');
      drag(-60);
      expect(shownView(), 'no picture after the last').toBe('detail');
      drag(80, 20);
      expect(shownView()).toBe('angle');
    });

    it('is one Tab stop; arrow keys move between thumbnails (wrapping), Home and End go to the ends, and the main image follows', async () => {
      viewport(1024);
      await mount(`<button>before</button>${media()}<button>after</button>`);
      await userEvent.click(screen.getByRole('button', { name: 'before' }));
      await userEvent.tab(); // the zoom button
      await userEvent.tab();
      expect(thumbs()[0]).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      expect(thumbs()[1]).toHaveFocus();
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, side view');
      await userEvent.keyboard('{End}');
      expect(thumbs()[3]).toHaveFocus();
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, detail view');
      await userEvent.keyboard('{ArrowRight}');
      expect(thumbs()[0]).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(thumbs()[3]).toHaveFocus();
      await userEvent.keyboard('{Home}');
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, front view');
      expect(thumbs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    });

    it('with a single picture: the image alone, no thumbnails', async () => {
      viewport(1024);
      await mount(media([variant('P1-1', 'navy', ['front'])]));
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, front view');
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.queryByRole('tabpanel')).toBeNull();
    });

    it('in Spanish, names the thumbnails in Spanish', async () => {
      viewport(1024);
      writeConfig({ locale: 'es-US' });
      await mount(media());
      expect(screen.getByRole('tablist', { name: 'Imágenes de Harbor Sofa' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ampliar imagen' })).toBeInTheDocument();
    });
  });

  describe('follows the colour chosen elsewhere on the page', () => {
    it('shows the selected variant\'s pictures from its first, and its own thumbnails', async () => {
      viewport(1024);
      await mount(media());
      await userEvent.click(screen.getByRole('tab', { name: 'Harbor Sofa, navy, side view' }));
      await act(async () => selectVariant('P1', 'P1-2'));
      expect(mainImage()).toHaveAttribute('src', '/img/product/P1.svg?color=grey&view=front');
      expect(thumbs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
      await act(async () => selectVariant('P1', 'P1-1'));
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, front view');
    });

    it('ignores selections for another product, and variants it has no pictures for', async () => {
      viewport(1024);
      await mount(media());
      await act(async () => selectVariant('P2', 'P1-2'));
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, front view');
      await act(async () => selectVariant('P1', 'P1-9'));
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, navy, front view');
    });
  });

  describe('zoom (SPEC 2.8: only at 768px or more)', () => {
    it('at 768px: a zoom button opens a dialog with the larger picture; Escape closes it and focus returns', async () => {
      viewport(768);
      await mount(media());
      const open = screen.getByRole('button', { name: 'Zoom image' });
      expect(open).toHaveAttribute('aria-haspopup', 'dialog');
      await userEvent.click(open);
      const dialog = screen.getByRole('dialog', { name: 'Zoomed image' });
      const view = within(dialog).getByRole('region', { name: 'Harbor Sofa, navy, front view' });
      expect(view).toHaveFocus();
      expect(within(view).getByRole('img')).toHaveAttribute('src', '/img/product/P1.svg?color=navy&view=front&size=large');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(open).toHaveFocus();
    });

    it('zooms the picture shown; without a zoom picture, the picture itself', async () => {
      viewport(1280);
      await mount(media());
      await userEvent.click(screen.getByRole('tab', { name: 'Harbor Sofa, navy, side view' }));
      await userEvent.click(mainImage());
      const dialog = screen.getByRole('dialog', { name: 'Zoomed image' });
      expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/img/product/P1.svg?color=navy&view=side');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('at 767px: the zoom button (hidden there by the CSS) and a click on the image open nothing', async () => {
      viewport(767);
      await mount(media());
      await userEvent.click(screen.getByRole('button', { name: 'Zoom image' }));
      await userEvent.click(mainImage());
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('follows the viewport: zoom works from 768px, and an open zoom closes below it', async () => {
      const screenSize = viewport(500);
      await mount(media());
      await userEvent.click(screen.getByRole('button', { name: 'Zoom image' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await screenSize.resize(1024);
      await userEvent.click(screen.getByRole('button', { name: 'Zoom image' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await screenSize.resize(700);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('without matchMedia, stays off', async () => {
      vi.stubGlobal('matchMedia', undefined);
      await mount(media());
      await userEvent.click(screen.getByRole('button', { name: 'Zoom image' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('attributes', () => {
    it.each([
      ['no product', `<lto-product-media name="Harbor Sofa" variants='${JSON.stringify([NAVY])}'>server</lto-product-media>`],
      ['no alt text', media([{ pid: 'P1-1', images: [{ src: '/a.svg', alt: '' }] }]).replace('></', '>server</')],
      ['a script URL', media([{ pid: 'P1-1', images: [{ src: 'javascript:alert(1)', alt: 'x' }] }]).replace('></', '>server</')],
      ['a variant without pictures', media([{ pid: 'P1-1', images: [] }]).replace('></', '>server</')],
    ])('with %s, keeps the server markup and warns naming the attribute', async (_, html) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      viewport(1024);
      await mount(html);
      expect(document.querySelector('lto-product-media')).toHaveTextContent('server');
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-product-media> attribute "(product|variants)"/);
      warn.mockRestore();
    });
  });

  describe('over the server markup (README "Server markup", markup.html)', () => {
    const BROWN = variant('P1001-1', 'brown').images.map((image, at) => ({
      src: `/img/product/P1001.svg?color=brown${at === 0 ? '' : `&view=${VIEWS[at]}`}`,
      alt: `Harbor Sofa, Brown, ${['front view', 'side view', 'angled view', 'close-up'][at]}`,
    }));
    const attributes = `product="P1001" selected="P1001-1" name="Harbor Sofa" variants='${JSON.stringify([
      { pid: 'P1001-1', images: BROWN },
      { pid: 'P1001-2', images: [{ src: '/img/product/P1001.svg?color=rust', alt: 'Harbor Sofa, Rust, front view' }] },
    ])}'`;
    const fixture = markupFixture(import.meta.url);

    it('draws exactly the markup the template wrote, and keeps its main image node', async () => {
      viewport(1024);
      const { server, drawn, element } = await drawOver('lto-product-media', attributes, fixture);
      expect(drawn).toEqual(server);
      // The same node as before mounting (drawOver wrote it): the page's largest paint is never redrawn.
      const image = element.querySelector<HTMLImageElement>('img.lto-product-media__image')!;
      expect(image.getAttribute('fetchpriority')).toBe('high');
      await userEvent.click(screen.getByRole('tab', { name: 'Harbor Sofa, Brown, side view' }));
      expect(element.querySelector('img.lto-product-media__image')).toBe(image);
      expect(image).toHaveAttribute('src', '/img/product/P1001.svg?color=brown&view=side');
      expect(image).toHaveAttribute('alt', 'Harbor Sofa, Brown, side view');
    });

    it("keeps the ids the template gave the thumbnails' tabs and the stage", async () => {
      viewport(1024);
      await drawOver('lto-product-media', attributes, fixture);
      expect(document.getElementById('media-P1001-tab-1')).toBe(screen.getByRole('tab', { name: 'Harbor Sofa, Brown, side view' }));
      expect(document.getElementById('media-P1001-panel')).toBe(screen.getByRole('tabpanel'));
    });

    it("the server's image node is the one kept", async () => {
      viewport(1024);
      document.body.innerHTML = `<lto-product-media ${attributes}>${fixture}</lto-product-media>`;
      const serverImage = document.querySelector('img.lto-product-media__image');
      await act(async () => {});
      expect(document.querySelector('lto-product-media')).toHaveAttribute('data-lto-ready');
      expect(document.querySelector('img.lto-product-media__image')).toBe(serverImage);
      expect(document.querySelectorAll('img.lto-product-media__image')).toHaveLength(1);
    });

    it('a click on a thumbnail before the code ran is done once, on the widget\'s own thumbnail', async () => {
      viewport(1024);
      document.body.innerHTML = `<lto-product-media ${attributes}>${fixture}</lto-product-media>`;
      const island = document.querySelector('lto-product-media')!;
      const serverThumb = island.querySelectorAll('[role="tab"]')[2]!;
      // As the autoloader records it (src/core/early-actions.ts): the click was stopped and written down.
      (island as Element & { [EARLY_ACTIONS]?: unknown[] })[EARLY_ACTIONS] = [{ type: 'click', path: pathTo(island, serverThumb) }];
      await act(async () => {});
      expect(screen.getByRole('tab', { name: 'Harbor Sofa, Brown, angled view' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Harbor Sofa, Brown, angled view' })).not.toBe(serverThumb);
      expect(mainImage()).toHaveAttribute('alt', 'Harbor Sofa, Brown, angled view');
      expect((island as Element & { [EARLY_ACTIONS]?: unknown[] })[EARLY_ACTIONS]).toBeUndefined();
    });
  });
});
