import { getConfig, language } from '../../src/core/config';
import { followPage } from './site-links';

/** What comes before a click on a link, by pointer, keyboard or touch: the moment to write its address. */
const BEFORE_USE = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The header's country and language links (SPEC 2.1, 2.2): the server's markup stays as it is
 * (nothing is drawn, so no React), and each link is kept on the page the shopper is on, its path
 * and query as the address bar shows them now, written again each time the shopper comes to the
 * links (the widget itself starts on that intent). The zip a Spanish link carries is the zip
 * banner's business and stays as it is. Returns what stops it.
 */
export function followThePage(element: HTMLElement, { mainHost }: { mainHost: string }): () => void {
  const { locale, country } = getConfig();
  const spanishLocale = language() === 'es' ? locale : undefined;
  const follow = () => followPage(element, window.location, { spanishLocale, country, mainHost });
  follow();
  for (const type of BEFORE_USE) element.addEventListener(type, follow, { passive: true });
  return () => {
    for (const type of BEFORE_USE) element.removeEventListener(type, follow);
  };
}
