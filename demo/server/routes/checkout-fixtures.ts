/** A valid post of each checkout step, as a shopper would fill it in (field names of the step schemas). */
export const VALID: Record<string, Record<string, string>> = {
  delivery: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '55 Trinity Ave SW',
    address2: '',
    city: 'Atlanta',
    state: 'GA',
    postal: '30303',
    country: 'US',
    email: 'ada@example.com',
    confirmemail: 'ADA@example.com',
    phone: '404-555-0123',
  },
  'order-form': {
    socialSecurity: '215-65-4321',
    dateOfBirthMonth: '4',
    dateOfBirthDay: '12',
    dateOfBirthYear: '1990',
    idNumber: 'GA-1234567',
    idProof: '1',
    residenceYears: '3',
    residenceMonths: '2',
    incomeSource: 'ActivelyEmployed',
    employerPhone: '770-555-0142',
    lastPayday: '10/30/2026',
    paidMode: 'Weekly',
    payFrequency: 'OnceAWeek',
    payDay: 'Friday',
  },
  payment: { paymentCard: 'c3' },
  sign: { acceptAgreement: 'true', signatureName: 'Ada Lovelace' },
  references: {
    reference1FirstName: 'Grace',
    reference1LastName: 'Hopper',
    reference1Phone: '404-555-0188',
    reference1Relationship: 'Friend',
    reference2FirstName: 'Alan',
    reference2LastName: 'Turing',
    reference2Phone: '678-555-0110',
    reference2Relationship: 'Coworker',
  },
};

/**
 * The same on the Canadian site: a Canadian address, and in the SSN's field a Social Insurance
 * Number (src/validation/identity.ts), which 215-65-4321 is not (its check digit is wrong).
 */
export const VALID_IN_CANADA: Record<string, Record<string, string>> = {
  ...VALID,
  delivery: { ...VALID['delivery']!, address1: '290 Bremner Blvd', city: 'Toronto', state: 'ON', postal: 'M5V 3L9', country: 'CA', phone: '416-555-0123' },
  'order-form': { ...VALID['order-form']!, socialSecurity: '130 692 544', employerPhone: '416-555-0142' },
};
