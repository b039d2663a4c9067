/**
 * Orders a shopper can look up on the order tracking page (SPEC 2.11, 3.6): each one found by its
 * agreement number together with the postal code it was delivered to. Fixed, so tests and the
 * README can name them. Items name products of the seeded catalogue by pid.
 */
import type { TrackingStatus } from '../../../src/contracts/order-tracking.js';

export type { TrackingStatus };

export interface SeedTrackedOrder {
  agreementNumber: string;
  /** In normal form: 5-digit zip, or 'A1A 1A1'. */
  postalCode: string;
  status: TrackingStatus;
  /** ISO date; null once nothing more is due (a cancelled lease). */
  nextPaymentDate: string | null;
  items: { pid: string; quantity: number }[];
}

export const TRACKED_ORDERS: readonly SeedTrackedOrder[] = [
  { agreementNumber: 'LA1001234', postalCode: '30303', status: 'processing', nextPaymentDate: '2026-12-04', items: [{ pid: 'P1001', quantity: 1 }] },
  {
    agreementNumber: 'LA1005678',
    postalCode: '30305',
    status: 'scheduled',
    nextPaymentDate: '2026-12-11',
    items: [
      { pid: 'P1004', quantity: 1 },
      { pid: 'P1008', quantity: 2 },
    ],
  },
  { agreementNumber: 'LA2009876', postalCode: '10001', status: 'delivered', nextPaymentDate: '2026-11-28', items: [{ pid: 'P1009', quantity: 1 }] },
  { agreementNumber: 'LA3004321', postalCode: '60601', status: 'cancelled', nextPaymentDate: null, items: [{ pid: 'P1003', quantity: 1 }] },
  { agreementNumber: 'CA7001234', postalCode: 'M5V 3L9', status: 'processing', nextPaymentDate: '2026-12-02', items: [{ pid: 'P1006', quantity: 1 }] },
  { agreementNumber: 'CA7005678', postalCode: 'H2X 1Y4', status: 'delivered', nextPaymentDate: '2026-12-09', items: [{ pid: 'P1002', quantity: 1 }, { pid: 'P1005', quantity: 1 }] },
];
