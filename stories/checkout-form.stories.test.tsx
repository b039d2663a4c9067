import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import { STATUS_STEP_MS } from '../widgets/checkout-form/status';
import * as checkoutStories from './checkout-form.stories';
import { runRecording } from './support/requests';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(checkoutStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  delivery: 'Delivery address',
  firstName: 'First name',
  state: 'State',
  postal: 'Zip code',
  gift: 'This order is a gift',
  giftMessage: 'Gift message (optional)',
  firstNameRequired: 'Please enter your first name.',
  zipInvalid: 'Please enter a valid 5-digit zip code or Canadian postal code, like A1A 1A1.',
  continue: 'Continue',
  sending: 'Sending…',
  failed: "We couldn't save this step. Your answers are still here: please try again.",
  city: 'City',
  cityInvalid: 'Please enter a valid city.',
  showSsn: 'Show SSN',
  hideSsn: 'Hide SSN',
  employerPhone: 'Employer phone',
  secondPayDay: 'Second payday of the month',
  expired: /4242.*Expired$/,
  reauthorize: /4444.*Reauthorize$/,
  newCard: 'Use a new card',
  cardNumber: 'Card number',
  accept: 'I have read and agree to the lease agreement',
  acceptRequired: 'Please accept the lease agreement to continue.',
  reference: (n: number) => `Reference ${n}`,
  relationship: 'Relationship to you',
};
const ES = {
  delivery: 'Dirección de entrega',
  firstName: 'Nombre',
  state: 'Estado',
  postal: 'Código postal',
  gift: 'Este pedido es un regalo',
  giftMessage: 'Mensaje de regalo (opcional)',
  firstNameRequired: 'Escribe tu nombre.',
  zipInvalid: 'Escribe un código postal válido de 5 dígitos o uno canadiense, como A1A 1A1.',
  continue: 'Continuar',
  sending: 'Enviando…',
  failed: 'No pudimos guardar este paso. Tus respuestas siguen aquí: inténtalo de nuevo.',
  city: 'Ciudad',
  cityInvalid: 'Escribe una ciudad válida.',
  showSsn: 'Mostrar número',
  hideSsn: 'Ocultar número',
  employerPhone: 'Teléfono del empleador',
  secondPayDay: 'Segundo día de pago del mes',
  expired: /4242.*Vencida$/,
  reauthorize: /4444.*Volver a autorizar$/,
  newCard: 'Usar otra tarjeta',
  cardNumber: 'Número de tarjeta',
  accept: 'Leí y acepto el contrato de arrendamiento',
  acceptRequired: 'Acepta el contrato de arrendamiento para continuar.',
  reference: (n: number) => `Referencia ${n}`,
  relationship: 'Relación contigo',
};
const CA = { ...EN, state: 'Province', postal: 'Postal code', zipInvalid: 'Please enter a valid postal code, like A1A 1A1.' };

/** Runs the story (its play included) and lists the checkout POSTs sent meanwhile. */
const show = (story: Composed) =>
  runRecording(story, (request) => {
    const { pathname } = new URL(request.url);
    return request.method === 'POST' && pathname.startsWith('/checkout/') ? pathname : undefined;
  });

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const statusAskedFor = () => document.querySelector('[data-checkout-status]')?.getAttribute('data-checkout-status');

