import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-account-drawer',
  summary: 'The header\'s My Account drawer: sign-in (OpenID Connect with PKCE, or the login form), registration, Leasing Power.',
  dispatches: [
    {
      name: 'lto:account-change',
      from: 'document',
      detail: '{ signedIn: boolean; decision: { approvalDetermination?: string | null; tierIsApproved?: boolean | null; remainingLeasingPower?: number | null; expirationDateValue?: string | null; named?: boolean | null } | null }',
      description: "The shopper signed in or out here: the prices that say whether they fit the Leasing Power follow it, and the site's other tabs.",
    },
  ],
  listens: [
    {
      name: 'lto:account-change',
      as: 'follows',
      description:
        "Signed out in another tab: the drawer shows signed out, with no decision or personal panel. Signed in there: it shows signed in with the decision the message carries, greeting without a name (the message never carries it) and asking for nothing.",
    },
  ],
  endpoints: {
    loginForm: 'The login form posts here.',
    registerForm: 'The registration form posts here.',
    accountSignOut: 'Signing out.',
    accountResendActivation: "'Resend the activation e-mail'.",
    accountDetails: "The signed-in shopper's details and Leasing Power decision.",
    tokenLogin: "Creates the server session from the identity provider's access token.",
    renderDecisionPendingComponent: 'The decision pending panels (HTML).',
    getLpDetailsModal: 'The Leasing Power details modal (HTML).',
    logCheckoutSessionActivity: "Logs 'AccountSidebar_GetStarted' before the promo's link is followed.",
  },
  markup: { 'markup.html': 'the trigger of a signed-out page', 'markup-signed-in.html': 'the trigger of a signed-in page' },
});
