import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCOUNT_CHANGE_EVENT, type LeasingPowerDecision } from '../../src/contracts/account-events';
import { endpoint } from '../../src/core/config';
import { on } from '../../src/core/events';
import { changeAccount } from '../../src/core/store/account-actions';
import { getStore } from '../../src/core/store';
import { removeCookie, writeCookie } from '../../src/core/cookies';
import { formCsrfToken } from '../../src/core/csrf';
import { credentialSignIn, identitySettings, loadIdentityClient, type SignedInUser } from '../../src/identity/settings';
import { accountDetails, formLogin, postQuietly, tokenLogin, type Credentials } from './account-api';
import { decisionView, type Decision, type DecisionView } from './decision';
import { hasIdentityHint, IDENTITY_HINT_COOKIE } from './identity-hint';

/**
 * The shopper's account as the drawer knows it (SPEC 4.3). `decision` is undefined while it is
 * being asked for. The storefront session (an httpOnly cookie) is what the server trusts: with
 * identity sign-in the provider's access token is posted to tokenLogin to create it.
 */
export type Session = { signedIn: false } | { signedIn: true; username: string; decision: DecisionView | undefined };

export interface SessionActions {
  /** Signs in with e-mail and password; false when it failed (the SPEC 8 login message). */
  signIn(username: string, password: string): Promise<boolean>;
  signOut(): Promise<void>;
}

/** SPEC 9.4: saved when the shopper is approved; it says nothing about who they are. */
const SETUP_COMPLETE_KEY = 'userSetupComplete';

function rememberSetup(view: DecisionView): void {
  if (view.kind !== 'approved') return;
  try {
    localStorage.setItem(SETUP_COMPLETE_KEY, 'true');
  } catch {
    // Storage refused (private mode, quota): the flag is a nicety.
  }
}

/**
 * Tells the page's prices and the site's other tabs (issue 23) that the shopper signed in or out:
 * the decision without the name (src/contracts/account-events.ts).
 */
function announce(decision: Decision | null | undefined, signedIn = true): void {
  const d = signedIn ? decision : null;
  changeAccount({
    signedIn,
    decision: d
      ? {
          approvalDetermination: d.approvalDetermination,
          tierIsApproved: d.tierIsApproved,
          remainingLeasingPower: d.remainingLeasingPower,
          expirationDateValue: d.expirationDateValue,
          named: Boolean(d.firstName?.trim()),
        }
      : null,
  });
}

/**
 * Signed in in another tab (issue 23): the message carries the decision but never the name, so
 * the drawer greets without it and asks for nothing (the next page has the name from the server);
 * whether the platform knows the name still decides the apply promos.
 */
const signedInElsewhere = (decision: LeasingPowerDecision | null): Session => ({
  signedIn: true,
  username: '',
  decision: decisionView(
    decision && {
      approvalDetermination: decision.approvalDetermination ?? null,
      tierIsApproved: decision.tierIsApproved ?? null,
      remainingLeasingPower: decision.remainingLeasingPower ?? null,
      expirationDateValue: decision.expirationDateValue ?? null,
      firstName: null,
      remainingLeasingPowerFormatted: null,
    },
    decision?.named === true,
  ),
});

/** Signed out since the page was rendered (in this tab or another): the server's signed-in markup no longer holds. */
const signedOutSince = () => getStore().getState().account.changed?.signedIn === false;

