import { useId, useRef } from 'react';
import { isPlainClick, logAndGo } from '../../src/core/activity';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import type { attributes } from './element';
import { messages } from './messages';

/**
 * The home page's 'apply before you shop' promo (SPEC 2.10, 7.4): 'Get started' logs
 * 'HomePage_GetStarted' to logCheckoutSessionActivity, then follows its href. A click that opens
 * a new tab (modifier keys, middle button) is left to the browser.
 */
export function GetStarted({ href }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const titleId = useId();
  const going = useRef(false);
  return (
    <section className="lto-get-started" aria-labelledby={titleId}>
      <h2 id={titleId} className="lto-get-started__title">
        {t('getStarted.title')}
      </h2>
      <p className="lto-get-started__text">{t('getStarted.text')}</p>
      <a
        className="lto-button lto-button--primary lto-get-started__button"
        href={href}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          // One log and one navigation however often it is clicked.
          if (going.current) return;
          going.current = true;
          void logAndGo(endpoint('logCheckoutSessionActivity'), 'HomePage_GetStarted', href);
        }}
      >
        {t('getStarted.button')}
      </a>
    </section>
  );
}
