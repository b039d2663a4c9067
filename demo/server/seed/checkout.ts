/**
 * The cards the demo's payment step offers as saved (SPEC 2.11 billing page): one expired, one the
 * issuer wants reauthorized, one fine, so every tag shows. Only brand and last four digits, as a
 * storefront would keep them.
 */
export const SAVED_CARDS = [
  { id: 'c1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2025, needsReauthorization: false },
  { id: 'c2', brand: 'Mastercard', last4: '5454', expMonth: 9, expYear: 2029, needsReauthorization: true },
  { id: 'c3', brand: 'Discover', last4: '1117', expMonth: 12, expYear: 2030, needsReauthorization: false },
] as const;

/** The address book entry of the demo's approved account (accounts are seeded by the identity work). */
export const SAVED_ADDRESSES = [
  {
    accountEmail: 'approved@example.com',
    id: 'addr-0001',
    uuid: '3b9f6a52-7c1e-4d0b-9a8e-5f2c6d1e4a70',
    firstName: 'Alex',
    lastName: 'Rivera',
    address1: '55 Trinity Ave SW',
    address2: 'Apt 4',
    city: 'Atlanta',
    stateCode: 'GA',
    postal: '30303',
    countryCode: 'US',
  },
] as const;
