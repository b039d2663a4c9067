import { useEffect, useState, type ComponentType } from 'react';
import { getConfig } from '../../src/core/config';
import { readCookie } from '../../src/core/cookies';
import type { WidgetProps } from '../../src/core/define';
import { warnOnce } from '../../src/core/warn';
import type { CookieConsentDialogProps } from './CookieConsentDialog';
import { consentDialogDue } from './due';
import type { attributes } from './element';

/** The dialog's code (and the shared Dialog's) comes only on the pages that show it. */
let dialogCode: Promise<ComponentType<CookieConsentDialogProps>> | undefined;
const loadDialog = () => (dialogCode ??= import('./CookieConsentDialog').then((module) => module.default));

/**
 * The cookie consent dialog (SPEC 2.2, 4.1): on a page where it is due, its code is loaded and it
 * opens; 'I agree' grants consent (src/core/consent.ts) and it is gone for as long as the consent
 * cookies last (SPEC's default cookie life, 1 hour: SPEC gives them no days).
 */
export function CookieConsent({ contentUrl }: WidgetProps<typeof attributes>) {
  const [Dialog, setDialog] = useState<ComponentType<CookieConsentDialogProps>>();
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    const config = getConfig();
    if (!consentDialogDue(config.preferences['COOKIE_HINT'], config.page.type, readCookie('dw_cookies_accepted'))) return;
    let live = true;
    loadDialog().then(
      (component) => live && setDialog(() => component),
      () => {
        // Retried on the next page; until then nothing non-essential runs.
        dialogCode = undefined;
        warnOnce('<lto-cookie-consent> could not load its dialog');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (!Dialog || answered) return null;
  return <Dialog contentUrl={contentUrl} onAgreed={() => setAnswered(true)} />;
}
