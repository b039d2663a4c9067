import { useRef } from 'react';
import type { Translate } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import type { MediaImage } from './images';
import type { MessageKey } from './messages';

/** Wide enough to show detail, within the 920 of the largest dialog SPEC 9.5 names. */
export const ZOOM_DIALOG_WIDTH = 920;
/** The zoomed picture: twice the main image's box, panned by scrolling. */
export const ZOOM_SIZE = { width: 1600, height: 1200 } as const;

export interface ZoomDialogProps {
  image: MediaImage;
  t: Translate<MessageKey>;
  onClose: () => void;
}

/**
 * The zoom view (SPEC 2.8): the picture at twice its size in a modal dialog. The picture sits in a
 * scrollable region that takes focus first, so arrow keys pan it; Escape or the close button closes
 * the dialog and focus returns to the zoom button.
 */
export function ZoomDialog({ image, t, onClose }: ZoomDialogProps) {
  const view = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('productMedia.zoomTitle')}
      width={ZOOM_DIALOG_WIDTH}
      closeLabel={t('dialog.close')}
      initialFocus={view}
      className="lto-product-media__dialog"
    >
      <div ref={view} className="lto-product-media__zoom-view" role="region" aria-label={image.alt} tabIndex={0}>
        <img
          className="lto-product-media__zoom-image"
          src={image.zoom || image.src}
          alt={image.alt}
          width={ZOOM_SIZE.width}
          height={ZOOM_SIZE.height}
          decoding="async"
        />
      </div>
    </Dialog>
  );
}
