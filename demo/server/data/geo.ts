export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;
/**
 * How far 'near' reaches: a store search lists only the stores within 50 miles (about 80 km) of
 * the shopper's zip or location, and a location with no postal area that close is given no zip.
 */
export const NEARBY_RADIUS_KM = 50 * KM_PER_MILE;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula; plenty for ranking stores within a city. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Finite and on the globe; query strings give us anything. */
export function isValidCoordinates(c: Coordinates): boolean {
  return Number.isFinite(c.latitude) && Number.isFinite(c.longitude) && Math.abs(c.latitude) <= 90 && Math.abs(c.longitude) <= 180;
}
