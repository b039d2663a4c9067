import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { formatPrice } from '../../src/pricing/index.js';
import { WALLET_TOKEN_LIFETIME_MS } from '../../src/contracts/wallet.js';
import type { AppEnv } from './env.js';
import type { Origins } from './origins.js';
import { OUTSIDE_SERVICES_DIR } from './paths.js';
import { serveFile } from './routes/static-files.js';
import { html, type Html } from './views/html.js';

/**
 * The wallet payment provider's stand-in (SPEC 2.11, 7.9; the exchange: src/contracts/wallet.ts).
 * Another company's in production, so it answers on an origin of its own (wallet.localhost
 * locally; origins.ts) and knows no storefront session: its payment sheet, which the cart opens
 * in a pop-up window, shows the amount and the shopper's stored demo cards; approving issues a
 * one-time token the sheet hands to the storefront page, never a card number. The storefront's
 * server redeems the token (routes/cart-wallet.ts) through `WalletProvider`: in production a
 * server-to-server call, here the stand-in's own memory.
 */

export const WALLET_SHEET_PATH = '/v1/sheet';
const APPROVE_PATH = '/v1/approve';
const SCRIPT_PATH = '/v1/sheet.js';
const STYLE_PATH = '/v1/sheet.css';

/** The shopper's cards the demo wallet holds: a name and the last four digits, nothing more. */
export const WALLET_CARDS = [
  { id: 'card-visa', brand: 'Visa', last4: '4242' },
  { id: 'card-mastercard', brand: 'Mastercard', last4: '4444' },
] as const;

/** Tokens kept: the newest so many (a stand-in's memory, not a ledger). */
const KEPT = 1000;
const NO_STORE = { 'Cache-Control': 'no-store' };

/** What a storefront expects a token to pay. */
export interface WalletCharge {
  merchant: string;
  amount: number;
  currency: string;
  reference: string;
}

export type Redemption = 'ok' | 'refused' | 'expired';

export interface WalletProvider {
  /**
   * Redeems `token` for `charge`: 'ok' once, for a token issued for exactly this charge less than
   * WALLET_TOKEN_LIFETIME_MS ago; 'expired' for an older one; 'refused' otherwise. A token found
   * is spent whatever the answer, so a token for another charge cannot be tried again.
   */
  redeem(token: string, charge: WalletCharge): Redemption;
}

interface Issued extends WalletCharge {
  at: number;
}

const TEXT = {
  en: {
    title: 'Demo Wallet',
    heading: 'Pay with Demo Wallet',
    amount: 'Due today',
    cards: 'Choose a card',
    card: (brand: string, last4: string) => `${brand} ending ${last4}`,
    approve: 'Approve payment',
    cancel: 'Cancel',
    private: 'The store receives a one-time approval, never your card number.',
    approved: 'Payment approved. You can go back to the store.',
    failed: 'The payment could not be approved. Please try again.',
    invalid: 'This payment request is not valid. Close this window and try again from the store.',
  },
  es: {
    title: 'Demo Wallet',
    heading: 'Paga con Demo Wallet',
    amount: 'A pagar hoy',
    cards: 'Elige una tarjeta',
    card: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    approve: 'Aprobar el pago',
    cancel: 'Cancelar',
    private: 'La tienda recibe una aprobación de un solo uso, nunca el número de tu tarjeta.',
    approved: 'Pago aprobado. Puedes volver a la tienda.',
    failed: 'No se pudo aprobar el pago. Inténtalo de nuevo.',
    invalid: 'Esta solicitud de pago no es válida. Cierra esta ventana y vuelve a intentarlo desde la tienda.',
  },
};

const CURRENCIES = { USD: 'en-US', CAD: 'en-CA' } as const;
const AMOUNT = /^\d{1,9}$/;
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const STATE = /^[A-Za-z0-9_-]{1,64}$/;

/** The charge a sheet or an approval asks for, when every part is well formed and the merchant is one the provider knows. */
function chargeOf(fields: Record<string, string | undefined>, merchants: ReadonlySet<string>): (WalletCharge & { state: string }) | null {
  const { amount = '', currency = '', merchant = '', reference = '', state = '' } = fields;
  if (!AMOUNT.test(amount) || Number(amount) < 1 || !Object.hasOwn(CURRENCIES, currency) || !merchants.has(merchant) || !REFERENCE.test(reference) || !STATE.test(state)) return null;
  return { amount: Number(amount), currency, merchant, reference, state };
}

