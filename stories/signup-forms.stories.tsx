import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/contest-signup/element';
import '../widgets/interstitial/element';
import '../widgets/sms-optin/element';
import '../widgets/sofa-signup/element';
import { contestRefused, INTERSTITIAL_B_CONTENT, interstitialTextUnserviced, signupHandlers, sofaServerError } from '../.storybook/signup-handlers';
import { messages as contestMessages } from '../widgets/contest-signup/messages';
import { messages as interstitialMessages } from '../widgets/interstitial/messages';
import { messages as optinMessages } from '../widgets/sms-optin/messages';
import { messages as sofaMessages } from '../widgets/sofa-signup/messages';
import { findDialog } from './support/dialogs';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { SignupPage, signupUrls } from './support/SignupPage';

type Widget = 'interstitial' | 'interstitial-b' | 'interstitial-first-visit' | 'contest' | 'sofa' | 'sms-optin';

interface Args {
  widget: Widget;
}

/** The sign-up forms of SPEC 2.4 besides the footer's: the interstitial pop-up, contest, custom sofa and sign-me-up. */
const meta = {
  title: 'Widgets/Sign-up forms',
  render: ({ widget }, { parameters }) => (
    <SignupPage note={storyDescription(parameters)} interstitialState={widget === 'interstitial-first-visit' ? null : widget.startsWith('interstitial') ? 'first' : undefined}>
      {widget === 'interstitial' || widget === 'interstitial-first-visit' ? <lto-interstitial /> : null}
      {widget === 'interstitial-b' ? <lto-interstitial variant="text" content-url={INTERSTITIAL_B_CONTENT} /> : null}
      {widget === 'contest' ? <lto-contest-signup /> : null}
      {widget === 'sofa' ? <lto-sofa-signup product-id="P1001" /> : null}
      {widget === 'sms-optin' ? (
        <form className="sb-sign-me-up" action="#">
          <lto-sms-optin />
        </form>
      ) : null}
    </SignupPage>
  ),
  args: { widget: 'interstitial' },
  parameters: {
    msw: { handlers: signupHandlers },
    ltoUrls: signupUrls,
    ltoPage: { type: 'search' },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };
const texts = (locale: unknown) => messagesFor(locale, interstitialMessages, contestMessages, sofaMessages, optinMessages);

/** The pop-up, once it opened (1 s after load) and took focus. */
async function popup(locale: unknown): Promise<HTMLElement> {
  const name = texts(locale)('interstitial.title');
  await within(document.body).findByRole('dialog', { name }, { timeout: 3000 });
  return findDialog(name);
}

export const InterstitialOpen: Story = {
  name: 'Interstitial: open (newemailInterstitial = first)',
  parameters: note("A later page of a visitor who has seen the site before ('first' in local storage): the pop-up opens 1 s after load, with the e-mail form and the text form."),
  play: async ({ globals }) => {
    const dialog = within(await popup(globals.locale));
    await expect(dialog.getByRole('heading', { name: texts(globals.locale)('interstitial.emailHeading') })).toBeVisible();
  },
};
export const InterstitialOpenEs: Story = { ...InterstitialOpen, name: 'Interstitial: open (es)', globals: es };

export const InterstitialFirstVisit: Story = {
  name: 'Interstitial: first visit (nothing shown)',
  args: { widget: 'interstitial-first-visit' },
  parameters: note("Nothing in local storage: the visit is recorded as 'first' and no pop-up opens on this page."),
  play: async () => {
    await waitFor(() => expect(localStorage.getItem('newemailInterstitial')).toBe('first'));
  },
};

export const InterstitialHomePage: Story = {
  name: 'Interstitial: home page (never shown)',
  parameters: { ...note('The home page (page.type storefront) never shows the pop-up, whatever local storage says.'), ltoPage: { type: 'storefront' } },
};

export const InterstitialSignedUp: Story = {
  name: 'Interstitial: e-mail sign-up succeeds',
  parameters: note("The shopper signs up by e-mail: the platform's thanks shows for 2 s, 'closed' is stored and the pop-up goes."),
  play: async ({ globals }) => {
    const t = texts(globals.locale);
    const dialog = within(await popup(globals.locale));
    await userEvent.type(dialog.getByRole('textbox', { name: t('interstitial.email') }), 'pop@example.com');
    await userEvent.click(dialog.getByRole('button', { name: t('interstitial.emailSubmit') }));
    await expect(await dialog.findByText(t('interstitial.thanks'))).toBeVisible();
  },
};
export const InterstitialSignedUpEs: Story = { ...InterstitialSignedUp, name: 'Interstitial: e-mail sign-up succeeds (es)', globals: es };

export const InterstitialError: Story = {
  name: 'Interstitial: text form error',
  parameters: {
    ...note("The platform refuses the number: 'Error' and 'Unable to process SMS opt in. Please refresh the page and fill out the form again.', fading after 2 s."),
    msw: { handlers: { interstitialText: interstitialTextUnserviced } },
  },
  play: async ({ globals }) => {
    const t = texts(globals.locale);
    const dialog = within(await popup(globals.locale));
    await userEvent.type(dialog.getByRole('textbox', { name: t('interstitial.phone') }), '907-555-0123');
    await userEvent.click(dialog.getByRole('button', { name: t('interstitial.textSubmit') }));
    await expect(await dialog.findByRole('heading', { name: t('interstitial.errorHeading') })).toBeVisible();
  },
};
export const InterstitialErrorEs: Story = { ...InterstitialError, name: 'Interstitial: text form error (es)', globals: es };

export const InterstitialVariantB: Story = {
  name: 'Interstitial: variant B (text only, alternate HTML)',
  args: { widget: 'interstitial-b' },
  parameters: note('variant="text" with content-url: the page\'s own HTML message (sanitized) above the text form alone.'),
  play: async ({ globals }) => {
    const dialog = within(await popup(globals.locale));
    await expect(await dialog.findByText(/Fall sale|Rebajas de otoño/)).toBeVisible();
    await expect(dialog.queryByRole('heading', { name: texts(globals.locale)('interstitial.emailHeading') })).toBeNull();
  },
};
export const InterstitialVariantBEs: Story = { ...InterstitialVariantB, name: 'Interstitial: variant B (es)', globals: es };

async function enterContest(canvas: HTMLElement, locale: unknown) {
  const t = texts(locale);
  const form = within(await within(canvas).findByRole('form', { name: t('contest.heading') }));
  await userEvent.type(form.getByRole('textbox', { name: t('contest.email') }), 'win@example.com');
  await userEvent.click(form.getByRole('button', { name: t('contest.submit') }));
  return form;
}

export const ContestRefused: Story = {
  name: 'Contest: refused',
  args: { widget: 'contest' },
  parameters: { ...note("The platform refuses the entry: its message shows for 2 s and what was typed stays. (A success would send the shopper to '/' after 1 s, leaving Storybook.)"), msw: { handlers: { contestForm: contestRefused } } },
  play: async ({ canvasElement, globals }) => {
    const form = await enterContest(canvasElement, globals.locale);
    await expect(await form.findByText(/Invalid email address|Correo electrónico no válido/)).toBeVisible();
  },
};
export const ContestRefusedEs: Story = { ...ContestRefused, name: 'Contest: refused (es)', globals: es };

export const ContestCanada: Story = {
  name: 'Contest: empty (en-CA: postal code)',
  args: { widget: 'contest' },
  globals: canada,
  parameters: note("The contest form on the Canadian site asks for a 'Postal Code'."),
};

async function sofaDialog(canvas: HTMLElement, locale: unknown) {
  const t = texts(locale);
  await userEvent.click(await within(canvas).findByRole('button', { name: t('sofa.open') }));
  const dialog = within(await findDialog(t('sofa.title')));
  await userEvent.type(dialog.getByRole('textbox', { name: t('sofa.email') }), 'sofa@example.com');
  await userEvent.click(dialog.getByRole('button', { name: t('sofa.submit') }));
  return dialog;
}

export const SofaAnswered: Story = {
  name: 'Custom sofa: the HTML answer',
  args: { widget: 'sofa' },
  parameters: note("The shopper asks for custom sofa news: the platform's HTML answer, sanitized, takes the form's place."),
  play: async ({ canvasElement, globals }) => {
    const dialog = await sofaDialog(canvasElement, globals.locale);
    await expect(await dialog.findByRole('heading', { name: /You're on the list|Ya estás en la lista/ })).toBeVisible();
  },
};
export const SofaAnsweredEs: Story = { ...SofaAnswered, name: 'Custom sofa: the HTML answer (es)', globals: es };

export const SofaFailed: Story = {
  name: 'Custom sofa: request fails',
  args: { widget: 'sofa' },
  parameters: { ...note('The platform fails (HTTP 500): the form stays with the address, and says so.'), msw: { handlers: { customSofaEmail: sofaServerError } } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await sofaDialog(canvasElement, globals.locale);
    await expect(await dialog.findByText(texts(globals.locale)('sofa.failed'))).toBeVisible();
  },
};
export const SofaFailedEs: Story = { ...SofaFailed, name: 'Custom sofa: request fails (es)', globals: es };

export const SmsOptin: Story = {
  name: 'Sign-me-up SMS opt-in',
  args: { widget: 'sms-optin' },
  parameters: note("The opt-in box of the sign-me-up form: unticked, the form sends smsOptinCheckbox=false; ticked, true."),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: texts(globals.locale)('smsOptin.label') })).not.toBeChecked();
  },
};
export const SmsOptinEs: Story = { ...SmsOptin, name: 'Sign-me-up SMS opt-in (es)', globals: es };
