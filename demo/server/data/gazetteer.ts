import zipcodes from 'zipcodes';
import { distanceKm, type Coordinates } from './geo.js';
import type { PostalCode } from './postal-code.js';

/**
 * One row of the `zipcodes` package's table in the demo's terms: a US ZIP ('30303') or, as the
 * package knows Canada only to that level, a forward sortation area ('M5V': the first three
 * characters of a postal code, a few streets of a city).
 */
export interface Area extends Coordinates {
  key: string;
  country: 'US' | 'CA';
  city: string;
  /** Two-letter state or province. */
  stateCode: string;
}

/** Where a code the shopper typed lies: its area's city, state and centre, under the full code. */
export interface Place extends Omit<Area, 'key'> {
  /** Normal form, as typed: '30303', 'M5V 3L9'. */
  code: string;
}

/** zipcodes names provinces in full; addresses and the store list use the postal abbreviations. */
const PROVINCE_CODES: Readonly<Record<string, string>> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Nova Scotia': 'NS',
  'Northwest Territory': 'NT',
  'Nunavut Territory': 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
};

/**
 * Canadian area names list neighbourhoods ('Downtown Toronto (cn Tower / King And Spadina / ...)');
 * the part before the list names the place. Some names lost their accents to U+FFFD in the
 * package's data ('Saint-f\uFFFDlicien'): those are left out rather than shown garbled.
 */
function areaCity(name: string): string {
  const city = name.replace(/\s*\(.*$/s, '').trim();
  return city.includes('\uFFFD') ? '' : city;
}

/**
 * The package's rows the demo can use. Left out: military APO/FPO ZIPs, which sit at 0, 0 for
 * want of a place (they would answer coordinates in the Gulf of Guinea); and a few Canadian rows
 * whose columns slipped (no latitude, a district for the province).
 */
function toArea(row: zipcodes.ZipCode): Area | null {
  const { latitude, longitude } = row;
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return null;
  if (row.country === 'US') return { key: row.zip, country: 'US', city: row.city, stateCode: row.state, latitude, longitude };
  const stateCode = PROVINCE_CODES[row.state];
  return stateCode ? { key: row.zip, country: 'CA', city: areaCity(row.city), stateCode, latitude, longitude } : null;
}

let table: { byKey: Map<string, Area>; all: Area[] } | null = null;

/** Built on first use: 44 thousand rows are a few milliseconds, and tests that never look a code up skip them. */
function areas(): { byKey: Map<string, Area>; all: Area[] } {
  if (!table) {
    const all = Object.values(zipcodes.codes).flatMap((row) => toArea(row) ?? []);
    table = { byKey: new Map(all.map((a) => [a.key, a])), all };
  }
  return table;
}

/** A ZIP's own area, or a Canadian postal code's sortation area; null when the package has none (99999). */
export function placeOf(postal: PostalCode): Place | null {
  const area = areas().byKey.get(postal.country === 'US' ? postal.code : postal.code.slice(0, 3));
  if (!area || area.country !== postal.country) return null;
  const { key: _key, ...where } = area;
  return { ...where, code: postal.code };
}

/** A degree of latitude is never less than this many kilometres apart: a cheap bound that skips most rows before the haversine. */
const KM_PER_DEGREE_LATITUDE = 111.19;

/** The area whose centre is nearest the point, if one is within withinKm. */
export function nearestArea(point: Coordinates, withinKm: number): Area | null {
  let best: Area | null = null;
  let bestKm = withinKm;
  for (const area of areas().all) {
    if (Math.abs(area.latitude - point.latitude) * KM_PER_DEGREE_LATITUDE > bestKm) continue;
    const km = distanceKm(point, area);
    if (best === null ? km <= bestKm : km < bestKm) {
      best = area;
      bestKm = km;
    }
  }
  return best;
}
