import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldError } from './field';
import { agreementNumberField, orderTrackingSchema } from './order-tracking';

describe('order tracking', () => {
  it("asks for the agreement number with SPEC's one message when it is empty or not alphanumeric", () => {
    expect(fieldError(agreementNumberField(), '')).toBe('AGREEMENT_NUMBER_INVALID');
    expect(fieldError(agreementNumberField(), '  ')).toBe('AGREEMENT_NUMBER_INVALID');
    expect(fieldError(agreementNumberField(), 'AB-123')).toBe('AGREEMENT_NUMBER_INVALID');
    expect(fieldError(agreementNumberField(), ' AB123 ')).toBeUndefined();
  });

  it('takes any generated alphanumeric agreement number', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), (number) => fieldError(agreementNumberField(), number) === undefined));
  });

  it('checks the whole find-order form and gives the trimmed values', () => {
    const ok = v.safeParse(orderTrackingSchema(), { orderTrackingOrderNumber: ' A1 ', orderTrackingPostalCode: ' M5V 3L9 ' });
    expect(ok.output).toEqual({ orderTrackingOrderNumber: 'A1', orderTrackingPostalCode: 'M5V 3L9' });

    const bad = v.safeParse(orderTrackingSchema(), { orderTrackingOrderNumber: '', orderTrackingPostalCode: '3030' });
    expect(bad.issues?.map((issue) => issue.message)).toEqual(['AGREEMENT_NUMBER_INVALID', 'VALIDATE_ZIP_REGEX']);
  });

  it('takes a zip or a Canadian postal code: SPEC 5.2 names orderTrackingPostalCode in that rule', () => {
    for (const code of ['30303', '30303-1234', 'M5V 3L9', 'k1a0b1']) {
      const checked = v.safeParse(orderTrackingSchema(), { orderTrackingOrderNumber: 'LA1', orderTrackingPostalCode: code });
      expect(checked.success, code).toBe(true);
    }
  });
});
