import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { outline } from '../testing/markup-contract';
import * as drawerStories from './account-drawer.stories';
import * as getStartedStories from './get-started.stories';
import { accountDrawerMarkup, getStartedMarkup } from './support/account';
import { runRecording } from './support/requests';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(drawerStories);
const promo = composeStories(getStartedStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  drawer: 'My Account',
  email: 'E-mail address',
  signIn: 'Sign In',
  account: 'Account',
  signingIn: 'Signing in…',
  createAccount: 'Create account',
  backToLogin: 'Back to login',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidPassword: 'Please enter a password of at least 5 characters.',
  loginFailed: 'Unable to log you in. Please check your email and password and try again.',
  exists: 'An account with this e-mail already exists.',
  created: 'Your account has been successfully created.',
  createdFor: 'Account: new.shopper@example.com',
  resend: 'Resend activation e-mail',
  hi: (name: string) => `Hi, ${name}`,
  hello: 'Hello!',
  perMonth: (amount: string) => `${amount}/mo`,
  expires: 'Expires Feb 19, 2027',
  details: 'Your Leasing Power(SM) Details',
  chart: '$250.00 available of $400.00 approved',
  seeDetails: 'See details',
  tabs: ['Next Steps', 'Store Info'],
  faq: 'Frequently Asked Questions',
  gotIt: 'Got it',
  promo: 'Discover leasing',
  signOut: 'Sign out',
};
const ES = {
  drawer: 'Mi cuenta',
  email: 'Correo electrónico',
  signIn: 'Iniciar sesión',
  account: 'Cuenta',
  signingIn: 'Iniciando sesión…',
  createAccount: 'Crear cuenta',
  backToLogin: 'Volver al inicio de sesión',
  invalidEmail: 'Escribe un correo electrónico válido.',
  invalidPassword: 'Escribe una contraseña de al menos 5 caracteres.',
  loginFailed: 'No pudimos iniciar tu sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
  exists: 'Ya existe una cuenta con este correo electrónico.',
  created: 'Tu cuenta se creó correctamente.',
  createdFor: 'Cuenta: new.shopper@example.com',
  resend: 'Reenviar el correo de activación',
  hi: (name: string) => `Hola, ${name}`,
  hello: '¡Hola!',
  perMonth: (amount: string) => `${amount}/mes`,
  expires: 'Vence el 19 de febrero de 2027',
  details: 'Detalles de tu Poder de Arrendamiento(SM)',
  chart: '$250.00 disponibles de $400.00 aprobados',
  seeDetails: 'Ver detalles',
  tabs: ['Próximos pasos', 'Información de la tienda'],
  faq: 'Preguntas frecuentes',
  gotIt: 'Entendido',
  promo: 'Descubre el arrendamiento',
  signOut: 'Cerrar sesión',
};

/** Runs the story (its play included) and lists the account requests sent meanwhile. */
const show = (story: Composed) =>
  runRecording(story, (request) => {
    const { pathname } = new URL(request.url);
    return /^\/(account|Login-)/.test(pathname) ? `${request.method} ${pathname}` : undefined;
  });

const drawer = async (text: typeof EN) => within(await screen.findByRole('dialog', { name: text.drawer }));

/** The header's trigger reading `name`: the link to the account page, saying it opens a dialog. */
function trigger(name: string) {
  const link = within(document.querySelector<HTMLElement>('lto-account-drawer')!).getByRole('link', { name });
  expect(link).toHaveAttribute('href', '/account');
  expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  return link;
}

/** `markup` as the page's template wrote it, outlined. */
function serverOutline(markup: string): string[] {
  const server = document.createElement('div');
  server.innerHTML = markup;
  document.body.append(server);
  try {
    return outline(server);
  } finally {
    server.remove();
  }
}

