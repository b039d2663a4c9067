import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import { takeHeldPress, type HeldPress } from './held-press';
import './element';
import wake from './wake';

const LISTING = 'http://localhost:3000/c/living-room?brand=Crestline&srule=newest';
const refined = (pmin: number, pmax: number) => `${LISTING}&pmin=${pmin}&pmax=${pmax}`;

/**
 * The slider as laid out in these tests: 278 px from the window's left edge, so that with its
 * 24 px thumbs each pixel is one unit of markup.html's $23 to $277 (the value at x is x - 12 + 23).
 */
const xOf = (value: number) => value - 23 + 12;
const SLIDER_BOX = { left: 0, top: 0, right: 278, bottom: 44, width: 278, height: 44, x: 0, y: 0 };

const pointer = (type: string, target: EventTarget, x: number, init: PointerEventInit = {}) =>
  fireEvent(target as Element, new PointerEvent(type, { bubbles: true, button: 0, pointerId: 1, isPrimary: true, clientX: x, ...init }));

/**
 * markup.html ($40 to $80 in force) in a stand-in for the grid that records the links it follows,
 * with its wake module asked (as the autoloader does after the load event), not drawn yet.
 */
function serverRange() {
  const followed: string[] = [];
  // Put in the page outside act(): the island waits for its turn to be drawn (src/core/mount-queue.ts).
  document.body.insertAdjacentHTML('beforeend', `<div id="grid"><lto-price-range lower="23" upper="277">${markupFixture(import.meta.url)}</lto-price-range></div>`);
  document.getElementById('grid')!.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lto-grid-link]');
    if (!link) return;
    event.preventDefault();
    followed.push(link.href);
  });
  const island = document.querySelector<HTMLElement>('lto-price-range')!;
  expect(island).not.toHaveAttribute('data-lto-ready');
  wake(island);
  return { followed, island, slider: island.querySelector('.lto-price-range__slider')! };
}

async function draw(island: HTMLElement) {
  await act(async () => void island.dispatchEvent(new Event('focusin', { bubbles: true })));
  await waitFor(() => expect(island).toHaveAttribute('data-lto-ready'));
}

const minThumb = () => screen.getByRole('slider', { name: 'Minimum monthly payment' });
const maxThumb = () => screen.getByRole('slider', { name: 'Maximum monthly payment' });

describe('<lto-price-range>: a press on the slider before its code came', () => {
  beforeEach(() => {
    writeConfig({ urls: {} });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.classList.contains('lto-price-range__slider') ? SLIDER_BOX : { ...SLIDER_BOX, width: 0, height: 0, right: 0, bottom: 0 }) as DOMRect;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is held by the wake module with where the pointer went, once, until it lets go; a scroll (pointercancel) is none', async () => {
    const { island, slider } = serverRange();
    pointer('pointerdown', slider, 100);
    pointer('pointermove', window, 130);
    expect(takeHeldPress(island)).toEqual({ pointerId: 1, x: 130, down: true } satisfies HeldPress);
    expect(takeHeldPress(island), 'taken once').toBeUndefined();

    pointer('pointerdown', slider, 100);
    pointer('pointermove', window, 120, { pointerId: 2 });
    pointer('pointerup', window, 140);
    expect(takeHeldPress(island)).toEqual({ pointerId: 1, x: 140, down: false });

    pointer('pointerdown', slider, 100);
    pointer('pointercancel', window, 100);
    expect(takeHeldPress(island)).toBeUndefined();
    pointer('pointerdown', slider, 100, { button: 2 });
    expect(takeHeldPress(island), 'not the main button').toBeUndefined();
  });

  it('once drawn, the nearer thumb goes where the pointer let go, and the range shows', async () => {
    const { followed, island, slider } = serverRange();
    pointer('pointerdown', slider, xOf(45));
    pointer('pointerup', window, xOf(52));
    await draw(island);
    expect(minThumb()).toHaveValue('52');
    await waitFor(() => expect(followed).toEqual([refined(52, 80)]));
  });

  it('held while it is drawn, the thumb follows the pointer until it lets go, and shows the range then', async () => {
    const { followed, island, slider } = serverRange();
    pointer('pointerdown', slider, xOf(150));
    await draw(island);
    expect(maxThumb()).toHaveValue('150');
    pointer('pointermove', window, xOf(170));
    await waitFor(() => expect(maxThumb()).toHaveValue('170'));
    expect(followed, 'nothing while it moves').toEqual([]);
    pointer('pointerup', window, xOf(175));
    await waitFor(() => expect(followed).toEqual([refined(40, 175)]));
  });

  it('held and dragged past the other thumb, stops 2 short of it (SPEC 5.4: the max exceeds the min by more than 1)', async () => {
    const { followed, island, slider } = serverRange();
    pointer('pointerdown', slider, xOf(150));
    await draw(island);
    pointer('pointermove', window, xOf(30));
    await waitFor(() => expect(maxThumb()).toHaveValue('42'));
    pointer('pointerup', window, xOf(25));
    await waitFor(() => expect(followed).toEqual([refined(40, 42)]));
  });

  it('shows nothing for a press that left the range as it was', async () => {
    const { followed, island, slider } = serverRange();
    pointer('pointerdown', slider, xOf(80));
    pointer('pointerup', window, xOf(80));
    await draw(island);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(maxThumb()).toHaveValue('80');
    expect(followed).toEqual([]);
  });
});
