import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const drawers = (attributes = '') => `<lto-accordion ${attributes}>
  <details open><summary>Description</summary><p>A deep sofa.</p><a href="/care">Care guide</a></details>
  <details><summary>Dimensions</summary><p>84 in wide</p></details>
  <details><summary>Warranty</summary><p>One year</p></details>
</lto-accordion>`;

const button = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) => document.getElementById(button(name).getAttribute('aria-controls')!)!;

describe('<lto-accordion>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => vi.restoreAllMocks());

  it('turns each <details> into a heading with a button that controls a labelled region', async () => {
    await mount(drawers());
    expect(document.querySelector('lto-accordion details')).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Description', 'Dimensions', 'Warranty']);
    const description = button('Description');
    expect(description.closest('h3')).toBe(headings[0]);
    const panel = panelOf('Description');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAccessibleName('Description');
    expect(panel).toHaveTextContent('A deep sofa.');
    expect(panel.querySelector('a[href="/care"]')).not.toBeNull();
  });

  it("keeps the server's open state: open sections expanded, the others collapsed and hidden", async () => {
    await mount(drawers());
    expect(button('Description')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf('Description')).toBeVisible();
    expect(button('Dimensions')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Dimensions')).not.toBeVisible();
  });

  it('toggles a section with a click, Enter or Space, leaving the others as they are', async () => {
    await mount(drawers());
    await userEvent.click(button('Dimensions'));
    expect(button('Dimensions')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf('Dimensions')).toBeVisible();
    expect(button('Description')).toHaveAttribute('aria-expanded', 'true');
    button('Dimensions').focus();
    await userEvent.keyboard('{Enter}');
    expect(button('Dimensions')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(button('Dimensions')).toHaveAttribute('aria-expanded', 'true');
  });

  it('with single, opening one section closes the others', async () => {
    await mount(drawers('single'));
    await userEvent.click(button('Warranty'));
    expect(button('Warranty')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Description')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Description')).not.toBeVisible();
  });

  it('moves focus between the buttons with the arrows (wrapping), Home and End', async () => {
    await mount(drawers());
    button('Description').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button('Dimensions')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(button('Warranty')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button('Description')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(button('Warranty')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(button('Description')).toHaveFocus();
  });

  it('leaves the arrows alone inside a panel', async () => {
    await mount(drawers());
    screen.getByRole('link', { name: 'Care guide' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Care guide' })).toHaveFocus();
  });

  it('uses the heading level it is given', async () => {
    await mount(drawers('heading-level="2"'));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('reads headings followed by panels as well; a hidden panel is a closed section', async () => {
    await mount(`<lto-accordion><h3>Is delivery free?</h3><div><p>Over $500, yes.</p></div><h3>Can I return it?</h3><div hidden><p>Within 7 days.</p></div></lto-accordion>`);
    expect(button('Is delivery free?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Can I return it?')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Can I return it?')).toHaveTextContent('Within 7 days.');
  });

  it('makes an open panel focusable only while its content overflows (so the keyboard can scroll it)', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent?.includes('84 in') ? 900 : 100;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(525);
    await mount(drawers());
    expect(panelOf('Description')).not.toHaveAttribute('tabindex');
    await userEvent.click(button('Dimensions'));
    expect(panelOf('Dimensions')).toHaveAttribute('tabindex', '0');
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
