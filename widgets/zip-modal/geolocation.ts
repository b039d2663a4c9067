/** How long the browser may take to find the shopper before the fallback lookup runs. */
const GEOLOCATION_TIMEOUT_MS = 10000;

/** The shopper's coordinates, or undefined when the browser has none, is refused or fails. */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | undefined> {
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(undefined),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60 * 1000 },
    );
  });
}