describe('checkout form stories: delivery', () => {
  test.each([
    ['Delivery', stories.Delivery, EN, 'Georgia'],
    ['DeliveryEs', stories.DeliveryEs, ES, 'Georgia'],
    ['DeliveryCanada', stories.DeliveryCanada, CA, 'Ontario'],
  ] as const)('%s: the heading, the fields and the state list of the site', async (_, story, text, region) => {
    await show(story);
    expect(screen.getByRole('heading', { name: text.delivery })).toBeInTheDocument();
    expect(box(text.firstName)).toHaveValue('');
    expect(within(screen.getByRole('combobox', { name: text.state })).getByRole('option', { name: region })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: text.gift })).not.toBeChecked();
  });

  test.each([
    ['DeliveryRequired', stories.DeliveryRequired, EN],
    ['DeliveryRequiredEs', stories.DeliveryRequiredEs, ES],
  ] as const)('%s: each row’s required text, focus on the first field, nothing sent', async (_, story, text) => {
    const sent = await show(story);
    expect(box(text.firstName)).toHaveFocus();
    expect(box(text.firstName)).toHaveAccessibleDescription(text.firstNameRequired);
    expect(sent).toEqual([]);
  });

  test.each([
    ['DeliveryInvalidOnBlur', stories.DeliveryInvalidOnBlur, EN],
    ['DeliveryInvalidOnBlurEs', stories.DeliveryInvalidOnBlurEs, ES],
    ['DeliveryInvalidOnBlurCanada', stories.DeliveryInvalidOnBlurCanada, CA],
  ] as const)('%s: the postal error beside the field once the shopper left it', async (_, story, text) => {
    await show(story);
    expect(box(text.postal)).toHaveAttribute('aria-invalid', 'true');
    expect(box(text.postal)).toHaveAccessibleDescription(text.zipInvalid);
  });

  test.each([
    ['DeliveryPrefilled', stories.DeliveryPrefilled, EN],
    ['DeliveryPrefilledEs', stories.DeliveryPrefilledEs, ES],
  ] as const)('%s: the address object fills the form, its ID, UUID and key nowhere', async (_, story, text) => {
    await show(story);
    expect(box(text.firstName)).toHaveValue('Ana');
    expect(screen.getByRole('combobox', { name: text.state })).toHaveValue('GA');
    const typed = [...document.querySelectorAll('input')].map((input) => input.value);
    expect(typed).not.toContain('addr-7');
    expect(typed).not.toContain('9b1e');
  });

  test('DeliveryMalformedPrefill: the well-formed field is filled, the malformed ones are empty', async () => {
    await show(stories.DeliveryMalformedPrefill);
    expect(box('City')).toHaveValue('Macon');
    expect(box('Zip code')).toHaveValue('');
  });

  test.each([
    ['DeliveryGift', stories.DeliveryGift, EN, '20 characters left'],
    ['DeliveryGiftEs', stories.DeliveryGiftEs, ES, 'Quedan 20 caracteres'],
  ] as const)('%s: the gift message with the characters left', async (_, story, text, left) => {
    await show(story);
    expect(box(text.giftMessage)).toHaveAccessibleDescription(left);
  });

  test.each([
    ['DeliverySending', stories.DeliverySending, EN],
    ['DeliverySendingEs', stories.DeliverySendingEs, ES],
  ] as const)('%s: one request out, the button says so, the loader shows its spinner', async (_, story, text) => {
    const sent = await show(story);
    expect(screen.getByRole('button', { name: text.sending })).toHaveAttribute('aria-disabled', 'true');
    expect(statusAskedFor()).toBe('GENERIC_LOADING');
    expect(sent).toEqual(['/checkout/delivery']);
  });

  test.each([
    ['DeliveryServerFieldErrors', stories.DeliveryServerFieldErrors, EN],
    ['DeliveryServerFieldErrorsEs', stories.DeliveryServerFieldErrorsEs, ES],
  ] as const)('%s: the server’s errors beside the fields, the loader hidden', async (_, story, text) => {
    await show(story);
    await waitFor(() => expect(box(text.city)).toHaveFocus());
    // Focused once its error is drawn: the field is read with it.
    expect(box(text.city)).toHaveAccessibleDescription(text.cityInvalid);
    expect(box(text.postal)).toHaveAccessibleDescription(text.zipInvalid);
    expect(statusAskedFor()).toBe('null');
  });

  test.each([
    ['DeliveryServerError', stories.DeliveryServerError, EN],
    ['DeliveryServerErrorEs', stories.DeliveryServerErrorEs, ES],
    ['DeliveryUnparseable', stories.DeliveryUnparseable, EN],
    ['DeliveryUnparseableEs', stories.DeliveryUnparseableEs, ES],
  ] as const)('%s: the message at the top and every value kept', async (_, story, text) => {
    await show(story);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    expect(box(text.firstName)).toHaveValue('Ana');
    expect(screen.getByRole('button', { name: text.continue })).not.toHaveAttribute('aria-disabled');
  });

  test('DeliveryAccepted: the spinner, then the next step', async () => {
    const sent = await show(stories.DeliveryAccepted);
    expect(location.hash).toBe('#next-step');
    expect(sent).toEqual(['/checkout/delivery']);
    history.replaceState(null, '', location.pathname);
  });
});

