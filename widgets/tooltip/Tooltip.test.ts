import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWarnings } from '../../src/core/warn';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const SERVER = markupFixture(import.meta.url);
const PAYMENT = markupFixture(import.meta.url, 'markup-payment.html');
const TIP = 'Every payment of the term added up, before tax: what you pay to own it if you keep it to the end.';

const element = () => document.querySelector<HTMLElement>('lto-tooltip')!;
const trigger = () => element().querySelector<HTMLButtonElement>('button')!;
const tip = () => element().querySelector<HTMLElement>('[role="tooltip"]')!;
const shown = () => element().getAttribute('data-lto-open') === 'true';

const hover = () => act(() => void element().dispatchEvent(new Event('pointerenter')));
const unhover = () => act(() => void element().dispatchEvent(new Event('pointerleave')));
const focus = () => act(() => trigger().focus());
const blur = () => act(() => trigger().blur());
/** Escape pressed where the focus is (or on the page): whether the tooltip kept it from the rest of the page. */
function escape(target: Element = document.activeElement ?? document.body): boolean {
  let prevented = false;
  act(() => void (prevented = !fireEvent.keyDown(target, { key: 'Escape' })));
  return prevented;
}

/** The tooltip drawn on a page, as the product page has it: in a sentence. */
async function page(markup = SERVER, attributes = '') {
  await mount(`<p>Prices before tax. <lto-tooltip${attributes}>${markup}</lto-tooltip></p><a href="/elsewhere">Elsewhere</a>`);
  await act(async () => element().dispatchEvent(new Event('focusin', { bubbles: true })));
}

describe('<lto-tooltip>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => {
    vi.restoreAllMocks();
    resetWarnings();
  });

  it.each([
    ['markup.html', SERVER, ''],
    ['markup-payment.html', PAYMENT, 'variant="payment"'],
  ])('keeps the server markup (%s) as it is when drawn: it draws nothing', async (_, markup, attributes) => {
    const { server, drawn } = await drawOver('lto-tooltip', attributes, markup);
    expect(drawn).toEqual(server);
  });

  it('links trigger and tip: the tip is the trigger’s accessible description, shown or not', async () => {
    await page();
    expect(trigger()).toHaveAccessibleName('Total cost of ownership');
    expect(trigger()).toHaveAccessibleDescription(TIP);
    expect(shown()).toBe(false);
  });

  it('shows on hover of the trigger or the tip, and hides when the pointer leaves', async () => {
    await page();
    await hover();
    expect(shown()).toBe(true);
    await unhover();
    expect(shown()).toBe(false);
  });

  it('shows while the trigger has keyboard focus, and hides when it leaves', async () => {
    await page();
    await focus();
    expect(shown()).toBe(true);
    await blur();
    expect(shown()).toBe(false);
  });

  it('is dismissed by Escape without the focus moving, and shows again on the next focus', async () => {
    await page();
    await focus();
    expect(escape()).toBe(true);
    expect(shown()).toBe(false);
    expect(trigger()).toHaveFocus();
    await blur();
    await focus();
    expect(shown()).toBe(true);
  });

  it('is dismissed by Escape while hovered with the focus elsewhere, and stays hidden until the pointer leaves and comes back', async () => {
    await page();
    document.querySelector<HTMLElement>('a[href="/elsewhere"]')!.focus();
    await hover();
    expect(shown()).toBe(true);
    expect(escape()).toBe(true);
    expect(shown()).toBe(false);
    await hover();
    expect(shown()).toBe(false);
    await unhover();
    await hover();
    expect(shown()).toBe(true);
  });

  it('leaves Escape to the page when it is not showing (a dialog around it closes)', async () => {
    await page();
    expect(escape(trigger())).toBe(false);
  });

  it('is pinned open by a click or tap on the trigger (no hover on a touch screen), until a second one or a press elsewhere', async () => {
    await page();
    await act(() => trigger().click());
    expect(shown()).toBe(true);
    await unhover();
    await blur();
    expect(shown()).toBe(true);
    await act(() => trigger().click());
    expect(shown()).toBe(false);
    await act(() => trigger().click());
    expect(shown()).toBe(true);
    await act(() => void fireEvent.pointerDown(document.body));
    await blur();
    expect(shown()).toBe(false);
  });

  it('keeps a shown tip inside the window: moved left by what would cross the right edge', async () => {
    await page();
    vi.spyOn(tip(), 'getBoundingClientRect').mockReturnValue({ left: 500, right: 700, top: 40, bottom: 100, width: 200, height: 60 } as DOMRect);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    await hover();
    expect(tip().style.getPropertyValue('--lto-tooltip-shift')).toBe(`${-(700 - 382)}px`);
  });

  it('never moves a tip past the left edge: a tip wider than the room left keeps 8px from it', async () => {
    await page();
    vi.spyOn(tip(), 'getBoundingClientRect').mockReturnValue({ left: 40, right: 520, top: 40, bottom: 100, width: 480, height: 60 } as DOMRect);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    await hover();
    expect(tip().style.getPropertyValue('--lto-tooltip-shift')).toBe('-32px');
  });

  it('shows above the trigger when there is no room below', async () => {
    await page();
    vi.spyOn(tip(), 'getBoundingClientRect').mockReturnValue({ left: 10, right: 200, top: 830, bottom: 900, width: 190, height: 70 } as DOMRect);
    vi.spyOn(trigger(), 'getBoundingClientRect').mockReturnValue({ left: 10, right: 200, top: 800, bottom: 824, width: 190, height: 24 } as DOMRect);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    await hover();
    expect(element()).toHaveAttribute('data-lto-above');
    await unhover();
  });

  it('leaves markup without a tip or a described trigger as the server drew it, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page('<button type="button">Total cost</button><span role="tooltip" id="lonely">Alone</span>');
    await hover();
    expect(element()).not.toHaveAttribute('data-lto-open');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/<lto-tooltip> needs a role="tooltip" element/);
  });

  it('takes the default look for a variant it does not know, with one warning naming the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page(SERVER, ' variant="loud"');
    expect(String(warn.mock.calls[0]![0])).toMatch(/<lto-tooltip> attribute "variant" is invalid/);
    await hover();
    expect(shown()).toBe(true);
  });
});
