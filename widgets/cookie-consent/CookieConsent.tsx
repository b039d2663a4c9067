import { useState } from 'react';
import { getConfig } from '../../src/core/config';
import { readCookie } from '../../src/core/cookies';
import type { WidgetProps } from '../../src/core/define';
import { lazyComponent } from '../../src/ui/lazy-component';
import { consentDialogDue } from './due';
import type { attributes } from './element';

/** The dialog's code (and the shared Dialog's) comes only on the pages that show it; retried on the next page if it fails (nothing non-essential runs until then). */
const useDialog = lazyComponent(() => import('./CookieConsentDialog'), '<lto-cookie-consent> could not load its dialog');

/**
 * The cookie consent dialog (SPEC 2.2, 4.1): on a page where it is due, its code is loaded and it
 * opens; 'I agree' grants consent (src/core/consent.ts) and it is gone for as long as the consent
 * cookies last (SPEC's default cookie life, 1 hour: SPEC gives them no days).
 */
export function CookieConsent({ contentUrl }: WidgetProps<typeof attributes>) {
  const [due] = useState(() => {
    const config = getConfig();
    return consentDialogDue(config.preferences['COOKIE_HINT'], config.page.type, readCookie('dw_cookies_accepted'));
  });
  const Dialog = useDialog(due);
  const [answered, setAnswered] = useState(false);

  if (!Dialog || answered) return null;
  return <Dialog contentUrl={contentUrl} onAgreed={() => setAnswered(true)} />;
}
