import { lazy, Suspense, useEffect } from 'react';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { openZipModal } from '../../src/core/store/location-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import type { attributes } from './element';
import { listenForOpeners } from './openers';

/**
 * The dialog's code (about 2.5 KB) comes when the modal first opens, or as soon as the shopper
 * points at or focuses an opener: the modal is on every page, and most shoppers never open it.
 */
const loadDialog = () => import('./ZipModalDialog');
const ZipModalDialog = lazy(loadDialog);
const warm = () => void loadDialog().catch(() => {});

/**
 * The zip / set-my-location modal (SPEC 2.2): opened through the store bus (the zip banner,
 * `openZipModal`, `askForZip`) or by the page's openers; the dialog is a fresh one each time.
 */
export function ZipModal(props: WidgetProps<typeof attributes>) {
  const open = useLtoStore((state) => state.location.zipModalOpen);
  const formUrl = endpoint('zipcodeSearch');

  // Without the zip form there is no modal: marked openers then keep their own href.
  useEffect(() => (formUrl ? listenForOpeners(props.element.ownerDocument, openZipModal, warm) : undefined), [props.element, formUrl]);

  if (!formUrl || !open) return null;
  return (
    <Suspense fallback={null}>
      <ZipModalDialog {...props} formUrl={formUrl} />
    </Suspense>
  );
}
