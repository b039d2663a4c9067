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
    const ok = v.safeParse(orderTrackingSchema({ country: 'CA' }), { orderTrackingOrderNumber: ' A1 ', orderTrackingPostalCode: ' M5V 3L9 ' });
    expect(ok.output).toEqual({ orderTrackingOrderNumber: 'A1', orderTrackingPostalCode: 'M5V 3L9' });

    const bad = v.safeParse(orderTrackingSchema({ country: 'US' }), { orderTrackingOrderNumber: '', orderTrackingPostalCode: 'M5V 3L9' });
    expect(bad.issues?.map((issue) => issue.message)).toEqual(['AGREEMENT_NUMBER_INVALID', 'VALIDATE_ZIP_REGEX']);
  });
});
