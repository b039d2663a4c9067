import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as modalStories from './zip-modal.stories';
import { runRecording } from './support/requests';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(modalStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  title: 'Set your location',
  intro: 'Lease prices, delivery and store inventory depend on where you are.',
  field: 'Zip code',
  submit: 'Update',
  geo: 'Use my location',
  searching: 'Searching…',
  invalid: 'Please enter a valid 5-digit zip code.',
  notFound: "We couldn't find any stores near that location. Please try another one.",
  serverError: 'Server error',
  set: (zip: string) => `Your location is now ${zip}.`,
  banner: (zip: string) => `Zip code: ${zip}`,
  bannerLabel: (zip: string) => `Change your zip code, now ${zip}`,
};
const ES = {
  title: 'Indica tu ubicación',
  intro: 'Los precios de arrendamiento, la entrega y la disponibilidad en tienda dependen de dónde estés.',
  field: 'Código postal',
  submit: 'Actualizar',
  geo: 'Usar mi ubicación',
  searching: 'Buscando…',
  invalid: 'Escribe un código postal válido de 5 dígitos.',
  notFound: 'No encontramos tiendas cerca de esa ubicación. Prueba con otra.',
  serverError: 'Error del servidor',
  set: (zip: string) => `Tu ubicación ahora es ${zip}.`,
  banner: (zip: string) => `Código postal: ${zip}`,
  bannerLabel: (zip: string) => `Cambiar tu código postal, ahora ${zip}`,
};
const CA = {
  ...EN,
  field: 'Postal code',
  invalid: 'Please enter a valid postal code, like A1A 1A1.',
};

/** Runs the story (its play included) and lists the requests sent to the location endpoints meanwhile. */
const show = (story: Composed) =>
  runRecording(story, (request) => {
    const { pathname } = new URL(request.url);
    return pathname.startsWith('/location/') ? pathname : undefined;
  });

const dialog = async (text: typeof EN) => within(await screen.findByRole('dialog', { name: text.title }));
const politely = () => document.querySelector('[aria-live="polite"]');

describe('zip modal stories', () => {
  test.each([
    ['Open', stories.Open, EN, '30303'],
    ['OpenEs', stories.OpenEs, ES, '30303'],
    ['Canada', stories.Canada, CA, 'M5V 3L9'],
  ] as const)('%s: the dialog, its intro and the field with the current zip', async (_, story, text, zip) => {
    await show(story);
    const open = await dialog(text);
    expect(open.getByText(text.intro)).toBeInTheDocument();
    expect(open.getByRole('textbox', { name: text.field })).toHaveValue(zip);
    expect(open.getByRole('button', { name: text.submit })).toBeEnabled();
    expect(open.getByRole('button', { name: text.geo })).toBeEnabled();
  });

  test.each([
    ['InvalidZip', stories.InvalidZip, EN],
    ['InvalidZipEs', stories.InvalidZipEs, ES],
    ['CanadaInvalid', stories.CanadaInvalid, CA],
  ] as const)('%s: the error beside the field, and nothing sent', async (_, story, text) => {
    const sent = await show(story);
    const field = (await dialog(text)).getByRole('textbox', { name: text.field });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(text.invalid);
    expect(sent).toEqual([]);
  });

  test.each([
    ['NotFound', stories.NotFound, EN],
    ['NotFoundEs', stories.NotFoundEs, ES],
  ] as const)('%s: STORES_NOTFOUND in the dialog, without the server error heading', async (_, story, text) => {
    const sent = await show(story);
    const open = await dialog(text);
    expect(open.getByRole('alert')).toHaveTextContent(text.notFound);
    expect(open.queryByText(text.serverError)).toBeNull();
    expect(open.getByRole('textbox', { name: text.field })).toHaveAccessibleDescription(text.notFound);
    expect(sent).toEqual(['/location/zip']);
  });

  test.each([
    ['ServerError', stories.ServerError, EN],
    ['ServerErrorEs', stories.ServerErrorEs, ES],
  ] as const)('%s: the SERVER_ERROR heading above STORES_NOTFOUND', async (_, story, text) => {
    await show(story);
    const alert = (await dialog(text)).getByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(text.serverError);
    expect(alert).toHaveTextContent(text.notFound);
  });

  test.each([
    ['Searching', stories.Searching, EN],
    ['SearchingEs', stories.SearchingEs, ES],
  ] as const)('%s: Searching… while the answer is out; then the modal closes and the page stays', async (_, story, text) => {
    await show(story); // the play function asked for a zip, sent 30305 and saw the busy button
    expect((await dialog(text)).getByRole('button', { name: text.searching })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: text.bannerLabel('30305') })).toHaveTextContent(text.banner('30305'));
  });

  test.each([
    ['Success', stories.Success, EN],
    ['SuccessEs', stories.SuccessEs, ES],
  ] as const)('%s: the banner shows the new zip and screen readers hear it; no reload', async (_, story, text) => {
    const sent = await show(story);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: text.bannerLabel('30305') })).toHaveTextContent(text.banner('30305'));
    await waitFor(() => expect(politely()).toHaveTextContent(text.set('30305')));
    // The storefront's 'Updating the page…' (and its reload) belongs to a change nobody asked for.
    for (const status of screen.queryAllByRole('status', { hidden: true })) {
      expect(status).not.toHaveTextContent(/Updating the page|Actualizando la página/);
    }
    expect(sent).toEqual(['/location/zip']);
  });

  test('Success: on the English page the link to the Spanish site follows the new zip', async () => {
    await show(stories.Success);
    const spanish = screen.getByRole('link', { name: 'Español' });
    expect(new URL(spanish.getAttribute('href') ?? '', 'http://x').searchParams.get('postalCode')).toBe('30305');
  });
});
