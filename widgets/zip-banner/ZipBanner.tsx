import { useEffect } from 'react';
import { language } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import type { WidgetProps } from '../../src/core/define';
import { currentZip } from '../../src/core/store/location-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import type { attributes } from './element';
import { carryZipToSpanishLinks } from './language-links';

/**
 * The header's zip banner (SPEC 2.2): the shopper's current zip, as a link to the store locator
 * that the zip modal takes as an opener (`data-lto-zip-modal`): with the modal on the page a click
 * opens it (the autoloader keeps a click that comes before the modal's code), without it the link
 * goes to the locator. It follows the store bus, so a zip set anywhere on the page shows at once.
 * The server draws the same link (README "Server markup").
 */
export function ZipBanner({ zip: serverZip, href, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const zip = useLtoStore(currentZip) ?? (serverZip.trim() || undefined);

  useEffect(() => {
    if (language() !== 'es') carryZipToSpanishLinks(element.ownerDocument, zip);
  }, [element, zip]);

  return (
    <a className="lto-zip-banner" href={href} data-lto-zip-modal="" aria-haspopup="dialog" aria-label={zip ? t('location.bannerLabel', { zip }) : undefined}>
      <PinIcon />
      <span className="lto-zip-banner__text">{zip ? t('location.banner', { zip }) : t('location.bannerEmpty')}</span>
    </a>
  );
}

function PinIcon() {
  return (
    <svg className="lto-zip-banner__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}
