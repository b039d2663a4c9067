import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ENDPOINT_PATHS } from '../src/contracts/endpoint-paths';
import { CONFIG_ELEMENT_ID, resetConfig } from '../src/core/config';
import { removeCookie, writeCookie } from '../src/core/cookies';
import '../widgets/browser-check/element';
import { mswPath } from '../.storybook/handlers';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-browser-check>` (SPEC 4.1, 7.8, 9.8) as the platform writes it for an old browser: the
 * TLS_WARNING text, hidden until the check says so. The stories answer the TLS-check service
 * (here at /tls-check/a/check) as it would for an old TLS, a fine one, or not at all.
 */
const CHECK_URL = '/tls-check/a/check';
const BROWSER_CHECK_TEXT = {
  en: {
    text: 'Your browser uses an older security standard that this site will soon stop supporting. To keep shopping safely, please update your browser or use another one.',
    page: 'A page of the store.',
  },
  es: {
    text: 'Tu navegador usa un estándar de seguridad antiguo que este sitio pronto dejará de admitir. Para seguir comprando de forma segura, actualiza tu navegador o usa otro.',
    page: 'Una página de la tienda.',
  },
};
const lang = (locale: unknown) => (String(locale ?? '').startsWith('es') ? 'es' : 'en');

const tlsIs = (version: string) => http.get(`*${CHECK_URL}`, () => HttpResponse.json({ tls_version: version }));
const checkFails = http.get(`*${CHECK_URL}`, () => HttpResponse.error());
const reports = [mswPath('TLSBadTLS'), mswPath('TLSBadBrowser')].map((path) => http.get(path, () => new HttpResponse(null, { status: 204 })));

type Cookie = 'absent' | 'true' | 'false';

/** The config block's two report endpoints, and dw_TLSWarning as the story says. */
function preparePage(cookie: Cookie) {
  const block = document.getElementById(CONFIG_ELEMENT_ID)!;
  const config = JSON.parse(block.textContent ?? '{}') as { urls: Record<string, string> };
  config.urls['TLSBadTLS'] = ENDPOINT_PATHS.TLSBadTLS;
  config.urls['TLSBadBrowser'] = ENDPOINT_PATHS.TLSBadBrowser;
  block.textContent = JSON.stringify(config);
  resetConfig();
  if (cookie === 'absent') removeCookie('dw_TLSWarning');
  else writeCookie('dw_TLSWarning', cookie);
}

function CheckPage({ cookie, locale, note: text }: { cookie: Cookie; locale: unknown; note?: string | undefined }) {
  const t = BROWSER_CHECK_TEXT[lang(locale)];
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    preparePage(cookie);
    setReady(true);
  }, [cookie]);
  if (!ready) return null;
  return (
    <StoryPage note={text}>
      <lto-browser-check check-url={CHECK_URL}>
        <div className="lto-browser-check lto-notice lto-notice--error" role="alert" hidden>
          <p className="lto-browser-check__text">{t.text}</p>
        </div>
      </lto-browser-check>
      <p>{t.page}</p>
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Browser check',
  args: { cookie: 'absent' as Cookie },
  render: (args, { parameters, globals }) => <CheckPage cookie={args.cookie} locale={globals['locale']} note={storyDescription(parameters)} />,
  parameters: { msw: { handlers: { check: tlsIs('TLS 1.0'), reports } } },
} satisfies Meta<{ cookie: Cookie }>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

const warned = async (canvasElement: HTMLElement) => {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toBeVisible();
};

export const OldTls: Story = {
  name: 'TLS below 1.1 (warning)',
  parameters: note("The check says 'TLS 1.0': GET {TLSBadTLS}, TLS_WARNING shows, dw_TLSWarning=true for 15 minutes."),
  play: ({ canvasElement }) => warned(canvasElement),
};
export const OldTlsEs: Story = { ...OldTls, name: 'TLS below 1.1 (es)', globals: es };

export const CheckFailed: Story = {
  name: 'Check failed (warning)',
  parameters: { ...note('The TLS-check service cannot be reached: GET {TLSBadBrowser}, and the warning shows the same.'), msw: { handlers: { check: checkFails, reports } } },
  play: ({ canvasElement }) => warned(canvasElement),
};
export const CheckFailedEs: Story = { ...CheckFailed, name: 'Check failed (es)', globals: es };

export const Fine: Story = {
  name: 'TLS fine (nothing shown)',
  parameters: { ...note("The check says 'TLS 1.2': nothing shows, dw_TLSWarning=false for 30 days."), msw: { handlers: { check: tlsIs('TLS 1.2'), reports } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.cookie).toMatch(/dw_TLSWarning=false/));
    await expect(canvasElement.querySelector('.lto-browser-check')).not.toBeVisible();
  },
};

export const WarnedEarlier: Story = {
  name: 'Warned earlier (shown without a check)',
  args: { cookie: 'true' },
  parameters: note('dw_TLSWarning=true from a page of the last 15 minutes: the warning shows at once.'),
  play: ({ canvasElement }) => warned(canvasElement),
};
