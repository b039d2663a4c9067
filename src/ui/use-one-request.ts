import { useRef, useState } from 'react';

/**
 * One request at a time for a form: a second submit while the first is on its way sends nothing
 * (SPEC's double-submit rule), and `busy` drives aria-busy and the button's text.
 */
export function useOneRequest() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  /** Runs `task` unless one is running; its result, or undefined when it did not run. */
  const run = async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, isBusy: () => inFlight.current, run };
}
