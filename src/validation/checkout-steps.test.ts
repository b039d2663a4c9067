import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCardExpiry, isCardNumber } from './cards';
import { CHECKOUT_STEPS, optionalFields, requiredFields, STEP_FIELDS, validateStep, type CheckoutStep } from './checkout-steps';

const TODAY = new Date(2026, 10, 21);

const VALID: Record<CheckoutStep, Record<string, string>> = {
  delivery: {
    firstName: 'José',
    lastName: "O'Brien",
    address1: '12 Main St.',
    city: 'Atlanta',
    state: 'GA',
    postal: '30303',
    email: 'jose@example.com',
    confirmemail: 'JOSE@example.com',
    phone: '404-555-1234',
  },
  'order-form': {
    socialSecurity: '401-23-4567',
    dateOfBirthMonth: '2',
    dateOfBirthDay: '29',
    dateOfBirthYear: '1988',
    idNumber: 'D123-4567',
    idProof: '1',
    residenceYears: '3',
    residenceMonths: '11',
    incomeSource: 'ActivelyEmployed',
    employerPhone: '(404) 555-0000',
    lastPayday: '11/13/2026',
    payFrequency: 'EveryOtherWeek',
    payDay: 'Friday',
  },
  payment: { paymentCard: 'c1' },
  sign: { acceptAgreement: 'on', signatureName: 'José O’Brien' },
  references: {
    reference1FirstName: 'Ana',
    reference1LastName: 'Ruiz',
    reference1Phone: '404-555-2222',
    reference1Relationship: 'Relative',
    reference2FirstName: 'Bo',
    reference2LastName: 'Li',
    reference2Phone: '404-555-3333',
    reference2Relationship: 'Coworker',
  },
};

const check = (step: CheckoutStep, values: Record<string, unknown>, options = {}) => validateStep(step, values, { today: TODAY, ...options });

