import { useRef, type MouseEvent } from 'react';
import { isPlainClick, logAndGo } from '../core/activity';
import { endpoint } from '../core/config';

/**
 * The click handler of a link that logs `pageName` to logCheckoutSessionActivity (SPEC 7.4) before
 * it goes to `href`: one log and one navigation however often it is clicked. A click that opens a
 * new tab or window is left to the browser.
 */
export function useLoggedLink(pageName: string, href: string) {
  const going = useRef(false);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (going.current) return;
    going.current = true;
    void logAndGo(endpoint('logCheckoutSessionActivity'), pageName, href);
  };
}
