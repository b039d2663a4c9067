import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as cartStories from './cart.stories';
import { runRecording } from './support/requests';

setProjectAnnotations(preview);

const stories = composeStories(cartStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording and prices a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  sofa: 'Garrison Sofa',
  empty: 'Your cart is empty.',
  mixed: 'Your items have different lease terms: each term is a monthly payment of its own.',
  applied: 'Coupon SAVE10 applied.',
  current: 'Coupon: SAVE10',
  expired: 'Coupon SPRING2020 has expired.',
  saved: 'Saved for later',
  restore: 'Move to cart',
  removeTitle: 'Remove this item?',
  removeQuestion: 'Garrison Sofa will be taken out of your cart.',
  keep: 'Keep it',
  checkout: 'Proceed to checkout',
  monthly: '$92.99',
  discounted: '$83.69',
  twelveMonths: 'Monthly total, 12 MONTHS',
  wallet: 'Checkout with a wallet',
  walletPending: 'The wallet window is open: approve or cancel the payment there.',
  walletCancelled: 'The wallet payment was cancelled. Your cart is as it was.',
  walletRefused: 'The wallet payment was not accepted, so nothing was ordered and your cart is as it was. Try the wallet again, or proceed to checkout.',
};
const ES = {
  ...EN,
  sofa: 'Sofá Garrison',
  empty: 'Tu carrito está vacío.',
  mixed: 'Tus artículos tienen plazos distintos: cada plazo es un pago mensual aparte.',
  applied: 'Cupón SAVE10 aplicado.',
  current: 'Cupón: SAVE10',
  expired: 'El cupón SPRING2020 ha caducado.',
  saved: 'Guardado para después',
  restore: 'Mover al carrito',
  removeTitle: '¿Eliminar este artículo?',
  removeQuestion: 'Sofá Garrison se quitará de tu carrito.',
  keep: 'Conservarlo',
  checkout: 'Continuar con la compra',
  twelveMonths: 'Total mensual, 12 MESES',
  wallet: 'Pagar con una billetera digital',
  walletPending: 'La ventana de la billetera está abierta: aprueba o cancela el pago allí.',
  walletCancelled: 'Se canceló el pago con la billetera. Tu carrito sigue igual.',
  walletRefused: 'No se aceptó el pago con la billetera, así que no se hizo ningún pedido y tu carrito sigue igual. Vuelve a intentarlo con la billetera o continúa con la compra.',
};
const CA = { ...EN, monthly: 'C$92.99', discounted: 'C$83.69' };

/** Runs the story and lists what it posted to the cart's endpoints (their form fields). */
const show = (story: Composed) =>
  runRecording(story, async (request) => (request.method === 'POST' ? { path: new URL(request.url).pathname, ...Object.fromEntries(new URLSearchParams(await request.text())) } : undefined));

const cart = () => within(document.querySelector<HTMLElement>('lto-cart[data-lto-ready]')!);

