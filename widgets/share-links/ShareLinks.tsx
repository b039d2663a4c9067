import { useMemo, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { SHARE_EVENT } from '../../src/contracts/share-events';
import { webUrl } from '../../src/core/attributes';
import type { WidgetProps } from '../../src/core/define';
import { emit } from '../../src/core/events';
import { translator } from '../../src/core/i18n';
import { warnOnce } from '../../src/core/warn';
import { selectedVariantUrl } from '../../src/core/store/selection-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import type { attributes } from './element';
import { messages } from './messages';
import { shareTargets, type ShareTarget } from './share-urls';

const NETWORK_NAMES: Record<Exclude<ShareTarget['network'], 'email'>, string> = { facebook: 'Facebook', x: 'X', pinterest: 'Pinterest' };

/**
 * Social share links of the product page (SPEC 2.2 'share links toggle their target', 2.8): a
 * Share disclosure (`<details>`, so it opens and closes without our script, and the server draws
 * it the same, README "Server markup") shows and hides the list of four share links. The widget
 * adds what HTML has not: Escape in the list closes it and puts focus back on Share.
 */
export function ShareLinks({ url, name, pid, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  // Open or closed as the shopper left the server's disclosure before the widget came.
  const [open, setOpen] = useState(() => element.querySelector('details')?.open ?? false);
  const toggle = useRef<HTMLElement>(null);
  // The page as the shopper sees it: the variant chosen since the server drew `url`, if any.
  const chosen = useLtoStore((state) => selectedVariantUrl(state, pid));
  // Absolute (a share needs one), and http(s) only.
  const shared = webUrl(chosen ?? url, element.ownerDocument.baseURI)?.href;
  const targets = useMemo(() => (shared ? shareTargets(shared, name) : []), [shared, name]);

  if (!shared) {
    warnOnce('<lto-share-links> attribute "url" is not an http(s) URL: no share links');
    return null;
  }

  const onShare = (network: ShareTarget['network']) => () => emit(element, SHARE_EVENT, { network });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <details className="lto-share-links" open={open} onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)} onKeyDown={onKeyDown}>
      <summary ref={toggle} className="lto-share-links__toggle" aria-label={t('share.label', { name: name || t('share.thisProduct') })}>
        {t('share.button')}
      </summary>
      <ul className="lto-share-links__list">
        {targets.map((target) => (
          <li key={target.network}>
            {target.newTab ? (
              <a href={target.href} onClick={onShare(target.network)} target="_blank" rel="noopener noreferrer" className={`lto-share-links__link lto-share-links__link--${target.network}`}>
                {NETWORK_NAMES[target.network as keyof typeof NETWORK_NAMES]}
                <span className="lto-visually-hidden"> {t('share.newTab')}</span>
              </a>
            ) : (
              <a
                href={target.href}
                onClick={onShare(target.network)}
                className={`lto-share-links__link lto-share-links__link--${target.network}`}
              >
                {t('share.email')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
