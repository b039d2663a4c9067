import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as contactStories from './contact-form.stories';
import { runRecording } from './support/requests';

setProjectAnnotations(preview);

const stories = composeStories(contactStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  firstName: 'First name',
  email: 'Email',
  message: 'Your message',
  left: '1000 characters left',
  required: 'Please fill in this field.',
  sent: 'Thank you, your message is on its way',
  sending: 'Sending…',
  failed: "We couldn't send your message. Please try again.",
  refused: 'Please check your details and send your message again.',
};
const ES = {
  firstName: 'Nombre',
  email: 'Correo electrónico',
  message: 'Tu mensaje',
  left: 'Quedan 1000 caracteres',
  required: 'Completa este campo.',
  sent: 'Gracias, recibimos tu mensaje',
  sending: 'Enviando…',
  failed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo.',
  refused: 'Revisa tus datos y vuelve a enviar tu mensaje.',
};

/** Runs the story and lists the messages it sent (their form fields). */
const show = (story: Composed) =>
  runRecording(story, async (request) => (new URL(request.url).pathname === '/contact-us' ? Object.fromEntries(new URLSearchParams(await request.text())) : undefined));

const box = (name: string) => screen.getByRole('textbox', { name });

describe('contact form stories', () => {
  test.each([
    ['Empty', stories.Empty, EN],
    ['EmptyEs', stories.EmptyEs, ES],
  ] as const)('%s: empty fields, the characters left, nothing sent', async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(box(text.firstName)).toHaveValue('');
    expect(box(text.message)).toHaveAccessibleDescription(text.left);
  });

  test.each([
    ['Errors', stories.Errors, EN],
    ['ErrorsEs', stories.ErrorsEs, ES],
  ] as const)('%s: the required text beside each empty field, nothing sent', async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(box(text.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(box(text.email)).toHaveAccessibleDescription(text.required);
  });

  test.each([
    ['Sent', stories.Sent, EN],
    ['SentEs', stories.SentEs, ES],
  ] as const)('%s: one message sent, the thanks in place of the form', async (_, story, text) => {
    const sent = await show(story);
    expect(screen.getByRole('status')).toHaveTextContent(text.sent);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(sent).toEqual([{ firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com', phone: '', topic: 'delivery', agreementNumber: '', message: 'When will my sofa arrive?', format: 'ajax' }]);
  });

  test.each([
    ['Sending', stories.Sending, EN],
    ['SendingEs', stories.SendingEs, ES],
  ] as const)('%s: the busy button while the answer is out, then the thanks', async (_, story, text) => {
    const sent = await show(story);
    expect(screen.getByRole('button', { name: text.sending })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.sent), { timeout: 5000 });
    expect(sent).toHaveLength(1);
  });

  test.each([
    ['Failed', stories.Failed, EN, 'failed'],
    ['FailedEs', stories.FailedEs, ES, 'failed'],
    ['Refused', stories.Refused, EN, 'refused'],
    ['RefusedEs', stories.RefusedEs, ES, 'refused'],
  ] as const)('%s: the message, everything typed kept', async (_, story, text, problem) => {
    expect(await show(story)).toHaveLength(1);
    // On the form; the live region may say it too, depending on when its announcement lands.
    expect(screen.getByText(text[problem], { ignore: '[data-lto-live-region], script, style' })).toBeInTheDocument();
    expect(box(text.message)).toHaveValue('When will my sofa arrive?');
    expect(box(text.email)).toHaveValue('ana@example.com');
  });
});