describe('account drawer stories', () => {
  // The drawer's panel is a lazy module, loaded as the shopper points at the trigger. Under Vitest
  // the first load is Vite transforming the panel and everything it imports, on demand: up to half
  // a second alone, more than the plays' one second to see the drawer open when the machine is
  // busy. Loaded here, the first story waits for the drawer as every other one does.
  beforeAll(async () => {
    await import('../widgets/account-drawer/DrawerPanel');
  });

  test.each([
    ['SignedOut', stories.SignedOut, EN],
    ['SignedOutEs', stories.SignedOutEs, ES],
  ] as const)('%s: the login form, create account and the promo; nothing sent', async (_, story, text) => {
    const sent = await show(story);
    const open = await drawer(text);
    expect(open.getByLabelText(text.email)).toHaveValue('');
    expect(open.getByRole('button', { name: text.createAccount })).toBeInTheDocument();
    expect(open.getByRole('heading', { name: text.promo })).toBeInTheDocument();
    expect(trigger(text.signIn)).toHaveAttribute('aria-expanded', 'true');
    expect(sent).toEqual([]);
  });

  test.each([
    ['SignedOut', stories.SignedOut, EN, false],
    ['SignedOutEs', stories.SignedOutEs, ES, false],
    ['Approved', stories.Approved, EN, true],
    ['ApprovedEs', stories.ApprovedEs, ES, true],
  ] as const)('%s: Escape closes the drawer, focus is back on the trigger, drawn as the header template wrote it', async (_, story, text, signedIn) => {
    await show(story);
    await drawer(text);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = trigger(signedIn ? text.account : text.signIn);
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(outline(document.querySelector('lto-account-drawer[data-lto-ready]')!)).toEqual(serverOutline(accountDrawerMarkup(signedIn)));
  });

  test.each([
    ['LoginInvalid', stories.LoginInvalid, EN],
    ['LoginInvalidEs', stories.LoginInvalidEs, ES],
  ] as const)('%s: both errors beside their fields, what was typed kept, nothing sent', async (_, story, text) => {
    const sent = await show(story);
    const open = await drawer(text);
    expect(open.getByLabelText(text.email)).toHaveValue('alex@');
    expect(open.getByLabelText(text.email)).toHaveAccessibleDescription(text.invalidEmail);
    expect(open.getByText(text.invalidPassword)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  test.each([
    ['LoginFailed', stories.LoginFailed, EN],
    ['LoginFailedEs', stories.LoginFailedEs, ES],
  ] as const)('%s: the login failure message, what was typed kept', async (_, story, text) => {
    const sent = await show(story);
    const open = await drawer(text);
    expect(open.getByRole('alert')).toHaveTextContent(text.loginFailed);
    expect(open.getByLabelText(text.email)).toHaveValue('alex@example.com');
    expect(sent).toEqual(['POST /account/login']);
  });

  test.each([
    ['SigningIn', stories.SigningIn, EN],
    ['SigningInEs', stories.SigningInEs, ES],
  ] as const)('%s: the busy button', async (_, story, text) => {
    await show(story);
    const button = (await drawer(text)).getByRole('button', { name: text.signingIn });
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  test.each([
    ['Register', stories.Register, EN],
    ['RegisterEs', stories.RegisterEs, ES],
  ] as const)('%s: the register view with back to login', async (_, story, text) => {
    await show(story);
    expect((await drawer(text)).getByRole('button', { name: text.backToLogin })).toBeInTheDocument();
  });

  test.each([
    ['RegisterFailed', stories.RegisterFailed, EN],
    ['RegisterFailedEs', stories.RegisterFailedEs, ES],
  ] as const)("%s: the server's message, what was typed kept", async (_, story, text) => {
    await show(story);
    const open = await drawer(text);
    expect(open.getByRole('alert')).toHaveTextContent(text.exists);
    expect(open.getByLabelText(text.email)).toHaveValue('alex@example.com');
  });

  test.each([
    ['AccountCreated', stories.AccountCreated, EN],
    ['AccountCreatedEs', stories.AccountCreatedEs, ES],
  ] as const)('%s: the username, the message and resend', async (_, story, text) => {
    const sent = await show(story);
    const open = await drawer(text);
    expect(open.getByRole('heading', { name: text.createdFor })).toBeInTheDocument();
    expect(open.getByText(text.created)).toBeInTheDocument();
    expect(open.getByRole('button', { name: text.resend })).toBeInTheDocument();
    expect(sent).toEqual(['POST /account/register']);
  });

  test.each([
    ['Approved', stories.Approved, EN, '$250.00'],
    ['ApprovedEs', stories.ApprovedEs, ES, '$250.00'],
    ['ApprovedCanada', stories.ApprovedCanada, EN, 'C$250.00'],
  ] as const)('%s: the amount a month and the expiry', async (_, story, text, amount) => {
    const sent = await show(story);
    const open = await drawer(text);
    expect(open.getByRole('heading', { name: text.hi('Alex') })).toBeInTheDocument();
    expect(open.getByText(text.perMonth(amount))).toBeInTheDocument();
    expect(open.getByText(text.expires)).toBeInTheDocument();
    expect(open.getByRole('button', { name: text.signOut })).toBeInTheDocument();
    expect(trigger(text.account)).toHaveAttribute('aria-expanded', 'true');
    expect(sent).toEqual(['POST /Login-GetAccountDetails']);
  });

  test.each([
    ['Zero', stories.Zero, EN],
    ['ZeroEs', stories.ZeroEs, ES],
  ] as const)('%s: $0.00 in its own style', async (_, story, text) => {
    await show(story);
    const amount = (await drawer(text)).getByText(text.perMonth('$0.00'));
    expect(amount.closest('.lto-account-drawer__power')).toHaveClass('lto-account-drawer__power--zero');
  });

  test.each([
    ['LeasingPowerDetails', stories.LeasingPowerDetails, EN],
    ['LeasingPowerDetailsEs', stories.LeasingPowerDetailsEs, ES],
  ] as const)('%s: the pie chart with its text equivalent', async (_, story, text) => {
    await show(story);
    const details = within(await screen.findByRole('dialog', { name: text.details }));
    expect(await details.findByRole('img', { name: text.chart })).toBeInTheDocument();
  });

  test.each([
    ['Pending', stories.Pending, EN],
    ['PendingEs', stories.PendingEs, ES],
  ] as const)('%s: greeting, See details, no promo', async (_, story, text) => {
    await show(story);
    const open = await drawer(text);
    expect(open.getByRole('heading', { name: text.hi('Pat') })).toBeInTheDocument();
    expect(open.getByRole('button', { name: text.seeDetails })).toBeInTheDocument();
    expect(open.queryByText(text.promo)).toBeNull();
  });

  test.each([
    ['PendingDetails', stories.PendingDetails, EN],
    ['PendingDetailsEs', stories.PendingDetailsEs, ES],
  ] as const)('%s: the two tabs, loaded once', async (_, story, text) => {
    const sent = await show(story);
    const open = await drawer(text);
    expect(open.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(text.tabs);
    expect(sent.filter((request) => request === 'GET /account/decision-pending')).toHaveLength(1);
  });

  test.each([
    ['PendingFaq', stories.PendingFaq, EN],
    ['PendingFaqEs', stories.PendingFaqEs, ES],
  ] as const)('%s: the FAQ dialog with Got it', async (_, story, text) => {
    await show(story);
    const faq = within(await screen.findByRole('dialog', { name: text.faq }));
    expect(faq.getByRole('button', { name: text.gotIt })).toBeInTheDocument();
  });

  test.each([
    ['NotApproved', stories.NotApproved, EN],
    ['NotApprovedEs', stories.NotApprovedEs, ES],
  ] as const)('%s: greeted by name, no promo', async (_, story, text) => {
    await show(story);
    const open = await drawer(text);
    expect(open.getByRole('heading', { name: text.hi('Dana') })).toBeInTheDocument();
    expect(open.queryByText(text.promo)).toBeNull();
  });

  test.each([
    ['DecisionMissing', stories.DecisionMissing, EN],
    ['DecisionMissingEs', stories.DecisionMissingEs, ES],
  ] as const)("%s: 'Hello!' and the promo", async (_, story, text) => {
    await show(story);
    const open = await drawer(text);
    expect(open.getByRole('heading', { name: text.hello })).toBeInTheDocument();
    await waitFor(() => expect(open.getByRole('heading', { name: text.promo })).toBeInTheDocument());
  });
});

describe('get started stories', () => {
  test.each([
    ['Promo', promo.Promo, 'Apply before you shop', 'Get started'],
    ['PromoEs', promo.PromoEs, 'Presenta tu solicitud antes de comprar', 'Comenzar'],
  ] as const)('%s: the promo and its link, drawn as the home page template wrote it; no drawer on a page without one', async (_, story, title, button) => {
    await story.run();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', '#apply');
    expect(outline(document.querySelector('lto-get-started[data-lto-ready]')!)).toEqual(serverOutline(getStartedMarkup()));
    expect(document.querySelector('lto-account-drawer')).toBeNull();
  });
});
