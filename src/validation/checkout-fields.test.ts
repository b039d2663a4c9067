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

  it('fits a zip+4 on the US site and a Canadian postal code, letters and all, on the Canadian one', () => {
    expect(checkoutField('postal', 'US')).toMatchObject({ inputMode: 'numeric', maxLength: '30303-1234'.length });
    expect(checkoutField('postal', 'CA')).toMatchObject({ inputMode: 'text', maxLength: 'M5V 3L9'.length });
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
