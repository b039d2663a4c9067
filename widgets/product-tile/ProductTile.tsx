import { useEffect, useRef, useState } from 'react';
import { VARIANT_CHANGE_EVENT } from '../../src/contracts/product-events';
import { getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { emit } from '../../src/core/events';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import { selectedVariant, selectVariant } from '../../src/core/store/selection-actions';
import { currentZip } from '../../src/core/store/location-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import { tileDisplay } from './display';
import type { attributes } from './element';
import { rememberTileClick, tileHref } from './tile-link';
import { TileBody } from './TileBody';
import type { TileVariant } from './variant';

/**
 * A product tile (SPEC 2.6, 4.6): swatches select a variant (kept in the store, so the product's
 * other islands follow it) and hovering previews one; the tile shows the variant in view. Tile link
 * clicks remember the grid position in cookies and in the link's hash.
 */
export function ProductTile({ pid, variants, selected, idx, layout, labelStyle, loading, element }: WidgetProps<typeof attributes>) {
  const config = getConfig();
  const t = translator(messages, config);
  const initial = variants.find((variant) => variant.pid === selected) ?? variants[0]!;
  const selectedPid = useLtoStore((state) => {
    const chosen = selectedVariant(state, pid, initial.pid);
    return variants.some((variant) => variant.pid === chosen) ? chosen : initial.pid;
  });
  const [previewPid, setPreviewPid] = useState<string | null>(null);
  const zip = useLtoStore(currentZip);
  const shown = variants.find((variant) => variant.pid === (previewPid ?? selectedPid)) ?? initial;

  const options = { t, locale: config.locale, layout, labelStyle, zip: zip ?? '' };
  const shownDisplay = tileDisplay(shown, options);
  const display = { ...shownDisplay, url: tileHref(shownDisplay.url, idx) };

  // The tile's analytics markup (src/analytics/README.md "Markup"), where the platform wrote it,
  // follows the colour chosen: a tile followed after a swatch is recorded as the shopper saw it.
  const written = useRef(initial.pid);
  useEffect(() => {
    // A tile mounting with the colour the server wrote has nothing to do: one comparison.
    if (selectedPid === written.current) return;
    const chosen = variants.find((variant) => variant.pid === selectedPid);
    if (!chosen || !element.hasAttribute('data-lto-item')) return;
    written.current = chosen.pid;
    // As the server writes it: the monthly price text, whichever layout the tile shows.
    const { name, price, outOfStock } = tileDisplay(chosen, { ...options, layout: 'monthly' });
    element.setAttribute('data-lto-item-name', name);
    if (price) element.setAttribute('data-lto-item-price', price);
    else element.removeAttribute('data-lto-item-price');
    element.setAttribute('data-lto-item-stock', outOfStock ? 'out' : 'in');
    // Only when the colour chosen changes: not at each render of the tile (a hover's preview).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedPid]);

  const select = (variant: TileVariant) => {
    if (variant.pid === selectedPid) return;
    selectVariant(pid, variant.pid, variant.url);
    emit(element, VARIANT_CHANGE_EVENT, { product: pid, variant: variant.pid });
  };

  return (
    <TileBody
      display={display}
      variants={variants}
      selectedPid={selectedPid}
      t={t}
      monthly={display.price || display.pills?.monthly ? shown.monthlypayment : undefined}
      loading={loading}
      onLinkClick={(event) => rememberTileClick(event.currentTarget, pid, idx)}
      onSwatchSelect={select}
      onSwatchPreview={(variant) => setPreviewPid(variant.pid)}
      onSwatchesLeave={() => setPreviewPid(null)}
      onSwatchMove={(variant) => {
        setPreviewPid(null);
        select(variant);
      }}
    />
  );
}
