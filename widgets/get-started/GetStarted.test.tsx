import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const LOG = '/checkout/log-activity';

function fakeLogServer() {
  return fakeServer({ record: async (url, request) => ({ path: url.pathname, json: JSON.parse((await request.text()) || 'null') as unknown }) });
}

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

beforeEach(() => writeConfig({ urls: { logCheckoutSessionActivity: LOG }, page: { type: 'storefront' } }));
afterEach(() => vi.unstubAllGlobals());

describe('<lto-get-started> over its server markup', () => {
  it('draws exactly the promo of its contract (markup.html)', async () => {
    const { server, drawn } = await drawOver('lto-get-started', 'href="/apply"', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it("logs and goes to the apply page once for a click on 'Get started' held before its code ran", async () => {
    const server = fakeLogServer();
    const assign = stubLocation();
    await drawWithHeld('lto-get-started', 'href="/apply"', markupFixture(import.meta.url), [{ type: 'click', path: [0, 2] }]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/apply'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual([{ path: LOG, json: { pageName: 'HomePage_GetStarted' } }]);
  });
});

describe('<lto-get-started>', () => {
  it("logs 'HomePage_GetStarted', then goes to the apply page, once however often it is clicked", async () => {
    const server = fakeLogServer();
    server.hold();
    const assign = stubLocation();
    await mount('<lto-get-started href="/apply"><a href="/apply">Get started</a></lto-get-started>');
    expect(screen.getByRole('heading', { name: 'Apply before you shop' })).toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('link', { name: 'Get started' }));
    expect(assign).not.toHaveBeenCalled();
    await server.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/apply'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual([{ path: LOG, json: { pageName: 'HomePage_GetStarted' } }]);
  });

  it('still goes to the apply page when the log fails', async () => {
    const server = fakeLogServer();
    server.answer(LOG, 'network-error');
    const assign = stubLocation();
    await mount('<lto-get-started href="/apply"></lto-get-started>');
    await userEvent.click(screen.getByRole('link', { name: 'Get started' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/apply'));
  });

  it('leaves a click that opens a new tab to the browser', async () => {
    const server = fakeLogServer();
    const assign = stubLocation();
    await mount('<lto-get-started href="/apply"></lto-get-started>');
    const link = screen.getByRole('link', { name: 'Get started' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(server.calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("keeps the server's link when href is missing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<lto-get-started><a href="/apply">Apply now</a></lto-get-started>');
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-get-started> attribute "href" is missing'));
  });

  it('speaks Spanish', async () => {
    writeConfig({ locale: 'es-US', urls: { logCheckoutSessionActivity: LOG } });
    await mount('<lto-get-started href="/apply"></lto-get-started>');
    expect(screen.getByRole('heading', { name: 'Presenta tu solicitud antes de comprar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/apply');
  });
});
