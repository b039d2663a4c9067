import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFormServer } from '../../testing/form-server';
import { drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URLS = { contestForm: '/signup/contest' };
const TAG = '<lto-contest-signup></lto-contest-signup>';
const box = (name: string) => screen.getByRole('textbox', { name });
const enter = () => userEvent.click(screen.getByRole('button', { name: 'Enter Now' }));
const shown = (text: string) => within(screen.getByRole('form')).queryByText(text);

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('<lto-contest-signup> over its server markup', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => vi.unstubAllGlobals());

  it('draws exactly the form of its contract (markup.html)', async () => {
    const { server, drawn } = await drawOver('lto-contest-signup', '', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it("sends one entry, with what was typed, for a press of 'Enter Now' held before its code ran", async () => {
    const server = fakeFormServer(() => ({ body: { success: true, message: "You're entered. Good luck!" } }));
    stubLocation();
    await drawWithHeld('lto-contest-signup', '', markupFixture(import.meta.url), [{ type: 'click', path: [0, 5] }], (island) => {
      island.querySelector<HTMLInputElement>('[name="emailid"]')!.value = 'held@example.com';
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.form).toMatchObject({ emailid: 'held@example.com', confirm: 'confirm', format: 'ajax' });
    await act(async () => {});
    expect(server.calls).toHaveLength(1);
  });
});

describe('<lto-contest-signup>', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("posts the form with confirm and format=ajax, shows the server's message and goes home 1000 ms later", async () => {
    const server = fakeFormServer(() => ({ body: { success: true, message: "You're entered. Good luck!" } }));
    const assign = stubLocation();
    await mount(TAG);
    await userEvent.type(box('Email Address'), 'win@example.com');
    await userEvent.type(box('First Name'), 'Sam');
    await userEvent.type(box('Zip Code'), '30303');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await enter();

    await waitFor(() => expect(shown("You're entered. Good luck!")).toBeInTheDocument());
    expect(server.calls[0]).toMatchObject({
      path: '/signup/contest',
      query: {},
      form: { emailid: 'win@example.com', firstName: 'Sam', lastName: '', zipcode: '30303', confirm: 'confirm', format: 'ajax' },
    });
    await act(async () => vi.advanceTimersByTime(900));
    expect(assign).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(150));
    expect(assign).toHaveBeenCalledWith('/');
    expect(screen.getByRole('button', { name: 'Enter Now' })).toBeDisabled();
  });

  it('on failure shows the message, fading after 2 s, keeps what was typed and stays on the page', async () => {
    fakeFormServer(() => ({ body: { success: false, message: 'Invalid email address' } }));
    const assign = stubLocation();
    await mount(TAG);
    await userEvent.type(box('Email Address'), 'win@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await enter();
    await waitFor(() => expect(shown('Invalid email address')).toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Invalid email address'));
    await act(async () => vi.advanceTimersByTime(1900));
    expect(shown('Invalid email address')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(shown('Invalid email address')).not.toBeInTheDocument();
    expect(box('Email Address')).toHaveValue('win@example.com');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enter Now' })).toBeEnabled();
  });

  it('says it could not enter the shopper when the request fails', async () => {
    const server = fakeFormServer();
    server.answer('/signup/contest', 'network-error');
    await mount(TAG);
    await userEvent.type(box('Email Address'), 'win@example.com');
    await enter();
    await waitFor(() => expect(shown("Sorry, we couldn't enter you. Please try again.")).toBeInTheDocument());
  });

  it('checks the fields before sending: focus to the first wrong one', async () => {
    const server = fakeFormServer();
    await mount(TAG);
    await userEvent.type(box('Email Address'), 'win@example');
    await userEvent.type(box('Last Name'), 'X');
    await enter();
    expect(box('Email Address')).toHaveFocus();
    expect(box('Email Address')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(box('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);
  });

  it('sends one request for a double submit', async () => {
    const server = fakeFormServer(() => ({ body: { success: false, message: 'no' } }));
    server.hold();
    await mount(TAG);
    await userEvent.type(box('Email Address'), 'win@example.com');
    await enter();
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    await server.release();
    await waitFor(() => expect(shown('no')).toBeInTheDocument());
    expect(server.calls).toHaveLength(1);
  });

  it('asks for a postal code in Canada and speaks Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', urls: URLS });
    await mount(TAG);
    expect(box('Postal Code')).toBeInTheDocument();
    document.body.innerHTML = '';
    await act(async () => {});
    writeConfig({ locale: 'es-US', urls: URLS });
    await mount(TAG);
    expect(screen.getByRole('heading', { name: 'Participa en el sorteo' })).toBeInTheDocument();
    expect(box('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Participar' })).toBeInTheDocument();
  });
});
