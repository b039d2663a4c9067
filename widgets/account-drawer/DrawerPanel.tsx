import { useEffect, useRef, useState } from 'react';
import { useLoggedLink } from '../../src/ui/use-logged-link';
import { endpoint } from '../../src/core/config';
import { formCsrfToken } from '../../src/core/csrf';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import { Dialog } from '../../src/ui/Dialog';
import { postQuietly, register } from './account-api';
import { AccountSection } from './AccountSection';
import { CredentialsForm } from './CredentialsForm';
import { showsPromo } from './decision';
import { messages } from './messages';
import type { Session, SessionActions } from './session';

/** SPEC 9.3: the 'account created' message shows 3 s, then fades out over 400 ms. */
export const CREATED_MESSAGE_MS = 3000;
export const CREATED_FADE_MS = 400;
/** A side drawer, narrower than the generic dialog (SPEC 9.5 gives it no width). */
const DRAWER_WIDTH = 400;

type View = { kind: 'login' } | { kind: 'register' } | { kind: 'created'; username: string };

export interface DrawerPanelProps {
  session: Session;
  actions: SessionActions;
  csrfToken: string;
  applyHref: string;
  onClose(): void;
}

/** The open drawer: a modal dialog at the side of the page (focus kept inside, Escape closes, focus returns to the trigger). */
export default function DrawerPanel({ session, actions, csrfToken, applyHref, onClose }: DrawerPanelProps) {
  const t = translator(messages);
  const [view, setView] = useState<View>({ kind: 'login' });
  const heading = useRef<HTMLHeadingElement>(null);

  // After signing in or out the view changes under the shopper's focus: move it to the new view's heading.
  const signedIn = session.signedIn;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!signedIn) setView({ kind: 'login' });
    heading.current?.focus();
  }, [signedIn]);

  const decision = session.signedIn ? session.decision : undefined;
  const promo = session.signedIn ? decision !== undefined && showsPromo(decision) : view.kind === 'login';

  return (
    <Dialog open onClose={onClose} title={t('account.title')} width={DRAWER_WIDTH} closeLabel={t('dialog.close')} className="lto-account-drawer__panel">
      {session.signedIn ? (
        <AccountSection session={session} onSignOut={actions.signOut} headingRef={heading} />
      ) : view.kind === 'login' ? (
        <section aria-labelledby="lto-account-login-title">
          <h3 id="lto-account-login-title" ref={heading} tabIndex={-1} className="lto-account-drawer__heading">
            {t('account.signIn')}
          </h3>
          <CredentialsForm
            kind="login"
            action={endpoint('loginForm')}
            csrfToken={csrfToken}
            submitLabel={t('account.submitLogin')}
            busyLabel={t('account.signingIn')}
            send={async (username, password) => ((await actions.signIn(username, password)) ? undefined : t('account.loginFailed'))}
          >
            <button type="button" className="lto-button lto-button--link" onClick={() => setView({ kind: 'register' })}>
              {t('account.createAccount')}
            </button>
          </CredentialsForm>
        </section>
      ) : view.kind === 'register' ? (
        <RegisterView csrfToken={csrfToken} onCreated={(username) => setView({ kind: 'created', username })} onBack={() => setView({ kind: 'login' })} />
      ) : (
        <CreatedView username={view.username} csrfToken={csrfToken} onBack={() => setView({ kind: 'login' })} />
      )}
      {promo ? <Promo href={applyHref} /> : null}
    </Dialog>
  );
}

function RegisterView({ csrfToken, onCreated, onBack }: { csrfToken: string; onCreated(username: string): void; onBack(): void }) {
  const t = translator(messages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="lto-account-register-title">
      <h3 id="lto-account-register-title" ref={heading} tabIndex={-1} className="lto-account-drawer__heading">
        {t('account.registerTitle')}
      </h3>
      <CredentialsForm
        kind="register"
        action={endpoint('registerForm')}
        csrfToken={csrfToken}
        submitLabel={t('account.submitRegister')}
        busyLabel={t('account.creating')}
        send={async (username, password) => {
          const url = endpoint('registerForm');
          const answer = url ? await register(url, { username, password, csrfToken: formCsrfToken(csrfToken) }) : { created: false as const, message: undefined };
          if (answer.created) {
            onCreated(username);
            return undefined;
          }
          return answer.message ?? t('account.registerFailed');
        }}
      >
        <button type="button" className="lto-button lto-button--link" onClick={onBack}>
          {t('account.backToLogin')}
        </button>
      </CredentialsForm>
    </section>
  );
}

function CreatedView({ username, csrfToken, onBack }: { username: string; csrfToken: string; onBack(): void }) {
  const t = translator(messages);
  const [message, setMessage] = useState<'shown' | 'fading' | 'gone'>('shown');
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    announce(t('account.created'));
    const fade = setTimeout(() => setMessage('fading'), CREATED_MESSAGE_MS);
    const gone = setTimeout(() => setMessage('gone'), CREATED_MESSAGE_MS + CREATED_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
    // Once: the message belongs to the moment the account was created.
  }, []);

  const resendEmail = async () => {
    if (resend === 'sending') return;
    setResend('sending');
    const sent = await postQuietly(endpoint('accountResendActivation'), { username, csrf_token: formCsrfToken(csrfToken) });
    setResend(sent ? 'sent' : 'idle');
  };

  return (
    <section aria-labelledby="lto-account-created-title" className="lto-account-drawer__created">
      <h3 id="lto-account-created-title" ref={heading} tabIndex={-1} className="lto-account-drawer__heading">
        {t('account.createdFor', { username })}
      </h3>
      {message !== 'gone' ? (
        <p className={`lto-account-drawer__success${message === 'fading' ? ' lto-account-drawer__success--fading' : ''}`}>{t('account.created')}</p>
      ) : null}
      <p>{t('account.activationHint')}</p>
      <button type="button" className="lto-button lto-button--link" aria-disabled={resend === 'sending' || undefined} onClick={() => void resendEmail()}>
        {t('account.resend')}
      </button>
      <p className="lto-account-drawer__note" role="status">
        {resend === 'sent' ? t('account.resent') : ''}
      </p>
      <button type="button" className="lto-button lto-button--link" onClick={onBack}>
        {t('account.backToLogin')}
      </button>
    </section>
  );
}

/** 'Discover leasing' / 'Get started' (SPEC 2.5, 7.4): logs AccountSidebar_GetStarted, then follows the link. */
function Promo({ href }: { href: string }) {
  const t = translator(messages);
  const onClick = useLoggedLink('AccountSidebar_GetStarted', href);
  return (
    <aside className="lto-account-drawer__promo" aria-labelledby="lto-account-promo-title">
      <h3 id="lto-account-promo-title" className="lto-account-drawer__promo-title">
        {t('account.promoTitle')}
      </h3>
      <p>{t('account.promoText')}</p>
      <a
        className="lto-button lto-button--primary"
        href={href}
        onClick={onClick}
      >
        {t('account.getStarted')}
      </a>
    </aside>
  );
}
