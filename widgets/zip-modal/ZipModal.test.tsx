import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoresByLocationAnswer, ZipSearchAnswer } from '../../src/contracts/location';
import { LOCATION_CHANGE_EVENT, ZIP_MODAL_OPEN_EVENT } from '../../src/contracts/location-events';
import { getStore } from '../../src/core/store';
import { askForZip, currentZip, openZipModal } from '../../src/core/store/location-actions';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import '../zip-banner/element';
import { RELOAD_DELAY_MS } from './address';
import './element';

const URLS = {
  zipcodeSearch: '/location/zip',
  findstorebylatlang: '/location/by-coordinates',
  findstoresfallbackfunction: '/location/fallback',
};

function fakeLocationServer() {
  return fakeServer({
    record: async (url, request) => {
      const body = await request.text();
      const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded');
      return {
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form: isForm ? Object.fromEntries(new URLSearchParams(body)) : undefined,
        json: isForm || body === '' ? undefined : (JSON.parse(body) as unknown),
        contentType: request.headers.get('content-type'),
      };
    },
    fallback: (url) =>
      url.pathname === URLS.zipcodeSearch
        ? { body: { success: true, zipcode: '30305', numberOfStoresFound: 3 } satisfies ZipSearchAnswer }
        : { body: { success: true, headerzipcode: url.pathname === URLS.findstorebylatlang ? '30303' : '30339' } satisfies StoresByLocationAnswer },
  });
}

/** location with assign and reload recorded; the address is what the test says. */
function stubLocation(href: string) {
  const assign = vi.fn();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, href, assign, reload });
  return { assign, reload };
}

/**
 * Lets the time of a reload after a new location (RELOAD_DELAY_MS) pass, and more: on the fake
 * clock a test started (which keeps real time otherwise), so a test that no reload came does not
 * wait it out.
 */
const afterAReload = () => act(() => vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS + 100));

