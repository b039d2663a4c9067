import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONFIG_ELEMENT_ID, getConfig, resetConfig } from '../src/core/config';
import { removeCookie } from '../src/core/cookies';
import '../widgets/cookie-consent/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-cookie-consent content-url="/cookie-hint">` (SPEC 2.2, 4.1): where the site preference
 * COOKIE_HINT is on (the story turns it on in the page's config block) and the shopper has not
 * accepted, the dialog opens with the cookie-hint text and one button, 'I agree'. Escape does not
 * close it. The stories start with the consent cookies cleared.
 */
const COOKIE_HINT_URL = '/cookie-hint';

const HINT = {
  en: '<p>Some cookies keep this store working; others help us measure visits and show you offers that fit.</p><p><a href="/privacy-policy">Read our privacy policy</a></p>',
  es: '<p>Algunas cookies hacen que esta tienda funcione; otras nos ayudan a medir las visitas y a mostrarte ofertas a tu medida.</p><p><a href="/privacy-policy">Lee nuestra política de privacidad</a></p>',
};
const TEXT = {
  en: { title: 'Cookies on this site', agree: 'I agree', page: 'A page of the store.' },
  es: { title: 'Cookies en este sitio', agree: 'Acepto', page: 'Una página de la tienda.' },
};
const lang = (locale: unknown) => (String(locale ?? '').startsWith('es') ? 'es' : 'en');

/** The platform's cookie-hint fragment (format=ajax), in the page's language. */
const cookieHintOk = http.get(`*${COOKIE_HINT_URL}`, () => new HttpResponse(HINT[lang(getConfig().locale)], { headers: { 'Content-Type': 'text/html' } }));
const cookieHintFails = http.get(`*${COOKIE_HINT_URL}`, () => new HttpResponse('<h1>Server error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }));

/** The config block's COOKIE_HINT and page type as the story says, and no consent yet. */
function preparePage(cookieHint: boolean, pageType: string) {
  const block = document.getElementById(CONFIG_ELEMENT_ID)!;
  const config = JSON.parse(block.textContent ?? '{}') as { preferences: Record<string, unknown>; page: Record<string, unknown> };
  config.preferences['COOKIE_HINT'] = cookieHint;
  config.page['type'] = pageType;
  block.textContent = JSON.stringify(config).replace(/</g, '\\u003c');
  resetConfig();
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
}

interface Args {
  cookieHint: boolean;
  pageType: string;
}

function ConsentPage({ cookieHint, pageType, locale, note: text }: Args & { locale: unknown; note?: string | undefined }) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    preparePage(cookieHint, pageType);
    setReady(true);
  }, [cookieHint, pageType]);
  if (!ready) return null;
  return (
    <StoryPage note={text}>
      <p>{TEXT[lang(locale)].page}</p>
      <lto-cookie-consent content-url={COOKIE_HINT_URL}></lto-cookie-consent>
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Cookie consent',
  args: { cookieHint: true, pageType: 'search' },
  render: (args, { parameters, globals }) => <ConsentPage {...args} locale={globals['locale']} note={storyDescription(parameters)} />,
  parameters: { msw: { handlers: { cookieHint: cookieHintOk } } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

const findDialog = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: TEXT[lang(locale)].title }, { timeout: 5000 });

export const Open: Story = {
  name: 'Open (COOKIE_HINT on)',
  parameters: note("COOKIE_HINT on, no consent yet: the dialog with the cookie-hint text, focused (read first), its privacy policy link and then its one button, 'I agree'. Escape does nothing."),
  play: async ({ canvasElement, globals }) => {
    const found = await findDialog(canvasElement, globals['locale']);
    const dialog = within(found);
    await waitFor(() => expect(dialog.getByRole('link')).toBeVisible());
    await expect(found.querySelector('.lto-cookie-consent__text')).toHaveFocus();
  },
};
export const OpenEs: Story = { ...Open, name: 'Open (es)', globals: es };

export const ContentFailed: Story = {
  name: 'Cookie-hint URL fails',
  parameters: { ...note('The cookie-hint URL answers 500: a short text of our own stands in, and the button works the same.'), msw: { handlers: { cookieHint: cookieHintFails } } },
  play: async ({ canvasElement, globals }) => {
    const dialog = within(await findDialog(canvasElement, globals['locale']));
    await expect(dialog.getByText(/^We use cookies to run this site|^Usamos cookies para que este sitio funcione/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: TEXT[lang(globals['locale'])].agree })).toBeVisible();
  },
};
export const ContentFailedEs: Story = { ...ContentFailed, name: 'Cookie-hint URL fails (es)', globals: es };

export const Agreed: Story = {
  name: "'I agree' selected",
  parameters: note("The shopper selects 'I agree': dw=1 and dw_cookies_accepted=1 (path '/'), lto:consent-change, and the dialog is gone for good."),
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, globals['locale']);
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT[lang(globals['locale'])].agree }));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('dialog')).toBeNull());
  },
};
export const AgreedEs: Story = { ...Agreed, name: "'Acepto' selected (es)", globals: es };

export const PrivacyPolicyPage: Story = {
  name: 'Privacy policy page (never shown)',
  args: { pageType: 'privacy-policy' },
  parameters: note('The privacy policy page (page.type privacy-policy), which the dialog sends the shopper to read: no dialog.'),
};

export const CookieHintOff: Story = {
  name: 'COOKIE_HINT off (never shown)',
  args: { cookieHint: false },
  parameters: note('The site preference off: no dialog, and consent does not apply (non-essential code runs at once).'),
};
