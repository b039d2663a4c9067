import { afterAll, describe, expect, test } from 'vitest';
import { createContactMessages } from '../data/contact-messages.js';
import { createTestApp, HOSTS } from '../test-app.js';

const demo = createTestApp('lto-demo-contact-');
afterAll(() => demo.close());

const PATH = '/contact-us';
const messages = () => createContactMessages(demo.db);

const VALID = {
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '(404) 555-0134',
  topic: 'delivery',
  agreementNumber: '',
  message: 'When will my sofa arrive?',
};

/** The widget's call (format=ajax), or the page's plain form (its csrf_token field), from a new shopper's page. */
async function send(fields: Record<string, string>, { ajax = true, host = HOSTS.us as string } = {}) {
  const shopper = await demo.visit(host);
  const body = new URLSearchParams({ ...fields, ...(ajax ? { format: 'ajax' } : { csrf_token: shopper.csrf }) }).toString();
  return demo.request('POST', PATH, { body, host, ...(ajax ? shopper.asPage : { cookie: shopper.cookie }) });
}

describe('POST /contact-us with format=ajax (the widget)', () => {
  test('stores a valid message, trimmed, and answers success', async () => {
    const response = await send({ ...VALID, message: `  ${VALID.message}  ` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true });
    expect(messages().latest(1)[0]).toMatchObject({ ...VALID, site: 'en-us' });
  });

  test.each([
    ['no e-mail', { email: '' }],
    ['a bad phone', { phone: '555-0134' }],
    ['a topic not on the list', { topic: 'refund' }],
    ['a message over 1,000 characters', { message: 'x'.repeat(1001) }],
    ['numerals in a name', { lastName: 'R3yes' }],
  ])('refuses %s and stores nothing', async (_, change) => {
    const before = messages().latest(1)[0]?.receivedAt;
    const count = messages().latest(1000).length;
    const response = await send({ ...VALID, ...change });
    const answer = (await response.json()) as { success: boolean; errors?: Record<string, string> };
    expect(answer.success).toBe(false);
    // The refused field, named with its field message key, for the form to show beside it.
    const [field] = Object.keys(change);
    expect(Object.keys(answer.errors ?? {})).toEqual([field]);
    expect(answer.errors?.[field!]).toMatch(/^[A-Z_]+$/);
    expect(messages().latest(1000)).toHaveLength(count);
    expect(messages().latest(1)[0]?.receivedAt).toBe(before);
  });

  test('is refused from another site (no CSRF token)', async () => {
    const response = await demo.request('POST', PATH, { body: new URLSearchParams({ ...VALID, format: 'ajax' }).toString(), headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});

describe('the page, and its form without script', () => {
  test.each([
    [HOSTS.us, 'Contact us', 'Send message'],
    [HOSTS.es, 'Contáctanos', 'Enviar mensaje'],
    [HOSTS.ca, 'Contact us', 'Send message'],
  ])('GET on %s: the form in the page language, posting to itself with the CSRF field', async (host, title, button) => {
    const page = await (await demo.request('GET', PATH, { host })).text();
    expect(page).toContain(`<h1>${title}</h1>`);
    expect(page).toContain('<lto-contact-form>');
    expect(page).toContain(`action="${PATH}"`);
    expect(page).toContain('name="csrf_token"');
    expect(page).toContain(button);
  });

  test('a valid post shows the thanks, and the message is stored', async () => {
    const page = await (await send({ ...VALID, agreementNumber: 'LA1005678' }, { ajax: false })).text();
    expect(page).toContain('Thank you, your message is on its way');
    expect(page).not.toContain('<lto-contact-form');
    expect(messages().latest(1)[0]).toMatchObject({ agreementNumber: 'LA1005678' });
  });

  test('a wrong post shows the form again: the values typed, each error beside its field, the widget told so', async () => {
    const page = await (await send({ ...VALID, email: 'ana@example', lastName: '' }, { ajax: false, host: HOSTS.es })).text();
    expect(page).toContain('<lto-contact-form values="');
    expect(page).toContain(' submitted>');
    expect(page).toContain('value="ana@example" aria-invalid="true" aria-describedby="contact-email-error"');
    expect(page).toContain('<p id="contact-email-error" class="lto-field__error">Escribe un correo electrónico válido, como nombre@ejemplo.com.</p>');
    expect(page).toContain('<p id="contact-lastName-error" class="lto-field__error">Completa este campo.</p>');
    expect(page).toContain('<option value="delivery" selected>Entrega y recogida</option>');
    expect(page).toContain(`>${VALID.message}</textarea>`);
  });

  test('markup typed into a field comes back as text', async () => {
    const page = await (await send({ ...VALID, email: '<script>alert(1)</script>' }, { ajax: false })).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the table', () => {
  test('keeps only the newest messages (1,000 on the demo, 3 here)', () => {
    const table = createContactMessages(demo.db, 3);
    const fields = { ...VALID, agreementNumber: '' };
    for (const n of [1, 2, 3, 4, 5]) table.add('en-us', { ...fields, message: `message ${n}` });
    expect(table.latest(10).map((m) => m.message)).toEqual(['message 5', 'message 4', 'message 3']);
  });
});
