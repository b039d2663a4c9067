/**
 * Steps as a shopper would have filled them, for the widget's tests and stories (never imported by
 * the widget itself): values every rule of src/validation takes.
 */

/** A filled delivery step, as the server would have saved it. */
export const FILLED_DELIVERY = {
  firstName: 'Ana',
  lastName: 'Lopez',
  address1: '12 Peachtree St',
  city: 'Atlanta',
  state: 'GA',
  postal: '30303',
  email: 'ana@example.com',
  confirmemail: 'ana@example.com',
  phone: '404-555-0123',
};

export const FILLED_ORDER_FORM = {
  dateOfBirthMonth: '4',
  dateOfBirthDay: '9',
  dateOfBirthYear: '1990',
  idProof: '1',
  idNumber: 'GA-1234567',
  residenceYears: '3',
  residenceMonths: '2',
  incomeSource: 'ActivelyEmployed',
  employerPhone: '404-555-0188',
  payFrequency: 'TwiceAMonth',
  firstPayDay: '1',
  secondPayDay: 'LastDay',
  lastPayday: '03/15/2024',
};

export const SAVED_CARDS = [
  { id: 'c1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2025, status: 'expired' },
  { id: 'c2', brand: 'Mastercard', last4: '4444', expMonth: 9, expYear: 2030, status: 'reauthorize' },
  { id: 'c3', brand: 'Visa', last4: '1881', expMonth: 1, expYear: 2031, status: 'ok' },
];
