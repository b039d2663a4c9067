import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/footer-email-signup/element';
import '../widgets/footer-sms-signup/element';
import { footerEmailDown, footerEmailRefused, footerEmailSlow, signupHandlers, smsManualOptIn, smsRefused, smsUnserviced } from '../.storybook/signup-handlers';
import { messages as emailMessages } from '../widgets/footer-email-signup/messages';
import { messages as smsMessages } from '../widgets/footer-sms-signup/messages';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { SignupPage, signupUrls } from './support/SignupPage';

/**
 * The footer's two sign-up forms (SPEC 2.3, 7.7, 8): `<lto-footer-email-signup>` and
 * `<lto-footer-sms-signup>`, side by side as in the demo's footer. Each story plays one outcome.
 */
const meta = {
  title: 'Widgets/Footer sign-ups',
  render: (_args, { parameters }) => (
    <SignupPage note={storyDescription(parameters)}>
      <div className="sb-signups">
        <lto-footer-email-signup />
        <lto-footer-sms-signup />
      </div>
    </SignupPage>
  ),
  parameters: {
    msw: { handlers: signupHandlers },
    ltoUrls: signupUrls,
    docs: {
      description: {
        component:
          "The footer's e-mail form (e-mail, names, zip / postal code; in Canada an opt-in box that must be ticked) and text-message form (one phone number; the platform's status picks one of four messages).",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };
const texts = (locale: unknown) => messagesFor(locale, emailMessages, smsMessages);
/** One of the two forms, once its code has loaded. */
const form = async (canvas: HTMLElement, name: string) => within(await within(canvas).findByRole('form', { name }));

async function sendEmail(canvas: HTMLElement, locale: unknown, email: string) {
  const t = texts(locale);
  const emailForm = await form(canvas, t('footerEmail.heading'));
  await userEvent.type(await emailForm.findByRole('textbox', { name: t('footerEmail.email') }), email);
  await userEvent.click(emailForm.getByRole('button', { name: t('footerEmail.submit') }));
  return emailForm;
}

async function sendPhone(canvas: HTMLElement, locale: unknown, phone: string) {
  const t = texts(locale);
  const smsForm = await form(canvas, t('footerSms.heading'));
  await userEvent.type(await smsForm.findByRole('textbox', { name: t('footerSms.phone') }), phone);
  await userEvent.click(smsForm.getByRole('button', { name: t('footerSms.submit') }));
  return smsForm;
}

export const Empty: Story = {
  name: 'Both forms, empty',
  parameters: note('The footer as a shopper first sees it.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    await expect(await within(canvasElement).findByRole('form', { name: t('footerEmail.heading') })).toBeVisible();
    await expect(await within(canvasElement).findByRole('form', { name: t('footerSms.heading') })).toBeVisible();
  },
};
export const EmptyEs: Story = { ...Empty, name: 'Both forms, empty (es)', globals: es };
export const EmptyCanada: Story = { ...Empty, name: 'Both forms, empty (en-CA: postal code, opt-in box)', globals: canada };

export const FilledInAgain: Story = {
  name: 'Both forms filled in again (a post without script refused)',
  parameters: note('The platform drew the forms again after refusing posts sent before their code ran: they start with what was typed (their values attribute), to correct rather than type again.'),
  render: (_args, { parameters }) => (
    <SignupPage note={storyDescription(parameters)}>
      <div className="sb-signups">
        <lto-footer-email-signup values={JSON.stringify({ footeremailsub_emailid: 'ana@example', footeremailsub_firstName: 'Ana' })} />
        <lto-footer-sms-signup values={JSON.stringify({ footertextform_phone: '555-01' })} />
      </div>
    </SignupPage>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const emailForm = await form(canvasElement, t('footerEmail.heading'));
    await expect(await emailForm.findByRole('textbox', { name: t('footerEmail.email') })).toHaveValue('ana@example');
    await expect(emailForm.getByRole('textbox', { name: t('footerEmail.firstName') })).toHaveValue('Ana');
    const smsForm = await form(canvasElement, t('footerSms.heading'));
    await expect(await smsForm.findByRole('textbox', { name: t('footerSms.phone') })).toHaveValue('555-01');
  },
};
export const FilledInAgainEs: Story = { ...FilledInAgain, name: 'Both forms filled in again (a post without script refused) (es)', globals: es };

export const EmailLeftEmpty: Story = {
  name: 'E-mail left empty',
  parameters: note('The shopper tabbed through the e-mail field without typing: the field and its label are marked in error.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const email = await (await form(canvasElement, t('footerEmail.heading'))).findByRole('textbox', { name: t('footerEmail.email') });
    await userEvent.click(email);
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(t('REQUIRED'));
  },
};
export const EmailLeftEmptyEs: Story = { ...EmailLeftEmpty, name: 'E-mail left empty (es)', globals: es };

/** A story where the shopper sends an address and the form then shows the message of `key`. */
const emailAnswered = (name: string, description: string, key: 'footerEmail.success' | 'footerEmail.refused' | 'footerEmail.failed', handler?: unknown): Story => ({
  name,
  parameters: { ...note(description), ...(handler ? { msw: { handlers: { footerEmailSubscribe: handler } } } : {}) },
  play: async ({ canvasElement, globals }) => {
    const emailForm = await sendEmail(canvasElement, globals.locale, 'ana@example.com');
    await expect(await emailForm.findByText(texts(globals.locale)(key))).toBeVisible();
  },
});

export const EmailSuccess = emailAnswered('E-mail: success', "The platform took the address: 'Success! Thanks for signing up.' shows, is announced, and fades after 3.5 s.", 'footerEmail.success');
export const EmailSuccessEs: Story = { ...EmailSuccess, name: 'E-mail: success (es)', globals: es };

export const EmailRefused = emailAnswered('E-mail: refused', 'The platform answers success false: the form says so and keeps what was typed.', 'footerEmail.refused', footerEmailRefused);
export const EmailRefusedEs: Story = { ...EmailRefused, name: 'E-mail: refused (es)', globals: es };

export const EmailUnreachable = emailAnswered(
  'E-mail: platform unreachable',
  'The platform answers 500: the form says it could not sign up just now (not that the details are wrong) and keeps what was typed.',
  'footerEmail.failed',
  footerEmailDown,
);
export const EmailUnreachableEs: Story = { ...EmailUnreachable, name: 'E-mail: platform unreachable (es)', globals: es };

export const EmailSending: Story = {
  name: 'E-mail: sending (slow answer)',
  parameters: { ...note("The platform takes 3 s: the button reads 'Signing up…' and another press sends nothing."), msw: { handlers: { footerEmailSubscribe: footerEmailSlow } } },
  play: async ({ canvasElement, globals }) => {
    const emailForm = await sendEmail(canvasElement, globals.locale, 'ana@example.com');
    await expect(await emailForm.findByRole('button', { name: texts(globals.locale)('footerEmail.sending') })).toBeVisible();
  },
};
export const EmailSendingEs: Story = { ...EmailSending, name: 'E-mail: sending (es)', globals: es };

export const CanadaOptInMissing: Story = {
  name: 'Canada: opt-in not ticked (en-CA)',
  parameters: note('On the Canadian site the opt-in box must be ticked: a check-error shows on it and nothing is sent.'),
  globals: canada,
  play: async ({ canvasElement, globals }) => {
    const emailForm = await sendEmail(canvasElement, globals.locale, 'leah@example.ca');
    await waitFor(() => expect(emailForm.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true'));
    await expect(emailForm.getByRole('checkbox')).toHaveAccessibleDescription(texts(globals.locale)('OPTIN_REQUIRED'));
  },
};

export const SmsConfirmationSent: Story = {
  name: 'SMS: reply YES',
  parameters: note("A serviced number: 'Reply YES to our confirmation text message.', fading after 5.5 s."),
  play: async ({ canvasElement, globals }) => {
    const smsForm = await sendPhone(canvasElement, globals.locale, '404-555-0123');
    await expect(await smsForm.findByText(texts(globals.locale)('footerSms.confirm'))).toBeVisible();
  },
};
export const SmsConfirmationSentEs: Story = { ...SmsConfirmationSent, name: 'SMS: reply YES (es)', globals: es };

export const SmsManualOptIn: Story = {
  name: 'SMS: text JOIN',
  parameters: { ...note("The number must opt in by hand: 'Please text JOIN to 1-844-555-0142 to subscribe.'"), msw: { handlers: { footerTextForm: smsManualOptIn } } },
  play: async ({ canvasElement, globals }) => {
    const smsForm = await sendPhone(canvasElement, globals.locale, '312-555-0199');
    await expect(await smsForm.findByText(texts(globals.locale)('footerSms.manualOptIn', { phone: '1-844-555-0142' }))).toBeVisible();
  },
};
export const SmsManualOptInEs: Story = { ...SmsManualOptIn, name: 'SMS: text JOIN (es)', globals: es };

export const SmsUnserviced: Story = {
  name: 'SMS: area code not serviced',
  parameters: { ...note("An Alaska number: 'Sorry we don't service this area code'."), msw: { handlers: { footerTextForm: smsUnserviced } } },
  play: async ({ canvasElement, globals }) => {
    const smsForm = await sendPhone(canvasElement, globals.locale, '907-555-0123');
    await expect(await smsForm.findByText(texts(globals.locale)('footerSms.unservicedArea'))).toBeVisible();
  },
};
export const SmsUnservicedEs: Story = { ...SmsUnserviced, name: 'SMS: area code not serviced (es)', globals: es };

export const SmsError: Story = {
  name: 'SMS: error',
  parameters: { ...note("The platform answers success false: 'Error, please refresh the page and fill out the form again.'"), msw: { handlers: { footerTextForm: smsRefused } } },
  play: async ({ canvasElement, globals }) => {
    const smsForm = await sendPhone(canvasElement, globals.locale, '404-555-0123');
    await expect(await smsForm.findByText(texts(globals.locale)('footerSms.error'))).toBeVisible();
  },
};
export const SmsErrorEs: Story = { ...SmsError, name: 'SMS: error (es)', globals: es };
