import { http, HttpResponse } from 'msw';
import { mswPath } from '../../.storybook/handlers';
import { storyDelay } from '../../.storybook/story-delay';
import type { AvailabilityAnswer } from '../../src/contracts/availability';
import { productContentHtml, STORY_VARIANTS } from './ProductPage';

/**
 * MSW handlers for the product page (SPEC 3.2, 7.5): GET {getAvailability}?pid=&Quantity= answers
 * the Availability response scripted for each story variant pid; GET {productVariant}?format=ajax
 * answers the product content region of that variant, as the demo server does.
 */
export const AVAILABILITY_PATH = mswPath('getAvailability');
export const VARIANT_PATH = mswPath('productVariant');

const levels = (l: Partial<Record<'IN_STOCK' | 'PREORDER' | 'BACKORDER' | 'NOT_AVAILABLE', number>>) => ({
  IN_STOCK: 0,
  PREORDER: 0,
  BACKORDER: 0,
  NOT_AVAILABLE: 0,
  ...l,
});

/** One Availability answer per state, keyed by the pid a story asks for. */
export const AVAILABILITY_ANSWERS: Record<string, AvailabilityAnswer> = {
  'IN-STOCK': { levels: levels({ IN_STOCK: 1 }), inStockMsg: '1 in stock', preOrderMsg: '', backOrderMsg: '', inStockDate: '' },
  PREORDER: { levels: levels({ PREORDER: 1 }), inStockMsg: '', preOrderMsg: '1 available for pre-order', backOrderMsg: '', inStockDate: '' },
  BACKORDER: { levels: levels({ BACKORDER: 1 }), inStockMsg: '', preOrderMsg: '', backOrderMsg: '1 on back order', inStockDate: '' },
  PARTIAL: { levels: levels({ IN_STOCK: 2, NOT_AVAILABLE: 1 }), inStockMsg: '2 in stock', preOrderMsg: '', backOrderMsg: '', inStockDate: '' },
  DATED: { levels: levels({ BACKORDER: 1 }), inStockMsg: '', preOrderMsg: '', backOrderMsg: '', inStockDate: '2026-02-14' },
  NONE: { levels: levels({ NOT_AVAILABLE: 1 }), inStockMsg: '', preOrderMsg: '', backOrderMsg: '', inStockDate: '' },
  MISSING: null,
};

export const availabilityOk = http.get(AVAILABILITY_PATH, ({ request }) => {
  const pid = new URL(request.url).searchParams.get('pid') ?? '';
  return HttpResponse.json(pid in AVAILABILITY_ANSWERS ? AVAILABILITY_ANSWERS[pid] : AVAILABILITY_ANSWERS['IN-STOCK']);
});

function variantContent(params: Record<string, string | readonly string[] | undefined>) {
  const variant = STORY_VARIANTS.find((v) => v.pid === params['variantPid']);
  if (!variant) return new HttpResponse('<p>Not found</p>', { status: 404, headers: { 'Content-Type': 'text/html' } });
  // The story page's locale (the decorator set it on <html>), as the platform answers in its site's.
  return new HttpResponse(productContentHtml(variant.pid, document.documentElement.lang), { headers: { 'Content-Type': 'text/html' } });
}

export const variantOk = http.get(VARIANT_PATH, ({ params }) => variantContent(params));

/** The reload answers after `ms` milliseconds, to show the reloading state. */
export function variantSlow(ms: number) {
  return http.get(VARIANT_PATH, async ({ params }) => {
    await storyDelay(ms);
    return variantContent(params);
  });
}

/** The reload fails (HTTP 500): the content stays and the picker says so. */
export const variantServerError = http.get(
  VARIANT_PATH,
  () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
);

export const productHandlers = { availability: availabilityOk, productVariant: variantOk };
