import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickBeforeCode, drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import { VARIANT_CHANGE_EVENT } from '../../src/contracts/product-events';
import { selectVariant } from '../../src/core/store/selection-actions';
import './element';

const ATTRIBUTES = 'url="https://shop.example/p/P1001" name="Harbor Sofa &amp; Chair"';
const SERVER = markupFixture(import.meta.url);
const widget = (attributes = ATTRIBUTES, markup = SERVER) => `<lto-share-links ${attributes}>${markup}</lto-share-links>`;

const toggle = () => document.querySelector<HTMLElement>('lto-share-links summary')!;
const disclosure = () => document.querySelector<HTMLDetailsElement>('lto-share-links details')!;
const links = () => within(document.querySelector('.lto-share-links__list')!).queryAllByRole('link', { hidden: true });

describe('<lto-share-links>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => vi.restoreAllMocks());

  it('draws the same DOM as its server markup (markup.html), closed', async () => {
    const { server, drawn } = await drawOver('lto-share-links', ATTRIBUTES, SERVER);
    expect(drawn).toEqual(server);
  });

  it('draws it open when the shopper opened the server\'s disclosure before the code ran', async () => {
    const { server, drawn, element } = await drawOver('lto-share-links', ATTRIBUTES, SERVER.replace('<details class="lto-share-links">', '<details class="lto-share-links" open>'));
    expect(drawn).toEqual(server);
    expect(element.querySelector('details')!.open).toBe(true);
  });

  it('leaves a click on Share before the code ran to the browser: the disclosure opens without script', () => {
    document.body.innerHTML = widget();
    const island = document.querySelector('lto-share-links')!;
    expect(clickBeforeCode(island, toggle())).toBe(false);
  });

  it("shares the page of the variant of its pid chosen on the page since (lto:variant-change), else its url", async () => {
    await mount(widget(`${ATTRIBUTES} pid="P1001"`) + widget('url="https://shop.example/p/P2" pid="P2"'));
    const hrefs = (n: number) => Array.from(document.querySelectorAll('lto-share-links')[n]!.querySelectorAll('a'), (a) => a.getAttribute('href'));
    const gray = encodeURIComponent('https://shop.example/p/P1001?color=gray');
    await act(async () => {
      selectVariant('P1001', 'P1001-2', 'https://shop.example/p/P1001?color=gray');
      document.dispatchEvent(new CustomEvent(VARIANT_CHANGE_EVENT, { detail: { product: 'P1001', variant: 'P1001-2' } }));
    });
    expect(hrefs(0)).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${gray}`,
      `https://x.com/intent/post?url=${gray}&text=Harbor+Sofa+%26+Chair`,
      `https://www.pinterest.com/pin/create/button/?url=${gray}&description=Harbor+Sofa+%26+Chair`,
      `mailto:?subject=Harbor%20Sofa%20%26%20Chair&body=${gray}`,
    ]);
    // Another product's share links keep their own page.
    expect(hrefs(1)[0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://shop.example/p/P2')}`);
    await act(async () => selectVariant('P1001', 'P1001-1'));
    expect(hrefs(0)[0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://shop.example/p/P1001')}`);
  });

  it('shows a Share disclosure named for the product, closed until it is opened', async () => {
    await mount(widget());
    expect(toggle()).toHaveTextContent('Share');
    expect(toggle()).toHaveAccessibleName('Share Harbor Sofa & Chair');
    expect(disclosure().open).toBe(false);
  });

  it('links to four networks with the product URL and name, web ones in a new tab with rel noopener', async () => {
    await mount(widget());
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
    expect(document.querySelector('lto-share-links script, lto-share-links img, lto-share-links iframe')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('makes a relative url absolute against the page', async () => {
    await mount(widget('url="/p/P2002" name="Lamp"', '<details class="lto-share-links"><summary class="lto-share-links__toggle">Share</summary></details>'));
    expect(links()[0]).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(new URL('/p/P2002', document.baseURI).href)}`);
  });

  it('closes on Escape from a link and gives focus back to Share', async () => {
    await mount(widget());
    await act(async () => {
      disclosure().open = true;
      disclosure().dispatchEvent(new Event('toggle'));
    });
    links()[1]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(disclosure().open).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('tells the page which network each followed link shares to (lto:share, heard on the document), and nothing when Share is only opened', async () => {
    await mount(widget());
    const heard: unknown[] = [];
    const onShare = (event: Event) => heard.push((event as CustomEvent).detail);
    // The test stays on this page: the links would open the networks.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('lto:share', onShare);
    document.addEventListener('click', stay);
    await userEvent.click(toggle());
    expect(heard).toEqual([]);
    for (const link of links()) await userEvent.click(link);
    expect(heard).toEqual([{ network: 'facebook' }, { network: 'x' }, { network: 'pinterest' }, { network: 'email' }]);
    document.removeEventListener('lto:share', onShare);
    document.removeEventListener('click', stay);
  });

  it('names the product generically without a name, and speaks Spanish on a Spanish page', async () => {
    writeConfig({ locale: 'es-US' });
    await mount(widget('url="https://shop.example/p/P1001"'));
    expect(toggle()).toHaveAccessibleName('Compartir este producto');
    expect(toggle()).toHaveTextContent('Compartir');
    expect(links()[0]).toHaveAccessibleName('Facebook (se abre en una pestaña nueva)');
    expect(links()[3]).toHaveAccessibleName('Correo electrónico');
  });

  it("keeps the server's markup when url is missing, and draws nothing (one warning) when it is not http(s)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(widget('name="Lamp"'));
    expect(links()).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-share-links> attribute "url" is missing'));
    document.body.innerHTML = '';
    await mount(widget('url="javascript:alert(1)"'));
    expect(document.querySelector('lto-share-links')!.children).toHaveLength(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"url" is not an http(s) URL'));
  });
});