const sameAccount = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function useAccountSession(initial: { signedIn: boolean; username: string; csrfToken: string }): [Session, SessionActions] {
  const [session, setSession] = useState<Session>(() => {
    if (initial.signedIn && initial.username && !signedOutSince()) return { signedIn: true, username: initial.username, decision: undefined };
    const changed = getStore().getState().account.changed;
    return changed?.signedIn ? signedInElsewhere(changed.decision) : { signedIn: false };
  });
  const sessionRef = useRef(session);
  sessionRef.current = session;
  /** Set while this drawer tells the page of its own sign-in or sign-out (announce dispatches at once). */
  const telling = useRef(false);
  const announceOwn = (decision: Decision | null | undefined, signedIn = true) => {
    telling.current = true;
    try {
      announce(decision, signedIn);
    } finally {
      telling.current = false;
    }
  };
  // The attribute's token is the page's; sign-in and sign-out replace it (formCsrfToken reads the current one).
  const csrf = useRef(initial.csrfToken);
  csrf.current = initial.csrfToken;
  const token = () => formCsrfToken(csrf.current);
  /** Set while a credential sign-in runs: it posts the token itself, the auth-state listener must not. */
  const signingIn = useRef(false);
  const [identity] = useState(() => identitySettings());

  /** Reads the account's decision; `tell` when it is news to the page (a sign-in here, not the page's own). */
  const applyDecision = useCallback(async (username: string, tell = false) => {
    const decision = await accountDetails(endpoint('accountDetails'), username, token());
    if (tell) announceOwn(decision);
    const view = decisionView(decision);
    rememberSetup(view);
    setSession((now) => (now.signedIn && sameAccount(now.username, username) ? { ...now, decision: view } : now));
  }, []);

  /** A user from the provider (silent sign-in, renewal): create the storefront session unless it exists. */
  const adopt = useCallback(
    async (user: SignedInUser) => {
      if (signingIn.current || !user.email) return;
      const now = sessionRef.current;
      if (now.signedIn && sameAccount(now.username, user.email)) return;
      // Signed in in another tab of this browser: the storefront session (a cookie every tab
      // shares) exists already, so no token login, which would only replace it (and fail with a
      // 401 if that tab signs out meanwhile). The provider's user names the account.
      if (now.signedIn && now.username === '') {
        setSession({ ...now, username: user.email });
        return;
      }
      if (!(await tokenLogin(endpoint('tokenLogin'), user.accessToken))) return;
      writeCookie(IDENTITY_HINT_COOKIE, '1');
      setSession({ signedIn: true, username: user.email, decision: undefined });
      await applyDecision(user.email, true);
    },
    [applyDecision],
  );

  // Signed in when the page was rendered: ask for the decision (SPEC 7.3 GetAccountDetails).
  useEffect(() => {
    if (initial.signedIn && initial.username && !signedOutSince()) void applyDecision(initial.username);
    // Once per mount: the attributes describe the page as the server rendered it.
  }, []);

  // Identity sign-in on: follow the auth state, and sign in silently first (SPEC 4.3) where this
  // browser signed in through the provider before (identity-hint.ts); without the hint the client
  // loads when the shopper signs in. Drawn after a sign-in in another tab, it asks the provider
  // nothing: the storefront session is the tabs' own already, and tokens fetched here would only
  // race that tab's sign-out, which revokes them.
  useEffect(() => {
    if (!identity || !hasIdentityHint()) return;
    if (sessionRef.current.signedIn && sessionRef.current.username === '') return;
    let stopped = false;
    const stops: (() => void)[] = [];
    loadIdentityClient(identity).then(
      (client) => {
        if (stopped) return;
        stops.push(client.onUserLoaded((user) => void adopt(user)));
        stops.push(
          client.onSignedOut(() => {
            setSession({ signedIn: false });
            announceOwn(null, false);
          }),
        );
        void client.silentSignIn().then((user) => {
          if (!user) removeCookie(IDENTITY_HINT_COOKIE);
        });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
  }, [identity, adopt]);

  const signIn = useCallback(
    async (username: string, password: string): Promise<boolean> => {
      const credentials: Credentials = { username, password, csrfToken: token() };
      if (!identity) {
        const url = endpoint('loginForm');
        const answer = url ? await formLogin(url, credentials) : 'failed';
        if (answer === 'failed') return false;
        announceOwn(answer.decision);
        const view = decisionView(answer.decision);
        rememberSetup(view);
        setSession({ signedIn: true, username, decision: view });
        return true;
      }
      signingIn.current = true;
      try {
        const user = await credentialSignIn(identity, username, password);
        if (!(await tokenLogin(endpoint('tokenLogin'), user.accessToken))) return false;
        const email = user.email ?? username;
        writeCookie(IDENTITY_HINT_COOKIE, '1');
        setSession({ signedIn: true, username: email, decision: undefined });
        await applyDecision(email, true);
        return true;
      } catch {
        return false;
      } finally {
        signingIn.current = false;
      }
    },
    [identity, applyDecision],
  );

  const signOut = useCallback(async () => {
    if (identity) {
      // Revokes the access and refresh tokens at the provider (SPEC 4.3) before the session ends.
      await loadIdentityClient(identity)
        .then((client) => client.signOut())
        .catch(() => undefined);
    }
    // The storefront session ends (and, on the demo, the provider session with it) whatever the provider said.
    await postQuietly(endpoint('accountSignOut'), { csrf_token: token() });
    removeCookie(IDENTITY_HINT_COOKIE);
    setSession({ signedIn: false });
    announceOwn(null, false);
  }, [identity]);

  // Signed out in another tab of the site (the tab sync dispatches it here): the decision and the
  // personal panels go at once, as if it had happened here. Signed in there while signed out here:
  // signed in here too, with the decision the message carries. This drawer's own news is not news.
  useEffect(() => on(document, ACCOUNT_CHANGE_EVENT, (event) => {
    if (telling.current) return;
    if (!event.detail.signedIn && sessionRef.current.signedIn) setSession({ signedIn: false });
    else if (event.detail.signedIn && !sessionRef.current.signedIn) setSession(signedInElsewhere(event.detail.decision));
  }), []);

  return [session, { signIn, signOut }];
}
