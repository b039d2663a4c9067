import * as v from 'valibot';

/**
 * 'Checkout with a wallet' (SPEC 2.11's wallet payment provider, 7.9): the provider is another
 * company, on an origin of its own, whose payment sheet the cart opens in a pop-up window:
 *
 *   {walletSheet}?amount=&currency=&lang=&merchant=&reference=&state=
 *     amount: today's total in integer cents; currency: USD or CAD; lang: en or es;
 *     merchant: the storefront's origin, the only one the sheet answers (it must be one the
 *     provider knows); reference: the cart's version, which the token is bound to; state: a
 *     random value of the cart's, sent back with every message so the cart knows its own sheet.
 *
 * The shopper picks a stored card and approves (no card number is typed or reaches the
 * storefront), or cancels. The sheet answers with window.opener.postMessage(WalletMessage,
 * merchant); the cart accepts only messages from the provider's origin, of this shape, with its
 * state. It then posts the token to {cartWallet}, whose server redeems it with the provider:
 * once, within WALLET_TOKEN_LIFETIME_MS, for this merchant, amount, currency and reference.
 */

/** Who the message is from: other scripts' messages to the window are not the wallet's. */
export const WALLET_MESSAGE_SOURCE = 'lto-wallet';

/** A one-time token as the provider issues one: 'wt_' and 32 hex digits. */
export const WALLET_TOKEN = /^wt_[0-9a-f]{32}$/;

/** How long a token may be redeemed after the shopper approved: a few minutes, as wallets do. */
export const WALLET_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

const Common = { source: v.literal(WALLET_MESSAGE_SOURCE), state: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) };

/** What the sheet says to the page that opened it: approved with a token, or cancelled. */
export const WalletMessageSchema = v.variant('status', [
  v.object({ ...Common, status: v.literal('approved'), token: v.pipe(v.string(), v.regex(WALLET_TOKEN)) }),
  v.object({ ...Common, status: v.literal('cancelled') }),
]);
export type WalletMessage = v.InferOutput<typeof WalletMessageSchema>;
