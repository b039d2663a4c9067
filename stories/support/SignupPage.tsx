import { useState, type ReactNode } from 'react';
import { SIGNUP_URLS } from '../../.storybook/signup-handlers';
import { StoryPage } from './StoryPage';

/** The sign-up endpoints a story's config block carries (`parameters.ltoUrls`). */
export const signupUrls = { ...SIGNUP_URLS };

/**
 * A story page for a sign-up widget. `interstitialState` is written to local storage before the
 * widget mounts (the interstitial reads newemailInterstitial once per page): 'first' makes it
 * open 1 s later, absent (null) is a first visit.
 */
export function SignupPage({ note, interstitialState, children }: { note?: string | undefined; interstitialState?: 'first' | 'closed' | null; children: ReactNode }) {
  const [ready] = useState(() => {
    if (interstitialState === null) localStorage.removeItem('newemailInterstitial');
    else if (interstitialState) localStorage.setItem('newemailInterstitial', interstitialState);
    return true;
  });
  return ready ? <StoryPage note={note}>{children}</StoryPage> : null;
}
