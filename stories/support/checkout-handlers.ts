import { delay, http, HttpResponse } from 'msw';
import type { CheckoutStatus } from '../../src/contracts/checkout-status';
import type { CheckoutStepAnswer } from '../../src/contracts/checkout-step';

/**
 * MSW handlers for the checkout steps (the answers of src/contracts/checkout-step.ts): POST
 * /checkout/{step} form-encoded with format=ajax. A step that succeeds answers `next` as a place on
 * this page (the story stays in Storybook; the demo answers /checkout/{next step}).
 */
export const CHECKOUT_STEP_PATH = '*/checkout/:step';

export const NEXT_ON_THIS_PAGE = '#next-step';

export function checkoutOk(loader: CheckoutStatus[] = []) {
  return http.post(CHECKOUT_STEP_PATH, () => HttpResponse.json({ success: true, next: NEXT_ON_THIS_PAGE, loader } satisfies CheckoutStepAnswer));
}

/** The server refuses fields (422), with SPEC 8 resource keys. */
export function checkoutInvalid(errors: Record<string, string>) {
  return http.post(CHECKOUT_STEP_PATH, () => HttpResponse.json({ success: false, errors } satisfies CheckoutStepAnswer, { status: 422 }));
}

export const checkoutServerError = http.post(CHECKOUT_STEP_PATH, () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }));

/** A sign-in page where the JSON answer should be. */
export const checkoutUnparseable = http.post(
  CHECKOUT_STEP_PATH,
  () => new HttpResponse('<!doctype html><title>Sign in</title><p>Please sign in.</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
);

/** An answer that never comes: the form stays in its sending state. */
export const checkoutPending = http.post(CHECKOUT_STEP_PATH, async () => {
  await delay('infinite');
  return HttpResponse.json({ success: true, next: NEXT_ON_THIS_PAGE } satisfies CheckoutStepAnswer);
});

export const checkoutHandlers = { checkoutStep: checkoutOk() };
