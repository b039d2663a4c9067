import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { useLtoStore } from '../../src/core/store/use-store';
import { leasingPower } from '../../src/ui/LeasingPowerFit';
import type { attributes } from './element';
import { messages } from './messages';
import { filterTiles, showAllTiles, type FitCount } from './tile-fit';

const sameCount = (a: FitCount | undefined, b: FitCount) => a !== undefined && a.fit === b.fit && a.shown === b.shown;

/**
 * The listing's 'Fits my Leasing Power' toggle (issue 23): for a signed-in approved shopper, a
 * toggle button (APG button, aria-pressed) that hides the tiles whose monthly payment, for the term
 * shown, does not fit what is left of their Leasing Power; the tiles say it themselves, and this
 * reads them (tile-fit.ts). While it is on, a status line says how many of the tiles loaded fit,
 * announced politely, and it stays on as pages are appended ('load more', infinite scroll) or the
 * results reload with other refinements. Nothing for anyone else; on a sign-out, here or in
 * another tab, it goes and every tile shows again. The server draws the same toggle, off.
 */
export function LeasingPowerFilter({ for: forId, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const approved = useLtoStore(leasingPower) !== undefined;
  const [on, setOn] = useState(false);
  const [count, setCount] = useState<FitCount>();

  useEffect(() => {
    if (!approved || !on) return;
    const doc = element.ownerDocument;
    const root = (forId && doc.getElementById(forId)) || doc.body;
    const apply = () => {
      const next = filterTiles(root, true);
      setCount((previous) => (sameCount(previous, next) ? previous : next));
    };
    apply();
    // New tiles (a page appended, the results reloaded, a tile drawn over the server's) are
    // filtered as they come; the hidden attributes this sets are not child changes, so no loop.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      showAllTiles(root);
    };
  }, [approved, on, forId, element]);

  // Signed out (here or in another tab): the filter is off for the next sign-in.
  if (!approved && on) setOn(false);
  if (!approved) return null;
  let status = '';
  if (on && count) {
    const vars = { fit: count.fit, shown: count.shown };
    status = count.fit === 0 ? t('leasingPowerFilter.none', vars) : t(count.fit === 1 ? 'leasingPowerFilter.countOne' : 'leasingPowerFilter.count', vars);
  }
  return (
    <div className="lto-leasing-power-filter">
      <button type="button" className="lto-leasing-power-filter__toggle" aria-pressed={on ? 'true' : 'false'} data-lto-needs-script="" onClick={() => setOn(!on)}>
        {t('leasingPowerFilter.toggle')}
      </button>
      <p className="lto-leasing-power-filter__count" role="status">
        {status}
      </p>
    </div>
  );
}
