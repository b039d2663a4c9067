import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { clickBeforeCode, drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const SIZE_CHART = '<div class="size-chart"><h3>Sofa sizes</h3><p>84 in wide</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></div>';

function fakeContentServer() {
  return fakeServer({
    record: (url) => ({ path: url.pathname, format: url.searchParams.get('format') }),
    fallback: () => ({ body: SIZE_CHART }),
    contentType: 'text/html',
  });
}

const widget = (attributes = '', link = '<a href="/content/size-chart" class="pdp__link">Size chart</a>') =>
  `<p>Before</p><lto-dialog-link ${attributes}>${link}</lto-dialog-link>`;

const link = () => screen.getByRole('link', { name: 'Size chart' });

describe('<lto-dialog-link>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (window as { hacked?: boolean }).hacked;
  });

  it('draws the same DOM as its server markup (markup.html), with a class on the link as well', async () => {
    const fixture = markupFixture(import.meta.url);
    const { server, drawn } = await drawOver('lto-dialog-link', '', fixture);
    expect(drawn).toEqual(server);
    const classed = await drawOver('lto-dialog-link', 'width="400"', fixture.replace('<a ', '<a class="pdp__link" '));
    expect(classed.drawn).toEqual(classed.server);
  });

  it('holds a click on its link before the code ran (the link says it opens a dialog), for the widget to open it once drawn', () => {
    document.body.innerHTML = `<lto-dialog-link>${markupFixture(import.meta.url)}</lto-dialog-link>`;
    const island = document.querySelector('lto-dialog-link')!;
    expect(clickBeforeCode(island, island.querySelector('a')!)).toBe(true);
  });

  it("keeps the server's link, href and class, so it still navigates where a click is not ours", async () => {
    fakeContentServer();
    await mount(widget());
    expect(link()).toHaveAttribute('href', '/content/size-chart');
    expect(link()).toHaveClass('pdp__link');
    expect(link()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelectorAll('lto-dialog-link a')).toHaveLength(1);
  });

  it('opens the href as a format=ajax fragment, sanitized, in a modal dialog titled with the link text', async () => {
    const server = fakeContentServer();
    await mount(widget());
    await userEvent.click(link());
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('heading', { name: 'Sofa sizes' })).toBeInTheDocument();
    expect(server.calls).toEqual([{ path: '/content/size-chart', format: 'ajax' }]);
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sits 150px from the top from 1024px up (SPEC 2.2), by its class', async () => {
    fakeContentServer();
    await mount(widget());
    await userEvent.click(link());
    expect(await screen.findByRole('dialog')).toHaveClass('lto-dialog', 'lto-dialog-link__dialog');
    const css = readFileSync('widgets/dialog-link/dialog-link.css', 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/@media \(min-width: 1024px\) \{ \.lto-dialog-link__dialog \{ margin-top: 150px;/);
  });

  it('says it is loading until the fragment comes', async () => {
    const server = fakeContentServer();
    server.hold();
    await mount(widget());
    await userEvent.click(link());
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await server.release();
    await screen.findByRole('heading', { name: 'Sofa sizes' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['an HTTP error', { status: 500, body: 'oops' }],
    ['a network error', 'network-error' as const],
  ])('shows BAD_RESPONSE as an alert with a retry after %s; the retry asks again', async (_name, failure) => {
    const server = fakeContentServer();
    server.answer('/content/size-chart', failure);
    await mount(widget());
    await userEvent.click(link());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sofa sizes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
  });

  it('closes on Escape and on the close button, and focus goes back to the link', async () => {
    fakeContentServer();
    await mount(widget());
    link().focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link()).toHaveFocus();
    await userEvent.click(link());
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link()).toHaveFocus();
  });

  it('moves focus into the dialog when it opens', async () => {
    fakeContentServer();
    await mount(widget());
    await userEvent.click(link());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const server = fakeContentServer();
    await mount(widget());
    const notPrevented = fireEvent.click(link(), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('speaks Spanish on a Spanish page', async () => {
    writeConfig({ locale: 'es-US' });
    const server = fakeContentServer();
    server.answer('/content/size-chart', 'network-error');
    await mount(widget());
    await userEvent.click(link());
    expect(await screen.findByRole('alert')).toHaveTextContent('Lo sentimos, algo salió mal. Inténtalo de nuevo.');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('warns and opens nothing when there is no http(s) link inside', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(widget('', '<a href="javascript:alert(1)">Size chart</a>'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-dialog-link> has no link')));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('lto-dialog-link')).toHaveTextContent('Size chart');
  });
});
