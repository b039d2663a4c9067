import * as v from 'valibot';
import { WalletMessageSchema } from '../../src/contracts/wallet';
import { idempotencyKey } from '../../src/core/order';

/** How often the cart looks whether the shopper closed the sheet's window (a closed window sends nothing). */
const CLOSED_CHECK_MS = 400;

/** What the sheet is asked to charge (src/contracts/wallet.ts). */
export interface WalletCharge {
  /** Today's total, in integer cents. */
  amount: number;
  currency: string;
  lang: 'en' | 'es';
  /** The cart's version: the token is bound to it. */
  reference: string;
}

export type SheetOutcome = { status: 'approved'; token: string } | { status: 'cancelled' };

export interface OpenSheet {
  /** Whether the sheet has not answered yet. */
  readonly open: boolean;
  /** Brings the window to the front (a second click on the wallet button). */
  focus(): void;
  /** Closes the window without an answer (the cart leaves the page). */
  close(): void;
}

/**
 * Opens the wallet provider's payment sheet at `sheetUrl` for `charge` in a pop-up window (it must
 * be called in the click that asks for it, or the browser blocks the pop-up), and calls `done`
 * once: with the token the shopper approved, or 'cancelled' (the sheet's Cancel, or its window
 * closed). Only a message from the sheet's origin, of the contract's shape, with this opening's
 * random state is heard. Null when the browser refused to open the window.
 */
export function openWalletSheet(sheetUrl: string, charge: WalletCharge, done: (outcome: SheetOutcome) => void): OpenSheet | null {
  const state = idempotencyKey();
  const url = new URL(sheetUrl, location.href);
  url.search = new URLSearchParams({
    amount: String(charge.amount),
    currency: charge.currency,
    lang: charge.lang,
    merchant: location.origin,
    reference: charge.reference,
    state,
  }).toString();
  const popup = window.open(url.href, 'lto-wallet', 'popup,width=480,height=640');
  if (!popup) return null;

  let finished = false;
  let seenClosed = false;
  const stop = () => {
    finished = true;
    window.removeEventListener('message', onMessage);
    window.clearInterval(timer);
  };
  const finish = (outcome: SheetOutcome) => {
    if (finished) return;
    stop();
    done(outcome);
  };
  function onMessage(event: MessageEvent) {
    if (event.origin !== url.origin) return;
    const message = v.safeParse(WalletMessageSchema, event.data);
    if (!message.success || message.output.state !== state) return;
    finish(message.output.status === 'approved' ? { status: 'approved', token: message.output.token } : { status: 'cancelled' });
  }
  // A window found closed twice running, without a message, was closed by the shopper: the
  // second look lets an approval the sheet sent just before closing arrive first.
  const timer = window.setInterval(() => {
    if (!popup.closed) return;
    if (seenClosed) finish({ status: 'cancelled' });
    seenClosed = true;
  }, CLOSED_CHECK_MS);
  window.addEventListener('message', onMessage);

  return {
    get open() {
      return !finished;
    },
    focus: () => popup.focus(),
    close: () => {
      stop();
      popup.close();
    },
  };
}
