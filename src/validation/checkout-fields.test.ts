import { describe, expect, it } from 'vitest';
import { checkoutField, hasCheckoutField, listValues } from './checkout-fields';
import { CHECKOUT_STEPS, STEP_FIELDS, validateStep } from './checkout-steps';
import { enumerationLabels, labelKey } from './enumeration-labels';

const ALL_FIELDS = CHECKOUT_STEPS.flatMap((step) => STEP_FIELDS[step].map((name) => [step, name] as const));

describe('the checkout fields table', () => {
  it.each(ALL_FIELDS)('draws %s’s field %s (none falls back to a plain text box)', (_, name) => {
    expect(hasCheckoutField(name)).toBe(true);
  });

  it('labels every value of its SPEC 9.7 lists, in English and Spanish', () => {
    for (const [, name] of ALL_FIELDS) {
      const values = checkoutField(name, 'US').values;
      if (!values || values === 'regions' || !values.list) continue;
      for (const value of values.values) {
        expect(enumerationLabels.en[labelKey(values.list, value)], `${name} ${value}`).toBeTruthy();
        expect(enumerationLabels.es[labelKey(values.list, value)], `${name} ${value}`).toBeTruthy();
      }
    }
  });

  it('offers only values the order form step accepts', () => {
    for (const name of ['incomeSource', 'payFrequency', 'dateOfBirthMonth', 'idProof', 'secondPayDay']) {
      const { values } = checkoutField(name, 'US');
      for (const value of listValues(values!, 'US')) expect(validateStep('order-form', { [name]: value }).errors[name], `${name} ${value}`).toBeUndefined();
    }
  });

  it('lists the states on the US site and the provinces on the Canadian one', () => {
    const state = checkoutField('state', 'US').values!;
    expect(listValues(state, 'US')).toContain('GA');
    expect(listValues(state, 'CA')).toEqual(expect.arrayContaining(['ON', 'QC']));
    expect(listValues(state, 'CA')).not.toContain('GA');
  });

  it('offers a keyboard with letters for the postal code and room for a zip+4 on both sites, which take either form (SPEC 5.2)', () => {
    for (const country of ['US', 'CA'] as const) expect(checkoutField('postal', country)).toMatchObject({ inputMode: 'text', maxLength: '30303-1234'.length });
  });

  it('gives masked inputs no maxlength, which would cut a paste that is too long into one that looks right, only a typing limit', () => {
    expect(checkoutField('socialSecurity', 'US')).toMatchObject({ typingLimit: '212-55-1234'.length });
    expect(checkoutField('lastPayday', 'US')).toMatchObject({ typingLimit: '01/15/2025'.length });
    for (const name of ['socialSecurity', 'lastPayday']) expect(checkoutField(name, 'US').maxLength, name).toBeUndefined();
  });

  it('never lets the browser fill in the shopper’s own details for someone else or remember the SSN', () => {
    for (const name of ['employerPhone', 'reference1FirstName', 'reference2LastName', 'reference1Phone', 'socialSecurity']) {
      expect(checkoutField(name, 'US').autoComplete, name).toBe('off');
    }
  });

  it('draws a field it does not know as a text box the browser does not fill', () => {
    expect(checkoutField('toString', 'US')).toEqual({ control: 'text', autoComplete: 'off' });
  });
});
