import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as startStories from './start-lease.stories';
import { runRecording } from './support/requests';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(startStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  button: 'Start my lease',
  working: 'Starting your lease…',
  failed: 'Something went wrong. Please try after sometime.',
  price: '$99.99/mo. for 18 months, plus tax',
  zipTitle: 'Set your location',
  zipField: 'Zip code',
  update: 'Update',
  term24: '24 MONTHS',
};
const ES: typeof EN = {
  button: 'Comenzar mi arrendamiento',
  working: 'Comenzando tu arrendamiento…',
  failed: 'Algo salió mal. Inténtalo más tarde.',
  price: '$99.99/mes por 18 meses, más impuestos',
  zipTitle: 'Indica tu ubicación',
  zipField: 'Código postal',
  update: 'Actualizar',
  term24: '24 MESES',
};
const CA: typeof EN = { ...EN, price: 'C$99.99/mo. for 18 months, plus tax', zipField: 'Postal code' };

interface Sent {
  path: string;
  body: unknown;
}

/** Runs the story (its play included) and lists the order and activity requests sent meanwhile, with their JSON. */
const show = (story: Composed) =>
  runRecording(story, async (request): Promise<Sent | undefined> => {
    const { pathname } = new URL(request.url);
    if (pathname !== '/orders/create' && pathname !== '/checkout/log-activity') return undefined;
    return { path: pathname, body: JSON.parse((await request.text()) || 'null') as unknown };
  });

/** What a few more moments send (the play function does not wait for every answer). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

const widget = () => within(document.querySelector<HTMLElement>('lto-start-lease')!);
const ORDER = { path: '/orders/create', body: { productId: 'P1001-2', storeId: 'C102', zipCode: '30303' } };
const LOGGED = { path: '/checkout/log-activity', body: { pageName: 'PDP_StartLease' } };

afterEach(() => {
  // The stories' checkout is a place on the page: leave it for the next story.
  history.replaceState(null, '', location.pathname + location.search);
  for (const name of ['orderId', 'myZip', 'myStore']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('start lease stories', () => {
  test.each([
    ['Ready', stories.Ready, EN],
    ['ReadyEs', stories.ReadyEs, ES],
    ['ReadyCanada', stories.ReadyCanada, CA],
  ] as const)('%s: the button below the lease terms, nothing said, nothing sent', async (_, story, text) => {
    const sent = await show(story);
    expect(widget().getByRole('button', { name: text.button })).toBeEnabled();
    expect(widget().getByRole('alert')).toHaveTextContent('');
    expect(within(screen.getByRole('tabpanel')).getByText(text.price)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  test.each([
    ['Starting', stories.Starting, EN],
    ['StartingEs', stories.StartingEs, ES],
  ] as const)('%s: busy while the order is out; one order for two clicks; the page stays', async (_, story, text) => {
    const sent = await show(story);
    await settle();
    const button = widget().getByRole('button', { name: text.working });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(widget().getByRole('alert')).toHaveTextContent('');
    expect(sent).toEqual([ORDER]);
    expect(location.hash).toBe('');
  });

  test.each([
    ['Started', stories.Started, EN],
    ['StartedEs', stories.StartedEs, ES],
  ] as const)('%s: one order, PDP_StartLease logged, the order cookie, and checkout reached without leaving', async (_, story, text) => {
    const sent = await show(story);
    expect(sent).toEqual([ORDER, LOGGED]);
    expect(location.hash).toBe('#checkout-delivery');
    expect(document.cookie).toMatch(/(^|; )orderId=ORD-[0-9A-F]{10}(;|$)/);
    expect(document.cookie).toMatch(/(^|; )myZip=30303(;|$)/);
    expect(widget().getByRole('button', { name: text.working })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText(/the page would now go to the first checkout step \(\/checkout\/delivery\)/)).toBeInTheDocument();
  });

  test.each([
    ['Failed', stories.Failed, EN],
    ['FailedEs', stories.FailedEs, ES],
    ['FailedServerError', stories.FailedServerError, EN],
    ['FailedServerErrorEs', stories.FailedServerErrorEs, ES],
    ['FailedNetwork', stories.FailedNetwork, EN],
    ['FailedNetworkEs', stories.FailedNetworkEs, ES],
  ] as const)('%s: the SPEC message under the button, no order cookie, and the button works again', async (_, story, text) => {
    const sent = await show(story);
    expect(widget().getByRole('alert')).toHaveTextContent(text.failed);
    expect(widget().getByRole('button', { name: text.button })).not.toHaveAttribute('aria-disabled');
    expect(document.cookie).not.toMatch(/orderId=/);
    expect(sent).toEqual([ORDER]);
    expect(location.hash).toBe('');
  });

  test.each([
    ['NoZip', stories.NoZip, EN],
    ['NoZipEs', stories.NoZipEs, ES],
  ] as const)('%s: the zip modal opens before any order; with a zip the lease starts with it', async (_, story, text) => {
    const sent = await show(story);
    const dialog = within(await screen.findByRole('dialog', { name: text.zipTitle }));
    expect(sent).toEqual([]);
    expect(widget().getByRole('button', { name: text.working })).toHaveAttribute('aria-disabled', 'true');

    const more = await runRecording({ run: async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: text.zipField }), '30305');
      await userEvent.click(dialog.getByRole('button', { name: text.update }));
      await waitFor(() => expect(location.hash).toBe('#checkout-delivery'));
    } }, async (request) => (new URL(request.url).pathname === '/orders/create' ? ((await request.json()) as unknown) : undefined));
    expect(more).toEqual([{ productId: 'P1001-2', storeId: '', zipCode: '30305' }]);
  });

  test.each([
    ['Form', stories.Form, EN],
    ['FormEs', stories.FormEs, ES],
  ] as const)('%s: the form posts the variant, quantity, chosen term and token; submitting stays on the page', async (_, story, text) => {
    const sent = await show(story);
    const button = widget().getByRole('button', { name: text.button });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('action', '/cart/add');
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ pid: 'P1001-2', Quantity: '1', leaseTerm: '24', csrf_token: 'story-csrf-token' });
    expect(screen.getByRole('tab', { name: text.term24 })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(button);
    expect(await screen.findByText('The form would now post to /cart/add: pid=P1001-2, Quantity=1, csrf_token=story-csrf-token, leaseTerm=24.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
