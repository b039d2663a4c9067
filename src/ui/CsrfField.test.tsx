import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CsrfField, refreshCsrfField } from './CsrfField';

const setCookie = (value: string) => (document.cookie = `lto_csrf=${value}; path=/`);
const field = (form: HTMLFormElement) => form.elements.namedItem('csrf_token') as HTMLInputElement | null;

describe('CsrfField', () => {
  afterEach(() => (document.cookie = 'lto_csrf=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'));

  const draw = (token?: string) => render(<form><CsrfField token={token} /></form>).container.querySelector('form')!;

  it("sends the session cookie's token over the one the server wrote", () => {
    setCookie('from-cookie');
    expect(field(draw('from-attribute'))?.value).toBe('from-cookie');
  });

  it("sends the server's token when the platform sets no cookie, and no field when there is neither", () => {
    expect(field(draw('from-attribute'))?.value).toBe('from-attribute');
    expect(field(draw())).toBeNull();
  });

  it('a sign-in on the page replaces the token: the form leaves with the new one', () => {
    setCookie('before');
    const form = draw();
    setCookie('after-sign-in');
    refreshCsrfField(form);
    expect(field(form)?.value).toBe('after-sign-in');
  });

  it('a form drawn before the session had a token gets the field when it leaves after a sign-in', () => {
    const form = draw();
    expect(field(form)).toBeNull();
    setCookie('after-sign-in');
    refreshCsrfField(form);
    expect(field(form)?.value).toBe('after-sign-in');
  });
});
