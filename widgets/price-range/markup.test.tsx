/**
 * The server markup contract (README "Server markup"): drawn over markup.html (a range in force)
 * and markup-ca.html (none, in C$), the widget draws the same form, the slider where the server
 * put it; before its code has run the form is a form.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathTo } from '../../src/core/early-actions';
import { clickBeforeCode, drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import './element';

describe('<lto-price-range> over its server markup', () => {
  it.each([
    ['a range in force, in $', 'markup.html', 'lower="23" upper="277"', { locale: 'en-US', currency: 'USD' }],
    ['no range in force, in C$', 'markup-ca.html', 'lower="16" upper="399"', { locale: 'en-CA', country: 'CA', currency: 'CAD' }],
  ])('%s: drawn exactly as the server drew it', async (_case, file, attributes, config) => {
    writeConfig({ urls: {}, ...config });
    const { server, drawn } = await drawOver('lto-price-range', attributes, markupFixture(import.meta.url, file));
    expect(drawn).toEqual(server);
  });

  it('without its bounds the server form stays as it is', async () => {
    writeConfig({ urls: {} });
    document.body.innerHTML = `<lto-price-range lower="abc" upper="277">${markupFixture(import.meta.url)}</lto-price-range>`;
    const form = document.querySelector('form');
    document.querySelector('lto-price-range')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('form')).toBe(form);
    expect(document.querySelector('lto-price-range')).not.toHaveAttribute('data-lto-ready');
  });

  it('holds Apply pressed before its code has run, and shows that range once drawn', async () => {
    writeConfig({ urls: {} });
    document.body.innerHTML = `<lto-price-range lower="23" upper="277">${markupFixture(import.meta.url)}</lto-price-range>`;
    const island = document.querySelector('lto-price-range')!;
    expect(clickBeforeCode(island, screen.getByRole('button', { name: 'Apply' }))).toBe(true);

    const followed: string[] = [];
    const grid = document.createElement('div');
    grid.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a[data-lto-grid-link]');
      if (!link) return;
      event.preventDefault();
      followed.push((link as HTMLAnchorElement).href);
    });
    await drawWithHeld('lto-price-range', 'lower="23" upper="277"', markupFixture(import.meta.url), [{ type: 'submit', path: [0], submitter: null }], (element) => {
      element.before(grid);
      grid.append(element);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(followed).toEqual(['http://localhost:3000/c/living-room?brand=Crestline&srule=newest&pmin=40&pmax=80']);
  });

  it('does every arrow key pressed on a thumb before its code ran, once drawn', async () => {
    writeConfig({ urls: {} });
    const fixture = markupFixture(import.meta.url);
    document.body.innerHTML = `<lto-price-range lower="23" upper="277">${fixture}</lto-price-range>`;
    const island = document.querySelector('lto-price-range')!;
    const press = { type: 'key', path: pathTo(island, island.querySelector('.lto-price-range__thumb--min')!), key: 'ArrowRight', shiftKey: false } as const;
    await drawWithHeld('lto-price-range', 'lower="23" upper="277"', fixture, [press, press, press, press, press]);
    // From $40, the range in force: five presses, five steps.
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Minimum monthly payment' })).toHaveValue('45'));
    expect(screen.getByRole('textbox', { name: 'Min ($)' })).toHaveValue('45');
  });

  it("keeps the boxes' ids the server gave them, so a page's own label or script naming them still finds them", async () => {
    writeConfig({ urls: {} });
    await drawOver('lto-price-range', 'lower="23" upper="277"', markupFixture(import.meta.url));
    expect(document.getElementById('price-range-pmin')).toBe(screen.getByRole('textbox', { name: 'Min ($)' }));
    expect(document.getElementById('price-range-pmax')).toBe(screen.getByRole('textbox', { name: 'Max ($)' }));
  });
});
