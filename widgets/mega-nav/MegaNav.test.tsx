import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clickBeforeCode, drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { viewport } from '../../testing/viewport';
import { clickLink, mount, writeConfig } from '../../testing/widget-page';
import './element';

const FIXTURE = markupFixture(import.meta.url);
const OUTSIDE = '<a id="outside" href="/stores">Stores</a>';

const island = () => document.querySelector('lto-mega-nav')!;
const button = (name: string) => screen.getByRole('button', { name: `More in ${name}` });
const panel = (name: string) => document.getElementById(button(name).getAttribute('aria-controls')!)!;
const back = (name: string) => panel(name).querySelector<HTMLElement>('.lto-mega-nav__back')!;
const isOpen = (name: string) => button(name).getAttribute('aria-expanded') === 'true' && !panel(name).hidden;
/** Presses each step's keys, then expects the focus on its element (found then: a panel shows on the way). */
async function pressAndExpect(steps: [keys: string, focus: () => HTMLElement][]) {
  for (const [keys, focus] of steps) {
    await userEvent.keyboard(keys);
    expect(focus(), `after ${keys}`).toHaveFocus();
  }
}
/** Presses `key` on `target`: whether the browser's own action is left to happen (not prevented). */
const fireKey = (target: HTMLElement, key: string, init: KeyboardEventInit = {}) => {
  target.focus();
  return target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
};

/** Opens `category` by a click, then presses Tab from its link `from`. */
async function openThenTabFrom(category: string, from: string) {
  await userEvent.click(button(category));
  screen.getByRole('link', { name: from }).focus();
  await userEvent.tab();
}

/** The navigation drawn over its fixture, a link after it (where the focus goes on leaving it). */
async function draw(width = 1280) {
  viewport(width);
  await mount(`<nav aria-label="Shop by category"><lto-mega-nav>${FIXTURE}</lto-mega-nav></nav>${OUTSIDE}`);
  await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
}