describe('checkout steps', () => {
  it.each(CHECKOUT_STEPS)('takes a complete %s step and keeps only its fields, trimmed', (step) => {
    const padded = Object.fromEntries(Object.entries(VALID[step]).map(([key, value]) => [key, ` ${value} `]));
    const result = check(step, { ...padded, csrf_token: 'x', format: 'ajax' });
    expect(result.errors).toEqual({});
    expect(result.ok).toBe(true);
    expect(result.values['csrf_token']).toBeUndefined();
    for (const [key, value] of Object.entries(VALID[step])) if (key !== 'acceptAgreement') expect(result.values[key]).toBe(value);
  });

  it.each(CHECKOUT_STEPS)('asks for every field the %s step requires when nothing is filled in', (step) => {
    const result = check(step, {});
    expect(result.ok).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(requiredFields(step, {}).sort());
    expect(Object.keys(result.errors).length).toBeGreaterThan(0);
  });

  it('names each posted field once, with SPEC 3.6 spellings', () => {
    expect(STEP_FIELDS.delivery).toEqual(expect.arrayContaining(['firstName', 'middleInitial', 'lastName', 'address1', 'address2', 'city', 'state', 'postal', 'country', 'email', 'confirmemail', 'phone', 'cellPhone', 'isGift', 'giftMessage']));
    expect(STEP_FIELDS['order-form']).toEqual(
      expect.arrayContaining(['socialSecurity', 'dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear', 'idNumber', 'idProof', 'residenceYears', 'residenceMonths', 'employerPhone', 'employerExt', 'workphone', 'lastPayday', 'incomeSource', 'benefitsIncome', 'paidMode', 'payFrequency']),
    );
    const all = CHECKOUT_STEPS.flatMap((step) => STEP_FIELDS[step]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives each wrong field its SPEC message, all at once', () => {
    const result = check('delivery', { ...VALID.delivery, address1: 'PO Box 12', postal: '3030', confirmemail: 'other@example.com', phone: '911-555-1234', firstName: 'J' });
    expect(result.errors).toEqual({
      address1: 'ACCEPT_INPUT_ADDRESSTEXTVALNOPOBOX_ERROR',
      postal: 'VALIDATE_ZIP_REGEX',
      confirmemail: 'VALIDATE_CONFIRMEMAIL_REGEX',
      phone: 'INVALID_PHONE',
      firstName: 'ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR',
    });
    expect(result.values['postal']).toBe('3030');
  });

  it("keeps the state to the site's country, or to the form's country", () => {
    expect(check('delivery', { ...VALID.delivery, state: 'ON', postal: 'M5V 3L9' }, { country: 'CA' }).ok).toBe(true);
    expect(check('delivery', { ...VALID.delivery, state: 'ON', postal: 'M5V 3L9', country: 'CA' }).ok).toBe(true);
    expect(check('delivery', VALID.delivery, { country: 'CA' }).errors).toEqual({ state: 'VALIDATE_STATE_REGEX' });
    expect(check('delivery', { ...VALID.delivery, state: 'ZZ' }, { country: 'US' }).errors).toEqual({ state: 'VALIDATE_STATE_REGEX' });
  });

  it('takes a postal code by SPEC 5.2 on either site: 5 digits, or 3+3 letters and digits with an optional space', () => {
    for (const country of ['US', 'CA'] as const) {
      for (const postal of ['30303', 'M5V 3L9', 'K1A0B1', 'h2x 1y4']) expect(check('delivery', { ...VALID.delivery, postal }, { country }).errors['postal'], `${postal} on ${country}`).toBeUndefined();
      for (const postal of ['3030', '303031', 'M5V3L', 'M5V  3L9', 'M5V-3L9']) expect(check('delivery', { ...VALID.delivery, postal }, { country }).errors['postal'], `${postal} on ${country}`).toBe('VALIDATE_ZIP_REGEX');
    }
  });

  it('refuses numerals in names unless the site allows them', () => {
    const values = { ...VALID.delivery, lastName: 'Smith 3' };
    expect(check('delivery', values).errors).toEqual({ lastName: 'ONLY_LETTERS_ERROR' });
    expect(check('delivery', values, { allowNumeralsInNameFields: true }).ok).toBe(true);
  });

  it('reads the gift checkbox and limits the gift message', () => {
    expect(check('delivery', { ...VALID.delivery, isGift: 'on', giftMessage: 'Enjoy!' }).values).toMatchObject({ isGift: 'true', giftMessage: 'Enjoy!' });
    expect(check('delivery', VALID.delivery).values['isGift']).toBe('false');
    expect(check('delivery', { ...VALID.delivery, giftMessage: 'x'.repeat(251) }).errors).toEqual({ giftMessage: 'MAXLENGTH' });
  });

  it('asks for the employer phone and pay dates of an employed shopper only', () => {
    const retired = { ...VALID['order-form'], incomeSource: 'RetiredOrBenefits', employerPhone: '' };
    expect(check('order-form', retired).errors).toEqual({ benefitsIncome: 'REQUIRED' });
    expect(check('order-form', { ...retired, benefitsIncome: 'PensionPlan' }).ok).toBe(true);

    const student = { socialSecurity: '401-23-4567', dateOfBirthMonth: '1', dateOfBirthDay: '5', dateOfBirthYear: '2004', idNumber: 'A1', idProof: '7', residenceYears: '0', residenceMonths: '4', incomeSource: 'UnemployedOrStudent' };
    expect(check('order-form', student).errors).toEqual({});
    expect(requiredFields('order-form', student)).not.toContain('employerPhone');

    expect(check('order-form', { ...VALID['order-form'], employerPhone: '' }).errors).toEqual({ employerPhone: 'REQUIRED' });
  });

  it('asks for the pay days that go with the pay frequency', () => {
    const base = { ...VALID['order-form'], payDay: '' };
    expect(check('order-form', { ...base, payFrequency: 'TwiceAMonth' }).errors).toEqual({ firstPayDay: 'REQUIRED', secondPayDay: 'REQUIRED' });
    expect(check('order-form', { ...base, payFrequency: 'TwiceAMonth', firstPayDay: '1', secondPayDay: 'LastDay' }).ok).toBe(true);
    expect(check('order-form', { ...base, payFrequency: 'OnceAMonth' }).errors).toEqual({ payDay: 'REQUIRED', payWeek: 'REQUIRED' });
    expect(check('order-form', { ...base, payFrequency: 'OnceAWeek' }).errors).toEqual({ payDay: 'REQUIRED' });
    expect(check('order-form', { ...base, payFrequency: 'Fortnightly', payDay: 'Friday' }).errors).toEqual({ payFrequency: 'CHOICE_INVALID' });
  });

  it('refuses a birth date that is no calendar day or is in the future', () => {
    expect(check('order-form', { ...VALID['order-form'], dateOfBirthYear: '1987' }).errors).toEqual({ dateOfBirthDay: 'DATE_DAY_INVALID' });
    expect(check('order-form', { ...VALID['order-form'], dateOfBirthMonth: '4', dateOfBirthDay: '31' }).errors).toEqual({ dateOfBirthDay: 'DATE_DAY_INVALID' });
    expect(check('order-form', { ...VALID['order-form'], dateOfBirthMonth: '12', dateOfBirthDay: '1', dateOfBirthYear: '2026' }).errors).toEqual({ dateOfBirthYear: 'BIRTH_DATE_FUTURE' });
  });

  it('checks the SSN exclusions and the pre-filled original', () => {
    expect(check('order-form', { ...VALID['order-form'], socialSecurity: '078-05-1120' }).errors).toEqual({ socialSecurity: 'VALIDATE_SOCIAL_SECURITY_REGEX' });
    expect(check('order-form', { ...VALID['order-form'], socialSecurity: '***-**-4567' }, { ssnOriginal: '401-23-4567' }).ok).toBe(true);
  });

  it('takes a saved card by id, and for a new one asks for its details', () => {
    expect(check('payment', { paymentCard: 'c2' }, { savedCardIds: ['c1'] }).errors).toEqual({ paymentCard: 'CHOICE_INVALID' });
    expect(check('payment', { paymentCard: 'new' }).errors).toEqual({ cardName: 'REQUIRED', cardNumber: 'REQUIRED', cardExpiry: 'REQUIRED', cardCvv: 'REQUIRED' });
    const card = { paymentCard: 'new', cardName: 'Ana Ruiz', cardNumber: '4242 4242 4242 4242', cardExpiry: '11/26', cardCvv: '123' };
    expect(check('payment', card, { savedCardIds: ['c1'] }).ok).toBe(true);
    expect(check('payment', { ...card, cardNumber: '4242 4242 4242 4241', cardExpiry: '10/26', cardCvv: '12' }).errors).toEqual({
      cardNumber: 'CREDITCARD',
      cardExpiry: 'CARD_EXPIRY_INVALID',
      cardCvv: 'CARD_CVV_INVALID',
    });
  });

  it('asks the shopper to accept the agreement', () => {
    expect(check('sign', { ...VALID.sign, acceptAgreement: 'false' }).errors).toEqual({ acceptAgreement: 'ACCEPT_TERMS_REQUIRED' });
    expect(check('sign', { ...VALID.sign, acceptAgreement: undefined }).errors).toEqual({ acceptAgreement: 'ACCEPT_TERMS_REQUIRED' });
  });

  it('treats a field that is not text (a tampered post) as an error, never a crash', () => {
    const result = check('delivery', { ...VALID.delivery, email: ['a@b.com', 'c@d.com'], phone: 42 });
    expect(result.errors).toMatchObject({ email: expect.any(String), phone: expect.any(String) });
    expect(result.values['email']).toBe('');
  });

  it('marks optional only the fields no answer makes required', () => {
    expect(optionalFields('delivery')).toEqual(['middleInitial', 'address2', 'country', 'cellPhone', 'isGift', 'giftMessage']);
    expect(optionalFields('order-form')).toEqual(['employerExt', 'workphone', 'paidMode']);
    // A new card's details are required once 'new' is chosen: never marked optional.
    expect(optionalFields('payment')).toEqual([]);
  });

  it('reports REQUIRED on exactly the required field left empty', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHECKOUT_STEPS), fc.nat(), (step, pick) => {
        const required = requiredFields(step, VALID[step]);
        const name = required[pick % required.length]!;
        const result = check(step, { ...VALID[step], [name]: '  ' });
        const expected = name === 'acceptAgreement' ? 'ACCEPT_TERMS_REQUIRED' : 'REQUIRED';
        return JSON.stringify(result.errors) === JSON.stringify({ [name]: expected });
      }),
    );
  });

  it('takes every generated valid delivery address and contact', () => {
    const values = fc.record({
      firstName: fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{2,10}$/),
      lastName: fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{2,10}(?:-[A-Za-z]{2,8})?$/),
      address1: fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.constantFrom('Main St', 'Oak Ave.', 'Peachtree Rd NE')).map(([n, s]) => `${n} ${s}`),
      city: fc.stringMatching(/^[A-Za-z]{2,12}$/),
      state: fc.constantFrom('GA', 'TX', 'PR', 'dc'),
      postal: fc.stringMatching(/^\d{5}$/),
      email: fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.(?:com|org|mx)$/),
      phone: fc.tuple(fc.integer({ min: 200, max: 999 }).filter((n) => n % 100 !== 11), fc.integer({ min: 200, max: 999 }).filter((n) => n % 100 !== 11), fc.integer({ min: 0, max: 9999 })).map(([a, e, l]) => `${a}-${e}-${String(l).padStart(4, '0')}`),
    });
    fc.assert(fc.property(values, (v) => check('delivery', { ...v, confirmemail: v.email.toUpperCase() }, { country: 'US' }).ok));
  });
});

describe('new card rules', () => {
  it('checks the Luhn digit, the length and the separators', () => {
    for (const number of ['4242424242424242', '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005']) expect(isCardNumber(number)).toBe(true);
    for (const number of ['4242424242424241', '4242', '4242 4242 4242 424a', '0000000000000000000000']) expect(isCardNumber(number)).toBe(false);
  });

  it('takes an expiry of this month or later', () => {
    expect(isCardExpiry('11/26', TODAY)).toBe(true);
    expect(isCardExpiry('01/2030', TODAY)).toBe(true);
    expect(isCardExpiry('10/26', TODAY)).toBe(false);
    expect(isCardExpiry('13/27', TODAY)).toBe(false);
  });

  it('refuses any number with one digit changed from a valid one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = [...'4242424242424242'].map(Number);
        digits[at] = (digits[at]! + delta) % 10;
        return !isCardNumber(digits.join(''));
      }),
    );
  });
});
