// The Dialog primitive's width is `min({width}px, calc(100vw - 2rem))` in its stylesheet, a value
// neither happy-dom nor jsdom computes: what is checked is the width the dialog is given. The
// fragment is held back: DOMPurify never runs.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

/** The width the open dialog was given (--lto-dialog-width, which the stylesheet caps at the window). */
const lastWidth = () => screen.getByRole('dialog').style.getPropertyValue('--lto-dialog-width');

const widget = (attributes = '', text = 'Size chart') => `<lto-dialog-link ${attributes}><a href="/content/size-chart">${text}</a></lto-dialog-link>`;

describe('<lto-dialog-link> width (SPEC 2.2, 9.5)', () => {
  beforeEach(() => {
    writeConfig();
    fakeServer({ record: () => undefined, contentType: 'text/html' }).hold();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is 631px wide by default and as wide as the width attribute says otherwise', async () => {
    await mount(widget() + widget('width="400" heading="Delivery information"', 'Delivery'));
    await userEvent.click(screen.getByRole('link', { name: 'Size chart' }));
    await screen.findByRole('dialog', { name: 'Size chart' });
    expect(lastWidth()).toBe('631px');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: 'Delivery' }));
    await screen.findByRole('dialog', { name: 'Delivery information' });
    expect(lastWidth()).toBe('400px');
  });

  it('falls back to 631px with one warning when the width is not a number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(widget('width="wide"'));
    await userEvent.click(screen.getByRole('link', { name: 'Size chart' }));
    await screen.findByRole('dialog');
    expect(lastWidth()).toBe('631px');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-dialog-link> attribute "width" is invalid'));
  });
});
