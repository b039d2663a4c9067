import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsLeasingPower, leasingPowerFitText, remainingLeasingPower } from './leasing-power';
import type { PriceFormat } from './money';

const enUS: PriceFormat = { locale: 'en-US', currency: 'USD' };
const esUS: PriceFormat = { locale: 'es-US', currency: 'USD' };
const enCA: PriceFormat = { locale: 'en-CA', currency: 'CAD' };

const amount = fc.integer({ min: 0, max: 10_000_000 });

describe('fitsLeasingPower (issue 23)', () => {
  it('fits when the monthly payment is at most what is left, and says by how much it is over otherwise', () => {
    expect(fitsLeasingPower(4999, 25000)).toEqual({ fits: true, remaining: 25000 });
    expect(fitsLeasingPower(25000, 25000)).toEqual({ fits: true, remaining: 25000 });
    expect(fitsLeasingPower(26200, 25000)).toEqual({ fits: false, over: 1200 });
    expect(fitsLeasingPower(4999, 0)).toEqual({ fits: false, over: 4999 });
  });

  it('gives nothing for amounts that are not whole cents at or above zero', () => {
    for (const bad of [Number.NaN, -1, 12.5, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2]) {
      expect(fitsLeasingPower(bad, 25000)).toBeUndefined();
      expect(fitsLeasingPower(4999, bad)).toBeUndefined();
    }
    expect(fitsLeasingPower('4999' as unknown as number, 25000)).toBeUndefined();
  });

  it('property: fits exactly when monthly <= remaining, and the overage added to what is left gives the payment', () => {
    fc.assert(
      fc.property(amount, amount, (monthly, remaining) => {
        const fit = fitsLeasingPower(monthly, remaining);
        expect(fit).toBeDefined();
        if (fit!.fits) expect(monthly).toBeLessThanOrEqual(remaining);
        else {
          expect(fit!.over).toBeGreaterThan(0);
          expect(remaining + fit!.over).toBe(monthly);
        }
      }),
    );
  });

  it('property: any number that is not a non-negative safe integer gives nothing, never a fit', () => {
    const notAmount = fc.oneof(fc.double({ noInteger: true }), fc.integer({ max: -1 }), fc.constant(Number.NaN));
    fc.assert(fc.property(notAmount, amount, (bad, good) => fitsLeasingPower(bad, good) === undefined && fitsLeasingPower(good, bad) === undefined));
  });
});

describe('leasingPowerFitText', () => {
  it("writes 'Fits your $250.00/mo Leasing Power' and '$12.00/mo over your Leasing Power'", () => {
    expect(leasingPowerFitText(fitsLeasingPower(4999, 25000), enUS)).toBe('Fits your $250.00/mo Leasing Power');
    expect(leasingPowerFitText(fitsLeasingPower(26200, 25000), enUS)).toBe('$12.00/mo over your Leasing Power');
  });

  it('speaks Spanish on the Spanish site and shows C$ on the Canadian site', () => {
    expect(leasingPowerFitText(fitsLeasingPower(4999, 25000), esUS)).toBe('Cabe en tu Poder de Arrendamiento de $250.00/mes');
    expect(leasingPowerFitText(fitsLeasingPower(26200, 25000), esUS)).toBe('$12.00/mes por encima de tu Poder de Arrendamiento');
    expect(leasingPowerFitText(fitsLeasingPower(4999, 125000), enCA)).toBe('Fits your C$1,250.00/mo Leasing Power');
  });

  it('takes the platform wording from the resources', () => {
    const format = { ...enUS, resources: { 'price.fitsLeasingPower': 'Within {price}' } };
    expect(leasingPowerFitText(fitsLeasingPower(1, 2), format)).toBe('Within $0.02');
  });

  it('gives no text without a fit', () => {
    expect(leasingPowerFitText(undefined, enUS)).toBeUndefined();
  });
});

describe('remainingLeasingPower (SPEC 3.4 sessionDecisionViewModel)', () => {
  const now = new Date(2026, 10, 27, 12);
  const approved = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: '2027-02-25' };

  it('reads the remaining amount of an approved (or tierIsApproved) decision in cents', () => {
    expect(remainingLeasingPower(approved, now)).toBe(25000);
    expect(remainingLeasingPower({ tierIsApproved: true, remainingLeasingPower: 49.99 }, now)).toBe(4999);
    expect(remainingLeasingPower({ ...approved, remainingLeasingPower: 0 }, now)).toBe(0);
  });

  it('gives nothing for signed out, pending, denied or missing decisions', () => {
    for (const decision of [null, undefined, 'Approved', {}, { approvalDetermination: 'PendingVerification', tierIsApproved: true, remainingLeasingPower: 250 }, { approvalDetermination: 'Denied', remainingLeasingPower: 250 }]) {
      expect(remainingLeasingPower(decision, now)).toBeUndefined();
    }
  });

  it('gives nothing for no amount, a negative or non-money amount', () => {
    for (const amount of [null, undefined, -1, Number.NaN, Infinity, '250', '$250.00', true]) {
      expect(remainingLeasingPower({ ...approved, remainingLeasingPower: amount }, now)).toBeUndefined();
    }
  });

  it('gives nothing once the approval expired (it lasts to the end of its day) or when its expiry is not a date', () => {
    expect(remainingLeasingPower({ ...approved, expirationDateValue: '2026-11-27' }, now)).toBe(25000);
    expect(remainingLeasingPower({ ...approved, expirationDateValue: '2026-11-26' }, now)).toBeUndefined();
    expect(remainingLeasingPower({ ...approved, expirationDateValue: 'soon' }, now)).toBeUndefined();
    expect(remainingLeasingPower({ ...approved, expirationDateValue: 20270101 }, now)).toBeUndefined();
    expect(remainingLeasingPower({ ...approved, expirationDateValue: null }, now)).toBe(25000);
  });
});
