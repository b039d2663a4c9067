import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const widget = (attributes = 'url="https://shop.example/p/P1001" name="Harbor Sofa & Chair"') =>
  `<lto-share-links ${attributes}><ul><li><a href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a></li></ul></lto-share-links>`;

const toggle = () => screen.getByRole('button', { name: 'Share Harbor Sofa & Chair' });
const links = () => within(document.querySelector('.lto-share-links__list')!).queryAllByRole('link', { hidden: true });

describe('<lto-share-links>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => vi.restoreAllMocks());

  it('shows a Share button, collapsed, whose list of links is hidden until it is pressed', async () => {
    await mount(widget());
    expect(toggle()).toHaveTextContent('Share');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('toggles the list with the button (SPEC 2.2: share links toggle their target)', async () => {
    await mount(widget());
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to four networks with the product URL and name, web ones in a new tab with rel noopener', async () => {
    await mount(widget());
    await userEvent.click(toggle());
    const [facebook, x, pinterest, email] = links();
    expect(facebook).toHaveAccessibleName('Facebook (opens in a new tab)');
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fp%2FP1001');
    expect(x).toHaveAccessibleName('X (opens in a new tab)');
    expect(x).toHaveAttribute('href', 'https://x.com/intent/post?url=https%3A%2F%2Fshop.example%2Fp%2FP1001&text=Harbor+Sofa+%26+Chair');
    expect(pinterest).toHaveAttribute('href', 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.example%2Fp%2FP1001&description=Harbor+Sofa+%26+Chair');
    for (const link of [facebook, x, pinterest]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link!.getAttribute('rel')!.split(' ')).toContain('noopener');
    }
    expect(email).toHaveAccessibleName('E-mail');
    expect(email).toHaveAttribute('href', 'mailto:?subject=Harbor%20Sofa%20%26%20Chair&body=https%3A%2F%2Fshop.example%2Fp%2FP1001');
    expect(email).not.toHaveAttribute('target');
  });

  it('loads nothing from the networks: no script, image or iframe', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await mount(widget());
    await userEvent.click(toggle());
    expect(document.querySelector('lto-share-links script, lto-share-links img, lto-share-links iframe')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('makes a relative url absolute against the page', async () => {
    await mount(widget('url="/p/P2002" name="Lamp"'));
    await userEvent.click(screen.getByRole('button', { name: 'Share Lamp' }));
    expect(links()[0]).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(new URL('/p/P2002', document.baseURI).href)}`);
  });

  it('closes on Escape from a link and gives focus back to the button', async () => {
    await mount(widget());
    await userEvent.click(toggle());
    links()[1]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('names the product generically without a name, and speaks Spanish on a Spanish page', async () => {
    writeConfig({ locale: 'es-US' });
    await mount(widget('url="https://shop.example/p/P1001"'));
    const button = screen.getByRole('button', { name: 'Compartir este producto' });
    await userEvent.click(button);
    expect(links()[0]).toHaveAccessibleName('Facebook (se abre en una pestaña nueva)');
    expect(links()[3]).toHaveAccessibleName('Correo electrónico');
  });

  it("keeps the server's links when url is missing, and draws nothing (one warning) when it is not http(s)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(widget('name="Lamp"'));
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-share-links> attribute "url" is missing'));
    document.body.innerHTML = '';
    await mount(widget('url="javascript:alert(1)"'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"url" is not an http(s) URL'));
  });
});
