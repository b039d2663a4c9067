import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from './form';
import { emailSignupSchema, footerEmailSchema, footerTextSchema, interstitialEmailSchema, interstitialTextSchema } from './signup';

describe('footer e-mail subscribe', () => {
  it('needs the e-mail, and checks the names and zip only when given', () => {
    expect(validateForm(footerEmailSchema(), {}).errors).toEqual({ footeremailsub_emailid: 'REQUIRED' });
    expect(validateForm(footerEmailSchema(), { footeremailsub_emailid: 'ana@example.com' }).ok).toBe(true);
    expect(validateForm(footerEmailSchema({ country: 'US' }), { footeremailsub_emailid: 'ana@example.com', footeremailsub_firstName: 'A', footeremailsub_zipcode: 'M5V 3L9' }).errors).toEqual({
      footeremailsub_firstName: 'ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR',
      footeremailsub_zipcode: 'VALIDATE_ZIP_REGEX',
    });
  });

  it('in Canada needs the opt-in checked, with the check-error otherwise', () => {
    const values = { footeremailsub_emailid: 'ana@example.ca', footeremailsub_zipcode: 'M5V 3L9' };
    expect(validateForm(footerEmailSchema({ country: 'CA' }), values).errors).toEqual({ footeremailsub_optin: 'OPTIN_REQUIRED' });
    expect(validateForm(footerEmailSchema({ country: 'CA' }), { ...values, footeremailsub_optin: 'on' }).ok).toBe(true);
    expect(validateForm(footerEmailSchema({ country: 'US' }), { footeremailsub_emailid: 'ana@example.com' }).values['footeremailsub_optin']).toBe('false');
  });
});

describe('text-message and interstitial forms', () => {
  it('need a valid phone', () => {
    expect(validateForm(footerTextSchema(), { footertext_phone: '' }).errors).toEqual({ footertext_phone: 'REQUIRED' });
    expect(validateForm(interstitialTextSchema(), { phone: '411-555-1234' }).errors).toEqual({ phone: 'INVALID_PHONE' });
    expect(validateForm(interstitialTextSchema(), { phone: ' 404-555-1234 ' }).values).toEqual({ phone: '404-555-1234' });
  });

  it("post the interstitial opt-in as 'true' or 'false'", () => {
    expect(validateForm(interstitialEmailSchema(), { emailid: 'ana@example.com', optin: 'true' }).values).toEqual({ emailid: 'ana@example.com', phone: '', optin: 'true' });
    expect(validateForm(interstitialEmailSchema(), { emailid: 'ana@example.com' }).values['optin']).toBe('false');
    expect(validateForm(emailSignupSchema(), { email: 'nope' }).errors).toEqual({ email: 'VALIDATE_EMAIL_REGEX' });
  });

  it('never throws, whatever is posted, and reports errors only for its own fields', () => {
    const posted = fc.dictionary(fc.constantFrom('emailid', 'phone', 'optin', 'other'), fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.array(fc.string())));
    fc.assert(
      fc.property(posted, (input) => {
        const result = validateForm(interstitialEmailSchema(), input);
        return Object.keys(result.errors).every((key) => ['emailid', 'phone', 'optin'].includes(key)) && !('other' in result.values);
      }),
    );
  });
});
