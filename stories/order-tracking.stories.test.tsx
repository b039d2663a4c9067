import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as trackingStories from './order-tracking.stories';
import { runRecording } from './support/requests';

setProjectAnnotations(preview);

const stories = composeStories(trackingStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  number: 'Agreement number',
  postal: 'Zip code',
  submit: 'Find order',
  searching: 'Searching…',
  noNumber: 'Please enter a valid agreement number.',
  badZip: 'Please enter a valid 5-digit zip code or Canadian postal code, like A1A 1A1.',
  notFound: "We couldn't find an order with that agreement number and zip code. Please check both and try again.",
  failed: "We couldn't look up your order right now. Please try again.",
  serverError: 'Server error',
  badResponse: 'Sorry, something went wrong. Please try again.',
  result: 'Agreement LA1005678',
  status: 'Delivery scheduled',
  date: 'December 11, 2026',
};
const ES = {
  number: 'Número de contrato',
  postal: 'Código postal',
  submit: 'Buscar pedido',
  searching: 'Buscando…',
  noNumber: 'Escribe un número de contrato válido.',
  badZip: 'Escribe un código postal válido de 5 dígitos o uno canadiense, como A1A 1A1.',
  notFound: 'No encontramos ningún pedido con ese número de contrato y código postal. Revisa ambos e inténtalo de nuevo.',
  failed: 'No pudimos buscar tu pedido en este momento. Inténtalo de nuevo.',
  serverError: 'Error del servidor',
  badResponse: 'Lo sentimos, algo salió mal. Inténtalo de nuevo.',
  result: 'Contrato LA1005678',
  status: 'Entrega programada',
  date: '11 de diciembre de 2026',
};
const CA = { ...EN, postal: 'Postal code', badZip: 'Please enter a valid postal code, like A1A 1A1.' };

/** Runs the story and lists the lookups it sent (their form fields). */
const show = (story: Composed) =>
  runRecording(story, async (request) =>
    new URL(request.url).pathname === '/account/order-tracking' ? Object.fromEntries(new URLSearchParams(await request.text())) : undefined,
  );

const box = (name: string) => screen.getByRole('textbox', { name });

describe('order tracking stories', () => {
  test.each([
    ['Empty', stories.Empty, EN],
    ['EmptyEs', stories.EmptyEs, ES],
  ] as const)('%s: both fields labelled and empty, and the button', async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(box(text.number)).toHaveValue('');
    expect(box(text.postal)).toHaveValue('');
    expect(screen.getByRole('button', { name: text.submit })).toBeInTheDocument();
  });

  test.each([
    ['NoAgreementNumber', stories.NoAgreementNumber, EN],
    ['NoAgreementNumberEs', stories.NoAgreementNumberEs, ES],
  ] as const)("%s: SPEC 8's message beside the agreement number, nothing sent", async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(box(text.number)).toHaveAttribute('aria-invalid', 'true');
    expect(box(text.number)).toHaveAccessibleDescription(text.noNumber);
  });

  test.each([
    ['InvalidZip', stories.InvalidZip, EN],
    ['InvalidZipEs', stories.InvalidZipEs, ES],
    ['CanadaInvalid', stories.CanadaInvalid, CA],
  ] as const)('%s: the zip error beside the field, nothing sent', async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(box(text.postal)).toHaveAccessibleDescription(text.badZip);
  });

  test.each([
    ['Found', stories.Found, EN],
    ['FoundEs', stories.FoundEs, ES],
  ] as const)('%s: the order with its status, next payment date and items', async (_, story, text) => {
    const sent = await show(story);
    const result = within(screen.getByRole('region', { name: text.result }));
    expect(result.getByText(text.status)).toBeInTheDocument();
    expect(result.getByText(text.date)).toBeInTheDocument();
    expect(result.getAllByRole('listitem')).toHaveLength(2);
    expect(sent).toEqual([{ orderTrackingOrderNumber: 'LA1005678', orderTrackingPostalCode: '30305', format: 'ajax' }]);
  });

  test('Canada: found by a postal code sent in normal form', async () => {
    const sent = await show(stories.Canada);
    expect(screen.getByRole('region', { name: 'Agreement CA7001234' })).toBeInTheDocument();
    expect(box(CA.postal)).toHaveValue('m5v3l9');
    expect(sent).toEqual([{ orderTrackingOrderNumber: 'CA7001234', orderTrackingPostalCode: 'M5V 3L9', format: 'ajax' }]);
  });

  test.each([
    ['NotFound', stories.NotFound, EN, 'notFound'],
    ['NotFoundEs', stories.NotFoundEs, ES, 'notFound'],
    ['ServerError', stories.ServerError, EN, 'failed'],
    ['ServerErrorEs', stories.ServerErrorEs, ES, 'failed'],
    ['BadResponse', stories.BadResponse, EN, 'badResponse'],
    ['BadResponseEs', stories.BadResponseEs, ES, 'badResponse'],
  ] as const)('%s: the message in an alert, the values kept', async (_, story, text, message) => {
    await show(story);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text[message]);
    if (message === 'failed') expect(alert).toHaveTextContent(text.serverError);
    else expect(alert).not.toHaveTextContent(text.serverError);
    expect(box(text.number)).toHaveValue(message === 'notFound' ? 'LA0000000' : 'LA1005678');
    expect(box(text.postal)).not.toHaveValue('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  test.each([
    ['Searching', stories.Searching, EN],
    ['SearchingEs', stories.SearchingEs, ES],
  ] as const)('%s: the busy button while the answer is out, then the order', async (_, story, text) => {
    const sent = await show(story);
    expect(screen.getByRole('button', { name: text.searching })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: text.result })).toBeInTheDocument(), { timeout: 5000 });
    expect(sent).toHaveLength(1);
  });
});
