import { useEffect, useRef, useState, type ComponentType } from 'react';
import { endpoint, getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { CALM_CHECK_MS, decideOnce, rememberClosed, SHOW_DELAY_MS } from './display-state';
import { shopperIsBusy } from './shopper-busy';
import type { attributes } from './element';
import type { InterstitialDialogProps } from './InterstitialDialog';

/**
 * The dialog's code comes only on the pages that show it (most page views never do), fetched
 * while the pop-up waits for its moment: the moment is judged with the code at hand, as a field
 * focused while it was still on its way would otherwise be covered.
 */
let dialogCode: Promise<ComponentType<InterstitialDialogProps>> | undefined;
const loadDialog = () => (dialogCode ??= import('./InterstitialDialog').then((module) => module.default));

/**
 * The marketing interstitial (SPEC 2.4, 4.1): on every page it records the visit; on a later
 * eligible page, while the shopper has neither closed it nor signed up, it opens 1 s after the
 * page has loaded (so never over a page still loading), and never over another dialog or a form
 * field the shopper is in: then it waits until they have been done for 1 s.
 */
export function Interstitial(props: WidgetProps<typeof attributes>) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<InterstitialDialogProps>>();
  const emailUrl = endpoint('interstitialEmail');
  const textUrl = endpoint('interstitialText');
  const usable = props.variant === 'email' ? !!emailUrl : props.variant === 'text' ? !!textUrl : !!(emailUrl || textUrl);
  // Decided once per page: the first look at the state may change it ('first' is written).
  const decided = useRef<boolean | undefined>(undefined);

  useEffect(() => {
    if (!usable) return;
    const win = props.element.ownerDocument.defaultView;
    if (!win) return;
    decided.current ??= decideOnce(props.element, win, getConfig().page.type);
    if (!decided.current) return;
    // From the load event, the shopper must have been free for SHOW_DELAY_MS: no other dialog
    // open, no form field focused. Looked at every CALM_CHECK_MS rather than on focus events, so
    // moving from one field to the next (focus leaves one before it reaches the other) never counts.
    let timer: ReturnType<typeof setInterval> | undefined;
    let code: ComponentType<InterstitialDialogProps> | undefined;
    let live = true;
    const start = () => {
      loadDialog().then(
        (component) => {
          code = component;
          if (live) setDialog(() => component);
        },
        // Without its code the pop-up stays closed: the page has lost nothing.
        () => clearInterval(timer),
      );
      // The shopper may have been done a moment before the look that finds them so: that look
      // counts nothing (a busy look sets one step below zero), so the pop-up opens 1 to 1.25 s
      // after they are done, never sooner. From the load event it counts from the first look.
      let calmFor = 0;
      timer = setInterval(() => {
        calmFor = shopperIsBusy(win.document, props.element) ? -CALM_CHECK_MS : calmFor + CALM_CHECK_MS;
        if (calmFor < SHOW_DELAY_MS || !code) return;
        clearInterval(timer);
        setOpen(true);
      }, CALM_CHECK_MS);
    };
    if (win.document.readyState === 'complete') start();
    else win.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      clearInterval(timer);
      win.removeEventListener('load', start);
    };
  }, [props.element, usable]);

  if (!open || !Dialog) return null;
  const remember = () => {
    const win = props.element.ownerDocument.defaultView;
    if (win) rememberClosed(win);
  };
  const close = () => {
    remember();
    setOpen(false);
  };
  return <Dialog {...props} emailUrl={emailUrl} textUrl={textUrl} onSignedUp={remember} onClose={close} />;
}
