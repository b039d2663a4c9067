import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../src/core/api';
import { endpoint, getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { selectedVariant } from '../../src/core/store/selection-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import { warnOnce } from '../../src/core/warn';
import { announce } from '../../src/ui/announce';
import { fetchAvailability } from './availability-answer';
import { availabilityLines } from './availability-lines';
import type { attributes } from './element';
import { messages } from './messages';

/** The lines the server rendered inside the tag (README "Server markup"): read before React replaces them. */
function serverLines(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll('.lto-availability__line'), (line) => line.textContent?.trim() ?? '').filter(Boolean);
}

/**
 * The availability messages of the product page (SPEC 2.8, 3.2, 7.5, 8) for the selected variant
 * and the quantity. The server's lines are shown as they are for what it rendered them for; a
 * change of variant (store bus) or quantity asks getAvailability again and is announced politely.
 */
export function Availability({ pid: ownPid, product, quantity, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const pid = useLtoStore((state) => selectedVariant(state, product || undefined, ownPid));
  const [rendered] = useState(() => ({ pid: ownPid, quantity, lines: serverLines(element) }));
  const [lines, setLines] = useState(rendered.lines);
  const [loading, setLoading] = useState(false);
  const shown = useRef(lines);
  shown.current = lines;

  useEffect(() => {
    const serversOwn = pid === rendered.pid && quantity === rendered.quantity && rendered.lines.length > 0;
    if (serversOwn) {
      setLines(rendered.lines);
      return;
    }
    const url = endpoint('getAvailability');
    if (!url) {
      setLines([t('ITEM_STATUS_NOTAVAILABLE')]);
      return;
    }
    let current = true;
    setLoading(true);
    fetchAvailability(url, pid, quantity)
      .then(
        (answer) => availabilityLines(answer, t, getConfig().locale),
        (error: unknown) => {
          const unreadable = error instanceof ApiError && error.kind === 'bad-response';
          // Not BAD_RESPONSE as an alert (SPEC 7.1): the shopper can do nothing about this line.
          // The server's own text stays while it is for the same variant and quantity.
          warnOnce(`<lto-availability> getAvailability ${unreadable ? 'answer could not be read' : 'request failed'}: ${serversOwn ? 'keeping' : 'no'} availability text`);
          return [t('ITEM_STATUS_NOTAVAILABLE')];
        },
      )
      .then((next) => {
        if (!current) return;
        setLoading(false);
        if (next.join('\n') === shown.current.join('\n')) return;
        setLines(next);
        announce(next.join(' '));
      });
    // An answer for a variant or quantity the shopper already moved past is dropped.
    return () => {
      current = false;
    };
    // t is rebuilt each render from the same page config; pid and quantity are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pid, quantity, rendered]);

  return (
    <div className="lto-availability" aria-busy={loading ? true : undefined}>
      {lines.map((line, n) => (
        <p key={n} className="lto-availability__line">
          {line}
        </p>
      ))}
    </div>
  );
}
