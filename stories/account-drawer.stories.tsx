import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/account-drawer/element';
import { messages } from '../widgets/account-drawer/messages';
import { ACCOUNT_PAGE, ACCOUNT_URLS, AccountPage, accountHandlers, loginRefused, loginSlow, registerExists, type DecisionName } from './support/account';
import { findDialog } from './support/dialogs';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';

/** The args of the drawer stories: who is signed in when the page is rendered (empty: nobody). */
interface DrawerArgs {
  signedIn: string;
}

/**
 * `<lto-account-drawer>` (SPEC 2.5, 4.3, 7.3, 8): the header's 'Sign In' / 'Account' trigger, the
 * server's link to the account page, and the My Account drawer that opens in its place. Identity
 * sign-in is off in Storybook (no provider runs here): signing in posts the login form. Signed-in
 * stories render the page as the server does after a sign-in (signed-in + username, the trigger
 * reading 'Account'), so the drawer asks GetAccountDetails for the decision.
 */
const meta = {
  title: 'Widgets/Account drawer',
  render: (args, { parameters }) => <AccountPage note={storyDescription(parameters)} signedIn={args.signedIn} />,
  args: { signedIn: '' },
  argTypes: { signedIn: { description: '`signed-in` + `username`: the account e-mail of a signed-in page; empty for a signed-out one.' } },
  parameters: {
    msw: { handlers: accountHandlers() },
    ltoPage: ACCOUNT_PAGE,
    ltoUrls: ACCOUNT_URLS,
    docs: {
      description: {
        component:
          "The header's 'Sign In' (signed in: 'Account'), a link to the account page that the server writes and the widget draws the same, opens the My Account drawer in its place: login (e-mail, password with show/hide, 'Create account'), registration ('Back to login'), 'account created' with 'Resend activation e-mail', and when signed in the Leasing Power decision: approved ('$250.00/mo', expiry, details with a pie chart), zero, pending verification (See details: Next Steps / Store Info, FAQ), not approved, missing ('Discover leasing').",
      },
    },
  },
} satisfies Meta<DrawerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };
const texts = (locale: unknown) => messagesFor(locale, messages);

/**
 * Opens the drawer from the header trigger, the link to the account page, once the widget has
 * drawn it (before, the server's link would leave the page), and returns the drawer.
 */
async function openDrawer(canvasElement: HTMLElement, locale: unknown, label: 'account.signIn' | 'account.account' = 'account.signIn') {
  const t = texts(locale);
  const island = await findIsland(canvasElement, 'lto-account-drawer');
  const trigger = await within(island).findByRole('link', { name: t(label) });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return findDialog(t('account.title'));
}

async function typeCredentials(drawer: HTMLElement, locale: unknown, email: string, password: string) {
  const t = texts(locale);
  await userEvent.type(within(drawer).getByLabelText(t('account.username')), email);
  await userEvent.type(within(drawer).getByLabelText(t('account.password')), password);
}

const submit = (drawer: HTMLElement) => drawer.querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** A signed-in page whose account has `decision`; the play opens the drawer once the decision is in. */
function signedIn(decision: DecisionName, text: string, check?: (drawer: HTMLElement, locale: unknown) => Promise<void>): Story {
  return {
    args: { signedIn: 'shopper@example.com' },
    parameters: { ...note(text), msw: { handlers: accountHandlers(decision) } },
    play: async ({ canvasElement, globals }) => {
      const drawer = await openDrawer(canvasElement, globals.locale, 'account.account');
      await waitFor(() => expect(within(drawer).queryByRole('status')).toBeNull());
      await check?.(drawer, globals.locale);
    },
  };
}

export const SignedOut: Story = {
  name: 'Login',
  parameters: note("A signed-out shopper opened 'Sign In': e-mail, password with 'Show password', 'Sign In', 'Create account', and the 'Discover leasing' promo."),
  play: async ({ canvasElement, globals }) => {
    const drawer = await openDrawer(canvasElement, globals.locale);
    await expect(within(drawer).getByLabelText(texts(globals.locale)('account.password'))).toHaveAttribute('type', 'password');
  },
};
export const SignedOutEs: Story = { ...SignedOut, name: 'Login (es)', globals: es };

