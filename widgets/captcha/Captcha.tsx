import { useEffect, useState } from 'react';
import type { CAPTCHA_DUE_EVENT } from '../../src/contracts/safety-events';
import { getConfig } from '../../src/core/config';
import { on } from '../../src/core/events';
import { lazyComponent } from '../../src/ui/lazy-component';

/** Written out (typed by the contract): the constant's module shared with the runtime would be a chunk of its own. */
const CAPTCHA_DUE: typeof CAPTCHA_DUE_EVENT = 'lto:captcha-due';

/** The dialog's code (and the shared Dialog's) comes only on the pages that show it. */
const useDialog = lazyComponent(() => import('./CaptchaDialog'), '<lto-captcha> could not load its dialog');

/**
 * The 'Are you human' captcha (SPEC 2.2, 4.1): where the config block says the session is flagged
 * (page.showCaptcha, the session flag SHOW_CAPTCHA), or a request of the page is refused as rate
 * limited (lto:captcha-due, which src/core/api.ts sends on a 429), its code is loaded and it
 * opens; OK clears the flag on the server and closes it.
 */
export function Captcha() {
  const [due, setDue] = useState(() => getConfig().page.showCaptcha === true);
  const Dialog = useDialog(due);

  useEffect(() => on(document, CAPTCHA_DUE, () => setDue(true)), []);

  if (!Dialog || !due) return null;
  return <Dialog onAcknowledged={() => setDue(false)} />;
}
