import { useLayoutEffect, useState } from 'react';
import type { LeasingPowerDecision } from '../../src/contracts/account-events';
import { changeAccount } from '../../src/core/store/account-actions';

/**
 * Puts a story's Leasing Power decision on the store bus, as the account drawer or another tab
 * would (null: signed out), before the story's page draws; true once it is there.
 */
export function useStoryDecision(decision: LeasingPowerDecision | null): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    changeAccount({ signedIn: decision !== null, decision });
    setReady(true);
  }, []);
  return ready;
}