function stubGeolocation(answer: { latitude: number; longitude: number } | 'denied' | 'absent') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (answer === 'denied') fail({ code: 1, message: 'denied' } as GeolocationPositionError);
    else if (answer !== 'absent') ok({ coords: answer } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: answer === 'absent' ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

const PAGE = '<lto-zip-banner zip="30303"></lto-zip-banner><lto-zip-modal></lto-zip-modal>';
const zipBox = () => screen.getByRole('textbox', { name: 'Zip code' });
/** The dialog once open (its code loads on first opening, so wait for it). */
const dialog = () => screen.findByRole('dialog', { name: 'Set your location' });

async function openFromBanner() {
  await userEvent.click(screen.getByRole('link', { name: 'Change your zip code, now 30303' }));
  return await dialog();
}

describe('<lto-zip-modal> over its server markup', () => {
  beforeEach(() => writeConfig({ urls: URLS, page: { zip: '30303' } }));

  it('draws nothing while closed, as the server does (markup.html is empty)', async () => {
    const { server, drawn } = await drawOver('lto-zip-modal', '', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
    expect(drawn).toEqual([]);
  });

  it('opens once for a click on an opener held before its code ran', async () => {
    fakeLocationServer();
    const opener = document.createElement('a');
    opener.href = '/stores';
    opener.setAttribute('data-lto-zip-modal', '');
    opener.textContent = 'Change';
    await drawWithHeld('lto-zip-modal', '', markupFixture(import.meta.url), [{ type: 'opener', element: opener }], () => document.body.prepend(opener));
    await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('<lto-zip-modal> with <lto-zip-banner>', () => {
  beforeEach(() => writeConfig({ urls: URLS, page: { type: 'search', zip: '30303' } }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('shows the current zip in the header and opens the modal from it, with the zip filled in', async () => {
    await mount(PAGE);
    expect(screen.getByRole('link', { name: 'Change your zip code, now 30303' })).toHaveTextContent('Zip code: 30303');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const modal = await openFromBanner();

    expect(within(modal).getByText('Lease prices, delivery and store inventory depend on where you are.')).toBeInTheDocument();
    expect(zipBox()).toHaveValue('30303');
    expect(zipBox()).toHaveAttribute('name', 'zipcodesearch_zipcode');
    expect(zipBox()).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('opens from any element marked data-lto-zip-modal (a link keeps its href for pages without script)', async () => {
    await mount(`${PAGE}<a href="/stores" data-lto-zip-modal>Offers for zip code</a>`);
    const link = screen.getByRole('link', { name: 'Offers for zip code' });
    await userEvent.click(link);
    expect(await dialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('opens on an lto:zip-modal-open event from a host script, and through the store bus', async () => {
    await mount(PAGE);
    await act(async () => document.body.dispatchEvent(new CustomEvent(ZIP_MODAL_OPEN_EVENT, { bubbles: true })));
    expect(await dialog()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => openZipModal());
    expect(await dialog()).toBeInTheDocument();
  });

  it('never sends a malformed zip: the error shows beside the field and focus goes to it', async () => {
    const server = fakeLocationServer();
    await mount(PAGE);
    await openFromBanner();
    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), '3030');
    expect(zipBox()).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(server.calls).toEqual([]);
    expect(zipBox()).toHaveAttribute('aria-invalid', 'true');
    expect(zipBox()).toHaveAccessibleDescription('Please enter a valid 5-digit zip code.');
    expect(zipBox()).toHaveFocus();
  });

  it('checks the zip when the shopper leaves the field, not while typing', async () => {
    await mount(PAGE);
    await openFromBanner();
    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), '12');
    expect(screen.queryByText('Please enter a valid 5-digit zip code.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid 5-digit zip code.')).toBeInTheDocument();
    await userEvent.click(zipBox());
    await userEvent.type(zipBox(), '345');
    expect(screen.queryByText('Please enter a valid 5-digit zip code.')).not.toBeInTheDocument();
  });

  it('trims the zip when the shopper leaves the field, which is then fine', async () => {
    await mount(PAGE);
    await openFromBanner();
    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), ' 30303 ');
    await userEvent.tab();
    expect(zipBox()).toHaveValue('30303');
    expect(zipBox()).not.toHaveAttribute('aria-invalid');
  });

  it('posts the zip form with the submit name and format=ajax, takes the location, tells host scripts and reloads after 500 ms', async () => {
    const server = fakeLocationServer();
    const { reload, assign } = stubLocation('http://localhost:3000/p/P1001');
    const changes: unknown[] = [];
    listenOnDocument(LOCATION_CHANGE_EVENT, (event) => changes.push(event.detail));
    await mount(PAGE);
    await openFromBanner();
    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), '30305{Enter}');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your location is now 30305. Updating the page…'));
    expect(server.calls).toEqual([
      {
        path: '/location/zip',
        query: {},
        form: { zipcodesearch_zipcode: '30305', confirm: 'confirm', format: 'ajax' },
        json: undefined,
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      },
    ]);
    expect(currentZip(getStore().getState())).toBe('30305');
    expect(changes).toEqual([{ zip: '30305', storeId: undefined }]);
    expect(screen.getByRole('link', { name: 'Change your zip code, now 30305' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 1500 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the cleaned-up address when the page has a query (SPEC 4.2)', async () => {
    fakeLocationServer();
    const { assign, reload } = stubLocation('http://localhost:3000/showsearch?q=sofa&queryID=9&start=20');
    await mount(PAGE);
    await openFromBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/showsearch?q=sofa'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the setlocation submit name when the page asks for it', async () => {
    const server = fakeLocationServer();
    stubLocation('http://localhost:3000/');
    await mount('<lto-zip-modal submit-name="setlocation"></lto-zip-modal>');
    await act(async () => openZipModal());
    await dialog();
    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), '30305{Enter}');
    await waitFor(() => expect(server.calls[0]?.form).toEqual({ zipcodesearch_zipcode: '30305', setlocation: 'setlocation', format: 'ajax' }));
  });

  it('shows STORES_NOTFOUND when the server finds nothing, and lets the shopper try again', async () => {
    const server = fakeLocationServer();
    server.answer('/location/zip', { body: { success: false } }, { body: { success: true, zipcode: '30305', numberOfStoresFound: 2 } });
    const { reload } = stubLocation('http://localhost:3000/');
    await mount(PAGE);
    await openFromBanner();
    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), '99999{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't find any stores near that location. Please try another one.");
    expect(within(alert).queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(currentZip(getStore().getState())).toBe('30303');

    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), '30305{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 1500 });
  });

  it('counts a zip with no store near it as not found', async () => {
    const server = fakeLocationServer();
    server.answer('/location/zip', { body: { success: true, zipcode: '59001', numberOfStoresFound: 0 } });
    await mount(PAGE);
    await openFromBanner();
    await userEvent.clear(zipBox());
    await userEvent.type(zipBox(), '59001{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find any stores near that location.");
  });

  it.each([
    ['a server error', { status: 500, body: 'oops' }],
    ['an answer that is not JSON', { body: '<html>' }],
    ['a network error', 'network-error' as const],
  ])('after %s shows the SERVER_ERROR heading and STORES_NOTFOUND, and is not left busy', async (_, answer) => {
    const server = fakeLocationServer();
    server.answer('/location/zip', answer);
    await mount(PAGE);
    await openFromBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Server error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent("We couldn't find any stores near that location.");
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(await dialog()).not.toHaveAttribute('aria-busy');
  });

  it("says it is searching while the server answers", async () => {
    const server = fakeLocationServer();
    stubLocation('http://localhost:3000/');
    server.hold();
    await mount(PAGE);
    await openFromBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('button', { name: 'Searching…' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Searching…' }));
    await server.release();
    expect(server.calls).toHaveLength(1);
  });

  describe('use my location', () => {
    it('posts the coordinates the browser gives to findstorebylatlang and takes the zip it answers', async () => {
      const server = fakeLocationServer();
      stubGeolocation({ latitude: 33.749, longitude: -84.388 });
      stubLocation('http://localhost:3000/');
      await mount(PAGE);
      await openFromBanner();
      await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));

      await waitFor(() => expect(currentZip(getStore().getState())).toBe('30303'));
      expect(server.calls).toEqual([
        {
          path: '/location/by-coordinates',
          query: { format: 'ajax', latitude: '33.749', longitude: '-84.388', allowedLocation: 'true', bypassExistingZipcodeCheck: 'true' },
          form: undefined,
          json: {},
          contentType: 'application/json',
        },
      ]);
    });

    it.each(['denied', 'absent'] as const)('falls back to the server lookup without a message when location is %s', async (answer) => {
      const server = fakeLocationServer();
      stubGeolocation(answer);
      stubLocation('http://localhost:3000/');
      await mount(PAGE);
      await openFromBanner();
      await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));

      await waitFor(() => expect(currentZip(getStore().getState())).toBe('30339'));
      expect(server.calls.map((call) => [call.path, call.query])).toEqual([
        ['/location/fallback', { allowedLocation: 'false', logLocation: 'false', bypassExistingZipcodeCheck: 'true' }],
      ]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('is not offered with no-geolocation', async () => {
      await mount('<lto-zip-modal no-geolocation></lto-zip-modal>');
      await act(async () => openZipModal());
      expect(await dialog()).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
    });
  });

  describe('asked for a zip by another widget', () => {
    it('answers it with the new zip and leaves the page as it is', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fakeLocationServer();
      const { reload, assign } = stubLocation('http://localhost:3000/p/P1001');
      await mount(PAGE);
      let answer: Promise<string | undefined> = Promise.resolve('not asked');
      await act(async () => {
        answer = askForZip();
      });
      await dialog();
      await userEvent.clear(zipBox());
      await userEvent.type(zipBox(), '30305{Enter}');

      await expect(answer).resolves.toBe('30305');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await afterAReload();
      expect(reload).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    });

    it('answers undefined when the shopper closes the modal', async () => {
      await mount(PAGE);
      let answer: Promise<string | undefined> = Promise.resolve('not asked');
      await act(async () => {
        answer = askForZip();
      });
      await dialog();
      await userEvent.keyboard('{Escape}');
      await expect(answer).resolves.toBeUndefined();
    });
  });

  it('never reloads a checkout review page: it closes and keeps the shopper there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeLocationServer();
    const { reload, assign } = stubLocation('http://localhost:3000/checkout/review-order');
    await mount(PAGE);
    await openFromBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await afterAReload();
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Change your zip code, now 30305' })).toHaveFocus();
  });

  it('renders nothing without the zip form endpoint, and leaves marked links to their href', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeConfig({ urls: {} });
    await mount('<lto-zip-modal></lto-zip-modal><a href="#stores" data-lto-zip-modal>Find a store</a>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Find a store' }).dispatchEvent(click);
    expect(click.defaultPrevented, 'the link goes to its href').toBe(false);
    await act(async () => openZipModal());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('<lto-zip-banner>', () => {
  it('says postal code on the Canadian site, and the modal takes only Canadian postal codes', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', urls: URLS, page: { zip: 'M5V 3L9' } });
    const server = fakeLocationServer();
    server.answer('/location/zip', { body: { success: true, zipcode: 'M4C 1B5', numberOfStoresFound: 2 } });
    stubLocation('http://localhost:3000/');
    await mount(PAGE.replace('zip="30303"', ''));
    expect(screen.getByRole('link', { name: 'Change your postal code, now M5V 3L9' })).toHaveTextContent('Postal code: M5V 3L9');
    await userEvent.click(screen.getByRole('link', { name: 'Change your postal code, now M5V 3L9' }));
    const box = screen.getByRole('textbox', { name: 'Postal code' });
    await userEvent.clear(box);
    await userEvent.type(box, '30303{Enter}');
    expect(box).toHaveAccessibleDescription('Please enter a valid postal code, like A1A 1A1.');
    expect(server.calls).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, 'm4c1b5{Enter}');
    await waitFor(() => expect(server.calls[0]?.form?.zipcodesearch_zipcode).toBe('M4C 1B5'));
    vi.unstubAllGlobals();
  });

  it('speaks Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US', urls: URLS, page: { zip: '30303' } });
    await mount(PAGE);
    await userEvent.click(screen.getByRole('link', { name: 'Cambiar tu código postal, ahora 30303' }));
    const modal = await screen.findByRole('dialog', { name: 'Indica tu ubicación' });
    expect(within(modal).getByRole('textbox', { name: 'Código postal' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Usar mi ubicación' })).toBeInTheDocument();
  });
});
