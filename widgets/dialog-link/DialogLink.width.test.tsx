// The Dialog primitive turns `width` into `min({width}px, calc(100vw - 2rem))`, a value neither
// happy-dom nor jsdom parse (style.width reads ''): so what is checked is the width the widget
// asks the real Dialog for. The fragment is held back: DOMPurify (which wants jsdom) never runs.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import type { DialogProps } from '../../src/ui/Dialog';
import './element';

const widths = vi.hoisted(() => [] as (number | undefined)[]);
vi.mock('../../src/ui/Dialog', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/ui/Dialog')>();
  return {
    Dialog: (props: DialogProps) => {
      widths.push(props.width);
      return real.Dialog(props);
    },
  };
});
const lastWidth = () => widths[widths.length - 1];

const widget = (attributes = '', text = 'Size chart') => `<lto-dialog-link ${attributes}><a href="/content/size-chart">${text}</a></lto-dialog-link>`;

describe('<lto-dialog-link> width (SPEC 2.2, 9.5)', () => {
  beforeEach(() => {
    writeConfig();
    widths.length = 0;
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
    expect(lastWidth()).toBe(631);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: 'Delivery' }));
    await screen.findByRole('dialog', { name: 'Delivery information' });
    expect(lastWidth()).toBe(400);
  });

  it('falls back to 631px with one warning when the width is not a number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(widget('width="wide"'));
    await userEvent.click(screen.getByRole('link', { name: 'Size chart' }));
    await screen.findByRole('dialog');
    expect(lastWidth()).toBe(631);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-dialog-link> attribute "width" is invalid'));
  });
});