describe('checkout form stories: the other steps', () => {
  test.each([
    ['OrderForm', stories.OrderForm, EN],
    ['OrderFormEs', stories.OrderFormEs, ES],
  ] as const)('%s: the SSN masked, its reveal button once something is typed; no employer questions yet', async (_, story, text) => {
    await show(story);
    expect(document.querySelector('input[name="socialSecurity"]')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: text.showSsn })).toBeNull();
    await act(async () => void fireEvent.change(document.querySelector<HTMLInputElement>('input[name="socialSecurity"]')!, { target: { value: '2' } }));
    expect(screen.getByRole('button', { name: text.showSsn })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: text.employerPhone })).toBeNull();
  });

  test.each([
    ['OrderFormEmployed', stories.OrderFormEmployed, EN],
    ['OrderFormEmployedEs', stories.OrderFormEmployedEs, ES],
  ] as const)('%s: the employer phone and both pay days', async (_, story, text) => {
    await show(story);
    expect(box(text.employerPhone)).toHaveValue('404-555-0188');
    expect(screen.getByRole('combobox', { name: text.secondPayDay })).toHaveValue('LastDay');
  });

  test.each([
    ['OrderFormSsnRevealed', stories.OrderFormSsnRevealed, EN],
    ['OrderFormSsnRevealedEs', stories.OrderFormSsnRevealedEs, ES],
  ] as const)('%s: the SSN readable while revealed', async (_, story, text) => {
    await show(story);
    expect(document.querySelector('input[name="socialSecurity"]')).toHaveValue('212-55-1234');
    expect(screen.getByRole('button', { name: text.hideSsn })).toHaveAttribute('aria-pressed', 'true');
  });

  test.each([
    ['OrderFormRequired', stories.OrderFormRequired],
    ['OrderFormRequiredEs', stories.OrderFormRequiredEs],
  ] as const)('%s: nothing sent, the SSN invalid', async (_, story) => {
    const sent = await show(story);
    expect(document.querySelector('input[name="socialSecurity"]')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('OrderFormVerified: DEFAULT, then the document verification states', async () => {
    // Each state stays 1.5 s: the clock keeps real time (React's and the mocked network's timers
    // see no difference) and is moved on by a state's time rather than waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = await show(stories.OrderFormVerified);
    expect(sent).toEqual(['/checkout/order-form']);
    await act(() => vi.advanceTimersByTimeAsync(STATUS_STEP_MS));
    await waitFor(() => expect(statusAskedFor()).toBe('DOC_VERIFY_SUCCESS'));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_STEP_MS));
    await waitFor(() => expect(location.hash).toBe('#next-step'));
    history.replaceState(null, '', location.pathname);
  });

  test.each([
    ['Payment', stories.Payment, EN],
    ['PaymentEs', stories.PaymentEs, ES],
  ] as const)('%s: the tags, the expired card not choosable, no card fields while a saved card is chosen', async (_, story, text) => {
    await show(story);
    expect(screen.getByRole('radio', { name: text.expired })).toBeDisabled();
    expect(screen.getByRole('radio', { name: text.reauthorize })).toBeChecked();
    expect(screen.getByRole('radio', { name: text.newCard })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: text.cardNumber })).toBeNull();
  });

  test.each([
    ['PaymentNewCard', stories.PaymentNewCard, EN],
    ['PaymentNewCardEs', stories.PaymentNewCardEs, ES],
  ] as const)('%s: the card fields', async (_, story, text) => {
    await show(story);
    expect(box(text.cardNumber)).toHaveAttribute('autocomplete', 'cc-number');
  });

  test.each([
    ['Sign', stories.Sign, EN],
    ['SignEs', stories.SignEs, ES],
  ] as const)('%s: the agreement box focused with its error', async (_, story, text) => {
    const sent = await show(story);
    const accept = screen.getByRole('checkbox', { name: text.accept });
    expect(accept).toHaveFocus();
    expect(accept).toHaveAccessibleDescription(text.acceptRequired);
    expect(sent).toEqual([]);
  });

  test.each([
    ['References', stories.References, EN],
    ['ReferencesEs', stories.ReferencesEs, ES],
  ] as const)('%s: two groups of reference fields', async (_, story, text) => {
    await show(story);
    for (const n of [1, 2]) {
      expect(within(screen.getByRole('group', { name: text.reference(n) })).getByRole('combobox', { name: text.relationship })).toBeInTheDocument();
    }
  });
});
