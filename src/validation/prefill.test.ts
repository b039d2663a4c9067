import { describe, expect, it } from 'vitest';
import { validateStep } from './checkout-steps';
import { prefillValues, withFieldNames } from './prefill';

describe('pre-filled values', () => {
  it('fills country from countryCode and state from stateCode, and never the ID, UUID or key', () => {
    const address = { ID: 'a1', UUID: 'u-1', key: 'k', firstName: ' Ana ', address1: '12 Main St', countryCode: 'US', stateCode: 'GA', postal: 30303, nickname: null };
    expect(prefillValues(address)).toEqual({ firstName: 'Ana', address1: '12 Main St', country: 'US', state: 'GA', postal: '30303' });
  });

  it('reads the other spellings of SPEC 3.6 as the field, the field itself winning', () => {
    expect(withFieldNames({ zip: '30303', secondname: 'J', cellphone: '404-555-1234', ext: '12' })).toEqual({ postal: '30303', middleInitial: 'J', cellPhone: '404-555-1234', employerExt: '12' });
    expect(withFieldNames({ zip: '11111', postal: '30303' })).toEqual({ postal: '30303' });
  });

  it('lets a step posted with zip and firstname pass as postal and firstName', () => {
    const result = validateStep('delivery', {
      firstname: 'Ana',
      lastname: 'Ruiz',
      address1: '12 Main St',
      city: 'Atlanta',
      state: 'GA',
      zip: '30303',
      email: 'ana@example.com',
      confirmemail: 'ana@example.com',
      phone: '404-555-1234',
    });
    expect(result.errors).toEqual({});
    expect(result.values['postal']).toBe('30303');
  });
});