describe('<lto-mega-nav>', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    writeConfig();
  });

  it('draws over the server markup without changing it: the same elements, names and closed panels', async () => {
    viewport(1280);
    const { server, drawn } = await drawOver('lto-mega-nav', '', FIXTURE);
    expect(drawn).toEqual(server);
  });

  it('are disclosure buttons, no menu roles: each says whether it is expanded and which panel it controls', async () => {
    await draw();
    expect(document.querySelector('[role=menu],[role=menubar],[role=menuitem]')).toBeNull();
    for (const name of ['Living Room', 'Bedroom']) {
      expect(button(name)).toHaveAttribute('aria-expanded', 'false');
      expect(panel(name).hidden).toBe(true);
      expect(panel(name).closest('li')).toBe(button(name).closest('li'));
    }
  });

  describe('on a wide window', () => {
    it('a click opens a category, another click on it closes it; opening another closes the first', async () => {
      await draw();
      await userEvent.click(button('Living Room'));
      expect(isOpen('Living Room')).toBe(true);
      expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/c/living-room?subcat=sofa');
      await userEvent.click(button('Bedroom'));
      expect(isOpen('Bedroom')).toBe(true);
      expect(isOpen('Living Room')).toBe(false);
      await userEvent.click(button('Bedroom'));
      expect(isOpen('Bedroom')).toBe(false);
    });

    it('Enter and Space on the focused button open and close it', async () => {
      await draw();
      button('Living Room').focus();
      await userEvent.keyboard('{Enter}');
      expect(isOpen('Living Room')).toBe(true);
      await userEvent.keyboard(' ');
      expect(isOpen('Living Room')).toBe(false);
      await userEvent.keyboard(' ');
      expect(isOpen('Living Room')).toBe(true);
    });

    it('Escape closes the open menu and puts the focus on its button; the key goes no further', async () => {
      await draw();
      const heard = vi.fn();
      document.addEventListener('keydown', heard);
      await userEvent.click(button('Living Room'));
      screen.getByRole('link', { name: 'Sofas' }).focus();
      await userEvent.keyboard('{Escape}');
      document.removeEventListener('keydown', heard);
      expect(isOpen('Living Room')).toBe(false);
      expect(button('Living Room')).toHaveFocus();
      expect(heard).not.toHaveBeenCalled();
    });

    it('Left and Right go along the bar, its links and buttons in order, stopping at the ends; Home and End to its ends', async () => {
      await draw();
      const bar = [screen.getByRole('link', { name: 'Living Room' }), button('Living Room'), screen.getByRole('link', { name: 'Bedroom' }), button('Bedroom')];
      bar[0]!.focus();
      await pressAndExpect([
        ['{ArrowRight}', () => bar[1]!],
        ['{ArrowRight}', () => bar[2]!],
        ['{ArrowRight}', () => bar[3]!],
        ['{ArrowRight}', () => bar[3]!],
        ['{ArrowLeft}', () => bar[2]!],
        ['{Home}', () => bar[0]!],
        ['{ArrowLeft}', () => bar[0]!],
        ['{End}', () => bar[3]!],
      ]);
      // Moving along the bar opens nothing: a menu opens only when asked.
      expect(isOpen('Living Room') || isOpen('Bedroom')).toBe(false);
    });

    it("Down on the open menu's button goes into it; Down and Up go from link to link, Up from the first back to the button; Home and End", async () => {
      await draw();
      // Down on a closed menu's button is the page's (it scrolls): nothing moves, nothing opens.
      expect(fireKey(button('Living Room'), 'ArrowDown')).toBe(true);
      expect(button('Living Room')).toHaveFocus();
      const link = (name: string) => screen.getByRole('link', { name });
      await pressAndExpect([
        ['{Enter}{ArrowDown}', () => link('All Living Room')],
        ['{ArrowDown}{ArrowDown}', () => link('Sectionals')],
        ['{ArrowDown}', () => link('Sectionals')],
        ['{ArrowUp}', () => link('Sofas')],
        ['{Home}', () => link('All Living Room')],
        ['{End}', () => link('Sectionals')],
        ['{Home}{ArrowUp}', () => button('Living Room')],
      ]);
      expect(isOpen('Living Room')).toBe(true);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
      expect(isOpen('Living Room')).toBe(false);
      expect(button('Living Room')).toHaveFocus();
    });

    it('arrows with a modifier, and arrows outside the navigation, are left to the browser', async () => {
      await draw();
      const link = screen.getByRole('link', { name: 'Living Room' });
      expect(fireKey(link, 'ArrowRight', { altKey: true })).toBe(true);
      expect(fireKey(document.getElementById('outside')!, 'ArrowRight')).toBe(true);
    });

    it('Escape with nothing open is left to the page', async () => {
      await draw();
      const heard = vi.fn();
      document.addEventListener('keydown', heard);
      button('Living Room').focus();
      await userEvent.keyboard('{Escape}');
      document.removeEventListener('keydown', heard);
      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('the focus leaving the navigation closes the menu (Tab past its last link), focus staying where it went', async () => {
      await draw();
      await userEvent.click(button('Bedroom'));
      screen.getByRole('link', { name: 'Queen Beds' }).focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(document.getElementById('outside'));
      expect(isOpen('Bedroom')).toBe(false);
    });

    it('the focus leaving the open menu and its button for the rest of the bar closes it, back (Shift+Tab) or forward (Tab)', async () => {
      await draw();
      button('Bedroom').focus();
      await userEvent.keyboard('{Enter}');
      expect(isOpen('Bedroom')).toBe(true);
      await userEvent.tab({ shift: true });
      expect(screen.getByRole('link', { name: 'Bedroom' })).toHaveFocus();
      expect(isOpen('Bedroom')).toBe(false);
      await userEvent.tab({ shift: true });
      expect(button('Living Room')).toHaveFocus();
      expect(isOpen('Living Room') || isOpen('Bedroom')).toBe(false);
      // Forward, from the open menu's last link on to the next category, too.
      await openThenTabFrom('Living Room', 'Sectionals');
      expect(screen.getByRole('link', { name: 'Bedroom' })).toHaveFocus();
      expect(isOpen('Living Room')).toBe(false);
    });

    it('the focus moving inside the open menu and its button keeps it open', async () => {
      await draw();
      await openThenTabFrom('Living Room', 'All Living Room');
      expect(screen.getByRole('link', { name: 'Sofas' })).toHaveFocus();
      expect(isOpen('Living Room')).toBe(true);
    });

    it('a click elsewhere on the page closes it', async () => {
      await draw();
      await userEvent.click(button('Living Room'));
      await userEvent.click(document.body);
      expect(isOpen('Living Room')).toBe(false);
    });

    it('category and sub-category links navigate as links', async () => {
      await draw();
      expect(clickLink(screen.getByRole('link', { name: 'Living Room' }))).toBe(false);
      await userEvent.click(button('Living Room'));
      expect(clickLink(screen.getByRole('link', { name: 'Sofas' }))).toBe(false);
    });
  });

  describe('on a narrow window (the drill-down)', () => {
    it('opening a category shows its level alone, the focus on its back button; back returns to the categories', async () => {
      await draw(390);
      await userEvent.click(button('Living Room'));
      expect(isOpen('Living Room')).toBe(true);
      expect(island()).toHaveAttribute('data-lto-level', 'sub');
      expect(button('Living Room').closest('li')).toHaveAttribute('data-lto-open');
      expect(back('Living Room')).toHaveFocus();
      expect(back('Living Room')).toHaveAccessibleName('Back to all categories');
      await userEvent.keyboard('{Enter}');
      expect(isOpen('Living Room')).toBe(false);
      expect(island()).not.toHaveAttribute('data-lto-level');
      expect(button('Living Room')).toHaveFocus();
    });

    it('Escape in a sub-category level goes back to the categories', async () => {
      await draw(390);
      await userEvent.click(button('Bedroom'));
      await userEvent.keyboard('{Escape}');
      expect(isOpen('Bedroom')).toBe(false);
      expect(button('Bedroom')).toHaveFocus();
    });

    it('the arrows are the browser\'s there (a short list Tab walks; the panel scrolls with them)', async () => {
      await draw(390);
      expect(fireKey(screen.getByRole('link', { name: 'Living Room' }), 'ArrowRight')).toBe(true);
      await userEvent.click(button('Living Room'));
      expect(fireKey(screen.getByRole('link', { name: 'Sofas' }), 'ArrowDown')).toBe(true);
      expect(screen.getByRole('link', { name: 'Sofas' })).toHaveFocus();
    });

    it('the focus leaving does not close the level (the mobile navigation around it holds it)', async () => {
      await draw(390);
      await userEvent.click(button('Bedroom'));
      act(() => document.getElementById('outside')!.focus());
      expect(isOpen('Bedroom')).toBe(true);
    });

    it('a window widened keeps the open category, as the bar\'s menu', async () => {
      const screenSize = viewport(390);
      await mount(`<lto-mega-nav>${FIXTURE}</lto-mega-nav>`);
      await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
      await userEvent.click(button('Living Room'));
      expect(island()).toHaveAttribute('data-lto-level', 'sub');
      await screenSize.resize(1280);
      expect(isOpen('Living Room')).toBe(true);
      expect(island()).not.toHaveAttribute('data-lto-level');
    });
  });

  describe('before its code has run', () => {
    it('a click on a category button is held, and the menu opens once drawn', async () => {
      viewport(1280);
      document.body.innerHTML = `<lto-mega-nav>${FIXTURE}</lto-mega-nav>`;
      const serverButton = document.querySelector('.lto-mega-nav__button')!;
      expect(clickBeforeCode(document.querySelector('lto-mega-nav')!, serverButton)).toBe(true);
      await drawWithHeld('lto-mega-nav', '', FIXTURE, [{ type: 'click', path: [0, 0, 1] }]);
      await waitFor(() => expect(isOpen('Living Room')).toBe(true));
    });

    it('a click on a category link is left to the browser', () => {
      document.body.innerHTML = `<lto-mega-nav>${FIXTURE}</lto-mega-nav>`;
      expect(clickBeforeCode(document.querySelector('lto-mega-nav')!, document.querySelector('.lto-mega-nav__link')!)).toBe(false);
    });
  });

  it('without categories it warns once and opens nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    viewport(1280);
    await mount('<lto-mega-nav><ul><li><a href="/c/x">X</a></li></ul></lto-mega-nav>');
    await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-mega-nav>'));
    expect(screen.getByRole('link', { name: 'X' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
