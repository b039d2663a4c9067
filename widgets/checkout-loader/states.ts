import * as v from 'valibot';
import { warnOnce } from '../../src/core/warn';

/**
 * The overlay's states (SPEC 4.9, 9.6). The checkout form goes DEFAULT → KBA_SUCCESS, or
 * DEFAULT → DOC_VERIFY_PROCESSING → DOC_VERIFY_SUCCESS; NON_CHECKOUT and GENERIC_LOADING serve
 * other waits. The loader shows whichever state it is given: the order is the sender's.
 */
export const LOADER_STATES = ['DEFAULT', 'KBA_SUCCESS', 'NON_CHECKOUT', 'DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS', 'GENERIC_LOADING'] as const;

export type LoaderState = (typeof LOADER_STATES)[number];

/** The document-level event that drives the overlay (checkout contract): `null` hides it. */
export const STATUS_EVENT = 'lto:checkout-status';

const StatusDetail = v.object({ state: v.nullable(v.picklist(LOADER_STATES)) });

export const isLoaderState = (value: string): value is LoaderState => (LOADER_STATES as readonly string[]).includes(value);

/**
 * The state an `lto:checkout-status` event asks for; anything else (an unknown state, a missing
 * detail) hides the overlay with one warning, so a typo in a host script never leaves the page
 * covered.
 */
export function stateOfEvent(event: Event): LoaderState | null {
  const parsed = v.safeParse(StatusDetail, (event as CustomEvent<unknown>).detail);
  if (parsed.success) return parsed.output.state;
  warnOnce(`<lto-checkout-loader> got an ${STATUS_EVENT} event without a known state: the overlay is hidden`);
  return null;
}
