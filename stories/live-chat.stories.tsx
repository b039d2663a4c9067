import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONFIG_ELEMENT_ID, resetConfig } from '../src/core/config';
import { removeCookie } from '../src/core/cookies';
import { changeAccount } from '../src/core/store/account-actions';
import ChatPanel from '../widgets/live-chat/ChatPanel';
import type { Conversation as ChatConversation } from '../widgets/live-chat/chat-connection';
import '../widgets/live-chat/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-live-chat>` (SPEC 2.2, 7.9): the launcher the platform writes (a link to the contact page
 * that the widget makes a button), and the panel in each of its states. The chat service is
 * another company's script: the panel stories talk to a stand-in of their own (a bot that answers
 * in the page's language), as the demo does with its service on chat.localhost. The close
 * button's layout changes at 601px: narrow the canvas to see the word 'Close' beside the cross.
 */
const TEXT = {
  en: {
    launcher: 'Chat with us',
    page: 'A page of the store, with the chat in its footer.',
    greeting: ['Hi! I am the store assistant. Ask me about delivery, payments, leasing or our stores.'],
    question: 'When will my sofa arrive?',
    reply: 'Most orders are delivered within 2 to 5 days.',
    message: 'Your message',
    send: 'Send',
    log: 'Conversation',
    ended: 'You signed out, so this chat has ended.',
    restart: 'Start a new chat',
  },
  es: {
    launcher: 'Chatea con nosotros',
    page: 'Una página de la tienda, con el chat en su pie.',
    greeting: ['¡Hola! Soy el asistente de la tienda. Pregúntame sobre entregas, pagos, arrendamiento o nuestras tiendas.'],
    question: '¿Cuándo llega mi sofá?',
    reply: 'La mayoría de los pedidos se entregan en 2 a 5 días.',
    message: 'Tu mensaje',
    send: 'Enviar',
    log: 'Conversación',
    ended: 'Cerraste sesión, así que este chat terminó.',
    restart: 'Iniciar un chat nuevo',
  },
};
const lang = (locale: unknown) => (String(locale ?? '').startsWith('es') ? 'es' : 'en');

type Service = 'answers' | 'connecting' | 'unavailable';
/** The stories' chat service: a bot that answers, one that never does, one that is down. */
const services: Record<Service, (locale: unknown) => () => Promise<ChatConversation>> = {
  answers: (locale) => async () => ({ greeting: TEXT[lang(locale)].greeting, send: async () => [TEXT[lang(locale)].reply], end: () => {} }),
  connecting: () => () => new Promise<ChatConversation>(() => {}),
  unavailable: () => async () => {
    throw new Error('the chat service did not load');
  },
};

/** The config block with the chat preference on (and COOKIE_HINT as the story says), and no consent yet. */
function preparePage(cookieHint: boolean) {
  const block = document.getElementById(CONFIG_ELEMENT_ID)!;
  const config = JSON.parse(block.textContent ?? '{}') as { preferences: Record<string, unknown>; urls: Record<string, unknown> };
  config.preferences['chatEnabled'] = true;
  config.preferences['COOKIE_HINT'] = cookieHint;
  config.urls['chatService'] = '/stories/chat-service.js';
  block.textContent = JSON.stringify(config).replace(/</g, '\\u003c');
  resetConfig();
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
}

interface Args {
  /** 'launcher': the tag as the platform writes it; else the open panel with that service. */
  show: 'launcher' | Service;
  cookieHint: boolean;
}

