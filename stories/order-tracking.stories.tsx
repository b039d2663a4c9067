import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/order-tracking/element';
import { messages } from '../widgets/order-tracking/messages';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { ORDER_TRACKING_URL, orderTrackingHandlers, STORY_ORDERS, trackingServerError, trackingSlow, trackingUnparseable } from './support/order-tracking-handlers';
import { StoryPage } from './support/StoryPage';

interface TrackingArgs {
  orderNumber: string;
  postalCode: string;
}

/**
 * `<lto-order-tracking>` (SPEC 2.11, 3.6, 5.2, 8): My Account's 'find order' form. The stories
 * type into it and press Find order as a shopper would; the endpoint is mocked (MSW) and finds
 * LA1005678 + 30305 (US) and CA7001234 + M5V 3L9 (Canada).
 */
const meta = {
  title: 'Widgets/Order tracking',
  render: (args, { parameters }) => (
    <StoryPage note={storyDescription(parameters)}>
      <lto-order-tracking order-number={args.orderNumber} postal-code={args.postalCode} />
    </StoryPage>
  ),
  args: { orderNumber: '', postalCode: '' },
  argTypes: {
    orderNumber: { description: '`order-number`: the agreement number the field starts with.' },
    postalCode: { description: '`postal-code`: the zip / postal code the field starts with.' },
  },
  parameters: {
    msw: { handlers: orderTrackingHandlers },
    ltoPage: { type: 'other', category: '' },
    ltoUrls: { orderTracking: ORDER_TRACKING_URL },
    docs: {
      description: {
        component:
          "The 'find order' form: agreement number and postal code, checked on focus-out and on submit; the order found (status, next payment date, items) or 'not found' below it. A failure keeps what was typed.",
      },
    },
  },
} satisfies Meta<TrackingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };
const texts = (locale: unknown) => messagesFor(locale, messages);

const fields = async (canvasElement: HTMLElement, locale: unknown) => {
  const t = texts(locale);
  const canvas = within(canvasElement);
  return {
    number: await canvas.findByRole('textbox', { name: t('tracking.orderNumberLabel') }),
    postal: canvas.getByRole('textbox', { name: t('tracking.postalLabel') }),
    submit: canvas.getByRole('button', { name: t('tracking.submit') }),
  };
};

/** Types `number` and `postal` (either may be empty) and presses Find order. */
async function find(canvasElement: HTMLElement, locale: unknown, number: string, postal: string) {
  const f = await fields(canvasElement, locale);
  if (number) await userEvent.type(f.number, number);
  if (postal) await userEvent.type(f.postal, postal);
  await userEvent.click(f.submit);
  return f;
}

export const Empty: Story = {
  name: 'Empty form',
  parameters: note('The form as the shopper finds it: agreement number, zip code and Find order.'),
  play: async ({ canvasElement, globals }) => {
    const f = await fields(canvasElement, globals.locale);
    await expect(f.number).toHaveValue('');
  },
};
export const EmptyEs: Story = { ...Empty, name: 'Empty form (es)', globals: es };

export const NoAgreementNumber: Story = {
  name: 'No agreement number',
  parameters: note("Find order pressed with the zip only: 'Please enter a valid agreement number.' beside the field, focus on it, nothing sent."),
  play: async ({ canvasElement, globals }) => {
    const f = await find(canvasElement, globals.locale, '', '30305');
    await waitFor(() => expect(f.number).toHaveFocus());
    await expect(f.number).toHaveAccessibleDescription(texts(globals.locale)('AGREEMENT_NUMBER_INVALID'));
  },
};
export const NoAgreementNumberEs: Story = { ...NoAgreementNumber, name: 'No agreement number (es)', globals: es };

export const InvalidZip: Story = {
  name: 'Invalid zip code',
  parameters: note('A four-digit zip: the error beside the zip field, focus on it, nothing sent.'),
  play: async ({ canvasElement, globals }) => {
    const f = await find(canvasElement, globals.locale, STORY_ORDERS.us.number, '3030');
    await waitFor(() => expect(f.postal).toHaveFocus());
    await expect(f.postal).toHaveAccessibleDescription(texts(globals.locale)('VALIDATE_ZIP_REGEX'));
  },
};
export const InvalidZipEs: Story = { ...InvalidZip, name: 'Invalid zip code (es)', globals: es };

