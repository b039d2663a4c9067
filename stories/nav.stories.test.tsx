import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { viewport } from '../testing/viewport';
import * as megaNavStories from './mega-nav.stories';
import * as mobileNavStories from './mobile-nav.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, locale global) for this file only.
setProjectAnnotations(preview);

const mega = composeStories(megaNavStories);
const mobile = composeStories(mobileNavStories);

// The wording a shopper reads, pinned here.
const EN = { nav: 'Shop by category', menu: 'Menu', categories: ['Living Room', 'Bedroom', 'Appliances'], more: 'More in Living Room', back: 'Back to all categories', all: 'All Living Room', sofas: 'Sofas' };
const ES = { nav: 'Comprar por categoría', menu: 'Menú', categories: ['Sala', 'Dormitorio', 'Electrodomésticos'], more: 'Más en Sala', back: 'Volver a todas las categorías', all: 'Ver todo en Sala', sofas: 'Sofás' };

const nav = (text: typeof EN) => screen.getByRole('navigation', { name: text.nav });
const ready = (tag: string) => waitFor(() => expect(document.querySelector(tag)).toHaveAttribute('data-lto-ready'));
const links = () => [...document.querySelectorAll('.lto-mega-nav__link')].map((link) => link.textContent);

describe('mega nav stories', () => {
  test.each([
    ['Categories', mega.Categories, EN],
    ['CategoriesEs', mega.CategoriesEs, ES],
  ] as const)('%s: every category a link with its closed disclosure button', async (_, story, text) => {
    viewport(1280);
    await story.run();
    expect(links()).toEqual(text.categories);
    expect(within(nav(text)).getByRole('button', { name: text.more })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[role=menu],[role=menuitem]')).toBeNull();
  });

  test.each([
    ['MenuOpen', mega.MenuOpen, EN],
    ['MenuOpenEs', mega.MenuOpenEs, ES],
  ] as const)("%s: 'Living Room' open, its sub-categories shown, the whole listing first", async (_, story, text) => {
    viewport(1280);
    await story.run();
    const panel = document.getElementById(screen.getByRole('button', { name: text.more }).getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getAllByRole('link')[0]).toHaveAccessibleName(text.all);
    expect(within(panel).getByRole('link', { name: text.sofas })).toHaveAttribute('href', '/c/living-room?subcat=sofa');
    await userEvent.keyboard('{Escape}');
    expect(panel.hidden).toBe(true);
    expect(screen.getByRole('button', { name: text.more })).toHaveFocus();
  });

  test.each([
    ['MenuByArrows', mega.MenuByArrows, EN],
    ['MenuByArrowsEs', mega.MenuByArrowsEs, ES],
  ] as const)("%s: the arrows reach 'Sofas' in the open menu; Up goes back to the button, Left along the bar", async (_, story, text) => {
    viewport(1280);
    await story.run();
    const more = screen.getByRole('button', { name: text.more });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: text.sofas })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(more).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: text.categories[0] })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(links()).toEqual(text.categories);
    expect(document.activeElement).toBe([...document.querySelectorAll('.lto-mega-nav__item > :is(a, button)')].at(-1));
  });

  test.each([
    ['DrillDown', mega.DrillDown, EN],
    ['DrillDownEs', mega.DrillDownEs, ES],
  ] as const)('%s: the sub-category level stands in for the list, the focus on back', async (_, story, text) => {
    viewport(390);
    await story.run();
    expect(document.querySelector('lto-mega-nav')).toHaveAttribute('data-lto-level', 'sub');
    expect(screen.getByRole('button', { name: text.back })).toHaveFocus();
    expect(screen.getByRole('button', { name: text.menu })).toHaveAttribute('aria-expanded', 'true');
  });

  test.each([
    ['BackLevel', mega.BackLevel, EN],
    ['BackLevelEs', mega.BackLevelEs, ES],
  ] as const)('%s: back returns to the categories, the focus on the button that opened the level', async (_, story, text) => {
    viewport(390);
    await story.run();
    expect(document.querySelector('lto-mega-nav')).not.toHaveAttribute('data-lto-level');
    expect(screen.getByRole('button', { name: text.more })).toHaveFocus();
    expect(screen.getByRole('button', { name: text.more })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile nav stories', () => {
  test.each([
    ['Closed', mobile.Closed, EN],
    ['ClosedEs', mobile.ClosedEs, ES],
  ] as const)('%s: the toggle closed, controlling the panel', async (_, story, text) => {
    viewport(390);
    await story.run();
    await ready('lto-mobile-nav');
    const toggle = screen.getByRole('button', { name: text.menu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
  });

  test.each([
    ['OpenUs', mobile.OpenUs, EN, 1],
    ['OpenEs', mobile.OpenEs, ES, 0],
    ['OpenCa', mobile.OpenCa, EN, 0],
  ] as const)('%s: open, the overlay shown; promo banners on the US navigation only (%i)', async (_, story, text, carousels) => {
    viewport(390);
    await story.run();
    expect(screen.getByRole('button', { name: text.menu })).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.lto-mobile-nav__overlay')).not.toHaveAttribute('hidden');
    expect(document.querySelectorAll('lto-carousel')).toHaveLength(carousels);
    // The page behind does not scroll while the panel is open.
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(document.querySelector<HTMLElement>('.lto-mobile-nav__overlay')!);
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: text.menu })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: text.menu })).toHaveFocus();
  });
});
