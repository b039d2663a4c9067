import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/contact-form/element';
import { messages } from '../widgets/contact-form/messages';
import { CONTACT_US_URL, contactRefused, contactServerError, contactSlow, contactUsHandlers } from './support/contact-us-handlers';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-contact-form>` (SPEC 2.11, 5): the customer-service 'Contact Us' form. The stories fill
 * it and press Send as a shopper would; the endpoint is mocked (MSW).
 */
const meta = {
  title: 'Widgets/Contact form',
  render: (_, { parameters }) => (
    <StoryPage note={storyDescription(parameters)}>
      <lto-contact-form />
    </StoryPage>
  ),
  parameters: {
    msw: { handlers: contactUsHandlers },
    ltoPage: { type: 'other', category: '' },
    ltoUrls: { contactUs: CONTACT_US_URL },
    docs: {
      description: {
        component:
          "The customer-service form: name, e-mail, optional phone, a topic, an optional agreement number and a message of at most 1,000 characters; checked on focus-out and on submit, sent once, a thank you when sent, what was typed kept when not.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const texts = (locale: unknown) => messagesFor(locale, messages);

/** The form's controls, by the labels the shopper reads. */
async function controls(canvasElement: HTMLElement, locale: unknown) {
  const t = texts(locale);
  const canvas = within(canvasElement);
  return {
    firstName: await canvas.findByRole('textbox', { name: t('contact.firstName') }),
    lastName: canvas.getByRole('textbox', { name: t('contact.lastName') }),
    email: canvas.getByRole('textbox', { name: t('contact.email') }),
    topic: canvas.getByRole('combobox', { name: t('contact.topic') }),
    message: canvas.getByRole('textbox', { name: t('contact.message') }),
    send: canvas.getByRole('button', { name: t('contact.submit') }),
  };
}

/** Fills the required fields right and presses Send. */
async function sendFilled(canvasElement: HTMLElement, locale: unknown) {
  const c = await controls(canvasElement, locale);
  await userEvent.type(c.firstName, 'Ana');
  await userEvent.type(c.lastName, 'Reyes');
  await userEvent.type(c.email, 'ana@example.com');
  await userEvent.selectOptions(c.topic, 'delivery');
  await userEvent.type(c.message, 'When will my sofa arrive?');
  await userEvent.click(c.send);
  return c;
}

export const Empty: Story = {
  name: 'Empty form',
  parameters: note('The form as the shopper finds it: the message counts 1000 characters left.'),
  play: async ({ canvasElement, globals }) => {
    const c = await controls(canvasElement, globals.locale);
    await expect(c.message).toHaveAccessibleDescription(texts(globals.locale)('CHAR_LIMIT_MSG', { count: 1000 }));
  },
};
export const EmptyEs: Story = { ...Empty, name: 'Empty form (es)', globals: es };

export const Errors: Story = {
  name: 'Sent empty: every error',
  parameters: note('Send pressed on the empty form: each required field says so, focus on the first, nothing sent.'),
  play: async ({ canvasElement, globals }) => {
    const c = await controls(canvasElement, globals.locale);
    await userEvent.click(c.send);
    await waitFor(() => expect(c.firstName).toHaveFocus());
    await expect(c.email).toHaveAccessibleDescription(texts(globals.locale)('REQUIRED'));
  },
};
export const ErrorsEs: Story = { ...Errors, name: 'Sent empty: every error (es)', globals: es };

export const Sent: Story = {
  name: 'Sent',
  parameters: note('A filled form sent: the thanks takes its place, with the focus.'),
  play: async ({ canvasElement, globals }) => {
    await sendFilled(canvasElement, globals.locale);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(texts(globals.locale)('contact.sentTitle'));
  },
};
export const SentEs: Story = { ...Sent, name: 'Sent (es)', globals: es };

export const Sending: Story = {
  name: 'Sending (slow answer)',
  parameters: { ...note("The server takes 3 s: the button reads 'Sending…' and pressing it again sends nothing."), msw: { handlers: { contactUs: contactSlow(3000) } } },
  play: async ({ canvasElement, globals }) => {
    await sendFilled(canvasElement, globals.locale);
    await expect(await within(canvasElement).findByRole('button', { name: texts(globals.locale)('contact.sending') })).toBeVisible();
  },
};
export const SendingEs: Story = { ...Sending, name: 'Sending (slow answer, es)', globals: es };

export const Failed: Story = {
  name: 'Server error',
  parameters: { ...note('The endpoint fails (HTTP 500): the message below the button, everything typed kept.'), msw: { handlers: { contactUs: contactServerError } } },
  play: async ({ canvasElement, globals }) => {
    await sendFilled(canvasElement, globals.locale);
    await expect(await within(canvasElement).findByText(texts(globals.locale)('contact.failed'))).toBeVisible();
  },
};
export const FailedEs: Story = { ...Failed, name: 'Server error (es)', globals: es };

export const Refused: Story = {
  name: 'Refused by the server',
  parameters: { ...note('The server refuses the form (success false): the shopper is asked to check it, everything typed kept.'), msw: { handlers: { contactUs: contactRefused } } },
  play: async ({ canvasElement, globals }) => {
    await sendFilled(canvasElement, globals.locale);
    await expect(await within(canvasElement).findByText(texts(globals.locale)('contact.refused'))).toBeVisible();
  },
};
export const RefusedEs: Story = { ...Refused, name: 'Refused by the server (es)', globals: es };