describe('cart stories', () => {
  test.each([
    ['Empty', stories.Empty, EN],
    ['EmptyEs', stories.EmptyEs, ES],
  ] as const)('%s: the empty text, no line, no checkout, nothing sent', async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(cart().getByText(text.empty)).toBeInTheDocument();
    expect(cart().queryByRole('listitem')).toBeNull();
    expect(cart().queryByRole('button', { name: text.checkout })).toBeNull();
  });

  test.each([
    ['OneLine', stories.OneLine, EN],
    ['OneLineEs', stories.OneLineEs, ES],
    ['OneLineCanada', stories.OneLineCanada, CA],
  ] as const)('%s: the line in its language and currency, no different-terms note', async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(cart().getByRole('link', { name: text.sofa })).toBeInTheDocument();
    expect(cart().getAllByText(text.monthly).length).toBeGreaterThan(0);
    expect(cart().queryByText(text.mixed)).toBeNull();
    expect(cart().getByRole('button', { name: text.checkout })).toBeInTheDocument();
  });

  test.each([
    ['SeveralTerms', stories.SeveralTerms, EN],
    ['SeveralTermsEs', stories.SeveralTermsEs, ES],
    ['SeveralTermsCanada', stories.SeveralTermsCanada, CA],
  ] as const)("%s: a monthly total per term and the note, the saved line and the coupon", async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    expect(cart().getByText(text.mixed)).toBeInTheDocument();
    expect(cart().getByText(text.twelveMonths)).toBeInTheDocument();
    expect(within(cart().getByRole('region', { name: text.saved })).getAllByRole('listitem')).toHaveLength(1);
    expect(cart().getByText(text.current)).toBeInTheDocument();
  });

  test.each([
    ['CouponApplied', stories.CouponApplied, EN],
    ['CouponAppliedEs', stories.CouponAppliedEs, ES],
    ['CouponAppliedCanada', stories.CouponAppliedCanada, CA],
  ] as const)('%s: one request, the answer beside the field, the lower prices', async (_, story, text) => {
    const sent = await show(story);
    expect(sent).toEqual([{ path: '/cart/update', code: 'SAVE10', action: 'coupon-apply', format: 'ajax' }]);
    expect(cart().getByText(text.applied)).toBeInTheDocument();
    expect(cart().getByText(text.current)).toBeInTheDocument();
    expect(cart().getAllByText(text.discounted).length).toBeGreaterThan(0);
  });

  test.each([
    ['CouponRefused', stories.CouponRefused, EN],
    ['CouponRefusedEs', stories.CouponRefusedEs, ES],
    ['CouponRefusedCanada', stories.CouponRefusedCanada, CA],
  ] as const)('%s: the refusal beside the field, the prices as they were', async (_, story, text) => {
    expect(await show(story)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /./, description: text.expired })).toHaveValue('SPRING2020');
    expect(cart().getAllByText(text.monthly).length).toBeGreaterThan(0);
    expect(cart().queryByText(text.current)).toBeNull();
  });

  test.each([
    ['SavedForLater', stories.SavedForLater, EN],
    ['SavedForLaterEs', stories.SavedForLaterEs, ES],
    ['SavedForLaterCanada', stories.SavedForLaterCanada, CA],
  ] as const)("%s: one request, the line under 'Saved for later', the cart empty with the focus", async (_, story, text) => {
    const sent = await show(story);
    expect(sent).toEqual([{ path: '/cart/update', pid: 'P1001-2', action: 'save', format: 'ajax' }]);
    const saved = cart().getByRole('region', { name: text.saved });
    expect(within(saved).getByRole('link', { name: text.sofa })).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: text.restore })).toBeInTheDocument();
    expect(within(saved).getByText(text.monthly)).toBeInTheDocument();
    expect(cart().getByText(text.empty)).toHaveFocus();
  });

  test.each([
    ['RemoveAsked', stories.RemoveAsked, EN],
    ['RemoveAskedEs', stories.RemoveAskedEs, ES],
  ] as const)('%s: the question names the line, focus on keeping it, nothing sent', async (_, story, text) => {
    expect(await show(story)).toEqual([]);
    const question = screen.getByRole('alertdialog', { name: text.removeTitle });
    expect(question).toHaveAccessibleDescription(text.removeQuestion);
    expect(within(question).getByRole('button', { name: text.keep })).toHaveFocus();
    expect(cart().getByRole('link', { name: text.sofa })).toBeInTheDocument();
  });

  test.each([
    ['Removed', stories.Removed, EN],
    ['RemovedEs', stories.RemovedEs, ES],
  ] as const)('%s: one removal sent once confirmed, the cart empty with the focus', async (_, story, text) => {
    expect(await show(story)).toEqual([{ path: '/cart/update', pid: 'P1001-2', action: 'remove', format: 'ajax' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cart().queryByRole('link', { name: text.sofa })).toBeNull();
    expect(cart().getByText(text.empty)).toHaveFocus();
  });

  test.each([
    ['WalletPending', stories.WalletPending, EN.wallet, EN.walletPending],
    ['WalletPendingEs', stories.WalletPendingEs, ES.wallet, ES.walletPending],
    ['WalletCancelled', stories.WalletCancelled, EN.wallet, EN.walletCancelled],
    ['WalletCancelledEs', stories.WalletCancelledEs, ES.wallet, ES.walletCancelled],
  ] as const)('%s: nothing sent, the cart as it was, what the sheet is doing said beside the button', async (_, story, button, said) => {
    expect(await show(story)).toEqual([]);
    expect(cart().getByRole('button', { name: button })).toBeInTheDocument();
    expect(cart().getByText(said)).toBeInTheDocument();
    expect(cart().getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  test.each([
    ['WalletRefused', stories.WalletRefused, EN],
    ['WalletRefusedEs', stories.WalletRefusedEs, ES],
  ] as const)('%s: one post of the token, refused; the message above the cart, the line as it was', async (_, story, text) => {
    expect(await show(story)).toEqual([{ path: '/cart/wallet', version: expect.any(String), token: `wt_${'0'.repeat(32)}`, zipCode: '30303', storeId: '', format: 'ajax' }]);
    expect(cart().getByRole('alert')).toHaveTextContent(text.walletRefused);
    expect(cart().getByRole('link', { name: text.sofa })).toBeInTheDocument();
  });
});
