import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/checkout-form/element';
import { messages } from '../widgets/checkout-form/messages';
import { checkoutHandlers, checkoutInvalid, checkoutOk, checkoutPending, checkoutServerError, checkoutUnparseable } from './support/checkout-handlers';
import { CheckoutPage, DEFAULT_CHECKOUT_ARGS, type CheckoutFormArgs } from './support/CheckoutPage';
import { FILLED_DELIVERY, FILLED_ORDER_FORM, SAVED_CARDS } from '../widgets/checkout-form/fixtures';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';

/**
 * `<lto-checkout-form>` (SPEC 2.11, 3.6, 5, 9.2, 9.7): one checkout step's form. A step that is
 * accepted goes to `next`; the handlers answer a place on this page (#next-step), so no story
 * leaves Storybook. The line under the form shows the loader state the form asked for.
 */
const meta = {
  title: 'Widgets/Checkout form',
  render: (args, { parameters }) => <CheckoutPage args={args} note={storyDescription(parameters)} />,
  args: DEFAULT_CHECKOUT_ARGS,
  argTypes: {
    step: { control: 'inline-radio', options: ['delivery', 'order-form', 'payment', 'sign', 'references'], description: '`step`: the checkout step.' },
    values: { description: '`values`: what the server saved for the step (JSON).' },
    address: { description: '`address`: the pre-filled address object of SPEC 3.6 (JSON).' },
    savedCards: { description: '`saved-cards`: the payment step’s saved cards (JSON).' },
    userCountry: { description: '`user-country`: US or CA.' },
    userState: { description: '`user-state`: the state chosen when nothing else gives one.' },
  },
  parameters: {
    msw: { handlers: checkoutHandlers },
    ltoPage: { type: 'other', category: '' },
    docs: {
      description: {
        component:
          'One step of the lease application: delivery address, order form, payment info, sign agreement, references. Fields are checked when the shopper leaves them and on submit; a failed request keeps every value.',
      },
    },
  },
} satisfies Meta<CheckoutFormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };
const texts = (locale: unknown) => messagesFor(locale, messages);
const json = (value: unknown) => JSON.stringify(value);

const form = async (canvasElement: HTMLElement) => within(await findIsland(canvasElement, 'lto-checkout-form'));
const submitLabel = (locale: unknown, step: CheckoutFormArgs['step']) => texts(locale)(step === 'sign' ? 'checkout.submit.sign' : 'checkout.submit');

/** Plays: the shopper presses the step's submit button. */
function submits(step: CheckoutFormArgs['step']): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const island = await form(canvasElement);
    await userEvent.click(island.getByRole('button', { name: submitLabel(globals.locale, step) }));
  };
}

/** Plays: the step is submitted empty; focus lands on `first`, which says its required text. */
function refusesEmpty(step: CheckoutFormArgs['step'], first: string): Story['play'] {
  return async (context) => {
    await submits(step)!(context);
    const t = texts(context.globals.locale);
    const island = await form(context.canvasElement);
    const field = island.getByRole(first === 'acceptAgreement' ? 'checkbox' : 'textbox', { name: t(`label.${first}` as never) });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  };
}

// Delivery address (step 1)

export const Delivery: Story = {
  name: 'Delivery: empty',
  parameters: note("Step 1 on a first visit: the delivery address, contact and the 'This order is a gift' switch, nothing filled in."),
  play: async ({ canvasElement, globals }) => {
    const island = await form(canvasElement);
    await expect(island.getByRole('switch', { name: texts(globals.locale)('label.isGift') })).not.toBeChecked();
  },
};
export const DeliveryEs: Story = { ...Delivery, name: 'Delivery: empty (es)', globals: es };
export const DeliveryCanada: Story = { ...Delivery, name: 'Delivery: empty (en-CA, postal code and provinces)', globals: canada };

export const DeliveryRequired: Story = {
  name: 'Delivery: submitted empty',
  parameters: note("Continue pressed with nothing filled in: each required field says its own text, focus is on 'First name' and the errors are announced; nothing is sent."),
  play: refusesEmpty('delivery', 'firstName'),
};
export const DeliveryRequiredEs: Story = { ...DeliveryRequired, name: 'Delivery: submitted empty (es)', globals: es };

export const DeliveryInvalidOnBlur: Story = {
  name: 'Delivery: wrong zip, shown on leaving the field',
  parameters: note('The shopper typed 303 in the zip code and moved on: the error shows beside it (not while typing).'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const island = await form(canvasElement);
    const zip = island.getByRole('textbox', { name: t('label.postal') });
    await userEvent.type(zip, '303');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(zip).toHaveAccessibleDescription(t('VALIDATE_ZIP_REGEX'));
  },
};
export const DeliveryInvalidOnBlurEs: Story = { ...DeliveryInvalidOnBlur, name: 'Delivery: wrong zip, shown on leaving the field (es)', globals: es };
export const DeliveryInvalidOnBlurCanada: Story = { ...DeliveryInvalidOnBlur, name: 'Delivery: wrong postal code (en-CA)', globals: canada };

