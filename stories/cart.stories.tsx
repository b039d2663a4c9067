import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Cart } from '../src/contracts/cart';
import { getConfig } from '../src/core/config';
import { formatCents } from '../src/pricing';
import '../widgets/cart/element';
import { messages, type MessageKey } from '../widgets/cart/messages';
import { EMPTY_CART, ONE_LINE_CART, TWO_TERMS_CART, inLanguage } from './support/cart';
import { CART_URLS, REFUSED_WALLET_TOKEN, cartHandlers } from './support/cart-handlers';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { StoryPage } from './support/StoryPage';
import { fakeWalletWindow } from './support/wallet';

/**
 * `<lto-cart>` (SPEC 2.11): the cart page over the server's markup. Each story starts from a cart
 * as the server draws it (`parameters.cart`, in the page's language); the stories that act press
 * the buttons a shopper would, and the endpoints answer as the demo does (MSW).
 */
const meta = {
  title: 'Widgets/Cart',
  render: (_, { parameters, globals }) => (
    <StoryPage note={storyDescription(parameters)}>
      <lto-cart cart={JSON.stringify(inLanguage(parameters['cart'] as Cart, globals['locale']))} />
    </StoryPage>
  ),
  parameters: {
    cart: ONE_LINE_CART,
    msw: { handlers: cartHandlers(ONE_LINE_CART) },
    ltoPage: { type: 'other', category: '', zip: '30303' },
    ltoUrls: CART_URLS,
    docs: {
      description: {
        component:
          "The cart: each line's image, name, colour, quantity and lease term, its monthly payment, today's payment and total cost of ownership; Update, Save for later and Remove; the 'Saved for later' list; the summary with the monthly total of each term; the coupon field with the server's answer beside it; 'Proceed to checkout'.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };
const texts = (locale: unknown) => messagesFor(locale, messages);
const money = (cents: number) => formatCents(cents, getConfig());

/** A story that starts from `cart`: what the server drew, and what its endpoints answer. */
const startingWith = (cart: Cart) => ({ cart, msw: { handlers: cartHandlers(cart) } });

async function island(canvasElement: HTMLElement) {
  return within(await findIsland(canvasElement, 'lto-cart'));
}

/** Types `code` in the coupon field and presses Apply. */
async function applyCoupon(canvasElement: HTMLElement, locale: unknown, code: string) {
  const t = texts(locale);
  const cart = await island(canvasElement);
  await userEvent.type(cart.getByRole('textbox', { name: t('cart.coupon') }), code);
  await userEvent.click(cart.getByRole('button', { name: t('cart.couponApply') }));
  return cart;
}

export const Empty: Story = {
  name: 'Empty cart',
  parameters: { ...note('Nothing in the cart: its text alone, no summary and no checkout.'), ...startingWith(EMPTY_CART) },
  play: async ({ canvasElement, globals }) => {
    const cart = await island(canvasElement);
    await expect(cart.getByText(texts(globals.locale)('cart.empty'))).toBeVisible();
    await expect(cart.queryByRole('button')).toBeNull();
  },
};
export const EmptyEs: Story = { ...Empty, name: 'Empty cart (es)', globals: es };

export const OneLine: Story = {
  name: 'One line',
  parameters: note("The Garrison Sofa in brown on 18 months: $92.99 a month, today's payment $92.99, total cost of ownership $1,673.82."),
  play: async ({ canvasElement, globals }) => {
    const cart = await island(canvasElement);
    const t = texts(globals.locale);
    await expect(cart.getByRole('spinbutton', { name: t('cart.quantity') })).toHaveValue(1);
    await expect(cart.getAllByText(money(9299)).length).toBeGreaterThan(0);
    await expect(cart.queryByText(t('cart.mixedTerms'))).toBeNull();
  },
};
export const OneLineEs: Story = { ...OneLine, name: 'One line (es)', globals: es };
export const OneLineCanada: Story = { ...OneLine, name: 'One line (en-CA, C$)', globals: canada };

export const SeveralTerms: Story = {
  name: 'Several terms',
  parameters: {
    ...note('Two lines on 12 and 18 months: the summary gives the monthly total of each term and says that each is a payment of its own.'),
    ...startingWith(TWO_TERMS_CART),
  },
  play: async ({ canvasElement, globals }) => {
    const cart = await island(canvasElement);
    const t = texts(globals.locale);
    await expect(cart.getByText(t('cart.mixedTerms'))).toBeVisible();
    await expect(cart.getByText(money(12418), { selector: '.lto-cart__totals dd' })).toBeVisible();
  },
};
export const SeveralTermsEs: Story = { ...SeveralTerms, name: 'Several terms (es)', globals: es };
export const SeveralTermsCanada: Story = { ...SeveralTerms, name: 'Several terms (en-CA, C$)', globals: canada };

export const CouponApplied: Story = {
  name: 'Coupon applied',
  parameters: note('SAVE10 typed and applied: the answer beside the field, 10% off the monthly payment ($83.69) and the savings in the summary, without a reload.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const cart = await applyCoupon(canvasElement, globals.locale, 'SAVE10');
    await waitFor(() => expect(cart.getByText(t('cart.couponApplied', { code: 'SAVE10' }))).toBeVisible());
    await expect(cart.getByText(t('cart.savings'))).toBeVisible();
    await expect(cart.getAllByText(money(8369)).length).toBeGreaterThan(0);
  },
};
export const CouponAppliedEs: Story = { ...CouponApplied, name: 'Coupon applied (es)', globals: es };
export const CouponAppliedCanada: Story = { ...CouponApplied, name: 'Coupon applied (en-CA, C$)', globals: canada };

export const CouponRefused: Story = {
  name: 'Coupon refused',
  parameters: note('SPRING2020 has expired: the server says so beside the field, the code stays typed, the prices stay.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const cart = await applyCoupon(canvasElement, globals.locale, 'SPRING2020');
    const field = cart.getByRole('textbox', { name: t('cart.coupon') });
    await waitFor(() => expect(field).toHaveAccessibleDescription(t('cart.error.coupon-expired', { code: 'SPRING2020' })));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('SPRING2020');
  },
};
export const CouponRefusedEs: Story = { ...CouponRefused, name: 'Coupon refused (es)', globals: es };
export const CouponRefusedCanada: Story = { ...CouponRefused, name: 'Coupon refused (en-CA, C$)', globals: canada };

export const SavedForLater: Story = {
  name: 'Saved for later',
  parameters: note("The only line saved for later: the cart is empty, the line waits under 'Saved for later' with its monthly payment and 'Move to cart', and focus is on the empty cart's text."),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const cart = await island(canvasElement);
    await userEvent.click(cart.getByRole('button', { name: t('cart.save') }));
    const saved = await cart.findByRole('region', { name: t('cart.savedTitle') });
    await expect(within(saved).getByRole('button', { name: t('cart.restore') })).toBeVisible();
    await expect(within(saved).getByText(money(9299))).toBeVisible();
    await waitFor(() => expect(cart.getByText(t('cart.empty'))).toHaveFocus());
  },
};
export const SavedForLaterEs: Story = { ...SavedForLater, name: 'Saved for later (es)', globals: es };
export const SavedForLaterCanada: Story = { ...SavedForLater, name: 'Saved for later (en-CA, C$)', globals: canada };

/** Presses the line's Remove: the cart asks before deleting it. */
async function askToRemove(canvasElement: HTMLElement, locale: unknown) {
  const t = texts(locale);
  const cart = await island(canvasElement);
  await userEvent.click(cart.getByRole('button', { name: t('cart.remove') }));
  const question = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: t('cart.confirmTitle') });
  return { cart, question, t };
}

export const RemoveAsked: Story = {
  name: 'Remove asked',
  parameters: note("Remove pressed: a dialog asks first ('Remove this item?'), focus on 'Keep it'. Nothing is sent until the shopper answers Remove; Keep it or Escape leaves the cart as it was."),
  play: async ({ canvasElement, globals }) => {
    const { question, t } = await askToRemove(canvasElement, globals.locale);
    await expect(question).toHaveAccessibleDescription(t('cart.confirmRemove', { name: inLanguage(ONE_LINE_CART, globals.locale).lines[0]!.name }));
    await expect(within(question).getByRole('button', { name: t('cart.keep') })).toHaveFocus();
  },
};
export const RemoveAskedEs: Story = { ...RemoveAsked, name: 'Remove asked (es)', globals: es };

export const Removed: Story = {
  name: 'Removed',
  parameters: note("Remove pressed and confirmed: the line goes, the cart says it is empty and takes the focus, and the removal is announced."),
  play: async ({ canvasElement, globals }) => {
    const { cart, question, t } = await askToRemove(canvasElement, globals.locale);
    await userEvent.click(within(question).getByRole('button', { name: t('cart.remove') }));
    await waitFor(() => expect(cart.getByText(t('cart.empty'))).toHaveFocus());
  },
};
export const RemovedEs: Story = { ...Removed, name: 'Removed (es)', globals: es };

/** Presses 'Checkout with a wallet' with the story playing the wallet's pop-up. */
async function openWallet(canvasElement: HTMLElement, locale: unknown) {
  const cart = await island(canvasElement);
  const wallet = fakeWalletWindow();
  await userEvent.click(cart.getByRole('button', { name: texts(locale)('cart.wallet') }));
  return { cart, wallet };
}

export const WalletPending: Story = {
  name: 'Wallet sheet pending',
  parameters: note("'Checkout with a wallet' pressed: the wallet's payment sheet is open in its pop-up, and the cart says to approve or cancel there. Nothing is sent yet."),
  play: async ({ canvasElement, globals }) => {
    const { cart, wallet } = await openWallet(canvasElement, globals.locale);
    await expect(cart.getByText(texts(globals.locale)('cart.wallet.pending'))).toBeVisible();
    wallet.restore();
  },
};
export const WalletPendingEs: Story = { ...WalletPending, name: 'Wallet sheet pending (es)', globals: es };

/** A story where the sheet answers `answer` and the cart then shows the message of `key`. */
const walletAnswered = (name: string, description: string, answer: Parameters<ReturnType<typeof fakeWalletWindow>['say']>[0], key: MessageKey): Story => ({
  name,
  parameters: note(description),
  play: async ({ canvasElement, globals }) => {
    const { cart, wallet } = await openWallet(canvasElement, globals.locale);
    wallet.say(answer);
    await waitFor(() => expect(cart.getByText(texts(globals.locale)(key))).toBeVisible());
    wallet.restore();
  },
});

export const WalletCancelled = walletAnswered(
  'Wallet sheet cancelled',
  "The shopper cancelled the wallet's sheet: the cart is as it was, and says so politely beside the button.",
  { status: 'cancelled' },
  'cart.wallet.cancelled',
);
export const WalletCancelledEs: Story = { ...WalletCancelled, name: 'Wallet sheet cancelled (es)', globals: es };

export const WalletRefused = walletAnswered(
  'Wallet token refused',
  'The sheet approved, but the server refused its token (spent, or for another amount): nothing is ordered, the cart stays, and the message is above it.',
  { status: 'approved', token: REFUSED_WALLET_TOKEN },
  'cart.error.wallet-refused',
);
export const WalletRefusedEs: Story = { ...WalletRefused, name: 'Wallet token refused (es)', globals: es };
