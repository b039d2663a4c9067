import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { selectedVariant } from '../../src/core/store/selection-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import type { attributes } from './element';
import { MediaBody } from './MediaBody';
import { messages } from './messages';
import { useMediaQuery } from '../../src/ui/use-media-query';
import { ZoomDialog } from './ZoomDialog';
import { useServerIdPrefix } from '../../src/ui/server-ids';

/** SPEC 2.8, 9.5: zoom only at widths of 768px or more. */
export const ZOOM_QUERY = '(min-width: 768px)';

/**
 * The product page's pictures (SPEC 2.8): the main image, thumbnails to choose it, and a zoom view
 * on wide screens. It shows the pictures of the variant selected for its product anywhere on the
 * page (the store's selection slice: a colour picked in the variant picker or a tile), starting
 * again from that variant's first picture.
 */
export function ProductMedia({ product, variants, selected, name, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const idBase = useServerIdPrefix(element, 'lto-media-');
  const initial = variants.find((variant) => variant.pid === selected) ?? variants[0]!;
  const variantPid = useLtoStore((state) => {
    const chosen = selectedVariant(state, product, initial.pid);
    // A variant this element has no pictures for (not sold in this colour here): keep what it shows.
    return variants.some((variant) => variant.pid === chosen) ? chosen : initial.pid;
  });
  const variant = variants.find((one) => one.pid === variantPid) ?? initial;
  const [choice, setChoice] = useState({ pid: variant.pid, index: 0 });
  // Another variant selected: its pictures from the first (state adjusted while rendering, as React
  // recommends, so the old variant's position never shows for a frame).
  if (choice.pid !== variant.pid) setChoice({ pid: variant.pid, index: 0 });
  const index = choice.pid === variant.pid ? Math.min(choice.index, variant.images.length - 1) : 0;
  const wide = useMediaQuery(ZOOM_QUERY);
  const [zooming, setZooming] = useState(false);

  // Narrowed below 768px while zoomed: there is no zoom there, so the view closes.
  useEffect(() => {
    if (!wide) setZooming(false);
  }, [wide]);

  const select = (at: number) => setChoice({ pid: variant.pid, index: at });

  const shown = variant.images[index]!;
  const zoom = () => {
    if (wide) setZooming(true);
  };
  // Always drawn, as the server draws it (it cannot know the viewport); the CSS hides it below
  // 768px, where a click on it or on the image zooms nothing.
  const zoomButton = (
    <button type="button" className="lto-product-media__zoom-open" aria-haspopup="dialog" aria-label={t('productMedia.zoom')} onClick={zoom}>
      <Magnifier />
    </button>
  );

  return (
    <>
      <MediaBody
        images={variant.images}
        index={index}
        idBase={idBase}
        name={name}
        t={t}
        onSelect={select}
        // A pointer shortcut; keyboard and screen reader users have the zoom button.
        onImageClick={zoom}
        zoom={zoomButton}
      />
      {zooming && wide ? <ZoomDialog image={shown} t={t} onClose={() => setZooming(false)} /> : null}
    </>
  );
}

function Magnifier() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
