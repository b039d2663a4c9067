import * as v from 'valibot';
import { flag, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { AccountDrawer } from './AccountDrawer';

export const tag = 'lto-account-drawer';

/** The attributes of <lto-account-drawer>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  csrfToken: text(
    "The session's CSRF token, sent as csrf_token with every sign-in, registration and sign-out request; the lto_csrf cookie's token wins when the platform sets it (sign-in and sign-out replace the token).",
  ),
  username: text("The signed-in account's e-mail, when the storefront session is signed in."),
  accountHref: text("The account page: the trigger is a link to it, so it works before and without our script; the drawer opens in its place.", '/account'),
  applyHref: text("The lease application page the 'Discover leasing' promo's 'Get started' leads to.", '/apply'),
  signedIn: flag("Present when the storefront session is signed in: the drawer starts in the Account state and asks for the account's Leasing Power decision."),
});

export type AccountDrawerProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: AccountDrawer });
