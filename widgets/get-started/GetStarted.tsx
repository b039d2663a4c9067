import { useId } from 'react';
import { useLoggedLink } from '../../src/ui/use-logged-link';
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
  const onClick = useLoggedLink('HomePage_GetStarted', href);
  return (
    <section className="lto-get-started" aria-labelledby={titleId}>
      <h2 id={titleId} className="lto-get-started__title">
        {t('getStarted.title')}
      </h2>
      <p className="lto-get-started__text">{t('getStarted.text')}</p>
      <a
        className="lto-button lto-button--primary lto-get-started__button"
        href={href}
        onClick={onClick}
      >
        {t('getStarted.button')}
      </a>
    </section>
  );
}
