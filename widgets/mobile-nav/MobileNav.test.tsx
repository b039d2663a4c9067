import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clickBeforeCode, drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { viewport } from '../../testing/viewport';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';
// The categories in its panel are their own island: drawn here to show how the two share Escape.
import '../mega-nav/element';

const FIXTURE = markupFixture(import.meta.url);
const SEARCH = '<input aria-label="Search" id="search">';

const island = () => document.querySelector('lto-mobile-nav')!;
const toggle = (name = 'Menu') => screen.getByRole('button', { name });
const overlay = () => island().querySelector<HTMLElement>('.lto-mobile-nav__overlay')!;
const isOpen = () => toggle().getAttribute('aria-expanded') === 'true' && island().hasAttribute('data-lto-open') && !overlay().hidden;

async function draw(width = 390, fixture = FIXTURE) {
  const screenSize = viewport(width);
  await mount(`${SEARCH}<nav aria-label="Shop by category"><lto-mobile-nav>${fixture}</lto-mobile-nav></nav>`);
  await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
  return screenSize;
}

describe('<lto-mobile-nav>', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    writeConfig();
  });

  it.each([
    ['markup.html', 'the US navigation'],
    ['markup-es.html', 'the Spanish navigation'],
  ])('draws over %s (%s) without changing it', async (name) => {
    viewport(390);
    // The promo carousel inside is an island of its own, kept as it is: under a stand-in tag, what
    // this worker's other test files defined changes nothing here (a drawn carousel disables its
    // 'next' button without a layout to scroll).
    const fixture = markupFixture(import.meta.url, name).replaceAll('lto-carousel', 'lto-nav-test-carousel');
    const { server, drawn } = await drawOver('lto-mobile-nav', '', fixture);
    expect(drawn).toEqual(server);
  });

  it('keeps the islands inside it as they are (the promo carousel and the categories)', async () => {
    await mount(`<lto-mobile-nav>${FIXTURE}</lto-mobile-nav>`);
    const inside = [...document.querySelectorAll('lto-carousel, lto-mega-nav')];
    await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
    expect([...document.querySelectorAll('lto-carousel, lto-mega-nav')]).toEqual(inside);
    expect(inside.every((element) => island().contains(element))).toBe(true);
  });

  it('the toggle opens and closes the panel by click; it says which panel and whether it is open', async () => {
    await draw();
    expect(toggle()).toHaveAttribute('aria-controls', 'site-nav-panel');
    expect(isOpen()).toBe(false);
    await userEvent.click(toggle());
    expect(isOpen()).toBe(true);
    await userEvent.click(toggle());
    expect(isOpen()).toBe(false);
  });

  it('Enter and Space on the toggle open and close it', async () => {
    await draw();
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await userEvent.keyboard(' ');
    expect(isOpen()).toBe(false);
  });

  it('a click on the overlay closes it, the focus back on the toggle', async () => {
    await draw();
    await userEvent.click(toggle());
    screen.getByRole('link', { name: 'Living Room' }).focus();
    await userEvent.click(overlay());
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('Escape closes it, the focus back on the toggle', async () => {
    await draw();
    await userEvent.click(toggle());
    screen.getByRole('link', { name: 'Living Room' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('an Escape that closed a category inside closes only that; the next closes the panel', async () => {
    await draw();
    await userEvent.click(toggle());
    await waitFor(() => expect(document.querySelector('lto-mega-nav')).toHaveAttribute('data-lto-ready'));
    await userEvent.click(screen.getByRole('button', { name: 'More in Living Room' }));
    expect(screen.getByRole('button', { name: 'More in Living Room' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'More in Living Room' })).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('keeps the focus inside while open: Tab from the last control goes to the toggle, Shift+Tab from the toggle to the last', async () => {
    await draw();
    await userEvent.click(toggle());
    const controls = () => [...island().querySelectorAll<HTMLElement>('a[href], button')].filter((el) => !el.closest('[hidden]'));
    const last = controls().at(-1)!;
    last.focus();
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    expect(document.getElementById('search')).not.toHaveFocus();
  });

  it('while closed, Tab leaves it as it would any element', async () => {
    await draw();
    document.getElementById('search')!.focus();
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(document.getElementById('search')).toHaveFocus();
  });

  it('a window widened to the bar layout closes it, the page free to scroll again', async () => {
    const screenSize = await draw();
    await userEvent.click(toggle());
    await screenSize.resize(1280);
    expect(isOpen()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  describe('the page behind while it is open', () => {
    const root = document.documentElement;
    beforeEach(() => {
      root.removeAttribute('style');
      window.scrollTo(0, 0);
    });

    it.each([
      ['the toggle', () => userEvent.click(toggle())],
      ['the overlay', () => userEvent.click(overlay())],
      ['Escape', () => userEvent.keyboard('{Escape}')],
    ])('does not scroll, and is where it was once closed by %s', async (_, close) => {
      await draw();
      root.style.setProperty('color', 'black');
      window.scrollTo(0, 300);
      await userEvent.click(toggle());
      expect(root.style.overflow).toBe('hidden');
      // Something moved the page meanwhile (a focus scrolled into view): put back on closing.
      window.scrollTo(0, 40);
      await close();
      expect(isOpen()).toBe(false);
      expect(window.scrollY).toBe(300);
      expect(root.style.overflow).toBe('');
      // The page's own inline styles on the root are left as they were.
      expect(root.style.color).toBe('black');
    });

    it('is free again when the navigation leaves the page open', async () => {
      await draw();
      await userEvent.click(toggle());
      expect(root.style.overflow).toBe('hidden');
      island().remove();
      await waitFor(() => expect(root.style.overflow).toBe(''));
    });
  });

  it('in Spanish: the server\'s Menú', async () => {
    await draw(390, markupFixture(import.meta.url, 'markup-es.html'));
    await userEvent.click(toggle('Menú'));
    expect(toggle('Menú')).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('lto-carousel')).toBeNull();
  });

  it('a click on the toggle before its code has run is held, and the panel opens once drawn', async () => {
    viewport(390);
    document.body.innerHTML = `<lto-mobile-nav>${FIXTURE}</lto-mobile-nav>`;
    expect(clickBeforeCode(island(), island().querySelector('.lto-mobile-nav__toggle')!)).toBe(true);
    await drawWithHeld('lto-mobile-nav', '', FIXTURE, [{ type: 'click', path: [0] }]);
    await waitFor(() => expect(isOpen()).toBe(true));
  });

  it('without a toggle controlling a panel it warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    viewport(390);
    await mount('<lto-mobile-nav><button type="button" class="lto-mobile-nav__toggle">Menu</button></lto-mobile-nav>');
    await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-mobile-nav>'));
    warn.mockRestore();
  });
});