export const DeliveryPrefilled: Story = {
  name: 'Delivery: pre-filled from the account address',
  args: {
    address: json({ ID: 'addr-7', UUID: '9b1e', key: 'home', firstName: 'Ana', lastName: 'Lopez', address1: '1 Main St', city: 'Macon', stateCode: 'GA', countryCode: 'US', postal: '31201' }),
  },
  parameters: note('The account’s address object fills the form: stateCode chooses Georgia, countryCode fills country; ID, UUID and key are ignored.'),
  play: async ({ canvasElement, globals }) => {
    const island = await form(canvasElement);
    await expect(island.getByRole('combobox', { name: texts(globals.locale)('label.state') })).toHaveValue('GA');
  },
};
export const DeliveryPrefilledEs: Story = { ...DeliveryPrefilled, name: 'Delivery: pre-filled from the account address (es)', globals: es };

export const DeliveryMalformedPrefill: Story = {
  name: 'Delivery: malformed pre-fill',
  args: { address: json({ address1: { street: 1 }, city: 'Macon', postal: ['31201'] }) },
  parameters: note('The page sent an address object whose street and postal code are not text: those two are ignored (a console warning names them), the city is filled, the form works.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const island = await form(canvasElement);
    await expect(island.getByRole('textbox', { name: t('label.city') })).toHaveValue('Macon');
    await expect(island.getByRole('textbox', { name: t('label.address1') })).toHaveValue('');
  },
};

export const DeliveryGift: Story = {
  name: 'Delivery: a gift, with a message near its limit',
  args: { values: json({ ...FILLED_DELIVERY, isGift: 'true', giftMessage: 'Happy birthday, Sam! '.repeat(11).trim() }) },
  parameters: note('The gift switch is on, so the gift message shows, with the characters left under it; typing stops at 250 and a longer paste is cut.'),
  play: async ({ canvasElement, globals }) => {
    const island = await form(canvasElement);
    await expect(island.getByRole('switch', { name: texts(globals.locale)('label.isGift') })).toBeChecked();
  },
};
export const DeliveryGiftEs: Story = { ...DeliveryGift, name: 'Delivery: a gift, with a message near its limit (es)', globals: es };

export const DeliverySending: Story = {
  name: 'Delivery: sending',
  args: { values: json(FILLED_DELIVERY) },
  parameters: { ...note("Continue pressed; the answer has not come: the button reads 'Sending…' and another click sends nothing."), msw: { handlers: { checkoutStep: checkoutPending } } },
  play: submits('delivery'),
};
export const DeliverySendingEs: Story = { ...DeliverySending, name: 'Delivery: sending (es)', globals: es };

export const DeliveryServerFieldErrors: Story = {
  name: 'Delivery: the server refuses fields (422)',
  args: { values: json(FILLED_DELIVERY) },
  parameters: {
    ...note('The server refuses the city and the zip code (they do not match, say): the errors show beside them, focus is on the city and the loader is hidden.'),
    msw: { handlers: { checkoutStep: checkoutInvalid({ postal: 'VALIDATE_ZIP_REGEX', city: 'VALIDATE_CITY_REGEX' }) } },
  },
  play: submits('delivery'),
};
export const DeliveryServerFieldErrorsEs: Story = { ...DeliveryServerFieldErrors, name: 'Delivery: the server refuses fields (422, es)', globals: es };

export const DeliveryServerError: Story = {
  name: 'Delivery: server error',
  args: { values: json(FILLED_DELIVERY) },
  parameters: { ...note('The server fails (HTTP 500): the message at the top says the answers are still here; every value stays.'), msw: { handlers: { checkoutStep: checkoutServerError } } },
  play: submits('delivery'),
};
export const DeliveryServerErrorEs: Story = { ...DeliveryServerError, name: 'Delivery: server error (es)', globals: es };

export const DeliveryUnparseable: Story = {
  name: 'Delivery: an answer that is not JSON',
  args: { values: json(FILLED_DELIVERY) },
  parameters: { ...note('A sign-in page comes back instead of the answer: the same message at the top; every value stays.'), msw: { handlers: { checkoutStep: checkoutUnparseable } } },
  play: submits('delivery'),
};
export const DeliveryUnparseableEs: Story = { ...DeliveryUnparseable, name: 'Delivery: an answer that is not JSON (es)', globals: es };

export const DeliveryAccepted: Story = {
  name: 'Delivery: accepted',
  args: { values: json(FILLED_DELIVERY) },
  parameters: { ...note('The server takes the step: the loader is asked for its spinner (GENERIC_LOADING) and the page goes on to the next step (#next-step here).'), msw: { handlers: { checkoutStep: checkoutOk() } } },
  play: async (context) => {
    await submits('delivery')!(context);
    await waitFor(() => expect(location.hash).toBe('#next-step'));
  },
};

