import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/lease-terms/element';
import '../widgets/start-lease/element';
import '../widgets/zip-banner/element';
import '../widgets/zip-modal/element';
import { createOrderNetworkError, createOrderRefused, createOrderServerError, createOrderSlow, orderHandlers } from '../.storybook/handlers';
import { getConfig } from '../src/core/config';
import { leaseTermLabel } from '../src/pricing';
import { messages as leaseMessages } from '../widgets/lease-terms/messages';
import { messages as startMessages } from '../widgets/start-lease/messages';
import { messages as modalMessages } from '../widgets/zip-modal/messages';
import { findDialog } from './support/dialogs';
import { findIsland } from './support/islands';
import { leaseHandlers, REGULAR } from './support/lease';
import { CHECKOUT_ON_THIS_PAGE, LeasePage, type StartLeaseArgs } from './support/LeasePage';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { US_STORES, US_ZIP } from './support/stores';

/**
 * `<lto-start-lease>` (SPEC 4.7, 7.4, 7.5, 3.5) below the lease terms of the product page. A lease
 * that starts goes to the first checkout step with location.assign(checkoutStart); a page cannot
 * replace location.assign in a browser, so these stories configure checkoutStart as a place on
 * the page itself (CHECKOUT_ON_THIS_PAGE): only the hash changes, and the story stays.
 */
const meta = {
  title: 'Widgets/Start lease',
  render: (args, { parameters }) => <LeasePage product={REGULAR} startLease={args} note={storyDescription(parameters)} />,
  args: { mode: 'order', variant: 'P1001-2', action: '/cart/add', csrfToken: 'story-csrf-token', quantity: '1' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['order', 'form'], description: "`mode`: 'order' creates an order and goes to checkout; 'form' is the 'start my lease' form." },
    variant: { description: '`variant`: the variant ordered while none was chosen on the page.' },
    action: { description: "`action`: the form's action (mode 'form')." },
    csrfToken: { description: '`csrf-token`: sent with the form as csrf_token (mode form).' },
    quantity: { description: '`quantity`: sent with the form; missing, non-numeric or 0 becomes 1.' },
  },
  parameters: {
    msw: { handlers: { ...leaseHandlers, ...orderHandlers } },
    ltoPage: { type: 'product', category: 'living-room', zip: US_ZIP, storeId: US_STORES[0]!.storeId },
    ltoUrls: { checkoutStart: CHECKOUT_ON_THIS_PAGE },
    docs: {
      description: {
        component:
          "'Start my lease' on the product page: it creates an order for the chosen variant at the shopper's store and zip (asking for a zip first when none is known), writes the order cookies, logs PDP_StartLease and goes to the first checkout step (/checkout/delivery on the demo; a place on this page here, so no story leaves Storybook). One order however often it is clicked; a failure says 'Something went wrong. Please try after sometime.' and the shopper can try again. In mode 'form' it is the 'start my lease' form instead.",
      },
    },
  },
} satisfies Meta<StartLeaseArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };

const texts = (locale: unknown) => messagesFor(locale, startMessages, leaseMessages, modalMessages);

/** The start lease button, once the island has drawn it. */
async function startButton(canvasElement: HTMLElement, locale: unknown) {
  const island = await findIsland(canvasElement, 'lto-start-lease');
  return within(island).getByRole('button', { name: texts(locale)('startLease.button') });
}

/** The alert under the button. */
const alertOf = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('lto-start-lease')!).getByRole('alert');

export const Ready: Story = {
  name: 'Ready',
  parameters: note(
    "The shopper's zip (30303) and store are known: 'Start my lease' below the lease terms, nothing said under it yet. A click would order P1001-2 at store C102 for 30303.",
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(await startButton(canvasElement, globals.locale)).not.toHaveAttribute('aria-disabled');
    await expect(alertOf(canvasElement)).toHaveTextContent('');
  },
};
export const ReadyEs: Story = { ...Ready, name: 'Ready (es)', globals: es };
export const ReadyCanada: Story = { ...Ready, name: 'Ready (en-CA, C$ lease terms)', globals: canada };

