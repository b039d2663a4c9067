import { useEffect, useRef, useState } from 'react';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import type { WidgetProps } from '../../src/core/define';
import type { attributes } from './element';
import { warmSanitizer } from '../../src/ui/safe-fragment';
import { QuickViewDialog } from './QuickViewDialog';

/**
 * The quick view button of a product tile (SPEC 2.7). A click opens the quick view dialog on this
 * tile's product; when it closes, focus is back on the button.
 */
export function QuickView({ source, productlistid, name, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      // The dialog returns focus to what had it on opening; a browser that does not focus a
      // clicked button (Safari) would leave it on the page, so the button takes it explicitly.
      button.current?.focus();
    }
  }, [open]);

  return (
    <div className="lto-quick-view">
      <button
        ref={button}
        type="button"
        className="lto-quick-view__open"
        aria-haspopup="dialog"
        aria-label={name ? t('quickView.openLabel', { name }) : undefined}
        // DOMPurify starts downloading when the shopper points at or focuses the button.
        onPointerEnter={warmSanitizer}
        onFocus={warmSanitizer}
        onClick={() => setOpen(true)}
      >
        {t('quickView.open')}
      </button>
      {open ? (
        <QuickViewDialog element={element} source={source} productlistid={productlistid} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
