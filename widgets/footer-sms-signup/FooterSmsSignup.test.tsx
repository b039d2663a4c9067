import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFormServer } from '../../testing/form-server';
import { drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

/** Puts the tag on the page and waits for its form (its code loads when the island mounts). */
async function mountForm(html: string) {
  await mount(html);
  await screen.findByRole('form');
}

const URLS = { footerTextForm: '/signup/footer-text' };
const TAG = '<lto-footer-sms-signup></lto-footer-sms-signup>';
const phone = () => screen.getByRole('textbox', { name: 'Mobile Phone Number' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Text Me' }));
/** The message the form shows (the live region says it too). */
const shown = (text: string) => within(screen.getByRole('form')).queryByText(text);

async function sendNumber(number: string) {
  await mountForm(TAG);
  await userEvent.type(phone(), number);
  await send();
}

describe('<lto-footer-sms-signup> over its server markup', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => vi.unstubAllGlobals());

  it('draws exactly the form of its contract (markup.html)', async () => {
    const { server, drawn } = await drawOver('lto-footer-sms-signup', '', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it('draws the form the platform filled in again after it refused a post without script (values)', async () => {
    const refilled = markupFixture(import.meta.url).replace('aria-required="true" value=""', 'aria-required="true" value="555-01"');
    const { server, drawn } = await drawOver('lto-footer-sms-signup', 'values="{&quot;footertextform_phone&quot;:&quot;555-01&quot;}"', refilled);
    expect(drawn).toEqual(server);
    expect(screen.getByRole('textbox', { name: 'Mobile Phone Number' })).toHaveValue('555-01');
  });

  it("sends once, with the number typed, a press of 'Text Me' held before its code ran", async () => {
    const server = fakeFormServer(() => ({ body: { success: true, status: ['Confirmation text sent'] } }));
    await drawWithHeld('lto-footer-sms-signup', '', markupFixture(import.meta.url), [{ type: 'click', path: [0, 3] }], (island) => {
      island.querySelector<HTMLInputElement>('[name="footertextform_phone"]')!.value = '404-555-0123';
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.form).toMatchObject({ footertextform_phone: '404-555-0123', format: 'ajax' });
    await act(async () => {});
    expect(server.calls).toHaveLength(1);
  });
});

describe('<lto-footer-sms-signup>', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the phone form-encoded with format=ajax, never in the URL', async () => {
    const server = fakeFormServer(() => ({ body: { success: true, status: ['ok'] } }));
    await sendNumber('404-555-0123');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({ path: '/signup/footer-text', query: {}, form: { footertextform_phone: '404-555-0123', format: 'ajax' } });
  });

  it("says 'Reply YES…' on success, announces it, empties the field, and the message fades after 5.5 s", async () => {
    fakeFormServer(() => ({ body: { success: true, status: ['Confirmation text sent'] } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await sendNumber('4045550123');
    await waitFor(() => expect(shown('Reply YES to our confirmation text message.')).toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Reply YES to our confirmation text message.'));
    expect(phone()).toHaveValue('');
    await act(async () => vi.advanceTimersByTime(5300));
    expect(shown('Reply YES to our confirmation text message.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(300));
    expect(shown('Reply YES to our confirmation text message.')).not.toBeInTheDocument();
  });

  it('asks the shopper to text JOIN to the number status[0] names, and the message stays', async () => {
    fakeFormServer(() => ({ body: { success: true, status: ['Requires manual opt in: 1-844-555-0142'] } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await sendNumber('3125550199');
    await waitFor(() => expect(shown('Please text JOIN to 1-844-555-0142 to subscribe.')).toBeInTheDocument());
    await act(async () => vi.advanceTimersByTime(10000));
    expect(shown('Please text JOIN to 1-844-555-0142 to subscribe.')).toBeInTheDocument();
  });

  it('takes the JOIN number from join-number when the status names none', async () => {
    fakeFormServer(() => ({ body: { success: true, status: ['Requires manual opt in'] } }));
    await mountForm('<lto-footer-sms-signup join-number="55123"></lto-footer-sms-signup>');
    await userEvent.type(phone(), '3125550199');
    await send();
    await waitFor(() => expect(shown('Please text JOIN to 55123 to subscribe.')).toBeInTheDocument());
  });

  it("says it doesn't service the area code, keeping the number", async () => {
    fakeFormServer(() => ({ body: { success: true, status: ['Unable to process SMS opt in'] } }));
    await sendNumber('907-555-0123');
    await waitFor(() => expect(shown("Sorry we don't service this area code")).toBeInTheDocument());
    expect(phone()).toHaveValue('907-555-0123');
  });

  it.each([
    ['success false', { body: { success: false, status: ['whatever'] } }],
    ['a server error', { status: 500, body: 'oops' }],
    ['an answer without success', { body: { status: ['ok'] } }],
    ['a network error', 'network-error' as const],
  ])('after %s says to refresh and fill out the form again, keeping the number', async (_, answer) => {
    const server = fakeFormServer();
    server.answer('/signup/footer-text', answer);
    await sendNumber('404-555-0123');
    await waitFor(() => expect(shown('Error, please refresh the page and fill out the form again.')).toBeInTheDocument());
    expect(phone()).toHaveValue('404-555-0123');
  });

  it('marks the field and its label when left empty, and keeps only digits and dashes as typed', async () => {
    await mountForm(TAG);
    await userEvent.click(phone());
    await userEvent.tab();
    expect(phone()).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByText('Mobile Phone Number').closest('.lto-field')).toHaveClass('lto-field--error');
    await userEvent.type(phone(), '(404) 555.0123x');
    expect(phone()).toHaveValue('4045550123');
  });

  it('refuses a number that is not a North American one, sending nothing, focus on the field', async () => {
    const server = fakeFormServer();
    await sendNumber('123-555-0123');
    expect(phone()).toHaveFocus();
    expect(phone()).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
    expect(server.calls).toEqual([]);
  });

  it('sends one request for a double submit', async () => {
    const server = fakeFormServer(() => ({ body: { success: true, status: [] } }));
    server.hold();
    await sendNumber('4045550123');
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    await server.release();
    await waitFor(() => expect(shown('Reply YES to our confirmation text message.')).toBeInTheDocument());
    expect(server.calls).toHaveLength(1);
  });

  it('speaks Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US', urls: URLS });
    fakeFormServer(() => ({ body: { success: true, status: ['Unable to process SMS opt in'] } }));
    await mountForm(TAG);
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de celular' }), '9075550123');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme mensajes' }));
    await waitFor(() => expect(shown('Lo sentimos, no damos servicio a este código de área')).toBeInTheDocument());
  });
});
