import { http, HttpResponse } from 'msw';
import { storyDelay } from '../../.storybook/story-delay';
import type { FoundOrder, OrderTrackingAnswer } from '../../src/contracts/order-tracking';

/**
 * MSW handlers for the 'find order' endpoint (widgets/order-tracking/README.md): POST
 * {orderTracking} form-encoded orderTrackingOrderNumber, orderTrackingPostalCode, format=ajax.
 * The default finds the story orders below by number and postal code, as the demo server finds
 * its seeded ones; anything else is not found.
 */
export const ORDER_TRACKING_URL = '/account/order-tracking';
const PATH = `*${ORDER_TRACKING_URL}`;

export const STORY_ORDERS = {
  us: { number: 'LA1005678', postal: '30305' },
  ca: { number: 'CA7001234', postal: 'M5V 3L9' },
} as const;

const ORDERS: Record<string, { postal: string; order: FoundOrder }> = {
  [STORY_ORDERS.us.number]: {
    postal: STORY_ORDERS.us.postal,
    order: {
      agreementNumber: STORY_ORDERS.us.number,
      status: 'scheduled',
      items: [
        { name: 'Preston Sofa', quantity: 1 },
        { name: 'Jasper Coffee Table', quantity: 2 },
      ],
      nextPaymentDate: '2026-12-11',
    },
  },
  [STORY_ORDERS.ca.number]: {
    postal: STORY_ORDERS.ca.postal,
    order: { agreementNumber: STORY_ORDERS.ca.number, status: 'processing', items: [{ name: 'Harbor Queen Sleeper Sofa', quantity: 1 }], nextPaymentDate: '2026-12-02' },
  },
};

async function answer(request: Request) {
  const form = new URLSearchParams(await request.text());
  const known = ORDERS[(form.get('orderTrackingOrderNumber') ?? '').toUpperCase()];
  return known && known.postal === form.get('orderTrackingPostalCode') ? HttpResponse.json({ success: true, order: known.order } satisfies OrderTrackingAnswer) : HttpResponse.json({ success: false } satisfies OrderTrackingAnswer);
}

export const trackingOk = http.post(PATH, ({ request }) => answer(request));
export const trackingServerError = http.post(PATH, () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }));
export const trackingUnparseable = http.post(
  PATH,
  () => new HttpResponse('<!doctype html><title>Sign in</title><p>Your session has expired.</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
);
export function trackingSlow(ms: number) {
  return http.post(PATH, async ({ request }) => {
    await storyDelay(ms);
    return answer(request);
  });
}

/** Keyed for msw-storybook-addon: a story replaces it with `{ orderTracking: trackingServerError }`. */
export const orderTrackingHandlers = { orderTracking: trackingOk };
