import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import '../widgets/cookie-check/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-cookie-check>` (SPEC 2.2, 8) over the markup the platform writes (the COOKIES_DISABLED
 * text, hidden until the widget shows it). A story cannot make the browser refuse cookies: for
 * 'Cookies refused' it makes navigator.cookieEnabled say false while the story is shown.
 */
const COOKIE_CHECK_TEXT = {
  en: {
    text: "Your browser is set to refuse cookies. This site needs them to keep your cart, your location and your sign-in: turn cookies on in your browser's settings, then reload the page.",
    page: 'A page of the store.',
  },
  es: {
    text: 'Tu navegador está configurado para rechazar las cookies. Este sitio las necesita para guardar tu carrito, tu ubicación y tu sesión: activa las cookies en la configuración de tu navegador y vuelve a cargar la página.',
    page: 'Una página de la tienda.',
  },
};
const lang = (locale: unknown) => (String(locale ?? '').startsWith('es') ? 'es' : 'en');

/** navigator.cookieEnabled as the story says, until it is left. */
function useCookiesRefused(refused: boolean): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (refused) Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, get: () => false });
    setReady(true);
    return () => void Reflect.deleteProperty(navigator, 'cookieEnabled');
  }, [refused]);
  return ready;
}

function CheckPage({ refused, locale, note: text }: { refused: boolean; locale: unknown; note?: string | undefined }) {
  const t = COOKIE_CHECK_TEXT[lang(locale)];
  if (!useCookiesRefused(refused)) return null;
  return (
    <StoryPage note={text}>
      <lto-cookie-check>
        <div className="lto-cookie-check lto-notice lto-notice--error" role="alert" hidden>
          <p className="lto-cookie-check__text">{t.text}</p>
        </div>
      </lto-cookie-check>
      <p>{t.page}</p>
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Cookie check',
  args: { refused: true },
  render: (args, { parameters, globals }) => <CheckPage refused={args.refused} locale={globals['locale']} note={storyDescription(parameters)} />,
} satisfies Meta<{ refused: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

const drawn = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.ownerDocument.querySelector('lto-cookie-check[data-lto-ready]')).not.toBeNull());

export const CookiesRefused: Story = {
  name: 'Cookies refused (shown)',
  parameters: note('The browser refuses cookies: the COOKIES_DISABLED banner shows in the page, read out as an alert.'),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
export const CookiesRefusedEs: Story = { ...CookiesRefused, name: 'Cookies refused (es)', globals: es };

export const CookiesKept: Story = {
  name: 'Cookies kept (nothing shown)',
  args: { refused: false },
  parameters: note('The browser keeps cookies (a cookie written is read back): no banner. On a real page the widget is not even loaded.'),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvasElement.querySelector('.lto-cookie-check')).not.toBeVisible();
  },
};
