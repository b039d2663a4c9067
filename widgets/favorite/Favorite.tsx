import { useEffect } from 'react';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import { useLtoStore } from '../../src/core/store/use-store';
import { isFavorite, loadFavorites, setFavorite } from '../../src/core/store/favorites-actions';
import { selectedVariant } from '../../src/core/store/selection-actions';
import type { WidgetProps } from '../../src/core/define';
import { announce } from '../../src/ui/announce';
import type { attributes } from './element';

/**
 * The favourite icon of a product (SPEC 4.5): a switch, on while the (selected variant's) pid is in
 * the shopper's favourites. A click shows the new state at once and asks the server; a refusal or
 * a failed request puts it back and tells the shopper politely.
 */
export function Favorite({ pid: ownPid, product, uuid, quantity, name, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const pid = useLtoStore((state) => selectedVariant(state, product || undefined, ownPid));
  const saved = useLtoStore((state) => isFavorite(state, pid));
  const pending = useLtoStore((state) => state.favorites.pending[pid]);

  useEffect(() => loadFavorites(), []);

  const on = pending ? pending === 'add' : saved;

  const toggle = async () => {
    if (pending) return;
    const want = !on;
    const outcome = await setFavorite({ pid, uuid, quantity }, want, element);
    const subject = name || t('favorite.thisProduct');
    if (outcome === 'failed') announce(t(want ? 'favorite.saveFailed' : 'favorite.removeFailed', { name: subject }));
    else if (outcome !== 'busy' && name) announce(t(want ? 'favorite.saved' : 'favorite.removed', { name }));
  };

  return (
    <div className="lto-favorite">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-busy={pending ? true : undefined}
        aria-label={name ? t('favorite.label', { name }) : undefined}
        className={`lto-favorite__button ${on ? 'prodisincart' : 'prodnotincart'}`}
        onClick={() => void toggle()}
      >
        <Heart />
        <span className="lto-favorite__text">{t('favorite.save')}</span>
      </button>
      <span className="lto-favorite__sku">{t('favorite.sku', { pid })}</span>
    </div>
  );
}

/** Outline heart; the stylesheet fills it while the switch is on. */
function Heart() {
  return (
    <svg className="lto-favorite__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}
