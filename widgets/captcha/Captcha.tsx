import { useEffect, useState, type ComponentType } from 'react';
import { getConfig } from '../../src/core/config';
import { warnOnce } from '../../src/core/warn';
import type { CaptchaDialogProps } from './CaptchaDialog';

/** The dialog's code (and the shared Dialog's) comes only on the pages that show it. */
let dialogCode: Promise<ComponentType<CaptchaDialogProps>> | undefined;
const loadDialog = () => (dialogCode ??= import('./CaptchaDialog').then((module) => module.default));

/**
 * The 'Are you human' captcha (SPEC 2.2, 4.1): where the config block says the session is flagged
 * (page.showCaptcha, the session flag SHOW_CAPTCHA), its code is loaded and it opens; OK clears
 * the flag on the server and closes it.
 */
export function Captcha() {
  const [Dialog, setDialog] = useState<ComponentType<CaptchaDialogProps>>();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (getConfig().page.showCaptcha !== true) return;
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
  }, []);

  if (!Dialog || done) return null;
  return <Dialog onAcknowledged={() => setDone(true)} />;
}
