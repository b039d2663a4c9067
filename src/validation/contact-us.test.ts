import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_LIMIT, contactUsSchema } from './contact-us';
import { validateForm } from './form';

const VALID = {
  firstName: 'Ana',
  lastName: "O'Neil",
  email: 'ana@example.com',
  phone: '',
  topic: 'delivery',
  agreementNumber: '',
  message: 'When will my sofa arrive?',
};

describe('the Contact Us form', () => {
  it('takes a message with the required fields only, trimmed', () => {
    const result = validateForm(contactUsSchema(), { ...VALID, message: '  When will my sofa arrive?  ' });
    expect(result).toEqual({ ok: true, values: { ...VALID }, errors: {} });
  });

  it('names every wrong field at once, each with its first error', () => {
    const result = validateForm(contactUsSchema(), {
      firstName: 'A',
      lastName: '',
      email: 'ana@example',
      phone: '555-0100',
      topic: 'refund-now',
      agreementNumber: 'AB-12',
      message: '',
    });
    expect(result.errors).toEqual({
      firstName: 'ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR',
      lastName: 'REQUIRED',
      email: 'VALIDATE_EMAIL_REGEX',
      phone: 'INVALID_PHONE',
      topic: 'CHOICE_INVALID',
      agreementNumber: 'AGREEMENT_NUMBER_INVALID',
      message: 'REQUIRED',
    });
  });

  it(`takes a message of ${CONTACT_MESSAGE_LIMIT} characters, counting an emoji as one, and refuses one more`, () => {
    const atLimit = `${'a'.repeat(CONTACT_MESSAGE_LIMIT - 1)}🛋`;
    expect([...atLimit]).toHaveLength(CONTACT_MESSAGE_LIMIT);
    expect(validateForm(contactUsSchema(), { ...VALID, message: atLimit }).ok).toBe(true);
    expect(validateForm(contactUsSchema(), { ...VALID, message: `${atLimit}!` }).errors).toEqual({ message: 'MAXLENGTH' });
  });

  it('refuses numerals in names unless the site allows them', () => {
    expect(validateForm(contactUsSchema(), { ...VALID, firstName: 'Ana2' }).errors).toEqual({ firstName: 'ONLY_LETTERS_ERROR' });
    expect(validateForm(contactUsSchema({ allowNumeralsInNameFields: true }), { ...VALID, firstName: 'Ana2' }).ok).toBe(true);
  });

  it('keeps a tampered field (not text) as empty and refuses it', () => {
    const result = validateForm(contactUsSchema(), { ...VALID, email: ['ana@example.com'] });
    expect(result.ok).toBe(false);
    expect(result.errors.email).toBeDefined();
  });
});
