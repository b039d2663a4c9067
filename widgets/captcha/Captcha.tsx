import { useEffect, useState, type ComponentType } from 'react';
import type { CAPTCHA_DUE_EVENT } from '../../src/contracts/safety-events';
import { getConfig } from '../../src/core/config';
import { on } from '../../src/core/events';
import { warnOnce } from '../../src/core/warn';
import type { CaptchaDialogProps } from './CaptchaDialog';

/** Written out (typed by the contract): the constant's module shared with the runtime would be a chunk of its own. */
const CAPTCHA_DUE: typeof CAPTCHA_DUE_EVENT = 'lto:captcha-due';

/** The dialog's code (and the shared Dialog's) comes only on the pages that show it. */
let dialogCode: Promise<ComponentType<CaptchaDialogProps>> | undefined;
const loadDialog = () => (dialogCode ??= import('./CaptchaDialog').then((module) => module.default));

/**
 * The 'Are you human' captcha (SPEC 2.2, 4.1): where the config block says the session is flagged
 * (page.showCaptcha, the session flag SHOW_CAPTCHA), or a request of the page is refused as rate
 * limited (lto:captcha-due, which src/core/api.ts sends on a 429), its code is loaded and it
 * opens; OK clears the flag on the server and closes it.
 */
export function Captcha() {
  const [Dialog, setDialog] = useState<ComponentType<CaptchaDialogProps>>();
  const [due, setDue] = useState(() => getConfig().page.showCaptcha === true);

  useEffect(() => on(document, CAPTCHA_DUE, () => setDue(true)), []);

  useEffect(() => {
    if (!due || Dialog) return;
    let live = true;
    loadDialog().then(
      (component) => live && setDialog(() => component),
      () => {
        dialogCode = undefined; // the next page tries again
        warnOnce('<lto-captcha> could not load its dialog');
      },
    );
    return () => {
      live = false;
    };
  }, [due, Dialog]);

  if (!Dialog || !due) return null;
  return <Dialog onAcknowledged={() => setDue(false)} />;
}
