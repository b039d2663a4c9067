/**
 * The demo's coupon codes (widgets/cart/README.md lists them for testers): one of each kind the
 * cart page answers. A percentage comes off every payment (today's and the monthly ones) of the
 * lines it applies to; a fixed amount (cents of the site's currency: $20 or C$20) off their
 * today's payments, first line first.
 */
export interface CouponSeed {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  /** Only products of this category; null for all. */
  category: string | null;
  /** The last day it works (YYYY-MM-DD); null for never. */
  expiresOn: string | null;
  singleUse: boolean;
}

export const COUPONS: readonly CouponSeed[] = [
  { code: 'SAVE10', kind: 'percent', amount: 10, category: null, expiresOn: null, singleUse: false },
  { code: 'TAKE20', kind: 'fixed', amount: 2000, category: null, expiresOn: null, singleUse: false },
  { code: 'SPRING2020', kind: 'percent', amount: 15, category: null, expiresOn: '2020-05-31', singleUse: false },
  { code: 'WELCOME5', kind: 'percent', amount: 5, category: null, expiresOn: null, singleUse: true },
  { code: 'SOFA15', kind: 'percent', amount: 15, category: 'living-room', expiresOn: null, singleUse: false },
];
