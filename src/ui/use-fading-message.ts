import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from './announce';

/** A message a form shows after it was sent: what it says, and whether it is bad news. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** A heading above the text (SPEC 8: the interstitial's 'Error'). */
  heading?: string;
}

/**
 * A form's message that may fade away after a while (SPEC 9.3: sign-up messages). Each message is
 * also announced, since it may be gone before a screen-reader user gets to it: errors
 * assertively, the rest politely. The message is shown in plain text, not a live region, so it is
 * not read twice.
 */
export function useFadingMessage() {
  const [notice, setNotice] = useState<Notice>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Shows `next`; with `fadeAfterMs`, removes it after that long and then calls `afterFade`. */
  const show = useCallback((next: Notice, fadeAfterMs?: number, afterFade?: () => void) => {
    clearTimeout(timer.current);
    setNotice(next);
    announce(next.heading ? `${next.heading}. ${next.text}` : next.text, next.tone === 'error' ? 'assertive' : 'polite');
    if (fadeAfterMs === undefined) return;
    timer.current = setTimeout(() => {
      setNotice(undefined);
      afterFade?.();
    }, fadeAfterMs);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(undefined);
  }, []);

  return { notice, show, clear };
}