export const LoginInvalid: Story = {
  name: 'Login: invalid fields',
  parameters: note("'alex@' and a 3-character password, then 'Sign In': both fields marked with their errors, focus on the e-mail; nothing is sent."),
  play: async ({ canvasElement, globals }) => {
    const drawer = await openDrawer(canvasElement, globals.locale);
    await typeCredentials(drawer, globals.locale, 'alex@', 'abc');
    await userEvent.click(submit(drawer));
    await expect(within(drawer).getByLabelText(texts(globals.locale)('account.username'))).toHaveFocus();
  },
};
export const LoginInvalidEs: Story = { ...LoginInvalid, name: 'Login: invalid fields (es)', globals: es };

export const LoginFailed: Story = {
  name: 'Login: wrong password',
  parameters: { ...note('The server refuses the e-mail and password (401): the login failure message, and what was typed stays.'), msw: { handlers: { loginForm: loginRefused } } },
  play: async ({ canvasElement, globals }) => {
    const drawer = await openDrawer(canvasElement, globals.locale);
    await typeCredentials(drawer, globals.locale, 'alex@example.com', 'wrong-password');
    await userEvent.click(submit(drawer));
    await waitFor(() => expect(within(drawer).getByRole('alert')).toHaveTextContent(texts(globals.locale)('account.loginFailed')));
  },
};
export const LoginFailedEs: Story = { ...LoginFailed, name: 'Login: wrong password (es)', globals: es };

export const SigningIn: Story = {
  name: 'Login: signing in (slow answer)',
  parameters: { ...note("The login form's answer has not come: 'Signing in…', and another click sends nothing (after 10 s the login failure shows)."), msw: { handlers: { loginForm: loginSlow } } },
  play: async ({ canvasElement, globals }) => {
    const drawer = await openDrawer(canvasElement, globals.locale);
    await typeCredentials(drawer, globals.locale, 'alex@example.com', 'Password1!');
    await userEvent.click(submit(drawer));
    await waitFor(() => expect(submit(drawer)).toHaveTextContent(texts(globals.locale)('account.signingIn')));
  },
};
export const SigningInEs: Story = { ...SigningIn, name: 'Login: signing in (slow answer, es)', globals: es };

/** Plays: 'Create account' from the login view. */
async function openRegister(canvasElement: HTMLElement, locale: unknown) {
  const drawer = await openDrawer(canvasElement, locale);
  await userEvent.click(within(drawer).getByRole('button', { name: texts(locale)('account.createAccount') }));
  await within(drawer).findByRole('heading', { name: texts(locale)('account.registerTitle') });
  return drawer;
}

export const Register: Story = {
  name: 'Register',
  parameters: note("'Create account' from the login view: e-mail, a new password, 'Create account' and 'Back to login'."),
  play: async ({ canvasElement, globals }) => {
    await openRegister(canvasElement, globals.locale);
  },
};
export const RegisterEs: Story = { ...Register, name: 'Register (es)', globals: es };

export const RegisterFailed: Story = {
  name: 'Register: e-mail already registered',
  parameters: { ...note("The server refuses the registration with its own message: that message is shown, and the form keeps what was typed."), msw: { handlers: { registerForm: registerExists } } },
  play: async ({ canvasElement, globals }) => {
    const drawer = await openRegister(canvasElement, globals.locale);
    await typeCredentials(drawer, globals.locale, 'alex@example.com', 'Secret99');
    await userEvent.click(submit(drawer));
    await within(drawer).findByText(/already exists|Ya existe/);
  },
};
export const RegisterFailedEs: Story = { ...RegisterFailed, name: 'Register: e-mail already registered (es)', globals: es };

export const AccountCreated: Story = {
  name: 'Account created',
  parameters: note("Registration worked: the username, 'Your account has been successfully created.' (3 s, then fading over 400 ms; also announced) and 'Resend activation e-mail'."),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const drawer = await openRegister(canvasElement, globals.locale);
    await typeCredentials(drawer, globals.locale, 'new.shopper@example.com', 'Secret99');
    await userEvent.click(submit(drawer));
    await within(drawer).findByRole('heading', { name: t('account.createdFor', { username: 'new.shopper@example.com' }) });
    await expect(within(drawer).getByRole('button', { name: t('account.resend') })).toBeVisible();
  },
};
export const AccountCreatedEs: Story = { ...AccountCreated, name: 'Account created (es)', globals: es };

