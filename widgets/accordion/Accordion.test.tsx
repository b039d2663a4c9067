import { readFileSync } from 'node:fs';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/early-actions';
import type { EarlyAction } from '../../src/core/island-protocol';
import { clickBeforeCode, drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const SERVER = markupFixture(import.meta.url);
const drawers = (attributes = '', markup = SERVER) => `<lto-accordion ${attributes}>${markup}</lto-accordion>`;

const title = (name: string) => screen.getByText(name).closest('summary')!;
const section = (name: string) => title(name).parentElement as HTMLDetailsElement;
const panelOf = (name: string) => section(name).querySelector<HTMLElement>('.lto-accordion__panel')!;
/** What the browser does on a click, Enter or Space on a summary (happy-dom does not). */
const toggleNatively = (name: string) =>
  act(async () => {
    const details = section(name);
    const group = details.getAttribute('name');
    if (!details.open && group) for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${group}"][open]`)) other.open = false;
    details.open = !details.open;
    for (const each of document.querySelectorAll('details')) each.dispatchEvent(new Event('toggle'));
  });

describe('<lto-accordion>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => vi.restoreAllMocks());

  it('draws the same DOM as its server markup (markup.html)', async () => {
    const { server, drawn } = await drawOver('lto-accordion', '', SERVER);
    expect(drawn).toEqual(server);
  });

  it('draws the same DOM as an exclusive group (single, <details name>) at heading level 2', async () => {
    const markup = SERVER.replace(/<details class="lto-accordion__section"/g, '<details class="lto-accordion__section" name="faq"').replace(/h3/g, 'h2');
    const { server, drawn } = await drawOver('lto-accordion', 'single heading-level="2"', markup);
    expect(drawn).toEqual(server);
  });

  it("keeps the server's open state, a section the shopper opened before the code ran included", async () => {
    document.body.innerHTML = drawers();
    // The island is drawn in a microtask: the shopper's click on a summary came first, and the browser opened it.
    document.querySelectorAll('details')[1]!.open = true;
    await act(async () => {});
    expect(document.querySelector('lto-accordion')).toHaveAttribute('data-lto-ready');
    expect([...document.querySelectorAll('details')].map((details) => details.open)).toEqual([true, true, false]);
  });

  it("keeps the panels' content as the server's own nodes", async () => {
    document.body.innerHTML = drawers();
    const care = document.querySelector('a[href="/care"]');
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Care guide' })).toBe(care);
    expect(care!.parentElement).toBe(panelOf('Description'));
  });

  it('leaves a click on a title before the code ran to the browser, which opens the section without script', () => {
    document.body.innerHTML = drawers();
    const island = document.querySelector('lto-accordion')!;
    expect(clickBeforeCode(island, island.querySelectorAll('summary')[1]!.querySelector('h3')!)).toBe(false);
  });

  it('moves the focus once for an arrow key pressed on a title before the code ran', async () => {
    document.body.innerHTML = drawers();
    const island = document.querySelector('lto-accordion') as Element & { [EARLY_ACTIONS]?: EarlyAction[] };
    // The autoloader held Arrow Down on the first title (details 0 > summary 0).
    island[EARLY_ACTIONS] = [{ type: 'key', path: [0, 0], key: 'ArrowDown', shiftKey: false }];
    await act(async () => {});
    await waitFor(() => expect(title('Dimensions')).toHaveFocus());
    await act(async () => {});
    expect(title('Dimensions'), 'once, not on to Warranty').toHaveFocus();
  });

  it('puts each title in a heading inside its summary, and closes a section by the browser, the others as they are', async () => {
    await mount(drawers());
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Description', 'Dimensions', 'Warranty']);
    await toggleNatively('Dimensions');
    expect(section('Dimensions').open).toBe(true);
    expect(section('Description').open).toBe(true);
    await toggleNatively('Description');
    expect(section('Description').open).toBe(false);
    expect(section('Dimensions').open).toBe(true);
  });

  it('with single, opening one section closes the others', async () => {
    await mount(drawers('single'));
    await toggleNatively('Warranty');
    expect(section('Warranty').open).toBe(true);
    expect(section('Description').open).toBe(false);
  });

  it('moves focus between the titles with the arrows (wrapping), Home and End', async () => {
    await mount(drawers());
    title('Description').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(title('Dimensions')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(title('Warranty')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(title('Description')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(title('Warranty')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(title('Description')).toHaveFocus();
  });

  it('leaves the arrows alone inside a panel', async () => {
    await mount(drawers());
    screen.getByRole('link', { name: 'Care guide' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Care guide' })).toHaveFocus();
  });

  it('uses the heading level it is given', async () => {
    await mount(drawers('heading-level="2"', SERVER.replace(/h3/g, 'h2')));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('reads a plain <details> as well: its content after the summary', async () => {
    await mount(drawers('', '<details><summary>Is delivery free?</summary><p>Over $500, yes.</p></details>'));
    expect(panelOf('Is delivery free?')).toHaveTextContent('Over $500, yes.');
  });

  it('makes an open panel a named region that takes focus only while its content overflows (so the keyboard can scroll it)', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent?.includes('84 in') ? 900 : 100;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(525);
    await mount(drawers());
    expect(panelOf('Description')).not.toHaveAttribute('tabindex');
    await toggleNatively('Dimensions');
    expect(panelOf('Dimensions')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Dimensions' })).toBe(panelOf('Dimensions'));
  });

  it('caps a panel at 525px and scrolls the rest (SPEC 9.5)', () => {
    const css = readFileSync('widgets/accordion/accordion.css', 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.lto-accordion__panel \{ max-height: 525px; overflow-y: auto;/);
  });

  it('warns when there are no sections it can read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<lto-accordion><p>Just text</p></lto-accordion>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-accordion> has no <details>'));
  });
});