// Order form (step 2)

export const OrderForm: Story = {
  name: 'Order form: empty',
  args: { step: 'order-form' },
  parameters: note('Step 2 on a first visit: SSN (masked; Show SSN comes once something is typed), date of birth with its calendar, ID, time at the address and source of income.'),
};
export const OrderFormEs: Story = { ...OrderForm, name: 'Order form: empty (es)', globals: es };
export const OrderFormCanada: Story = {
  ...OrderForm,
  name: 'Order form: empty (en-CA, Social Insurance Number)',
  globals: canada,
  parameters: note("A Canadian applicant's number is their Social Insurance Number: so labelled, grouped ### ### ### as typed, checked by its check digit ('Show SIN')."),
};

export const OrderFormEmployed: Story = {
  name: 'Order form: employed, paid twice a month',
  args: { step: 'order-form', values: json(FILLED_ORDER_FORM) },
  parameters: note("An employed shopper paid twice a month: the employer's phone, the two pay days and the last payday are asked for."),
};
export const OrderFormEmployedEs: Story = { ...OrderFormEmployed, name: 'Order form: employed, paid twice a month (es)', globals: es };

export const OrderFormSsnRevealed: Story = {
  name: 'Order form: SSN shown',
  args: { step: 'order-form', values: json(FILLED_ORDER_FORM) },
  parameters: note("The shopper typed the SSN and pressed 'Show SSN': it reads 212-55-1234 until 'Hide SSN'."),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const island = await form(canvasElement);
    const ssn = canvasElement.querySelector<HTMLInputElement>('input[name="socialSecurity"]')!;
    await userEvent.type(ssn, '212551234');
    await userEvent.click(island.getByRole('button', { name: t('checkout.ssn.show') }));
    await expect(ssn).toHaveAttribute('type', 'text');
  },
};
export const OrderFormSsnRevealedEs: Story = { ...OrderFormSsnRevealed, name: 'Order form: SSN shown (es)', globals: es };

export const OrderFormRequired: Story = {
  name: 'Order form: submitted empty',
  args: { step: 'order-form' },
  parameters: note('Continue pressed with nothing filled in: focus on the SSN, each field says its required text.'),
  play: async (context) => {
    await submits('order-form')!(context);
    await waitFor(() => expect(context.canvasElement.querySelector('input[name="socialSecurity"]')).toHaveFocus());
  },
};
export const OrderFormRequiredEs: Story = { ...OrderFormRequired, name: 'Order form: submitted empty (es)', globals: es };

export const OrderFormVerified: Story = {
  name: 'Order form: identity verified by document',
  args: { step: 'order-form', values: json({ ...FILLED_ORDER_FORM, idProof: '7' }) },
  parameters: {
    ...note('The server answers with the document verification states: the loader is asked for DEFAULT, then DOC_VERIFY_PROCESSING and DOC_VERIFY_SUCCESS about 1.5 s each, then the next step.'),
    msw: { handlers: { checkoutStep: checkoutOk(['DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS']) } },
  },
  play: async ({ canvasElement, globals }) => {
    const island = await form(canvasElement);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name="socialSecurity"]')!, '212551234');
    await userEvent.click(island.getByRole('button', { name: submitLabel(globals.locale, 'order-form') }));
    await waitFor(() => expect(canvasElement.querySelector('[data-checkout-status]')).toHaveAttribute('data-checkout-status', 'DOC_VERIFY_PROCESSING'));
  },
};

// Payment (step 3)

export const Payment: Story = {
  name: 'Payment: saved cards',
  args: { step: 'payment', savedCards: json(SAVED_CARDS) },
  parameters: note("Three saved cards: the expired Visa is tagged 'Expired' and cannot be chosen, the Mastercard is tagged 'Reauthorize' and is chosen; 'Use a new card' shows the card fields."),
};
export const PaymentEs: Story = { ...Payment, name: 'Payment: saved cards (es)', globals: es };

export const PaymentNewCard: Story = {
  name: 'Payment: a new card',
  args: { step: 'payment' },
  parameters: note('No saved cards: the card fields (name, number, expiration, security code).'),
};
export const PaymentNewCardEs: Story = { ...PaymentNewCard, name: 'Payment: a new card (es)', globals: es };

// Sign agreement (step 4)

export const Sign: Story = {
  name: 'Sign: submitted without accepting',
  args: { step: 'sign' },
  parameters: note("'Sign and continue' pressed without accepting the agreement or typing a name: focus on the checkbox, both errors shown."),
  play: refusesEmpty('sign', 'acceptAgreement'),
};
export const SignEs: Story = { ...Sign, name: 'Sign: submitted without accepting (es)', globals: es };

// References

export const References: Story = {
  name: 'References: empty',
  args: { step: 'references' },
  parameters: note('Two references, each with a first and last name, a phone and how the shopper knows them.'),
};
export const ReferencesEs: Story = { ...References, name: 'References: empty (es)', globals: es };
