import * as v from 'valibot';
import { ApiError, postForm } from '../../src/core/api';
import type { CheckoutStatus } from '../../src/contracts/checkout-status';
/** The answers of POST /checkout/{step} with format=ajax. */
import { CheckoutStepAnswerSchema as Answer } from '../../src/contracts/checkout-step';

export type Outcome =
  /** Go on to `url` (the next step, or a declined page), after showing the loader states. */
  | { kind: 'next'; url: string; loader: CheckoutStatus[] }
  /** The server refused fields: resource keys by field name. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** Nothing was taken: the session (CSRF token) is stale, or anything else went wrong. */
  | { kind: 'failed'; reason: 'session' | 'server' };

/** Only a page of this site: an answer must not send the shopper (and the form's Referer) elsewhere. */
function sameOrigin(url: string): string | undefined {
  try {
    const target = new URL(url, document.baseURI);
    return target.origin === new URL(document.baseURI).origin ? target.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts the step form-encoded with csrf_token and format=ajax and reads the answer. 403 (bad CSRF),
 * 409 (step out of order: go where the server says) and 422 (field errors) carry JSON bodies; any
 * other failure (5xx, network, a body that is not the answer) is 'server'.
 */
export async function postStep(action: string, fields: Record<string, string>, csrfToken: string): Promise<Outcome> {
  const body = new URLSearchParams(fields);
  if (csrfToken) body.set('csrf_token', csrfToken);
  body.set('format', 'ajax');
  let answer: v.InferOutput<typeof Answer>;
  try {
    answer = await postForm(action, body, Answer, { answerStatuses: [403, 409, 422] });
  } catch (error) {
    return { kind: 'failed', reason: error instanceof ApiError && error.status === 403 ? 'session' : 'server' };
  }
  if ('errors' in answer) return Object.keys(answer.errors).length ? { kind: 'invalid', errors: answer.errors } : { kind: 'failed', reason: 'server' };
  if ('next' in answer) {
    const url = sameOrigin(answer.next);
    if (!url) return { kind: 'failed', reason: 'server' };
    return { kind: 'next', url, loader: 'loader' in answer ? answer.loader : [] };
  }
  return { kind: 'failed', reason: 'session' };
}