export const Starting: Story = {
  name: 'Starting (slow answer)',
  parameters: {
    ...note(
      "The shopper clicked 'Start my lease' and the order never comes back here (create order answers after forever): the button reads 'Starting your lease…', is aria-disabled, and further clicks order nothing. The story never goes on to checkout.",
    ),
    msw: { handlers: { createOrder: createOrderSlow('infinite') } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    await userEvent.click(await startButton(canvasElement, globals.locale));
    const busy = await within(canvasElement).findByRole('button', { name: t('startLease.working') });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
  },
};
export const StartingEs: Story = { ...Starting, name: 'Starting (slow answer, es)', globals: es };

export const Started: Story = {
  name: 'Started: on the way to checkout',
  parameters: note(
    "The shopper clicked 'Start my lease': the order is created (ORD-…), the order cookies written and PDP_StartLease logged; the button keeps reading 'Starting your lease…' (the page is leaving), and the page would now go to /checkout/delivery. Here checkoutStart is #checkout-delivery, so only the hash changes and a note under the button says where the shopper would be.",
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    await userEvent.click(await startButton(canvasElement, globals.locale));
    await waitFor(() => expect(location.hash).toBe(CHECKOUT_ON_THIS_PAGE));
    await expect(within(canvasElement).getByRole('button', { name: t('startLease.working') })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const StartedEs: Story = { ...Started, name: 'Started: on the way to checkout (es)', globals: es };

/** Plays: a click fails, the SPEC message is said under the button, and it can be clicked again. */
const fails: Story['play'] = async ({ canvasElement, globals }) => {
  const t = texts(globals.locale);
  await userEvent.click(await startButton(canvasElement, globals.locale));
  await waitFor(() => expect(alertOf(canvasElement)).toHaveTextContent(t('startLease.failed')));
  await expect(within(canvasElement).getByRole('button', { name: t('startLease.button') })).not.toHaveAttribute('aria-disabled');
};

export const Failed: Story = {
  name: 'Failed (the server says no)',
  parameters: {
    ...note("Create order answers success false: 'Something went wrong. Please try after sometime.' under the button, no order cookie, and the shopper can try again."),
    msw: { handlers: { createOrder: createOrderRefused } },
  },
  play: fails,
};
export const FailedEs: Story = { ...Failed, name: 'Failed (the server says no, es)', globals: es };

export const FailedServerError: Story = {
  name: 'Failed (HTTP 500)',
  parameters: {
    ...note('Create order fails with HTTP 500: the same message, and the shopper can try again.'),
    msw: { handlers: { createOrder: createOrderServerError } },
  },
  play: fails,
};
export const FailedServerErrorEs: Story = { ...FailedServerError, name: 'Failed (HTTP 500, es)', globals: es };

export const FailedNetwork: Story = {
  name: 'Failed (network error)',
  parameters: {
    ...note('The request never reaches the server (a network error): the same message, and the shopper can try again.'),
    msw: { handlers: { createOrder: createOrderNetworkError } },
  },
  play: fails,
};
export const FailedNetworkEs: Story = { ...FailedNetwork, name: 'Failed (network error, es)', globals: es };

export const NoZip: Story = {
  name: 'No zip known: the zip modal first',
  parameters: {
    ...note(
      "No zip known: the shopper clicked 'Start my lease' and the header's 'Set your location' dialog opens before any order is made. After a zip the lease starts with it; closing the dialog without one stops quietly.",
    ),
    ltoPage: { zip: '', storeId: '' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    await userEvent.click(await startButton(canvasElement, globals.locale));
    const dialog = await findDialog(t('location.title'));
    await expect(within(dialog).getByRole('textbox', { name: t('location.zipLabel') })).toHaveValue('');
  },
};
export const NoZipEs: Story = { ...NoZip, name: 'No zip known: the zip modal first (es)', globals: es };

export const Form: Story = {
  name: "Form mode ('start my lease' form)",
  args: { mode: 'form' },
  parameters: note(
    "mode='form' (product sets): a form posting to /cart/add with the hidden fields pid=P1001-2 (the chosen variant), Quantity=1, leaseTerm=24 (the term the shopper chose above; absent until one is chosen) and csrf_token=story-csrf-token. The shopper chose 24 MONTHS; submitting is stopped here, and the fields it would post are shown under the button and in the Actions panel.",
  ),
  play: async ({ canvasElement, globals }) => {
    const terms = await findIsland(canvasElement, 'lto-lease-terms');
    await userEvent.click(within(terms).getByRole('tab', { name: leaseTermLabel({ months: 24 }, getConfig()) }));
    const form = (await startButton(canvasElement, globals.locale)).closest('form')!;
    await waitFor(() => expect(Object.fromEntries(new FormData(form))).toMatchObject({ leaseTerm: '24' }));
  },
};
export const FormEs: Story = { ...Form, name: "Form mode ('start my lease' form, es)", globals: es };
