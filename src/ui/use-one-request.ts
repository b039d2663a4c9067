import { useLayoutEffect, useRef, useState } from 'react';

/**
 * One request at a time for a form: a second submit while the first is on its way sends nothing
 * (SPEC's double-submit rule), and `busy` drives aria-busy and the button's text.
 *
 * The lock outlives the request until React has drawn what its answer changed: the second click of
 * a double-click can land after a quick answer but before the form gives way to its thanks, and
 * must not send the message again.
 */
export function useOneRequest() {
  const [busy, setBusy] = useState(false);
  const [settled, setSettled] = useState(0);
  const inFlight = useRef(false);
  useLayoutEffect(() => {
    inFlight.current = false;
  }, [settled]);
  /** Runs `task` unless one is running; its result, or undefined when it did not run. */
  const run = async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      setBusy(false);
      setSettled((count) => count + 1);
    }
  };
  return { busy, isBusy: () => inFlight.current, run };
}