function ChatPage({ show, cookieHint, locale, note: text }: Args & { locale: unknown; note?: string | undefined }) {
  const t = TEXT[lang(locale)];
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    preparePage(cookieHint);
    setReady(true);
  }, [cookieHint]);
  if (!ready) return null;
  return (
    <StoryPage note={text}>
      <p>{t.page}</p>
      {show === 'launcher' ? (
        <lto-live-chat href="/contact-us">
          <a className="lto-live-chat__launcher" href="/contact-us" aria-haspopup="dialog">
            <svg className="lto-live-chat__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z" />
            </svg>
            <span className="lto-live-chat__launcher-text">{t.launcher}</span>
          </a>
        </lto-live-chat>
      ) : (
        <ChatPanel id="story-chat" open onClose={() => {}} serviceUrl="/stories/chat-service.js" accountNumber="" contactHref="/contact-us" connect={services[show](locale)} />
      )}
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Live chat',
  args: { show: 'launcher', cookieHint: false },
  render: (args, { parameters, globals }) => <ChatPage {...args} locale={globals['locale']} note={storyDescription(parameters)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const panelOf = (canvasElement: HTMLElement, locale: unknown) => bodyOf(canvasElement).findByRole('dialog', { name: TEXT[lang(locale)].launcher });

export const Launcher: Story = {
  name: 'Launcher (closed)',
  parameters: note("The footer's launcher: a link to the contact page without script; with the chat on, a button that opens the chat. Nothing of the chat service is loaded yet."),
  play: async ({ canvasElement, globals }) => {
    await expect(await bodyOf(canvasElement).findByRole('button', { name: TEXT[lang(globals['locale'])].launcher })).toHaveAttribute('aria-expanded', 'false');
  },
};
export const LauncherEs: Story = { ...Launcher, name: 'Launcher (es)', globals: es };

export const WaitingForConsent: Story = {
  name: 'Opened before consent (COOKIE_HINT on)',
  args: { cookieHint: true },
  parameters: note('COOKIE_HINT on and cookies not accepted yet: the panel opens and says the chat starts once they are; nothing is loaded until then.'),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await bodyOf(canvasElement).findByRole('button', { name: TEXT[lang(globals['locale'])].launcher }));
    const panel = within(await panelOf(canvasElement, globals['locale']));
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent(/cookies/));
  },
};
export const WaitingForConsentEs: Story = { ...WaitingForConsent, name: 'Opened before consent (es)', globals: es };

export const Connecting: Story = {
  name: 'Connecting',
  args: { show: 'connecting' },
  parameters: note('The chat service is loading or has not answered yet: the panel says it is connecting the shopper.'),
  play: async ({ canvasElement, globals }) => {
    const panel = within(await panelOf(canvasElement, globals['locale']));
    await expect(panel.getByRole('status')).toHaveTextContent(lang(globals['locale']) === 'es' ? 'Te estamos conectando' : 'Connecting you');
  },
};
export const ConnectingEs: Story = { ...Connecting, name: 'Connecting (es)', globals: es };

export const Conversation: Story = {
  name: 'Conversation',
  args: { show: 'answers' },
  parameters: note("Connected: the service's greeting, then the shopper's message and the reply in the conversation log; Enter sends, Shift+Enter starts a new line."),
  play: async ({ canvasElement, globals }) => {
    const t = TEXT[lang(globals['locale'])];
    const panel = within(await panelOf(canvasElement, globals['locale']));
    await userEvent.type(await panel.findByRole('textbox', { name: t.message }), t.question);
    await userEvent.click(panel.getByRole('button', { name: t.send }));
    await waitFor(() => expect(panel.getByRole('log', { name: t.log })).toHaveTextContent(t.reply));
  },
};
export const ConversationEs: Story = { ...Conversation, name: 'Conversation (es)', globals: es };

export const Unavailable: Story = {
  name: 'Not available',
  args: { show: 'unavailable' },
  parameters: note("The service's script did not load (or answered in a shape we do not know): the panel says the chat is not available, with Try again and a link to the contact page."),
  play: async ({ canvasElement, globals }) => {
    const panel = within(await panelOf(canvasElement, globals['locale']));
    await expect(await panel.findByRole('alert')).toHaveTextContent(lang(globals['locale']) === 'es' ? 'El chat no está disponible' : 'The chat is not available');
  },
};
export const UnavailableEs: Story = { ...Unavailable, name: 'Not available (es)', globals: es };

export const EndedBySignOut: Story = {
  name: 'Ended by a sign-out',
  args: { show: 'answers' },
  parameters: note('The shopper signed out (in the account drawer, or in another tab) with the conversation open: it was the account holder\'s, so it ends, its lines go, and the panel says why. A new chat, without the account, starts only when the shopper asks.'),
  play: async ({ canvasElement, globals }) => {
    const t = TEXT[lang(globals['locale'])];
    const panel = within(await panelOf(canvasElement, globals['locale']));
    await panel.findByRole('textbox', { name: t.message });
    // As the account drawer tells the page.
    changeAccount({ signedIn: false, decision: null });
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent(t.ended));
    await waitFor(() => expect(panel.getByRole('button', { name: t.restart })).toHaveFocus());
    await expect(panel.getByRole('button', { name: t.restart })).toHaveAccessibleDescription(t.ended);
    await expect(panel.queryByRole('textbox')).toBeNull();
  },
};
export const EndedBySignOutEs: Story = { ...EndedBySignOut, name: 'Ended by a sign-out (es)', globals: es };
