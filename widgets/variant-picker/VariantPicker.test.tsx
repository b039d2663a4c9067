import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../../src/contracts/product-events';
import { EARLY_ACTIONS, pathTo } from '../../src/core/early-actions';
import { getStore } from '../../src/core/store';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import '../availability/element';
import '../favorite/element';
import '../share-links/element';
import './element';

const URLS = { addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove', getAvailability: '/availability' };

const COLORS = [
  { key: 'navy', label: 'Navy', oos: false },
  { key: 'gray', label: 'Gray', oos: true },
  { key: 'sand', label: 'Sand', oos: false },
];

const variations = (selectedKey: string, extra: object[] = []) =>
  JSON.stringify([
    {
      id: 'color',
      label: 'Color',
      display: 'swatch',
      values: COLORS.map((c, n) => ({
        pid: `P1-${n + 1}`,
        label: c.label,
        url: `/p/P1?color=${c.key}`,
        oos: c.oos,
        image: `/img/P1-${c.key}.svg`,
        selected: c.key === selectedKey,
      })),
    },
    ...extra,
  ]).replace(/'/g, '&#39;');

const SIZES = {
  id: 'size',
  label: 'Size',
  display: 'select',
  values: [
    { pid: 'P1-1', label: 'Queen', url: '/p/P1?size=queen', selected: true },
    { pid: 'P1-9', label: 'King', url: '/p/P1?size=king', oos: true },
  ],
};

/** The product content region as the platform renders it for one colour. */
const region = (key: string, attributes = '') => {
  const n = COLORS.findIndex((c) => c.key === key) + 1;
  const label = COLORS[n - 1]!.label;
  return `<div class="pdp" id="product-content"><h1>Harbor Sofa, ${label}</h1>
<lto-favorite pid="P1-${n}" product="P1" uuid="u1" name="Harbor Sofa"></lto-favorite>
<lto-variant-picker product="P1" selected="P1-${n}" variations='${variations(key)}' ${attributes}><a href="/p/P1?color=${key}">${label}</a></lto-variant-picker>
<lto-availability pid="P1-${n}" product="P1"><div class="lto-availability"><p class="lto-availability__line">${label} availability</p></div></lto-availability>
</div>`;
};

/** The platform: variant content per colour (the calls recorded); favourites and availability succeed. */
function fakePlatform() {
  const content = (url: URL) => !url.pathname.startsWith('/favorites/') && url.pathname !== '/availability';
  return fakeServer({
    record: (url) => (content(url) ? { path: url.pathname, query: Object.fromEntries(url.searchParams) } : undefined),
    fallback: (url) => {
      if (url.pathname.startsWith('/favorites/')) return { body: '{"success":true}' };
      if (url.pathname === '/availability') return { body: '{"levels":{"IN_STOCK":1}}' };
      const key = url.searchParams.get('color') ?? url.pathname.split('/').pop() ?? '';
      return { body: region(COLORS.find((c) => c.key === key || key === `P1-${COLORS.indexOf(c) + 1}`)?.key ?? 'navy') };
    },
    contentType: 'text/html',
  });
}

/** lto:variant-change events heard on the document. */
function listen() {
  const details: VariantChangeDetail[] = [];
  const listener = (event: CustomEvent<VariantChangeDetail>) => details.push(event.detail);
  document.addEventListener(VARIANT_CHANGE_EVENT, listener);
  return { details, stop: () => document.removeEventListener(VARIANT_CHANGE_EVENT, listener) };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const swatch = (name: string | RegExp) => screen.getByRole('radio', { name });
const politely = () => document.querySelector('[aria-live="polite"]');
const selection = () => getStore().getState().selection.variants['P1'];

async function page(attributes = '') {
  await mount(region('navy', attributes));
  return screen.findByRole('radiogroup', { name: 'Color' });
}

describe('<lto-variant-picker>', () => {
  beforeEach(() => {
    writeConfig({ urls: URLS });
    history.replaceState(null, '', '/p/P1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the colours as a radio group of links to their pages; the shown one checked; out of stock with the suffix and the oos class', async () => {
    await page();
    expect(swatch('Navy')).toBeChecked();
    expect(swatch('Sand')).not.toBeChecked();
    expect(swatch('Sand')).toHaveAttribute('href', '/p/P1?color=sand');
    const gray = swatch('Gray - OUT OF STOCK');
    expect(gray).not.toBeChecked();
    expect(gray).toHaveClass('lto-variant-picker__swatch--oos');
    expect(swatch('Navy')).not.toHaveClass('lto-variant-picker__swatch--oos');
    expect(screen.getByText(': Navy')).toBeInTheDocument();
  });

  it('Space chooses the focused swatch; a click asking for a new tab is left to the browser', async () => {
    const platform = fakePlatform();
    await page();
    // What the widget left the browser to do, read after the widget's handler (then the test's own
    // environment is kept from navigating).
    let leftToBrowser: boolean | undefined;
    const after = (event: Event) => ((leftToBrowser = !event.defaultPrevented), event.preventDefault());
    document.addEventListener('click', after);
    swatch('Sand').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', after);
    expect(leftToBrowser).toBe(true);
    expect(platform.calls).toEqual([]);
    swatch('Sand').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
  });

  it('shows a select variation as a native select, out-of-stock options with the suffix', async () => {
    await mount(`<div id="product-content"><lto-variant-picker product="P1" selected="P1-1" variations='${variations('navy', [SIZES])}'></lto-variant-picker></div>`);
    const select = await screen.findByRole('combobox', { name: 'Size' });
    expect(select).toHaveDisplayValue('Queen');
    expect(within(select).getByRole('option', { name: 'King - OUT OF STOCK' })).toHaveClass('lto-variant-picker__option--oos');
  });

  it("keeps the address's hash, the listing position the product navigation reads (#start=N)", async () => {
    fakePlatform();
    await page();
    history.replaceState(null, '', '/p/P1#start=3');
    await userEvent.click(swatch('Sand'));
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    expect(location.pathname + location.search + location.hash).toBe('/p/P1?color=sand#start=3');
  });

  it('a click selects the variant, tells host scripts, reloads the content with Quantity, format=ajax and productlistid, and the new islands work', async () => {
    const platform = fakePlatform();
    const { details, stop } = listen();
    await page('quantity="2" productlistid="list-7"');

    await userEvent.click(swatch('Sand'));

    expect(selection()).toBe('P1-3');
    expect(details).toEqual([{ product: 'P1', variant: 'P1-3' }]);
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    expect(platform.calls).toEqual([{ path: '/p/P1', query: { color: 'sand', Quantity: '2', productlistid: 'list-7', format: 'ajax' } }]);
    expect(location.pathname + location.search).toBe('/p/P1?color=sand');
    await waitFor(() => expect(politely()).toHaveTextContent('Sand selected. The product details are updated.'));
    // The new picker, focused on the chosen swatch.
    await waitFor(() => expect(swatch('Sand')).toHaveFocus());
    expect(swatch('Sand')).toBeChecked();
    expect(document.querySelectorAll('lto-variant-picker')).toHaveLength(1);
    // The favourite of the new content is a live island for the new variant.
    const save = await screen.findByRole('switch', { name: 'Save Harbor Sofa' });
    expect(screen.getByText('SKU: P1-3')).toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeChecked());
    expect(screen.getByText('Sand availability')).toBeInTheDocument();
    stop();
  });

  it('share links outside the region share the chosen colour\'s page once it is chosen', async () => {
    fakePlatform();
    const shareLinks = '<lto-share-links url="/p/P1?color=navy" name="Harbor Sofa" pid="P1"></lto-share-links>';
    await mount(region('navy') + shareLinks);
    const facebook = () => screen.getByRole('link', { name: /Facebook/, hidden: true }).getAttribute('href');
    const shared = (key: string) => `u=${encodeURIComponent(new URL(`/p/P1?color=${key}`, document.baseURI).href)}`;
    expect(facebook()).toContain(shared('navy'));
    await userEvent.click(swatch('Sand'));
    await waitFor(() => expect(facebook()).toContain(shared('sand')));
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    expect(facebook()).toContain(shared('sand'));
  });

  it('asks the config block\'s productVariant URL when there is one', async () => {
    document.head.innerHTML = '';
    writeConfig({ urls: { ...URLS, productVariant: '/p/{pid}/variant/{variantPid}' } });
    const platform = fakePlatform();
    await page();
    await userEvent.click(swatch('Gray - OUT OF STOCK'));
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Gray'));
    expect(platform.calls).toEqual([{ path: '/p/P1/variant/P1-2', query: { Quantity: '1', format: 'ajax' } }]);
    expect(location.search).toBe('?color=gray');
  });

  it.each([
    ['missing', '', '1'],
    ['not a number', 'quantity="x"', '1'],
    ['0', 'quantity="0"', '1'],
  ])('sends Quantity 1 when the quantity is %s', async (_case, attribute, sent) => {
    const platform = fakePlatform();
    await page(attribute);
    await userEvent.click(swatch('Sand'));
    await waitFor(() => expect(platform.calls).toHaveLength(1));
    expect(platform.calls[0]!.query['Quantity']).toBe(sent);
  });

  it('works from the keyboard: Tab to the swatches, arrows choose, focus stays on the chosen one after the reload', async () => {
    fakePlatform();
    await mount(`<button>before</button>${region('navy')}`);
    await screen.findByRole('radiogroup', { name: 'Color' });
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab(); // the favourite
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement).toBe(swatch('Navy')));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Gray'));
    await waitFor(() => expect(swatch('Gray - OUT OF STOCK')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    await waitFor(() => expect(swatch('Sand')).toHaveFocus());
    // The group is one Tab stop: Shift+Tab leaves it at once, Tab comes back to the chosen swatch.
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.getAttribute('role')).not.toBe('radio');
    await userEvent.tab();
    expect(swatch('Sand')).toHaveFocus();
  });

  it('choosing from a select reloads too, and focus comes back to the select', async () => {
    const platform = fakePlatform();
    platform.answer('/p/P1', {
      body: `<div id="product-content"><h1>Harbor Sofa, King</h1><lto-variant-picker product="P1" selected="P1-9" variations='${variations('navy', [{ ...SIZES, values: SIZES.values.map((v) => ({ ...v, selected: v.pid === 'P1-9' })) }])}'></lto-variant-picker></div>`,
    });
    await mount(`<div id="product-content"><h1>Harbor Sofa</h1><lto-variant-picker product="P1" selected="P1-1" variations='${variations('navy', [SIZES])}'></lto-variant-picker></div>`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'King - OUT OF STOCK');
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, King'));
    expect(platform.calls[0]).toEqual({ path: '/p/P1', query: { size: 'king', Quantity: '1', format: 'ajax' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Size' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('King - OUT OF STOCK');
  });

  it('a select choice that fails to load shows the shown option again', async () => {
    const platform = fakePlatform();
    platform.answer('/p/P1', { status: 500, body: '' });
    await mount(`<div id="product-content"><h1>Harbor Sofa</h1><lto-variant-picker product="P1" selected="P1-1" variations='${variations('navy', [SIZES])}'></lto-variant-picker></div>`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'King - OUT OF STOCK');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show King.");
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('Queen');
  });

  it('says it is loading, with the region busy, until the content comes', async () => {
    const platform = fakePlatform();
    platform.hold();
    await page();
    await userEvent.click(swatch('Sand'));
    expect(await screen.findByText('Loading Sand…')).toHaveAttribute('role', 'status');
    expect(document.getElementById('product-content')).toHaveAttribute('aria-busy', 'true');
    // The stylesheet dims the region by the picker's own mark.
    expect(document.getElementById('product-content')).toHaveAttribute('data-lto-variant-loading');
    expect(swatch('Sand')).toBeChecked();
    await platform.release();
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    expect(document.getElementById('product-content')).not.toHaveAttribute('aria-busy');
    expect(document.getElementById('product-content')).not.toHaveAttribute('data-lto-variant-loading');
  });

  it.each([
    ['HTTP 500', { status: 500, body: 'Internal Server Error' }],
    ['a network failure', 'network-error'],
  ] as const)('%s: the content stays, an alert says so, and the selection returns to the shown variant', async (_case, failure) => {
    const platform = fakePlatform();
    platform.answer('/p/P1', failure);
    const { details, stop } = listen();
    await page();
    const before = document.getElementById('product-content');

    await userEvent.click(swatch('Sand'));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show Sand. Please try again.");
    expect(document.getElementById('product-content')).toBe(before);
    expect(before).not.toHaveAttribute('aria-busy');
    expect(before).not.toHaveAttribute('data-lto-variant-loading');
    expect(heading()).toBe('Harbor Sofa, Navy');
    expect(swatch('Navy')).toBeChecked();
    expect(swatch('Sand')).not.toBeChecked();
    expect(selection()).toBe('P1-1');
    expect(details).toEqual([
      { product: 'P1', variant: 'P1-3' },
      { product: 'P1', variant: 'P1-1' },
    ]);
    expect(screen.getByText('SKU: P1-1')).toBeInTheDocument();
    expect(location.search).toBe('');
    expect(document.body).not.toHaveTextContent('Internal Server Error');

    // Trying again works.
    await userEvent.click(swatch('Sand'));
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    expect(screen.queryByRole('alert')).toBeNull();
    stop();
  });

  it('shows the content of the last choice when answers come out of order', async () => {
    const platform = fakePlatform();
    await page();
    platform.hold();
    await userEvent.click(swatch('Sand'));
    await userEvent.click(swatch('Gray - OUT OF STOCK'));
    await platform.release();
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Gray'));
    expect(location.search).toBe('?color=gray');
    expect(selection()).toBe('P1-2');
  });

  it('sanitizes the new content: no scripts or handlers, our islands kept', async () => {
    const platform = fakePlatform();
    (window as unknown as { pwned?: boolean }).pwned = false;
    platform.answer('/p/P1', {
      body: `<div id="product-content"><h1>Harbor Sofa, Sand</h1><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><lto-favorite pid="P1-3" product="P1" name="Harbor Sofa"></lto-favorite></div>`,
    });
    await page();
    await userEvent.click(swatch('Sand'));
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    expect(document.querySelector('#product-content script')).toBeNull();
    expect(document.querySelector('#product-content img')).not.toHaveAttribute('onerror');
    expect(await screen.findByRole('switch', { name: 'Save Harbor Sofa' })).toBeInTheDocument();
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
  });

  it('a fragment without the region element becomes the region content', async () => {
    const platform = fakePlatform();
    platform.answer('/p/P1', { body: '<h1>Harbor Sofa, Sand</h1>' });
    await page();
    const before = document.getElementById('product-content');
    await userEvent.click(swatch('Sand'));
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    expect(document.getElementById('product-content')).toBe(before);
  });

  it('without its region: fails as above, with one warning naming the region', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const platform = fakePlatform();
    await page('region="nowhere"');
    await userEvent.click(swatch('Sand'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show Sand.");
    expect(platform.calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"nowhere"');
  });

  it('shows the variant e-mail link with selectedVariantID of the chosen variant', async () => {
    const platform = fakePlatform();
    platform.hold();
    await page('email-url="/product/email?source=pdp"');
    const link = screen.getByRole('link', { name: 'E-mail me about this item' });
    // A path stays a path, as the server's template writes it.
    expect(link.getAttribute('href')).toBe('/product/email?source=pdp&selectedVariantID=P1-1');
    await userEvent.click(swatch('Sand'));
    expect(new URL(link.getAttribute('href')!, location.href).searchParams.get('selectedVariantID')).toBe('P1-3');
  });

  it('has no e-mail link without email-url, nor with a javascript: one', async () => {
    await page('email-url="javascript:alert(1)"');
    expect(screen.queryByRole('link', { name: /e-mail/i })).toBeNull();
  });

  it('speaks Spanish on the Spanish site', async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'es-US', urls: URLS });
    const platform = fakePlatform();
    platform.answer('/p/P1', { status: 500, body: '' });
    await page('email-url="/email"');
    expect(swatch('Gray - AGOTADO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviarme un correo sobre este artículo' })).toBeInTheDocument();
    await userEvent.click(swatch('Sand'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos mostrar Sand. Inténtalo de nuevo.');
    await userEvent.click(swatch('Sand'));
    await waitFor(() => expect(heading()).toBe('Harbor Sofa, Sand'));
    await waitFor(() => expect(politely()).toHaveTextContent('Seleccionaste Sand. Los detalles del producto están actualizados.'));
  });

  it('keeps the server links and warns once, naming the attribute, with invalid variations', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(`<div id="product-content"><lto-variant-picker product="P1" selected="P1-1" variations='[{"id":"color"}]'><a href="/p/P1?color=sand">Sand</a></lto-variant-picker></div>`);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sand' })).toHaveAttribute('href', '/p/P1?color=sand');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-variant-picker> attribute "variations" is invalid/);
  });

  describe('over the server markup (README "Server markup", markup.html)', () => {
    const COLOURS = [
      { key: 'beige', label: 'Beige', oos: true },
      { key: 'brown', label: 'Brown', oos: false },
      { key: 'rust', label: 'Rust', oos: false },
    ];
    const colours = JSON.stringify([
      {
        id: 'color',
        label: 'Colors',
        display: 'swatch',
        values: COLOURS.map((c, n) => ({ pid: `P1001-${n + 1}`, label: c.label, url: `/p/P1001?color=${c.key}`, oos: c.oos, image: `/img/product/P1001.svg?color=${c.key}`, selected: n === 1 })),
      },
    ]);
    const attributes = `product="P1001" selected="P1001-2" quantity="1" email-url="/product/email?source=pdp" variations='${colours}'`;

    it('draws exactly the swatches the template wrote, made one Tab stop', async () => {
      const { server, drawn } = await drawOver('lto-variant-picker', attributes, markupFixture(import.meta.url));
      // The one addition (nothing seen): a roving tabindex, the chosen swatch the group's Tab stop.
      expect(drawn.map((line) => line.replace(/ tabindex=-?\d+/, ''))).toEqual(server);
      expect(drawn.filter((line) => line.includes('tabindex=0'))).toEqual([expect.stringContaining('aria-checked=true')]);
      expect(drawn.filter((line) => line.includes('tabindex=-1'))).toHaveLength(COLOURS.length - 1);
    });

    it('Tab brought the focus to a swatch not chosen before the code ran: once drawn, the chosen swatch has it (the group is one Tab stop)', async () => {
      document.body.innerHTML = `<div id="product-content"><lto-variant-picker ${attributes}>${markupFixture(import.meta.url)}</lto-variant-picker></div>`;
      const island = document.querySelector('lto-variant-picker')!;
      island.querySelector<HTMLElement>('[aria-checked="false"]')!.focus();
      await act(async () => {});
      await waitFor(() => expect(island).toHaveAttribute('data-lto-ready'));
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Brown' })).toHaveFocus());
      expect(screen.getByRole('radio', { name: 'Brown' })).toBeChecked();
    });

    it('draws exactly the select the template wrote, its chosen option selected', async () => {
      const sizes = JSON.stringify([
        {
          id: 'size',
          label: 'Size',
          display: 'select',
          values: [
            { pid: 'P2001-1', label: 'Queen', url: '/p/P2001?size=queen' },
            { pid: 'P2001-2', label: 'King', url: '/p/P2001?size=king', selected: true },
            { pid: 'P2001-3', label: 'California King', url: '/p/P2001?size=cal-king', oos: true },
          ],
        },
      ]);
      const { server, drawn } = await drawOver('lto-variant-picker', `product="P2001" selected="P2001-2" variations='${sizes}'`, markupFixture(import.meta.url, 'markup-select.html'));
      expect(drawn).toEqual(server);
      expect(screen.getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('King');
    });

    it('an arrow key pressed on a swatch before the code ran is done once by the widget (a click is a link\'s: it navigates)', async () => {
      const platform = fakePlatform();
      platform.answer('/p/P1001', { body: '<h1>Harbor Sofa, Rust</h1>' });
      document.body.innerHTML = `<div id="product-content"><lto-variant-picker ${attributes}>${markupFixture(import.meta.url)}</lto-variant-picker></div>`;
      const island = document.querySelector('lto-variant-picker')!;
      const serverSwatch = island.querySelector('[aria-checked="true"]')!;
      // As the autoloader records it (src/core/early-actions.ts): the key was stopped and written down.
      (island as Element & { [EARLY_ACTIONS]?: unknown[] })[EARLY_ACTIONS] = [{ type: 'key', path: pathTo(island, serverSwatch), key: 'ArrowRight', shiftKey: false }];
      await act(async () => {});
      await waitFor(() => expect(heading()).toBe('Harbor Sofa, Rust'));
      expect(platform.calls).toEqual([{ path: '/p/P1001', query: { color: 'rust', Quantity: '1', format: 'ajax' } }]);
    });
  });
});
