import { http, HttpResponse } from 'msw';
import { storyDelay } from '../../.storybook/story-delay';
import type { ContactUsAnswer } from '../../src/contracts/contact-us';

/**
 * MSW handlers for the 'Contact Us' endpoint (widgets/contact-form/README.md): POST {contactUs}
 * form-encoded with the form's fields and format=ajax, answered { success } as the demo server
 * answers a message it stored (or refused).
 */
export const CONTACT_US_URL = '/contact-us';
const PATH = `*${CONTACT_US_URL}`;

export const contactStored = http.post(PATH, () => HttpResponse.json({ success: true } satisfies ContactUsAnswer));
export const contactRefused = http.post(PATH, () => HttpResponse.json({ success: false } satisfies ContactUsAnswer));
export const contactServerError = http.post(PATH, () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }));
export function contactSlow(ms: number) {
  return http.post(PATH, async () => {
    await storyDelay(ms);
    return HttpResponse.json({ success: true } satisfies ContactUsAnswer);
  });
}

/** Keyed for msw-storybook-addon: a story replaces it with `{ contactUs: contactServerError }`. */
export const contactUsHandlers = { contactUs: contactStored };