/** Plays: the order `number` is found and shown. */
function finds(number: string, postal: string): Story['play'] {
  return async ({ canvasElement, globals }) => {
    await find(canvasElement, globals.locale, number, postal);
    await within(canvasElement).findByRole('region', { name: texts(globals.locale)('tracking.resultTitle', { number }) });
  };
}

export const Found: Story = {
  name: 'Order found',
  parameters: note('LA1005678 with 30305: delivery scheduled, next payment December 11, 2026, a sofa and two coffee tables.'),
  play: finds(STORY_ORDERS.us.number, STORY_ORDERS.us.postal),
};
export const FoundEs: Story = { ...Found, name: 'Order found (es)', globals: es };

export const NotFound: Story = {
  name: 'Not found',
  parameters: note('No order has that agreement number with that zip: the message below the form, both values kept.'),
  play: async ({ canvasElement, globals }) => {
    await find(canvasElement, globals.locale, 'LA0000000', '30303');
    await expect(await within(canvasElement).findByText(texts(globals.locale)('tracking.notFound'))).toBeVisible();
  },
};
export const NotFoundEs: Story = { ...NotFound, name: 'Not found (es)', globals: es };

export const ServerError: Story = {
  name: 'Server error',
  parameters: { ...note('The endpoint fails (HTTP 500): the server error message; the values stay and Find order works again.'), msw: { handlers: { orderTracking: trackingServerError } } },
  play: async ({ canvasElement, globals }) => {
    await find(canvasElement, globals.locale, STORY_ORDERS.us.number, STORY_ORDERS.us.postal);
    await expect(await within(canvasElement).findByText(texts(globals.locale)('tracking.failed'))).toBeVisible();
  },
};
export const ServerErrorEs: Story = { ...ServerError, name: 'Server error (es)', globals: es };

export const BadResponse: Story = {
  name: 'Answer not understood',
  parameters: { ...note('The endpoint answers an HTML page instead of JSON (an expired session): BAD_RESPONSE, values kept.'), msw: { handlers: { orderTracking: trackingUnparseable } } },
  play: async ({ canvasElement, globals }) => {
    await find(canvasElement, globals.locale, STORY_ORDERS.us.number, STORY_ORDERS.us.postal);
    await expect(await within(canvasElement).findByText(texts(globals.locale)('BAD_RESPONSE'))).toBeVisible();
  },
};
export const BadResponseEs: Story = { ...BadResponse, name: 'Answer not understood (es)', globals: es };

export const Searching: Story = {
  name: 'Searching (slow answer)',
  parameters: { ...note("The server takes 3 s: the button reads 'Searching…' and pressing it again sends nothing."), msw: { handlers: { orderTracking: trackingSlow(3000) } } },
  play: async ({ canvasElement, globals }) => {
    await find(canvasElement, globals.locale, STORY_ORDERS.us.number, STORY_ORDERS.us.postal);
    await expect(await within(canvasElement).findByRole('button', { name: texts(globals.locale)('tracking.searching') })).toBeVisible();
  },
};
export const SearchingEs: Story = { ...Searching, name: 'Searching (slow answer, es)', globals: es };

export const Canada: Story = {
  name: 'Canada: order found by postal code (en-CA)',
  parameters: note("A Canadian page: 'Postal code'; CA7001234 with m5v3l9 (sent as M5V 3L9) is found."),
  globals: canada,
  play: finds(STORY_ORDERS.ca.number, 'm5v3l9'),
};

export const CanadaInvalid: Story = {
  name: 'Canada: invalid postal code (en-CA)',
  parameters: note('A Canadian page: a postal code one character short; the error gives an example.'),
  globals: canada,
  play: async ({ canvasElement, globals }) => {
    const f = await find(canvasElement, globals.locale, STORY_ORDERS.ca.number, 'M5V 3L');
    await waitFor(() => expect(f.postal).toHaveFocus());
  },
};
