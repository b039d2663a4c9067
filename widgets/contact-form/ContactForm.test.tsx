import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactUsAnswer } from '../../src/contracts/contact-us';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URL_PATH = '/contact-us';

function contactServer(answer: ContactUsAnswer = { success: true }) {
  return fakeServer({
    record: async (url, request) => ({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(await request.text())) }),
    fallback: () => ({ body: answer }),
  });
}

const box = (name: string) => screen.getByRole('textbox', { name });
const topic = () => screen.getByRole('combobox', { name: 'What is it about?' });
const send = () => screen.getByRole('button', { name: 'Send message' });

async function fillValid() {
  await userEvent.type(box('First name'), 'Ana');
  await userEvent.type(box('Last name'), 'Reyes');
  await userEvent.type(box('Email'), 'ana@example.com');
  await userEvent.selectOptions(topic(), 'delivery');
  await userEvent.type(box('Your message'), 'When will my sofa arrive?');
}

describe('<lto-contact-form>', () => {
  beforeEach(() => writeConfig({ urls: { contactUs: URL_PATH } }));

  it('sends the message once with format=ajax, then thanks the shopper with focus on the thanks', async () => {
    const server = contactServer();
    await mount('<lto-contact-form></lto-contact-form>');
    await fillValid();
    await userEvent.type(box('Agreement number (optional)'), ' LA1005678 ');
    await userEvent.dblClick(send());

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you, your message is on its way');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(server.calls).toEqual([
      {
        path: URL_PATH,
        form: {
          firstName: 'Ana',
          lastName: 'Reyes',
          email: 'ana@example.com',
          phone: '',
          topic: 'delivery',
          agreementNumber: 'LA1005678',
          message: 'When will my sofa arrive?',
          format: 'ajax',
        },
      },
    ]);
  });

  it('an empty form: every required field says so, focus goes to the first, nothing is sent', async () => {
    const server = contactServer();
    await mount('<lto-contact-form></lto-contact-form>');
    await userEvent.click(send());
    for (const name of ['First name', 'Last name', 'Email', 'Your message']) {
      expect(box(name), name).toHaveAttribute('aria-invalid', 'true');
    }
    expect(box('Email')).toHaveAccessibleDescription('Please fill in this field.');
    expect(topic()).toHaveAttribute('aria-invalid', 'true');
    expect(box('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(box('First name')).toHaveFocus());
    expect(server.calls).toEqual([]);
  });

  it('checks a field on focus-out, never while typing, and lets the error go once the value is right', async () => {
    await mount('<lto-contact-form></lto-contact-form>');
    await userEvent.type(box('Phone (optional)'), '404-555');
    expect(box('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(box('Phone (optional)')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
    await userEvent.type(box('Phone (optional)'), '-0134');
    expect(box('Phone (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters left and stops typing at 1,000; a paste is cut to the room left', async () => {
    await mount('<lto-contact-form></lto-contact-form>');
    const message = box('Your message');
    expect(message).toHaveAccessibleDescription('1000 characters left');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(995));
    expect(message).toHaveAccessibleDescription('5 characters left');
    await userEvent.paste('abcdefgh');
    expect(message).toHaveValue(`${'x'.repeat(995)}abcde`);
    await userEvent.type(message, 'z');
    expect(message).toHaveValue(`${'x'.repeat(995)}abcde`);
    expect(message).toHaveAccessibleDescription('0 characters left');
  });

  it('a failed post keeps everything typed and says so, in an alert heard at once; a second try sends again', async () => {
    const server = fakeServer({
      record: async (url) => url.pathname,
      fallback: () => ({ status: 503, body: 'down' }),
    });
    await mount('<lto-contact-form></lto-contact-form>');
    await fillValid();
    await userEvent.click(send());
    expect(await screen.findByText("We couldn't send your message. Please try again.")).toBeInTheDocument();
    expect(box('Your message')).toHaveValue('When will my sofa arrive?');
    expect(box('Email')).toHaveValue('ana@example.com');
    expect(topic()).toHaveValue('delivery');
    server.answer(URL_PATH, { body: { success: true } });
    await userEvent.click(send());
    await screen.findByRole('status');
    expect(server.calls).toHaveLength(2);
  });

  it('a form the server refused: its message, what was typed kept', async () => {
    contactServer({ success: false });
    await mount('<lto-contact-form></lto-contact-form>');
    await fillValid();
    await userEvent.click(send());
    expect(await screen.findByText('Please check your details and send your message again.')).toBeInTheDocument();
    expect(box('First name')).toHaveValue('Ana');
  });

  it("fields the server refused show its errors beside them, focus on the first; keys it does not know fall back to the form's message", async () => {
    contactServer({ success: false, errors: { email: 'VALIDATE_EMAIL_REGEX', nickname: 'VALIDATE_EMAIL_REGEX' } });
    await mount('<lto-contact-form></lto-contact-form>');
    await fillValid();
    await userEvent.click(send());
    await waitFor(() => expect(box('Email')).toHaveAccessibleDescription(/Please enter a valid email address/));
    expect(box('Email')).toHaveFocus();
    expect(box('Email')).toHaveValue('ana@example.com');
    expect(screen.queryByText('Please check your details and send your message again.')).toBeNull();
    document.body.innerHTML = '';

    contactServer({ success: false, errors: { email: 'SOMETHING_ELSE' } });
    await mount('<lto-contact-form></lto-contact-form>');
    await fillValid();
    await userEvent.click(send());
    expect(await screen.findByText('Please check your details and send your message again.')).toBeInTheDocument();
  });

  it('an answer that is not the contract: BAD_RESPONSE, what was typed kept', async () => {
    fakeServer({ record: async (url) => url.pathname, fallback: () => ({ body: '<html>ok</html>' }) });
    await mount('<lto-contact-form></lto-contact-form>');
    await fillValid();
    await userEvent.click(send());
    expect(await screen.findByText('Sorry, something went wrong. Please try again.')).toBeInTheDocument();
    expect(box('Your message')).toHaveValue('When will my sofa arrive?');
  });

  it('speaks Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US', urls: { contactUs: URL_PATH } });
    await mount('<lto-contact-form></lto-contact-form>');
    expect(box('Nombre')).toBeInTheDocument();
    expect(box('Tu mensaje')).toHaveAccessibleDescription('Quedan 1000 caracteres');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(box('Correo electrónico')).toHaveAccessibleDescription('Completa este campo.');
  });

  it('bad values attribute: the form starts empty, no crash', async () => {
    await mount(`<lto-contact-form values='{"firstName": 12'></lto-contact-form>`);
    expect(box('First name')).toHaveValue('');
  });

  describe('over the server markup', () => {
    it('draws the very form the server drew (markup.html)', async () => {
      const { server, drawn } = await drawOver('lto-contact-form', '', markupFixture(import.meta.url));
      expect(drawn).toEqual(server);
    });

    it('draws the form the server drew again after a post without script, values and errors alike (markup-errors.html)', async () => {
      const values = JSON.stringify({ firstName: 'Ana', lastName: '', email: 'ana@example', topic: 'delivery', message: 'When will my sofa arrive?' });
      const { server, drawn } = await drawOver('lto-contact-form', `values='${values}' submitted`, markupFixture(import.meta.url, 'markup-errors.html'));
      expect(server.join('\n')).toContain('Please enter a valid email address');
      expect(drawn).toEqual(server);
    });
  });
});
