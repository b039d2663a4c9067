import { lazy, Suspense, useState, type MouseEvent } from 'react';
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
 * The My Account drawer (SPEC 2.5, 4.3, 7.3): a header trigger reading 'Sign In' or 'Account' (the
 * server's link to the account page, drawn the same), opening a side drawer with the login, registration and account views. The session is followed
 * from the start (silent sign-in, the signed-in page's decision), drawer open or not.
 */
export function AccountDrawer(props: WidgetProps<typeof attributes>) {
  // Elsewhere (the checkout steps) nothing at all: no trigger, no sign-in, no request.
  return getConfig().page.whereami === DRAWER_PAGE_MARKER ? <Drawer {...props} /> : null;
}

function Drawer({ csrfToken, username, signedIn, applyHref, accountHref }: WidgetProps<typeof attributes>) {
  const t = translator(triggerMessages);
  const [session, actions] = useAccountSession({ signedIn, username, csrfToken });
  const [open, setOpen] = useState(false);

  // The trigger is the server's link to the account page (README "Server markup"): a click that
  // would open a new tab or window keeps it; any other opens the drawer.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <div className="lto-account-drawer">
      <a
        className="lto-account-drawer__trigger"
        href={accountHref}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onClick}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {session.signedIn ? t('account.account') : t('account.signIn')}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <DrawerPanel session={session} actions={actions} csrfToken={csrfToken} applyHref={applyHref} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
