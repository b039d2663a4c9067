import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantConsent } from '../../src/core/grant-consent';
import { removeCookie } from '../../src/core/cookies';
import { loadScript } from '../../src/core/load-script';
import { changeAccount } from '../../src/core/store/account-actions';
import { resetWarnings } from '../../src/core/warn';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { clickLink, mount, writeConfig } from '../../testing/widget-page';
import './element';

// The chat service is another company's script: here, what each test says it does once loaded.
vi.mock('../../src/core/load-script', () => ({ loadScript: vi.fn() }));
const loadService = vi.mocked(loadScript);
const SERVICE_URL = 'http://chat.localhost/v1/chat.js';
const CHAT_ACCOUNT_URL = '/account/chat-account';
const LAUNCHER = markupFixture(import.meta.url);

interface FakeService {
  connect: ReturnType<typeof vi.fn>;
  send: ReturnType<typeof vi.fn>;
  /** Called as the page ends a conversation (a sign-out). */
  end: ReturnType<typeof vi.fn>;
  /** The account number the service read off its script element as each conversation opened (null: none). */
  accounts: (string | null)[];
}
/**
 * A service that greets, then answers each message with 'Re: {text}'. Its script element is added
 * once, with the attributes asked for, as loadScript does (load-script.test.ts tests that), and the
 * service reads its account number as each conversation opens, as the contract says.
 */
function installService(greeting = ['Hi! Ask me anything.']): FakeService {
  const send = vi.fn(async (text: string) => [`Re: ${text}`]);
  const end = vi.fn();
  const accounts: (string | null)[] = [];
  let script: HTMLScriptElement | undefined;
  const connect = vi.fn(async () => {
    accounts.push(script!.getAttribute('data-account-number'));
    return { greeting, send, end };
  });
  loadService.mockImplementation(async (_url, { attributes = {} } = {}) => {
    if (!script) {
      script = document.createElement('script');
      script.dataset['fakeChatService'] = '';
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      document.head.append(script);
    }
    Object.assign(window, { LiveChatService: { connect } });
    return script;
  });
  return { connect, send, end, accounts };
}
/** The service's script element's account number now (null: none). */
const accountOnScript = () => document.head.querySelector('script[data-fake-chat-service]')!.getAttribute('data-account-number');
/** What the console was given, every channel. */
function consoleOutput(): () => string {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
  return () => JSON.stringify(spies.map((spy) => spy.mock.calls));
}

