import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { removeCookie, writeCookie } from '../src/core/cookies';
import '../widgets/privacy-bar/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-privacy-bar>` (SPEC 2.2, 4.1) over the markup the platform writes (hidden until the widget
 * shows it), at the foot of the window. The story sets the visitor's cookies first: a first visit
 * (no new-user cookies) or a later one (newUserCheckCookie without newUserCookie).
 */
const TEXT = {
  en: { label: 'Privacy notice', before: 'We use cookies to run this site and to remember your choices. Read our', link: 'privacy policy', after: 'to learn more.', close: 'Close', page: 'A page of the store.' },
  es: {
    label: 'Aviso de privacidad',
    before: 'Usamos cookies para que este sitio funcione y para recordar tus preferencias. Lee nuestra',
    link: 'política de privacidad',
    after: 'para saber más.',
    close: 'Cerrar',
    page: 'Una página de la tienda.',
  },
};
const textFor = (locale: unknown) => TEXT[String(locale ?? '').startsWith('es') ? 'es' : 'en'];

type Visit = 'first' | 'later';
const VISITOR_COOKIES = ['newUserCookie', 'newUserCheckCookie', 'removePrivacyBarCookie'];

/** The visitor's cookies as the story says, written before the bar is on the page. */
function setVisit(visit: Visit) {
  for (const name of VISITOR_COOKIES) removeCookie(name);
  if (visit === 'later') writeCookie('newUserCheckCookie', 'newuserhadtheirfirstvisit');
}

function BarPage({ visit, locale, note: text }: { visit: Visit; locale: unknown; note?: string | undefined }) {
  const t = textFor(locale);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    setVisit(visit);
    setReady(true);
  }, [visit]);
  if (!ready) return null;
  return (
    <StoryPage note={text}>
      <p>{t.page}</p>
      <lto-privacy-bar>
        <div className="lto-privacy-bar" role="region" aria-label={t.label} hidden>
          <p className="lto-privacy-bar__text">
            {t.before} <a href="/privacy-policy">{t.link}</a> {t.after}
          </p>
          <button type="button" className="lto-privacy-bar__close">
            {t.close}
          </button>
        </div>
      </lto-privacy-bar>
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Privacy bar',
  args: { visit: 'first' as Visit },
  render: (args, { parameters, globals }) => <BarPage visit={args.visit} locale={globals['locale']} note={storyDescription(parameters)} />,
} satisfies Meta<{ visit: Visit }>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

const barOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelector<HTMLElement>('lto-privacy-bar .lto-privacy-bar')!;
const drawn = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.ownerDocument.querySelector('lto-privacy-bar[data-lto-ready]')).not.toBeNull());

export const FirstVisit: Story = {
  name: 'First visit (shown)',
  parameters: note('No new-user cookies: a first visit. The bar shows at the foot of the window, over the page.'),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement);
    await expect(within(canvasElement.ownerDocument.body).getByRole('region', { name: textFor(globals['locale']).label })).toBeVisible();
  },
};
export const FirstVisitEs: Story = { ...FirstVisit, name: 'First visit (es)', globals: es };

export const Closed: Story = {
  name: 'Closed',
  parameters: note("The shopper closed it: removePrivacyBarCookie = 'removeprivacybar' for 30 days, and it shows on no later page."),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement);
    await userEvent.click(within(barOf(canvasElement)).getByRole('button', { name: textFor(globals['locale']).close }));
    await waitFor(() => expect(barOf(canvasElement)).not.toBeVisible());
  },
};
export const ClosedEs: Story = { ...Closed, name: 'Closed (es)', globals: es };

export const LaterVisit: Story = {
  name: 'Later visit (nothing shown)',
  args: { visit: 'later' },
  parameters: note('newUserCheckCookie set and the first day over: a later visit. No bar.'),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(barOf(canvasElement)).not.toBeVisible();
  },
};
export const LaterVisitEs: Story = { ...LaterVisit, name: 'Later visit (es)', globals: es };
