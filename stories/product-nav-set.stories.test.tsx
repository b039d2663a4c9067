import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as navStories from './product-nav.stories';
import * as setStories from './product-set.stories';
import { userEvent } from './support/user-event';

setProjectAnnotations(preview);

const nav = composeStories(navStories);
const set = composeStories(setStories);

afterEach(() => {
  history.replaceState(null, '', location.pathname);
  vi.restoreAllMocks();
});

// The wording a shopper reads, pinned here rather than read from the catalogues.
describe('product nav stories', () => {
  test.each([
    ['Middle', nav.Middle, ['Previous product Avery Loveseat', 'Next product Lakeside Sleeper'], '3 of 5'],
    ['MiddleEs', nav.MiddleEs, ['Producto anterior Avery Loveseat', 'Producto siguiente Lakeside Sleeper'], '3 de 5'],
    ['First', nav.First, ['Next product Avery Loveseat'], '1 of 5'],
    ['FirstEs', nav.FirstEs, ['Producto siguiente Avery Loveseat'], '1 de 5'],
  ] as const)('%s shows its links and position', async (_, story, links, position) => {
    await story.run();
    const region = await screen.findByRole('navigation');
    await waitFor(() => expect([...region.querySelectorAll('.lto-product-nav__steps a')].map((a) => a.textContent)).toEqual(links));
    expect(region.textContent).toContain(position);
  });

  test.each([
    ['NoHash', nav.NoHash],
    ['NoHashEs', nav.NoHashEs],
    ['Failed', nav.Failed],
    ['FailedEs', nav.FailedEs],
  ] as const)('%s keeps the server link and shows no neighbours', async (_, story) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await story.run();
    await waitFor(() => expect(document.querySelector('lto-product-nav')).toHaveAttribute('data-lto-ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Back to Living Room' })).toBeTruthy();
    expect(document.querySelectorAll('.lto-product-nav__steps > *')).toHaveLength(0);
  });
});

describe('product set stories', () => {
  test.each([
    ['LivingRoom', set.LivingRoom, 'Add all to cart'],
    ['LivingRoomEs', set.LivingRoomEs, 'Agregar todo al carrito'],
  ] as const)('%s reloads an item for a chosen colour', async (_, story, button) => {
    await story.run();
    expect(await screen.findByRole('button', { name: button })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: 'Sand' })[1]!);
    await waitFor(() => expect(document.querySelectorAll('[data-lto-set-item]')[1]).toHaveAttribute('data-pid', 'P2001-3'));
  });

  test.each([
    ['SwatchFails', set.SwatchFails, 'This option could not be loaded. Please try again.'],
    ['SwatchFailsEs', set.SwatchFailsEs, 'No pudimos cargar esta opción. Inténtalo de nuevo.'],
  ] as const)('%s keeps the item and announces why', async (_, story, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await story.run();
    await screen.findByRole('button');
    await userEvent.click(screen.getAllByRole('link', { name: 'Sand' })[0]!);
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(message));
    expect(document.querySelector('[data-lto-set-item]')).toHaveAttribute('data-pid', 'P1001-1');
  });
});