function page({ chatEnabled = true, locale = 'en-US', preferences = {} }: { chatEnabled?: boolean; locale?: string; preferences?: Record<string, unknown> } = {}) {
  writeConfig({ locale, urls: { chatService: SERVICE_URL, chatAccount: CHAT_ACCOUNT_URL }, preferences: { chatEnabled, ...preferences } });
}
/** The storefront's answers at urls.chatAccount, recording each request's address. */
function storefront(...answers: Answer[]) {
  const server = fakeServer({ record: (url) => url.pathname + url.search });
  server.answer(CHAT_ACCOUNT_URL, ...answers);
  return server;
}
const launcher = (name = 'Chat with us') => screen.getByRole('button', { name });
const panel = (name = 'Chat with us') => screen.findByRole('dialog', { name });
/** Draws the island as the autoloader does on intent. */
async function draw(attributes = 'href="/contact-us" account-number="100000042"') {
  await mount(`<lto-live-chat ${attributes}>${LAUNCHER}</lto-live-chat>`);
  await act(async () => document.querySelector('lto-live-chat')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await waitFor(() => expect(document.querySelector('lto-live-chat')).toHaveAttribute('data-lto-ready'));
}

afterEach(() => {
  loadService.mockReset();
  resetWarnings();
  vi.restoreAllMocks();
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
  delete (window as { LiveChatService?: unknown }).LiveChatService;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.body.innerHTML = '';
});

describe('<lto-live-chat> (SPEC 2.2, 7.9)', () => {
  it('draws the server launcher (markup.html) unchanged, and with the chat on only makes it a button that opens a dialog', async () => {
    // A platform that writes the launcher with the chat off: the same link, no longer saying it opens a pop-up.
    page({ chatEnabled: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const off = await drawOver('lto-live-chat', 'href="/contact-us"', LAUNCHER);
    expect(off.drawn).toEqual(off.server.map((line) => line.replace(' aria-haspopup=dialog', '')));
    document.body.innerHTML = '';

    page();
    const on = await drawOver('lto-live-chat', 'href="/contact-us"', LAUNCHER);
    expect(on.drawn.map((line) => line.replace(' aria-expanded=false', '').replace(' role=button', ''))).toEqual(on.server);
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it("loads nothing of the chat service until the launcher is pressed; then its script, with the account number as its data attribute, and shows the greeting", async () => {
    page();
    const service = installService();
    await draw();
    expect(loadService).not.toHaveBeenCalled();
    expect(clickLink(launcher())).toBe(true);
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getByRole('log', { name: 'Conversation' })).toHaveTextContent('Agent: Hi! Ask me anything.'));
    expect(loadService).toHaveBeenCalledTimes(1);
    expect(loadService).toHaveBeenCalledWith(SERVICE_URL, expect.objectContaining({ attributes: { 'data-account-number': '100000042' } }));
    expect(service.connect).toHaveBeenCalledWith({ locale: 'en-US' });
    expect(service.accounts).toEqual(['100000042']);
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Your message' })));
  });

  it('sends a message with Enter or Send and shows the reply in the log; an empty message is not sent', async () => {
    page();
    const service = installService();
    await draw();
    await userEvent.click(launcher());
    const dialog = await panel();
    const box = await within(dialog).findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, '   {Enter}');
    expect(service.send).not.toHaveBeenCalled();
    await userEvent.type(box, 'When will my sofa arrive?{Enter}');
    const log = within(dialog).getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent('You: When will my sofa arrive?'));
    await waitFor(() => expect(log).toHaveTextContent('Agent: Re: When will my sofa arrive?'));
    expect(box).toHaveValue('');
    await userEvent.type(box, 'Thanks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(service.send).toHaveBeenLastCalledWith('Thanks'));
    expect(box).toHaveAttribute('maxlength', '500');
  });

  it('Escape and the close button close it, the focus goes back to the launcher, and opening again keeps the conversation', async () => {
    page();
    installService();
    await draw();
    await userEvent.click(launcher());
    let dialog = await panel();
    await within(dialog).findByRole('textbox');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(launcher());
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(launcher());
    dialog = await panel();
    expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(launcher());
    expect(loadService).toHaveBeenCalledTimes(1);
  });

  it('a script that does not load, or a service of the wrong shape: "not available", one warning, and Try again works', async () => {
    page();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadService.mockRejectedValueOnce(new Error('script failed to load'));
    await draw();
    await userEvent.click(launcher());
    const dialog = await panel();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The chat is not available right now.');
    expect(within(dialog).getByRole('link', { name: 'Contact us instead' })).toHaveAttribute('href', '/contact-us');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('100000042');

    loadService.mockImplementationOnce(async () => {
      Object.assign(window, { LiveChatService: { open: () => {} } });
      return document.createElement('script');
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(loadService).toHaveBeenCalledTimes(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('not available');

    installService();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a message the service fails to take says so, and what was sent stays in the log', async () => {
    page();
    const service = installService();
    service.send.mockRejectedValueOnce(new Error('down'));
    await draw();
    await userEvent.click(launcher());
    const dialog = await panel();
    await userEvent.type(await within(dialog).findByRole('textbox'), 'Hello{Enter}');
    expect(await within(dialog).findByText('Your message was not sent. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('log')).toHaveTextContent('You: Hello');
  });

  it('where COOKIE_HINT is on, loads nothing until the shopper consents, and says so', async () => {
    page({ preferences: { COOKIE_HINT: true } });
    installService();
    await draw();
    await userEvent.click(launcher());
    const dialog = await panel();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The chat starts once you accept cookies on this site.');
    expect(loadService).not.toHaveBeenCalled();
    await act(async () => grantConsent());
    await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.'));
  });

  it('hands over only an account number of digits: any other value is not sent', async () => {
    page();
    const service = installService();
    await draw('href="/contact-us" account-number="ana@example.com"');
    await userEvent.click(launcher());
    await panel();
    await waitFor(() => expect(loadService).toHaveBeenCalledWith(SERVICE_URL, expect.objectContaining({ attributes: {} })));
    await waitFor(() => expect(service.accounts).toEqual([null]));
  });

  it('with the chat preference off, the launcher stays a link to the contact page', async () => {
    page({ chatEnabled: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await draw();
    const link = screen.getByRole('link', { name: 'Chat with us' });
    expect(link, 'a plain link announces no pop-up').not.toHaveAttribute('aria-haspopup');
    expect(clickLink(link)).toBe(false);
    expect(loadService).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish site', async () => {
    page({ locale: 'es-US' });
    const service = installService(['¡Hola!']);
    await mount(`<lto-live-chat href="/contact-us">${LAUNCHER.replace('Chat with us', 'Chatea con nosotros')}</lto-live-chat>`);
    await userEvent.click(screen.getByRole('button', { name: 'Chatea con nosotros' }));
    const dialog = await panel('Chatea con nosotros');
    await waitFor(() => expect(within(dialog).getByRole('log', { name: 'Conversación' })).toHaveTextContent('Agente: ¡Hola!'));
    expect(within(dialog).getByRole('button', { name: 'Cerrar chat' })).toHaveTextContent('Cerrar');
    expect(within(dialog).getByRole('textbox', { name: 'Tu mensaje' })).toBeInTheDocument();
    expect(service.connect).toHaveBeenCalledWith({ locale: 'es-US' });
  });

  describe('after a sign-in or sign-out on the page (the launcher\'s attribute is then out of date)', () => {
    /** Opens the chat and waits for its greeting. */
    async function openChat() {
      await userEvent.click(launcher());
      const dialog = await panel();
      await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.'));
      return dialog;
    }

    it('signed in since: the conversation carries the account number the storefront gives, which goes nowhere else', async () => {
      page();
      const server = storefront({ body: { accountNumber: '100000077' } });
      const service = installService();
      const printed = consoleOutput();
      await draw('href="/contact-us"');
      await act(async () => changeAccount({ signedIn: true, decision: null }));
      await openChat();
      expect(service.accounts).toEqual(['100000077']);
      expect(server.calls).toEqual([`${CHAT_ACCOUNT_URL}?format=ajax`]);
      expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + location.href).not.toContain('100000077');
      expect(printed()).not.toContain('100000077');
    });

    it('signed out since: no account number, and the storefront is not asked', async () => {
      page();
      const server = storefront();
      const service = installService();
      await draw();
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      await openChat();
      expect(service.accounts).toEqual([null]);
      expect(server.calls).toEqual([]);
    });

    it.each([
      ['an answer of the wrong shape', () => storefront({ body: { accountNumber: 100000077, account: '100000077' } }), 'account number could not be read (bad-response)'],
      ['an answer that fails', () => storefront({ status: 500, body: { accountNumber: '100000077' } }), 'account number could not be read (http)'],
      ['no urls.chatAccount', () => writeConfig({ locale: 'en-US', urls: { chatService: SERVICE_URL }, preferences: { chatEnabled: true } }), 'urls.chatAccount is missing'],
    ] as const)('%s: the chat starts without the account number, after one warning that does not hold it', async (_, setUp, warning) => {
      page();
      setUp();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const service = installService();
      await draw('href="/contact-us"');
      await act(async () => changeAccount({ signedIn: true, decision: null }));
      await openChat();
      expect(service.accounts).toEqual([null]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0])).toContain(warning);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('100000077');
    });

    it('a request for the account number sent before a sign-out is not the answer for the next sign-in', async () => {
      page();
      const server = storefront({ body: { accountNumber: '100000077' } }, { body: { accountNumber: '100000088' } });
      const service = installService();
      await draw('href="/contact-us"');
      await act(async () => changeAccount({ signedIn: true, decision: null }));
      server.hold();
      await userEvent.click(launcher());
      const dialog = await panel();
      await waitFor(() => expect(server.calls).toHaveLength(1));
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      await act(async () => changeAccount({ signedIn: true, decision: null }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Start a new chat' }));
      await server.release();
      await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.'));
      expect(server.calls).toHaveLength(2);
      expect(service.accounts).toEqual(['100000088']);
    });

    it('a sign-out ends the conversation open: its lines and draft go, the panel says why, and a new one starts without the account only when asked', async () => {
      page();
      storefront();
      const service = installService();
      await draw();
      const dialog = await openChat();
      await userEvent.type(within(dialog).getByRole('textbox'), 'My account is overdue{Enter}');
      await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Agent: Re: My account is overdue'));
      await userEvent.type(within(dialog).getByRole('textbox'), 'and my address is');

      await act(async () => changeAccount({ signedIn: false, decision: null }));
      expect(within(dialog).getByRole('status')).toHaveTextContent('You signed out, so this chat has ended.');
      expect(within(dialog).getByRole('log')).toHaveTextContent('');
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      expect(service.connect).toHaveBeenCalledTimes(1);
      expect(service.end, 'the service is told').toHaveBeenCalledTimes(1);
      expect(accountOnScript(), 'the number leaves the page at once').toBeNull();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Start a new chat' }));
      await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Agent: Hi! Ask me anything.'));
      expect(within(dialog).getByRole('log')).not.toHaveTextContent('overdue');
      expect(await within(dialog).findByRole('textbox')).toHaveValue('');
      expect(service.accounts).toEqual(['100000042', null]);
      expect(accountOnScript()).toBeNull();
    });

    it("the focus: from the message box that went to the panel; left where it is when the shopper had gone on with the page", async () => {
      page();
      storefront({ body: { accountNumber: '100000077' } });
      installService();
      await draw();
      const dialog = await openChat();
      await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox')));
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      const restart = within(dialog).getByRole('button', { name: 'Start a new chat' });
      expect(document.activeElement, 'the message box went: the focus is on what comes next, not lost to the page').toBe(restart);
      expect(restart).toHaveAccessibleDescription('You signed out, so this chat has ended.');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Start a new chat' }));
      await within(dialog).findByRole('textbox');
      const elsewhere = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Add to cart' }));
      elsewhere.focus();
      await act(async () => changeAccount({ signedIn: true, decision: null }));
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      expect(within(dialog).getByRole('status')).toHaveTextContent('You signed out, so this chat has ended.');
      expect(document.activeElement).toBe(elsewhere);
    });

    it('a reply that comes after the sign-out is not shown, and a conversation still opening is dropped', async () => {
      page();
      storefront({ body: { accountNumber: '100000077' } });
      const service = installService();
      let reply: (lines: string[]) => void = () => {};
      service.send.mockImplementationOnce(() => new Promise((resolve) => (reply = resolve)));
      await draw();
      const dialog = await openChat();
      await userEvent.type(within(dialog).getByRole('textbox'), 'Hello{Enter}');
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      await act(async () => reply(['Your balance is $120']));
      expect(within(dialog).getByRole('log')).not.toHaveTextContent('balance');
      expect(within(dialog).getByRole('status')).not.toHaveTextContent('Agent is typing');

      // Signed in again, then out while the next conversation is still opening: it never shows.
      await act(async () => changeAccount({ signedIn: true, decision: null }));
      let opened: (conversation: unknown) => void = () => {};
      service.connect.mockImplementationOnce(() => new Promise((resolve) => (opened = resolve)));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Start a new chat' }));
      await waitFor(() => expect(service.connect).toHaveBeenCalledTimes(2));
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      const lateEnd = vi.fn();
      await act(async () => opened({ greeting: ['Welcome back, account 0077'], send: service.send, end: lateEnd }));
      expect(within(dialog).getByRole('log')).not.toHaveTextContent('0077');
      expect(lateEnd, 'opened after the sign-out: ended at once').toHaveBeenCalledTimes(1);
      expect(within(dialog).getByRole('status')).toHaveTextContent('You signed out, so this chat has ended.');
    });

    it('a sign-out with the panel closed: opened again, the focus is on Start a new chat, which says why', async () => {
      page();
      storefront();
      installService();
      await draw();
      const dialog = await openChat();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      await userEvent.click(launcher());
      const restart = within(await panel()).getByRole('button', { name: 'Start a new chat' });
      await waitFor(() => expect(document.activeElement).toBe(restart));
      expect(restart).toHaveAccessibleDescription('You signed out, so this chat has ended.');
    });

    it('a sign-out and a sign-in again before the page draws once more still end the conversation', async () => {
      page();
      storefront({ body: { accountNumber: '100000088' } });
      const service = installService();
      await draw();
      const dialog = await openChat();
      await act(async () => {
        changeAccount({ signedIn: false, decision: null });
        changeAccount({ signedIn: true, decision: null });
      });
      expect(within(dialog).getByRole('status')).toHaveTextContent('You signed out, so this chat has ended.');
      expect(service.end).toHaveBeenCalledTimes(1);
    });

    it('a sign-out while waiting for consent, or after the service failed: nothing to end, and the chat then starts without the account number', async () => {
      page({ preferences: { COOKIE_HINT: true } });
      storefront();
      const service = installService();
      await draw();
      await userEvent.click(launcher());
      const dialog = await panel();
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      expect(within(dialog).getByRole('status')).toHaveTextContent('The chat starts once you accept cookies on this site.');
      await act(async () => grantConsent());
      await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.'));
      expect(service.accounts).toEqual([null]);
    });

    it('a sign-out after the service failed: Try again opens a conversation without the account number', async () => {
      page();
      storefront();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      loadService.mockRejectedValueOnce(new Error('script failed to load'));
      await draw();
      await userEvent.click(launcher());
      const dialog = await panel();
      await within(dialog).findByRole('alert');
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The chat is not available right now.');
      const service = installService();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.'));
      expect(service.accounts).toEqual([null]);
    });

    it('a conversation the service fails to open leaves no account number on its script element', async () => {
      page();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const service = installService();
      service.connect.mockRejectedValueOnce(new Error('down'));
      await draw();
      await userEvent.click(launcher());
      await within(await panel()).findByRole('alert');
      expect(loadService).toHaveBeenCalledWith(SERVICE_URL, expect.objectContaining({ attributes: { 'data-account-number': '100000042' } }));
      expect(accountOnScript()).toBeNull();
    });

    it('a sign-in leaves the conversation open as it is', async () => {
      page();
      const server = storefront({ body: { accountNumber: '100000077' } });
      const service = installService();
      await draw('href="/contact-us"');
      const dialog = await openChat();
      await act(async () => changeAccount({ signedIn: true, decision: null }));
      expect(within(dialog).getByRole('log')).toHaveTextContent('Hi! Ask me anything.');
      expect(within(dialog).getByRole('textbox')).toBeInTheDocument();
      expect(service.connect).toHaveBeenCalledTimes(1);
      expect(server.calls).toEqual([]);
    });

    it('says so in Spanish on the Spanish site', async () => {
      page({ locale: 'es-US' });
      storefront();
      installService(['¡Hola!']);
      await mount(`<lto-live-chat href="/contact-us" account-number="100000042">${LAUNCHER.replace('Chat with us', 'Chatea con nosotros')}</lto-live-chat>`);
      await userEvent.click(screen.getByRole('button', { name: 'Chatea con nosotros' }));
      const dialog = await panel('Chatea con nosotros');
      await waitFor(() => expect(within(dialog).getByRole('log')).toHaveTextContent('¡Hola!'));
      await act(async () => changeAccount({ signedIn: false, decision: null }));
      expect(within(dialog).getByRole('status')).toHaveTextContent('Cerraste sesión, así que este chat terminó.');
      expect(within(dialog).getByRole('button', { name: 'Iniciar un chat nuevo' })).toBeInTheDocument();
    });
  });
});
