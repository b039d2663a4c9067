/**
 * The 'Contact Us' form in real Chromium against the demo (SPEC 2.11, 5): what a shopper types,
 * hears and gets, with the keyboard, and without script.
 */
import { describe, expect, test } from 'vitest';
import { useDemo } from './harness';
import { holdRequests } from './islands';

const demo = useDemo({ lite: true });

describe('Contact Us', () => {
  test('a shopper fills the form by keyboard, fixes the e-mail the form points out, and sends it once', async () => {
    const page = await demo.openSite('/contact-us');
    const sends: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === '/contact-us' && sends.push(request.url())));
    const form = page.locator('lto-contact-form');
    const email = form.getByRole('textbox', { name: 'Email' });
    await form.getByRole('textbox', { name: 'First name' }).focus();
    // Focus asks for the widget: its checks on focus-out need it drawn.
    await page.locator('lto-contact-form[data-lto-ready]').waitFor();
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Reyes');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana@example');
    await page.keyboard.press('Tab');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    await email.focus();
    await page.keyboard.type('.com');
    await form.getByRole('combobox', { name: 'What is it about?' }).selectOption('delivery');
    await form.getByRole('textbox', { name: 'Your message' }).fill('When will my sofa arrive?');
    // The answer waits until both clicks are in: on a busy machine it could come between them, and
    // the second click would land on whatever took the button's place (and take the focus there).
    const answer = await holdRequests(page, '**/contact-us', 'POST');
    await form.getByRole('button', { name: 'Send message' }).dblclick();
    answer();

    const thanks = page.getByRole('status').filter({ hasText: 'Thank you, your message is on its way' });
    await thanks.waitFor();
    await expect.poll(() => thanks.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(sends, 'one post for a double click').toHaveLength(1);
    expect(page.url(), 'nothing typed went into the address').toBe(`${demo.url}/contact-us`);
  });

  test('a wrong agreement number last, then a click on Send message: that click submits, focus goes to the first field to fix', async () => {
    // The agreement number's error, shown when the click takes the focus off it, lands above the
    // button: drawn before the click ended, it moved the button from under the pointer.
    const page = await demo.openSite('/contact-us');
    const form = page.locator('lto-contact-form');
    const firstName = form.getByRole('textbox', { name: 'First name' });
    await firstName.focus();
    await page.locator('lto-contact-form[data-lto-ready]').waitFor();
    await form.getByRole('textbox', { name: /Agreement number/ }).fill('AB-1');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => firstName.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
  });

  test('without script the same form posts, shows the errors beside the fields with what was typed, then the thanks', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await demo.openSite('/contact-us', { site: 'es', page: await context.newPage() });
    // The page's main content: the footer has sign-up forms with fields of the same names.
    const main = page.locator('main');
    await main.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
    await main.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example');
    await main.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.waitForLoadState('load');
    expect(await main.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe('Ana');
    expect(await main.locator('.lto-field__error').allInnerTexts()).toEqual([
      'Completa este campo.',
      'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
      'Completa este campo.',
      'Completa este campo.',
    ]);
    await main.getByRole('textbox', { name: 'Apellido' }).fill('Reyes');
    await main.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com');
    await main.getByRole('combobox', { name: '¿Sobre qué es tu mensaje?' }).selectOption('payment');
    await main.getByRole('textbox', { name: 'Tu mensaje' }).fill('¿Puedo cambiar la fecha de pago?');
    await main.getByRole('button', { name: 'Enviar mensaje' }).click();
    await main.getByText('Gracias, recibimos tu mensaje').waitFor();
  });
});
