import { useLayoutEffect, useState } from 'react';
import { getConfig, language } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { adoptServerNodes, readServerNodes } from '../../src/ui/server-nodes';
import type { attributes } from './element';
import { followPage } from './site-links';

/** What comes before a click on a link, by pointer, keyboard or touch: the moment to write its address. */
const BEFORE_USE = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The header's country and language links (SPEC 2.1, 2.2) over the server's markup, which stays
 * the platform's: the widget keeps its nodes and keeps each link on the page the shopper is on,
 * its path and query as the address bar shows them now, written again each time the shopper comes
 * to the links (the island itself is drawn on that intent). The zip a Spanish link carries is the
 * zip banner's business and stays as it is.
 */
export function LocaleSwitcher({ element, mainHost }: WidgetProps<typeof attributes>) {
  const [server] = useState(() => readServerNodes([...element.childNodes]));
  useLayoutEffect(() => adoptServerNodes(element, server), [element, server]);

  useLayoutEffect(() => {
    const spanishLocale = language() === 'es' ? getConfig().locale : undefined;
    const follow = () => followPage(element, window.location, { spanishLocale, mainHost });
    follow();
    for (const type of BEFORE_USE) element.addEventListener(type, follow, { passive: true });
    return () => {
      for (const type of BEFORE_USE) element.removeEventListener(type, follow);
    };
  }, [element, mainHost]);

  return null;
}