function sheetPage(lang: 'en' | 'es', body: Html): Html {
  const t = TEXT[lang];
  return html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title><link rel="stylesheet" href="${STYLE_PATH}"></head><body><main class="sheet"><h1>${t.heading}</h1>${body}</main><script src="${SCRIPT_PATH}"></script></body></html>`;
}

/** The stand-in's pages and API (mounted on its own host by outside-services.ts), and its side of the redemption. */
export function walletProvider(origins: Origins, now: () => number = Date.now): { app: Hono<AppEnv>; provider: WalletProvider } {
  const merchants = new Set(origins.list.map((entry) => entry.origin));
  const tokens = new Map<string, Issued>();
  const app = new Hono<AppEnv>();

  const page = (c: Context<AppEnv>, lang: 'en' | 'es', body: Html, status: 200 | 400 = 200) =>
    // The sheet keeps its opener (the storefront's page, another origin) so it can answer it: it
    // sends no Cross-Origin-Opener-Policy of its own (security-headers.ts keeps this one).
    c.html(sheetPage(lang, body), status, { ...NO_STORE, 'Cross-Origin-Opener-Policy': 'unsafe-none' });

  app.get(WALLET_SHEET_PATH, (c) => {
    const lang = c.req.query('lang') === 'es' ? 'es' : 'en';
    const t = TEXT[lang];
    const charge = chargeOf(c.req.query(), merchants);
    if (!charge) return page(c, lang, html`<p class="sheet__problem" role="alert">${t.invalid}</p>`, 400);
    const currency = charge.currency as keyof typeof CURRENCIES;
    const amount = formatPrice(charge.amount, { locale: CURRENCIES[currency], currency }) ?? '';
    const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;
    return page(
      c,
      lang,
      html`<form class="sheet__form" method="post" action="${APPROVE_PATH}" data-wallet data-merchant="${charge.merchant}" data-state="${charge.state}" data-approved="${t.approved}" data-failed="${t.failed}">${hidden('amount', String(charge.amount))}${hidden('currency', charge.currency)}${hidden('merchant', charge.merchant)}${hidden('reference', charge.reference)}${hidden('state', charge.state)}<p class="sheet__amount"><span>${t.amount}</span> <strong>${amount}</strong></p><fieldset><legend>${t.cards}</legend>${WALLET_CARDS.map(
        (card, at) => html`<label class="sheet__card"><input type="radio" name="card" value="${card.id}"${at === 0 ? html` checked autofocus` : ''}> ${t.card(card.brand, card.last4)}</label>`,
      )}</fieldset><p class="sheet__note">${t.private}</p><div class="sheet__actions"><button type="submit" class="sheet__approve">${t.approve}</button><button type="button" class="sheet__cancel" data-wallet-cancel>${t.cancel}</button></div><p class="sheet__status" role="status" data-wallet-status></p></form>`,
    );
  });
  app.get(SCRIPT_PATH, (c) => serveFile(c, OUTSIDE_SERVICES_DIR, 'wallet-sheet.js', 'no-cache'));
  app.get(STYLE_PATH, (c) => serveFile(c, OUTSIDE_SERVICES_DIR, 'wallet-sheet.css', 'no-cache'));
  // Browsers ask the sheet's origin for its icon whatever the page says: none, and no logged 404.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' }));

  // The sheet's own script posts the approval (same origin: the wallet's page, not the store's).
  app.post(APPROVE_PATH, async (c) => {
    if (c.req.header('origin') !== origins.wallet) return c.json({ error: 'forbidden' }, 403, NO_STORE);
    const form = Object.fromEntries([...new URLSearchParams((await c.req.text()).slice(0, 2048))]);
    const charge = chargeOf(form, merchants);
    if (!charge || !WALLET_CARDS.some((card) => card.id === form['card'])) return c.json({ error: 'bad request' }, 400, NO_STORE);
    const token = `wt_${randomBytes(16).toString('hex')}`;
    tokens.set(token, { merchant: charge.merchant, amount: charge.amount, currency: charge.currency, reference: charge.reference, at: now() });
    if (tokens.size > KEPT) tokens.delete(tokens.keys().next().value as string);
    return c.json({ token }, 200, NO_STORE);
  });

  const provider: WalletProvider = {
    redeem(token, charge) {
      const issued = tokens.get(token);
      if (!issued) return 'refused';
      tokens.delete(token);
      if (now() - issued.at > WALLET_TOKEN_LIFETIME_MS) return 'expired';
      const same = issued.merchant === charge.merchant && issued.amount === charge.amount && issued.currency === charge.currency && issued.reference === charge.reference;
      return same ? 'ok' : 'refused';
    },
  };
  return { app, provider };
}
