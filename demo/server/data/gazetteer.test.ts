import { describe, expect, test } from 'vitest';
import { nearestArea, placeOf } from './gazetteer.js';
import { NEARBY_RADIUS_KM } from './geo.js';
import { normalizePostalCode } from './postal-code.js';

const place = (typed: string) => placeOf(normalizePostalCode(typed)!);

describe('placeOf: where zipcodes puts a typed code', () => {
  test('places any real US ZIP at its own centre, with its city and state', () => {
    expect(place('30303')).toEqual({ code: '30303', country: 'US', city: 'Atlanta', stateCode: 'GA', latitude: 33.7525, longitude: -84.3888 });
    expect(place('30339-1234')).toMatchObject({ code: '30339', city: 'Atlanta', stateCode: 'GA' });
    expect(place('59701')).toMatchObject({ city: 'Butte', stateCode: 'MT' });
  });

  test('places a Canadian postal code by its area, keeping the full code the shopper typed', () => {
    expect(place('m5v3l9')).toEqual({
      code: 'M5V 3L9', country: 'CA', city: 'Downtown Toronto', stateCode: 'ON', latitude: 43.6525, longitude: -79.3686,
    });
    expect(place('M5V 1J1')).toMatchObject({ code: 'M5V 1J1', latitude: 43.6525, longitude: -79.3686 });
  });

  test.each([
    ['T5J 0N3', 'AB'], ['V6B 1A1', 'BC'], ['R3C 4T3', 'MB'], ['E1C 4M3', 'NB'], ['A1C 5M2', 'NL'], ['B3H 4R2', 'NS'],
    ['X1A 2L9', 'NT'], ['X0A 0H0', 'NU'], ['K1P 1J1', 'ON'], ['C1A 4P3', 'PE'], ['H2X 1Y4', 'QC'], ['S4P 3Y2', 'SK'], ['Y1A 2C6', 'YT'],
  ])('gives %s its two-letter province %s', (code, province) => {
    expect(place(code)?.stateCode).toBe(province);
  });

  test('names a Canadian area by its place, not its list of neighbourhoods, and never shows a garbled name', () => {
    expect(place('R3C 4T3')?.city).toBe('Winnipeg');
    expect(place('G8K 1A1')).toMatchObject({ city: '', stateCode: 'QC' });
  });

  test('knows no ZIP that does not exist, nor military ZIPs that have no place', () => {
    expect(place('99999')).toBeNull();
    expect(place('34001')).toBeNull();
  });
});

describe('nearestArea', () => {
  test('is the ZIP or Canadian area whose centre is nearest', () => {
    expect(nearestArea({ latitude: 33.7525, longitude: -84.3888 }, NEARBY_RADIUS_KM)?.key).toBe('30303');
    expect(nearestArea({ latitude: 43.6525, longitude: -79.3686 }, NEARBY_RADIUS_KM)).toMatchObject({ key: 'M5V', country: 'CA' });
  });

  test('is null when nothing is within reach, in the middle of the ocean and at 0, 0', () => {
    expect(nearestArea({ latitude: 30, longitude: -40 }, NEARBY_RADIUS_KM)).toBeNull();
    expect(nearestArea({ latitude: 0, longitude: 0 }, NEARBY_RADIUS_KM)).toBeNull();
  });
});
