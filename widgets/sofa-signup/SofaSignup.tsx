import { lazy, Suspense, useState } from 'react';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { warmSanitizer } from '../../src/ui/safe-fragment';
import type { attributes } from './element';
import { messages } from './messages';

const loadDialog = () => import('./SofaSignupDialog');
const SofaSignupDialog = lazy(loadDialog);
/** The dialog and DOMPurify come when the shopper shows interest (points at or focuses the button). */
const warm = () => {
  void loadDialog().catch(() => {});
  warmSanitizer();
};

/**
 * The custom sofa e-mail sign-up of the product page (SPEC 2.4, 3.7, 7.7): a button that opens a
 * dialog with an e-mail form; the platform answers with HTML, shown in place of the form. The
 * server draws the button as the widget does (README "Server markup"); the dialog is the widget's.
 */
export function SofaSignup({ productId }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const url = endpoint('customSofaEmail');
  const [open, setOpen] = useState(false);
  if (!url) return null;
  return (
    <>
      <button type="button" className="lto-button lto-button--link lto-sofa-signup__open" aria-haspopup="dialog" onClick={() => setOpen(true)} onPointerEnter={warm} onFocus={warm}>
        {t('sofa.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SofaSignupDialog url={url} productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
