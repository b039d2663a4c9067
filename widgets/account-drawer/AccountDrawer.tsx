import { lazy, Suspense, useState } from 'react';
import { getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import type { attributes } from './element';
import { triggerMessages } from './trigger-messages';
import { useAccountSession } from './session';

/** SPEC 2.5: the drawer exists only on pages carrying this marker. */
export const DRAWER_PAGE_MARKER = 'account_storefrontlogin';

/**
 * The drawer's views (forms, Leasing Power panels) come when the shopper first points at, focuses
 * or opens the trigger: the header has the drawer on every page, and most shoppers never open it.
 */
const loadPanel = () => import('./DrawerPanel');
const DrawerPanel = lazy(loadPanel);
const warm = () => void loadPanel().catch(() => undefined);

/**
 * The My Account drawer (SPEC 2.5, 4.3, 7.3): a header trigger reading 'Sign In' or 'Account',
 * opening a side drawer with the login, registration and account views. The session is followed
 * from the start (silent sign-in, the signed-in page's decision), drawer open or not.
 */
export function AccountDrawer(props: WidgetProps<typeof attributes>) {
  // Elsewhere (the checkout steps) nothing at all: no trigger, no sign-in, no request.
  return getConfig().page.whereami === DRAWER_PAGE_MARKER ? <Drawer {...props} /> : null;
}

function Drawer({ csrfToken, username, signedIn, applyHref }: WidgetProps<typeof attributes>) {
  const t = translator(triggerMessages);
  const [session, actions] = useAccountSession({ signedIn, username, csrfToken });
  const [open, setOpen] = useState(false);

  return (
    <div className="lto-account-drawer">
      <button
        type="button"
        className="lto-account-drawer__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {session.signedIn ? t('account.account') : t('account.signIn')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DrawerPanel session={session} actions={actions} csrfToken={csrfToken} applyHref={applyHref} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
