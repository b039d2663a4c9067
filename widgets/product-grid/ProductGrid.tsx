import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { warmSanitizer } from '../../src/ui/safe-fragment';
import { adoptServerNodes, readServerNodes } from '../../src/ui/server-nodes';
import type { attributes } from './element';
import { enhanceListing, type GridFailure } from './listing';
import { messages } from './messages';
import { enhanceRegionControls } from './region-controls';

/**
 * A product listing (SPEC 2.6, 4.8, 7.6) over the server's markup (README "Server markup"). The
 * listing is the platform's HTML and stays so: its tiles are islands of their own, which the
 * runtime upgrades as they arrive, so the widget draws none of it. It keeps the server's nodes
 * themselves (moved back in the commit that first draws the island, not copied, so tiles, images,
 * open refinement groups and the focus stay as they were) and adds the behaviour of listing.ts:
 * refinements, sort and pages reloaded in place with the history kept, 'load more', Back and
 * Forward; and of region-controls.ts: a search's tabs and the grid / wide toggle, switched in place.
 * The one thing React draws is a failure's alert and Retry, in place in the listing.
 */
export function ProductGrid({ element }: WidgetProps<typeof attributes>) {
  // Read while rendering first, before the island's first commit takes the server's nodes away.
  const [server] = useState(() => readServerNodes([...element.childNodes]));
  const [failure, setFailure] = useState<GridFailure | null>(null);
  const t = translator(messages);

  useLayoutEffect(() => adoptServerNodes(element, server), [element, server]);
  // In the commit that draws the island, before it is marked ready: a click between the two would
  // find the links without their behaviour. The texts are the page's, read once: its config block
  // does not change under a listing.
  // A tab shown in place enters the history as the listing's reloads do, so Back is theirs.
  useLayoutEffect(() => {
    const listing = enhanceListing(element, translator(messages), setFailure);
    const stopControls = enhanceRegionControls(element, listing.enter);
    return () => {
      stopControls();
      listing.stop();
    };
  }, [element]);
  // Every answer the listing puts in place goes through the sanitizer: fetched and run once the
  // grid is drawn (the shopper's intent), not in the task of the first press (8 ms at 4x CPU).
  useEffect(warmSanitizer, []);

  if (!failure) return null;
  return createPortal(
    <div className="lto-notice lto-notice--error lto-product-grid__alert">
      <p role="alert">{t(failure.kind === 'more' ? 'productGrid.moreFailed' : 'productGrid.reloadFailed')}</p>
      <button type="button" className="lto-button lto-product-grid__retry" onClick={failure.retry}>
        {t('productGrid.retry')}
      </button>
    </div>,
    failure.slot,
  );
}
