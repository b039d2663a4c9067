import { Hono, type Context } from 'hono';
import type { ContactUsAnswer } from '../../../src/contracts/contact-us.js';
import { CONTACT_FIELDS, CONTACT_MESSAGE_LIMIT, contactUsSchema, type ContactField } from '../../../src/validation/contact-us.js';
import { validateForm } from '../../../src/validation/form.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { CONTACT_US_URLS } from '../views/contact-us-urls.js';
import { contactUsText } from '../views/contact-us-text.js';
import { contactUsView, type ContactForm } from '../views/contact-us.js';
import { answerJson, readForm } from './form-input.js';
import { renderPage, viewContext } from './render.js';

/** Longer than any field takes (the message's limit, with room for what a limit counts differently): cut before it is echoed back. */
const MAX_FIELD_LENGTH = CONTACT_MESSAGE_LIMIT * 4;

/**
 * The 'Contact Us' page and its post (SPEC 2.11; the fields are ours, widgets/contact-form): GET
 * shows the form; POST checks every field with the widget's own rules (src/validation), stores the
 * message, and answers JSON with format=ajax (src/contracts/contact-us.ts) or, without it, the
 * page again: the thanks, or the values typed with the errors beside the fields. The message and
 * its sender are never logged. The demo's preference allowNumeralsInNameFields is off, as its
 * config block says.
 */
export function contactUsRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { products, contactMessages } = data;

  const page = (c: Context<AppEnv>, form?: ContactForm, sent = false) => {
    const ctx = viewContext(c, products);
    return renderPage(c, ctx, { title: contactUsText(ctx.site.lang).title, pageType: 'other', category: '', body: contactUsView(ctx, form, sent) });
  };

  app.get(CONTACT_US_URLS.contactUs, (c) => page(c));

  app.post(CONTACT_US_URLS.contactUs, async (c) => {
    const body = (await readForm(c)) ?? {};
    const ajax = body['format'] === 'ajax';
    // Anything but text (a file, a repeated field) counts as empty, and so as missing where required.
    const typed = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, typeof body[name] === 'string' ? body[name].slice(0, MAX_FIELD_LENGTH) : ''])) as Record<ContactField, string>;
    const checked = validateForm(contactUsSchema(), typed);
    if (checked.ok) contactMessages.add(c.get('site').key, checked.values as Record<ContactField, string>);
    if (ajax) return answerJson(c, (checked.ok ? { success: true } : { success: false, errors: checked.errors }) satisfies ContactUsAnswer);
    if (checked.ok) return page(c, undefined, true);
    return page(c, { values: typed, errors: checked.errors, submitted: true });
  });

  return app;
}
