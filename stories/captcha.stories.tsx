import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ENDPOINT_PATHS } from '../src/contracts/endpoint-paths';
import { CONFIG_ELEMENT_ID, resetConfig } from '../src/core/config';
import '../widgets/captcha/element';
import { mswPath } from '../.storybook/handlers';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-captcha>` (SPEC 2.2, 4.1, 7.8): on a page whose session is flagged SHOW_CAPTCHA (the
 * story sets the config block's page.showCaptcha), the 'Are you human' dialog opens; Escape does
 * not close it; OK calls GET {rateLimiterReset}?format=ajax and closes it, or says the reset
 * failed and offers to try again.
 */
const TEXT = {
  en: { title: 'Are you human?', ok: 'OK', retry: 'Try again', failed: 'We could not check that just now. Please try again.', page: 'A page of the store.' },
  es: { title: '¿Eres una persona?', ok: 'Aceptar', retry: 'Reintentar', failed: 'No pudimos comprobarlo en este momento. Inténtalo de nuevo.', page: 'Una página de la tienda.' },
};
const lang = (locale: unknown) => (String(locale ?? '').startsWith('es') ? 'es' : 'en');

const resetOk = http.get(mswPath('rateLimiterReset'), () => HttpResponse.json({ success: true }));
const resetFails = http.get(mswPath('rateLimiterReset'), () => HttpResponse.json({ success: false }, { status: 500 }));

/** The config block: the reset endpoint, and the session's flag as the story says. */
function preparePage(flagged: boolean) {
  const block = document.getElementById(CONFIG_ELEMENT_ID)!;
  const config = JSON.parse(block.textContent ?? '{}') as { urls: Record<string, string>; page: Record<string, unknown> };
  config.urls['rateLimiterReset'] = ENDPOINT_PATHS.rateLimiterReset;
  config.page['showCaptcha'] = flagged;
  block.textContent = JSON.stringify(config).replace(/</g, '\\u003c');
  resetConfig();
}

function CaptchaPage({ flagged, locale, note: text }: { flagged: boolean; locale: unknown; note?: string | undefined }) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    preparePage(flagged);
    setReady(true);
  }, [flagged]);
  if (!ready) return null;
  return (
    <StoryPage note={text}>
      <p>{TEXT[lang(locale)].page}</p>
      <lto-captcha></lto-captcha>
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Captcha',
  args: { flagged: true },
  render: (args, { parameters, globals }) => <CaptchaPage flagged={args.flagged} locale={globals['locale']} note={storyDescription(parameters)} />,
  parameters: { msw: { handlers: { reset: resetOk } } },
} satisfies Meta<{ flagged: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

/** The island is drawn by the autoloader on lto:captcha-due; a story shows the intent instead. */
async function findDialog(canvasElement: HTMLElement, locale: unknown) {
  const doc = canvasElement.ownerDocument;
  doc.querySelector('lto-captcha')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  return within(doc.body).findByRole('dialog', { name: TEXT[lang(locale)].title }, { timeout: 5000 });
}

export const Open: Story = {
  name: 'Open (session flagged)',
  parameters: note('SHOW_CAPTCHA set on the session: the dialog with ARE_YOU_HUMAN and its one button, OK, focused. Escape does nothing.'),
  play: async ({ canvasElement, globals }) => {
    const dialog = within(await findDialog(canvasElement, globals['locale']));
    await waitFor(() => expect(dialog.getByRole('button', { name: TEXT[lang(globals['locale'])].ok })).toHaveFocus());
  },
};
export const OpenEs: Story = { ...Open, name: 'Open (es)', globals: es };

export const Acknowledged: Story = {
  name: 'OK selected',
  parameters: note('OK: GET {rateLimiterReset}?format=ajax answers, and the dialog closes.'),
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, globals['locale']);
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT[lang(globals['locale'])].ok }));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('dialog')).toBeNull());
  },
};
export const AcknowledgedEs: Story = { ...Acknowledged, name: 'OK selected (es)', globals: es };

export const ResetFailed: Story = {
  name: 'Reset failed (retry)',
  parameters: { ...note('The reset answers 500: the dialog stays, says so, and its button tries again.'), msw: { handlers: { reset: resetFails } } },
  play: async ({ canvasElement, globals }) => {
    const t = TEXT[lang(globals['locale'])];
    const dialog = within(await findDialog(canvasElement, globals['locale']));
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(await dialog.findByText(t.failed)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
export const ResetFailedEs: Story = { ...ResetFailed, name: 'Reset failed (es)', globals: es };

export const NotFlagged: Story = {
  name: 'Session not flagged (never shown)',
  args: { flagged: false },
  parameters: note('No SHOW_CAPTCHA: nothing shows, and nothing is asked for.'),
};
