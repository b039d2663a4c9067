import { useLayoutEffect, useState } from 'react';
import { translator } from '../../src/core/i18n';
import { messages, type MessageKey } from './messages';
import { useLtoStore } from '../../src/core/store/use-store';
import {
  addToCompare,
  adoptCompare,
  compareIsFull,
  removeFromCompare,
  replaceOldestInCompare,
  shownCompareItems,
  type CompareOutcome,
} from '../../src/core/store/compare-actions';
import type { CompareItem } from '../../src/core/store/compare-slice';
import type { WidgetProps } from '../../src/core/define';
import { announce } from '../../src/ui/announce';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import type { attributes } from './element';
import { pageCompareList } from './page-list';
import { selectedVariant } from '../../src/core/store/selection-actions';

/** A list item is this product when added as it, or as one of its colours (same product uuid). */
const isThisProduct = (item: CompareItem, pid: string, uuid: string): boolean =>
  item.pid === pid || (uuid !== '' && item.uuid === uuid);

/**
 * The compare checkbox of a product tile (SPEC 4.4). Its checked state is derived from the shared
 * compare list, so every toggle on the page is reset and re-checked from it; while a request is in
 * flight it shows the state asked for, and a failure puts it back and says why. Until a compare
 * island has run, the list is the one the server wrote into the page (page-list.ts): the toggle is
 * first drawn as the server drew it, and takes that list into the store before it acts.
 */
export function CompareToggle({ pid, uuid, name, img, category, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  // The list holds the product under the pid it was added with: its own or a colour's (below).
  const listed = useLtoStore((state) =>
    shownCompareItems(state.compare, pageCompareList(element.ownerDocument)).find((item) => isThisProduct(item, pid, uuid)),
  );
  // SPEC 3.2 reads a tile's pid from the selected swatch: the compare page prices that colour.
  const chosen = useLtoStore((state) => selectedVariant(state, pid, pid));
  const asked = listed?.pid ?? chosen;
  const pending = useLtoStore((state) => state.compare.pending[asked]);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  const item = { pid: chosen, uuid, name, img, category };
  const checked = asking || (pending ? pending === 'add' : listed !== undefined);
  // Before the first click is done again (replay runs in an effect): the store knows the list.
  useLayoutEffect(() => adoptCompare(pageCompareList(element.ownerDocument)), [element]);

  const report = (outcome: CompareOutcome, done: 'compare.added' | 'compare.removed') => {
    if (outcome.ok) announce(t(done, { name }));
    else setFailure(outcome.message);
  };

  const onChange = async (wantChecked: boolean) => {
    if (pending || asking) return;
    setFailure(null);
    if (!wantChecked) return report(await removeFromCompare(asked, element), 'compare.removed');
    if (compareIsFull()) return setAsking(true);
    report(await addToCompare(item, element), 'compare.added');
  };

  const onConfirm = async () => {
    setAsking(false);
    report(await replaceOldestInCompare(item, element), 'compare.added');
  };

  return (
    <div className="lto-compare-toggle">
      <label className="lto-compare-toggle__label">
        <input
          type="checkbox"
          className="lto-compare-toggle__input"
          checked={checked}
          aria-busy={pending ? true : undefined}
          aria-label={name ? t('compare.toggleLabel', { name }) : undefined}
          onChange={(event) => void onChange(event.currentTarget.checked)}
        />
        <span>{t('compare.toggle')}</span>
      </label>
      {failure ? (
        <p role="alert" className="lto-compare-toggle__error">
          {t(failure)}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('dialog.confirmTitle')}
        message={t('COMPARE_CONFIRMATION')}
        confirmLabel={t('dialog.ok')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
