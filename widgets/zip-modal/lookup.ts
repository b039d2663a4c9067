import { StoresByLocationAnswerSchema, ZipSearchAnswerSchema } from '../../src/contracts/location';
import { buildUrl, postForm, postJSON } from '../../src/core/api';

/**
 * The location calls of SPEC 7.2. Each ends in a zip the server now holds for the shopper, or in
 * 'not-found' (the server answered success false) or 'failed' (no usable answer).
 */
export type LookupOutcome = { kind: 'found'; zip: string } | { kind: 'not-found' } | { kind: 'failed' };

async function outcome(call: () => Promise<{ success: boolean; zip?: string | null }>): Promise<LookupOutcome> {
  try {
    const { success, zip } = await call();
    return success && zip ? { kind: 'found', zip } : { kind: 'not-found' };
  } catch {
    return { kind: 'failed' };
  }
}

/** POST the zip form: zipcodesearch_zipcode, the submit button's name, format=ajax. */
export function searchZip(url: string, zip: string, submitName: string): Promise<LookupOutcome> {
  return outcome(async () => {
    const form = new URLSearchParams({ zipcodesearch_zipcode: zip, [submitName]: submitName, format: 'ajax' });
    const answer = await postForm(url, form, ZipSearchAnswerSchema);
    // A zip the server accepted but with no store near it is not a location we can use.
    const found = answer.success && answer.numberOfStoresFound !== 0;
    return { success: found, zip: answer.zipcode || zip };
  });
}

/** The browser gave coordinates: the server finds the nearest stores and the zip they are in. */
export function storesByCoordinates(url: string, latitude: number, longitude: number): Promise<LookupOutcome> {
  const href = buildUrl(url, { format: 'ajax', latitude, longitude, allowedLocation: true, bypassExistingZipcodeCheck: true });
  return outcome(async () => {
    const answer = await postJSON(href, {}, StoresByLocationAnswerSchema);
    return { success: answer.success, zip: answer.headerzipcode };
  });
}

/** The browser gave no location: the server picks one (from the connection, or a default). */
export function storesFallback(url: string): Promise<LookupOutcome> {
  const href = buildUrl(url, { allowedLocation: false, logLocation: false, bypassExistingZipcodeCheck: true });
  return outcome(async () => {
    const answer = await postForm(href, {}, StoresByLocationAnswerSchema);
    return { success: answer.success, zip: answer.headerzipcode };
  });
}