export const Approved: Story = {
  name: 'Signed in: approved',
  ...signedIn('approved', "Alex is approved: 'Hi, Alex', '$250.00/mo', 'Expires Feb 19, 2027', the details icon, 'Sign out'; userSetupComplete is saved.", async (drawer, locale) => {
    await within(drawer).findByText(texts(locale)('account.perMonth', { amount: '$250.00' }));
  }),
};
export const ApprovedEs: Story = { ...Approved, name: 'Signed in: approved (es)', globals: es };
export const ApprovedCanada: Story = {
  ...signedIn('approved', "The Canadian site: 'C$250.00/mo'.", async (drawer, locale) => {
    await within(drawer).findByText(texts(locale)('account.perMonth', { amount: 'C$250.00' }));
  }),
  name: 'Signed in: approved (en-CA, C$)',
  globals: canada,
};

export const Zero: Story = {
  name: 'Signed in: no Leasing Power left',
  ...signedIn('zero', "Zoe is approved with nothing left: '$0.00/mo' in its own (amber) style, with a note."),
};
export const ZeroEs: Story = { ...Zero, name: 'Signed in: no Leasing Power left (es)', globals: es };

export const LeasingPowerDetails: Story = {
  name: 'Leasing Power details',
  ...signedIn('approved', "The info icon opens 'Your Leasing Power(SM) Details' (600 wide): a pie chart of $250.00 available of $400.00 approved, with its text equivalent.", async (drawer, locale) => {
    const t = texts(locale);
    await userEvent.click(within(drawer).getByRole('button', { name: t('account.detailsButton') }));
    const details = await findDialog(t('account.detailsTitle'));
    await within(details).findByRole('img');
  }),
};
export const LeasingPowerDetailsEs: Story = { ...LeasingPowerDetails, name: 'Leasing Power details (es)', globals: es };

export const Pending: Story = {
  name: 'Signed in: pending verification',
  ...signedIn('pending', "Pat's application is pending: 'Hi, Pat', no promos, and 'See details'."),
};
export const PendingEs: Story = { ...Pending, name: 'Signed in: pending verification (es)', globals: es };

export const PendingDetails: Story = {
  name: 'Pending: details (page 2)',
  ...signedIn('pending', "'See details' loads the Decision Pending component once: tabs 'Next Steps' (three collapsible sections, 'View FAQs', 'Contact us') and 'Store Info', with 'Back'.", async (drawer, locale) => {
    await userEvent.click(within(drawer).getByRole('button', { name: texts(locale)('account.seeDetails') }));
    await within(drawer).findAllByRole('tab');
  }),
};
export const PendingDetailsEs: Story = { ...PendingDetails, name: 'Pending: details (page 2, es)', globals: es };

export const PendingFaq: Story = {
  name: 'Pending: FAQ dialog',
  ...signedIn('pending', "'View FAQs' opens 'Frequently Asked Questions' (400 wide) with 'Got it'.", async (drawer, locale) => {
    await userEvent.click(within(drawer).getByRole('button', { name: texts(locale)('account.seeDetails') }));
    const faqButton = await waitFor(() => {
      const button = drawer.querySelector<HTMLButtonElement>('[data-lto-faq]');
      if (!button) throw new Error('no FAQ button yet');
      return button;
    });
    await userEvent.click(faqButton);
    await findDialog(texts(locale)('account.faqTitle'));
  }),
};
export const PendingFaqEs: Story = { ...PendingFaq, name: 'Pending: FAQ dialog (es)', globals: es };

export const NotApproved: Story = {
  name: 'Signed in: not approved',
  ...signedIn('denied', "Dana was not approved: 'Hi, Dana', and the apply promos are hidden (the platform knows her by name)."),
};
export const NotApprovedEs: Story = { ...NotApproved, name: 'Signed in: not approved (es)', globals: es };

export const DecisionMissing: Story = {
  name: 'Signed in: no decision',
  ...signedIn('none', "No decision data (a new account): 'Hello!' and the 'Discover leasing' promo with 'Get started'."),
};
export const DecisionMissingEs: Story = { ...DecisionMissing, name: 'Signed in: no decision (es)', globals: es };
