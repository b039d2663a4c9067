import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { buildUrl } from '../../src/core/api';
import { endpoint } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { messages, type MessageKey } from './messages';
import { onRestoredFromCache, reloadPage } from '../../src/core/navigation';
import { useLtoStore } from '../../src/core/store/use-store';
import { adoptCompare, clearCompare, hydrateCompare, removeFromCompare, shownCompareItems } from '../../src/core/store/compare-actions';
import { COMPARE_MAX, COMPARE_MIN } from '../../src/core/store/compare-slice';
import type { WidgetProps } from '../../src/core/define';
import { announce } from '../../src/ui/announce';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { publishHeight } from '../../src/ui/document-inset';
import { focusOn, isDrawn } from '../../src/ui/focusable';
import type { attributes } from './element';

/**
 * The compare bar (SPEC 2.6, 4.4): six slots with a remove control each, the item count, the
 * compare button (enabled from two items) and the clear control; hidden while the list is empty.
 * It is first drawn with the list the server drew it with (its `items`), unless another compare
 * island ran before it and the list has changed since.
 */
export function CompareBar({ items: serverItems, category, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const items = useLtoStore((state) => shownCompareItems(state.compare, serverItems));
  const pending = useLtoStore((state) => state.compare.pending);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  /** 'Clear compared items' asks first (SPEC 5: a delete action asks for confirmation). */
  const [asking, setAsking] = useState(false);
  const hintId = useId();
  const slotList = useRef<HTMLUListElement>(null);
  /** The slot whose remove button had focus (its index and item), to give focus to its neighbour once it has gone. */
  const refocus = useRef<{ index: number; pid: string } | null>(null);

  // The page's list goes into the store when the bar is first drawn, unless a toggle that ran
  // before it took it already (and may have changed it since: the bar was woken by that change);
  // a new `items` later is the server's newer list.
  const firstItems = useRef(JSON.stringify(serverItems));
  useLayoutEffect(() => {
    if (JSON.stringify(serverItems) === firstItems.current) adoptCompare(serverItems);
    else hydrateCompare(serverItems);
  }, [serverItems]);

  // Restored from the back/forward cache, the list is as it was when the shopper left; it may
  // have changed since (on the compare page, say), so load the page again to show the server's.
  useEffect(() => onRestoredFromCache(reloadPage), []);

  useLayoutEffect(() => {
    // Only once that item has left the list: the list also changes when it is taken into the store.
    if (!refocus.current || items.some((item) => item.pid === refocus.current?.pid)) return;
    const { index, pid } = refocus.current;
    refocus.current = null;
    const buttons = slotList.current?.querySelectorAll<HTMLButtonElement>('.lto-compare-bar__remove') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else focusAfterEmptied(element, pid);
  }, [items, element]);

  // The page knows the bar's height (README, --lto-compare-bar-height) from its wake module once
  // the page has loaded, and from here: a bar drawn before then (a box ticked early) has no wake
  // module. Either way the bar is watched once (publishHeight).
  useLayoutEffect(() => publishHeight(element), [element]);

  if (items.length === 0) return null;

  const busy = Object.keys(pending).length > 0;
  const target = category || items[0]!.category;
  const compareShow = endpoint('compareShow');
  const canCompare = items.length >= COMPARE_MIN && Boolean(compareShow);

  const remove = async (pid: string, name: string, index: number) => {
    if (pending[pid]) return;
    setFailure(null);
    // Set before the request: the list re-renders as soon as the store changes.
    if (slotList.current?.contains(document.activeElement)) refocus.current = { index, pid };
    const outcome = await removeFromCompare(pid, element);
    if (outcome.ok) announce(t('compare.removed', { name }));
    else {
      refocus.current = null;
      setFailure(outcome.message);
    }
  };

  const clear = async () => {
    setAsking(false);
    if (busy) return;
    setFailure(null);
    const first = items[0]?.pid;
    const outcome = await clearCompare(element);
    if (outcome.ok) {
      focusAfterEmptied(element, first);
      announce(t('compare.cleared'));
    } else setFailure(outcome.message);
  };

  const slots = Array.from({ length: COMPARE_MAX }, (_, index) => items[index]);

  return (
    <section className="lto-compare-bar" aria-label={t('compare.region')} aria-busy={busy || undefined}>
      <p className="lto-compare-bar__count" aria-live="polite">
        {t('compare.count', { count: items.length, max: COMPARE_MAX })}
      </p>
      <ul className="lto-compare-bar__slots" ref={slotList}>
        {slots.map((item, index) =>
          item ? (
            <li key={item.pid} className="lto-compare-bar__slot">
              {item.img ? <img src={item.img} alt="" width={40} height={40} className="lto-compare-bar__img" /> : null}
              <span className="lto-compare-bar__name">{item.name || item.pid}</span>
              <button
                type="button"
                className="lto-compare-bar__remove"
                aria-label={t('compare.remove', { name: item.name || item.pid })}
                aria-disabled={pending[item.pid] ? true : undefined}
                onClick={() => void remove(item.pid, item.name || item.pid, index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ) : (
            <li key={`empty-${index}`} className="lto-compare-bar__slot lto-compare-bar__slot--empty">
              <span className="lto-visually-hidden">{t('compare.emptySlot')}</span>
            </li>
          ),
        )}
      </ul>
      <div className="lto-compare-bar__actions">
        <button
          type="button"
          className="lto-button lto-button--primary"
          disabled={!canCompare}
          aria-describedby={canCompare ? undefined : hintId}
          onClick={() => compareShow && window.location.assign(buildUrl(compareShow, { category: target }))}
        >
          {t('compare.button', { count: items.length })}
        </button>
        {canCompare ? null : (
          <span id={hintId} className="lto-compare-bar__hint">
            {t('compare.needTwo')}
          </span>
        )}
        <button
          type="button"
          className="lto-button lto-button--link"
          aria-disabled={busy || undefined}
          onClick={() => !busy && setAsking(true)}
        >
          {t('compare.clear')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('compare.clearTitle')}
        message={t('compare.clearQuestion')}
        confirmLabel={t('compare.clearYes')}
        cancelLabel={t('compare.clearNo')}
        onConfirm={() => void clear()}
        onCancel={() => setAsking(false)}
      />
      {failure ? (
        <p role="alert" className="lto-compare-bar__error">
          {t(failure)}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The bar emptied under the keyboard user's focus: the focus goes to the compare box (README
 * "Markup" of <lto-compare-toggle>) of `pid`, the product that left the bar last or first of
 * those cleared, where the page shows one: back where the shopper chose it. Else to the bar's own
 * (now empty) element, so the next Tab continues from here instead of from the top of the page.
 */
function focusAfterEmptied(element: HTMLElement, pid: string | undefined) {
  const box = pid ? document.querySelector<HTMLElement>(`lto-compare-toggle[pid="${CSS.escape(pid)}"] input`) : null;
  if (box && isDrawn(box)) box.focus();
  else focusOn(element, true);
}
