import * as v from 'valibot';
import { DecisionSchema, RegisterAnswerSchema, SignInAnswerSchema } from '../../src/contracts/account';
import { ApiError, postForm, postJSON } from '../../src/core/api';
import type { Decision } from './decision';

/**
 * The account calls of SPEC 7.3 against the storefront. A decision that does not parse is treated
 * as missing ('discover leasing'), never as a failed sign-in: the server did sign the shopper in.
 */
export const LOGIN_TIMEOUT_MS = 10_000;

function decisionOf(answer: v.InferOutput<typeof SignInAnswerSchema>): Decision | null {
  const parsed = v.safeParse(DecisionSchema, answer.sessionDecisionViewModel);
  return parsed.success ? parsed.output : null;
}

export interface Credentials {
  username: string;
  password: string;
  csrfToken: string;
}

const credentialsForm = ({ username, password, csrfToken }: Credentials) =>
  new URLSearchParams({ username, password, csrf_token: csrfToken, format: 'ajax' });

/** POST {loginForm} (identity sign-in off): the decision, or 'failed' (wrong password, server down, 10 s passed, garbage). */
export async function formLogin(url: string, credentials: Credentials): Promise<{ decision: Decision | null } | 'failed'> {
  try {
    const answer = await postForm(url, credentialsForm(credentials), SignInAnswerSchema, { timeoutMs: LOGIN_TIMEOUT_MS });
    return answer.success ? { decision: decisionOf(answer) } : 'failed';
  } catch {
    return 'failed';
  }
}

/** POST {registerForm}: created, or failed with the server's message when it gave one. */
export async function register(url: string, credentials: Credentials): Promise<{ created: true } | { created: false; message: string | undefined }> {
  try {
    // A refusal for too many attempts (429) carries its reason in `message`, shown as any other.
    const answer = await postForm(url, credentialsForm(credentials), RegisterAnswerSchema, { timeoutMs: LOGIN_TIMEOUT_MS, answerStatuses: [429] });
    if (answer.success && answer.wasCreatedSuccessfully) return { created: true };
    return { created: false, message: answer.message?.trim() || undefined };
  } catch {
    return { created: false, message: undefined };
  }
}

/** POST {accountDetails} form {DigitalAccountId}: the decision, null when there is none to be had. */
export async function accountDetails(url: string | undefined, email: string, csrfToken: string): Promise<Decision | null> {
  if (!url) return null;
  try {
    const form = new URLSearchParams({ DigitalAccountId: email });
    if (csrfToken) form.set('csrf_token', csrfToken);
    const answer = await postForm(url, form, SignInAnswerSchema, { timeoutMs: LOGIN_TIMEOUT_MS });
    return answer.success ? decisionOf(answer) : null;
  } catch {
    return null;
  }
}

/** POST {tokenLogin} JSON {accessToken}: only whether the answer is OK matters (SPEC 7.3). */
export async function tokenLogin(url: string | undefined, accessToken: string): Promise<boolean> {
  if (!url) return false;
  return postJSON(url, { accessToken }, v.unknown(), { timeoutMs: LOGIN_TIMEOUT_MS }).then(() => true, answeredOk);
}

/** POST a form whose answer is not shown (sign-out, resend activation): whether it went through. */
export async function postQuietly(url: string | undefined, fields: Record<string, string>): Promise<boolean> {
  if (!url) return false;
  return postForm(url, new URLSearchParams(fields), v.unknown()).then(() => true, answeredOk);
}

/** An answer that is not JSON still came with an OK status: for these calls that is all that counts. */
const answeredOk = (error: unknown) => error instanceof ApiError && error.kind === 'bad-response';
