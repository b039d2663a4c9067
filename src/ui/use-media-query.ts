import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, re-rendering when it stops or starts matching (a window resized,
 * a tablet turned). Without matchMedia (old browsers, the server) it never matches: the feature
 * behind it stays off rather than appearing where it should not.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
