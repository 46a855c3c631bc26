import type { ActionLocation } from '@transitdocs/domain';

/** Spec 2 §9: high accuracy, 10 s time-out, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
};

/**
 * Where the signer is, for the Action-location header; null when the browser has no
 * geolocation, the user denies it or it times out (signing goes on without it).
 */
export function readActionLocation(): Promise<ActionLocation | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => {
          resolve({
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy: position.coords.accuracy,
            timestamp: position.timestamp,
          });
        },
        () => {
          resolve(null);
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      resolve(null);
    }
  });
}
