import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';
import { RECENTLY_VIEWED_KEY } from './recently-viewed';

const URLS = { productTiles: '/tiles' };

const tile = (pid: string) =>
  `<div class="tile"><a href="/p/${pid}">Product ${pid}</a><lto-favorite pid="${pid}" product="${pid}" name="Product ${pid}"></lto-favorite></div>`;

const recent = (extra = 'record="P1"') => `<lto-carousel label="Recently viewed" recently-viewed ${extra}></lto-carousel>`;

/** The tiles endpoint: records the pids asked for; answers the tiles of the known ones. */
function fakeTilesServer(known = ['P2', 'P3']) {
  return fakeServer({
    record: (url) => ({ path: url.pathname, pids: url.searchParams.get('pids'), format: url.searchParams.get('format') }),
    contentType: 'text/html',
    fallback: (url) => ({
      body: (url.searchParams.get('pids') ?? '')
        .split(',')
        .filter((pid) => known.includes(pid))
        .map(tile)
        .join('') + '<script>window.hacked = true</script>',
    }),
  });
}

const history = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null') as unknown;

describe('<lto-carousel recently-viewed>', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('loads the tiles of the products viewed before, newest first, without this one, then remembers this one', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['P2', 'P1', 'P3']));
    const server = fakeTilesServer();
    await mount(recent());
    const carousel = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(server.calls).toEqual([{ path: '/tiles', pids: 'P2,P3', format: 'ajax' }]);
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(within(slides[0]!).getByRole('link', { name: 'Product P2' })).toBeInTheDocument();
    // Our tags survive sanitizing (the favourite becomes an island), scripts do not.
    expect(slides[1]!.querySelector('lto-favorite[pid="P3"]')).not.toBeNull();
    expect(document.querySelector('lto-carousel script')).toBeNull();
    expect(history()).toEqual(['P1', 'P2', 'P3']);
  });

  it('a first visit: no request, nothing shown, and the product is remembered for the next page', async () => {
    const server = fakeTilesServer();
    await mount(recent());
    await waitFor(() => expect(history()).toEqual(['P1']));
    expect(server.calls).toEqual([]);
    expect(document.querySelector('lto-carousel')).toBeEmptyDOMElement();
  });

  it('shows nothing when none of the products is sold any more (an empty answer)', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['P8', 'P9']));
    const server = fakeTilesServer();
    await mount(recent());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await waitFor(() => expect(history()).toEqual(['P1', 'P8', 'P9']));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows nothing when the request fails', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['P2']));
    const server = fakeTilesServer();
    server.answer('/tiles', { status: 500, body: 'Internal Server Error' });
    await mount(recent());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('without the productTiles endpoint: no request, one warning naming it', async () => {
    writeConfig({ urls: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['P2']));
    const server = fakeTilesServer();
    await mount(recent());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/urls\.productTiles/);
    expect(server.calls).toEqual([]);
  });

  it('reads storage holding something else as no history, and keeps ids only, at most 12', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{"email":"jane@example.com"}');
    const server = fakeTilesServer();
    await mount(recent());
    await waitFor(() => expect(history()).toEqual(['P1']));
    expect(server.calls).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(Array.from({ length: 15 }, (_, i) => `Q${i}`)));
    await mount(recent('record="P2"'));
    await waitFor(() => expect((history() as string[])[0]).toBe('P2'));
    expect(history()).toHaveLength(12);
  });
});
