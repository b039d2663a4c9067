import type * as v from 'valibot';
import { AvailabilityAnswerSchema } from '../../src/contracts/availability';
import { getJSON } from '../../src/core/api';

/** The Availability answer as read (the contract: src/contracts/availability.ts). */
export type Availability = v.InferOutput<typeof AvailabilityAnswerSchema>;

/** GET {getAvailability}?pid={pid}&Quantity={n} (SPEC 7.5). */
export function fetchAvailability(url: string, pid: string, quantity: number): Promise<Availability> {
  return getJSON(url, { pid, Quantity: quantity }, AvailabilityAnswerSchema);
}
