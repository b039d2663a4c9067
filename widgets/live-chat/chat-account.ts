import { ChatAccountAnswerSchema } from '../../src/contracts/live-chat';
import { ApiError, getJSON } from '../../src/core/api';
import { getConfig } from '../../src/core/config';
import { getStore } from '../../src/core/store';
import { warnOnce } from '../../src/core/warn';

/** The account number as SPEC 7.9 hands it over: digits only, else nothing (a stray value is never sent). */
export const accountNumberOf = (raw: string): string | undefined => (/^\d{4,20}$/.test(raw.trim()) ? raw.trim() : undefined);

/** The last request to urls.chatAccount, answered or not. */
let lastAsked: Promise<unknown> = Promise.resolve();

/**
 * The account number to hand the chat service as a conversation starts. The launcher's attribute
 * holds the one the server knew when it drew the page; once the shopper signed out since (here or
 * in another tab) there is none, and after a sign-in since, the storefront says which it is
 * (urls.chatAccount; the answer is not kept). An answer that fails or is of the wrong shape
 * means none, after one warning: the chat works without it.
 */
export async function chatAccountNumber(fromPage: string): Promise<string | undefined> {
  const changed = getStore().getState().account.changed;
  if (!changed) return accountNumberOf(fromPage);
  if (!changed.signedIn) return undefined;
  const url = getConfig().urls.chatAccount;
  if (!url) {
    warnOnce('<lto-live-chat>: urls.chatAccount is missing; a chat opened after a sign-in on the page starts without the account number');
    return undefined;
  }
  try {
    // getJSON shares a request still on its way for the same URL: one sent before a sign-out and
    // a sign-in as someone else would answer for the earlier account. Each asks after the last.
    await lastAsked.catch(() => {});
    const asking = getJSON(url, { format: 'ajax' }, ChatAccountAnswerSchema);
    lastAsked = asking;
    const answer = await asking;
    return accountNumberOf(answer.accountNumber ?? '');
  } catch (error) {
    warnOnce(`<lto-live-chat>: the account number could not be read (${error instanceof ApiError ? error.kind : 'unknown'}); the chat starts without it`);
    return undefined;
  }
}
