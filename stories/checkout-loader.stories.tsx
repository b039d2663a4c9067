import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../widgets/checkout-loader/element';
import { messages } from '../widgets/checkout-loader/messages';
import { CHECKOUT_STATUSES as LOADER_STATES, type CheckoutStatus as LoaderState } from '../src/contracts/checkout-status';
import { argTypesOf } from './support/arg-types';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { StoryPage } from './support/StoryPage';

interface LoaderArgs {
  /** The `state` attribute: '' hides the overlay. */
  state: LoaderState | '';
}

/** A checkout step behind the overlay, so the story shows what it covers (and makes inert). */
function LoaderPage({ state, note: text }: LoaderArgs & { note?: string | undefined }) {
  return (
    <StoryPage note={text}>
      <h1>Order form</h1>
      <form aria-label="Order form" onSubmit={(event) => event.preventDefault()}>
        <label>
          Last name <input name="lastName" autoComplete="family-name" />
        </label>
        <button type="submit">Continue</button>
      </form>
      <lto-checkout-loader state={state} />
    </StoryPage>
  );
}

/**
 * `<lto-checkout-loader>` (SPEC 4.9, 9.6): the overlay of the checkout pages, one story per state.
 * The page behind is inert while it shows. Host pages drive it with the `lto:checkout-status`
 * event; the stories set its `state` attribute.
 */
const meta = {
  title: 'Widgets/Checkout loader',
  render: (args, { parameters }) => <LoaderPage {...args} note={storyDescription(parameters)} />,
  args: { state: 'DEFAULT' },
  argTypes: {
    ...argTypesOf('lto-checkout-loader', ['state']),
    state: { ...argTypesOf('lto-checkout-loader').state, control: 'select', options: ['', ...LOADER_STATES] },
  },
  parameters: {
    ltoPage: { type: 'other', category: '' },
    docs: {
      description: {
        component:
          "The checkout verification overlay: SPEC 9.6's texts for each state, said to screen readers, the page behind inert and aria-busy. The checkout form sends DEFAULT, then KBA_SUCCESS or DOC_VERIFY_PROCESSING then DOC_VERIFY_SUCCESS (SPEC 4.9); null hides it.",
      },
    },
  },
} satisfies Meta<LoaderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const texts = (locale: unknown) => messagesFor(locale, messages);

/** Plays: the overlay shows the state's title, and the form behind is inert. */
function shows(state: LoaderState): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const title = texts(globals.locale)(`loader.${state}.title`);
    await waitFor(() => expect(canvasElement.querySelector('.lto-checkout-loader__overlay')).toHaveTextContent(title));
    await expect(canvasElement.querySelector('form')).toHaveAttribute('inert');
  };
}

const story = (state: LoaderState, description: string): Story => ({
  name: state,
  args: { state },
  parameters: note(description),
  play: shows(state),
});

export const Default = story('DEFAULT', "The order form was sent: 'We are processing your request.' with 'Only a few steps left…'.");
export const DefaultEs: Story = { ...Default, name: 'DEFAULT (es)', globals: es };

export const KbaSuccess = story('KBA_SUCCESS', "The shopper's identity was verified by questions: 'Success!'.");
export const KbaSuccessEs: Story = { ...KbaSuccess, name: 'KBA_SUCCESS (es)', globals: es };

export const NonCheckout = story('NON_CHECKOUT', "A wait outside checkout: the title alone, 'We are processing your request.'.");
export const NonCheckoutEs: Story = { ...NonCheckout, name: 'NON_CHECKOUT (es)', globals: es };

export const DocVerifyProcessing = story('DOC_VERIFY_PROCESSING', 'An identity document is being checked: up to 1-2 minutes, and the shopper is asked to stay.');
export const DocVerifyProcessingEs: Story = { ...DocVerifyProcessing, name: 'DOC_VERIFY_PROCESSING (es)', globals: es };

export const DocVerifySuccess = story('DOC_VERIFY_SUCCESS', "The document was verified: 'Success!'.");
export const DocVerifySuccessEs: Story = { ...DocVerifySuccess, name: 'DOC_VERIFY_SUCCESS (es)', globals: es };

export const GenericLoading = story('GENERIC_LOADING', "Any other checkout step being sent: a spinner only (screen readers hear 'Loading…').");
export const GenericLoadingEs: Story = { ...GenericLoading, name: 'GENERIC_LOADING (es)', globals: es };

export const Hidden: Story = {
  name: 'Hidden (no state)',
  args: { state: '' },
  parameters: note('No state: nothing is drawn and the page is usable.'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lto-checkout-loader__overlay')).toBeNull();
    await expect(canvasElement.querySelector('form')).not.toHaveAttribute('inert');
  },
};
