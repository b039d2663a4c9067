import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantConsent } from '../../src/core/grant-consent';
import { removeCookie } from '../../src/core/cookies';
import { loadScript } from '../../src/core/load-script';
import { resetWarnings } from '../../src/core/warn';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { clickLink, mount, writeConfig } from '../../testing/widget-page';
import './element';

// The chat service is another company's script: here, what each test says it does once loaded.
vi.mock('../../src/core/load-script', () => ({ loadScript: vi.fn() }));
const loadService = vi.mocked(loadScript);
const SERVICE_URL = 'http://chat.localhost/v1/chat.js';
const LAUNCHER = markupFixture(import.meta.url);

interface FakeService {
  connect: ReturnType<typeof vi.fn>;
  send: ReturnType<typeof vi.fn>;
}
/** A service that greets, then answers each message with 'Re: {text}'. */
function installService(greeting = ['Hi! Ask me anything.']): FakeService {
  const send = vi.fn(async (text: string) => [`Re: ${text}`]);
  const connect = vi.fn(async () => ({ greeting, send }));
  loadService.mockImplementation(async () => void Object.assign(window, { LiveChatService: { connect } }));
  return { connect, send };
}

function page({ chatEnabled = true, locale = 'en-US', preferences = {} }: { chatEnabled?: boolean; locale?: string; preferences?: Record<string, unknown> } = {}) {
  writeConfig({ locale, urls: { chatService: SERVICE_URL }, preferences: { chatEnabled, ...preferences } });
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

    loadService.mockImplementationOnce(async () => void Object.assign(window, { LiveChatService: { open: () => {} } }));
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
    installService();
    await draw('href="/contact-us" account-number="ana@example.com"');
    await userEvent.click(launcher());
    await panel();
    await waitFor(() => expect(loadService).toHaveBeenCalledWith(SERVICE_URL, expect.objectContaining({ attributes: {} })));
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
});
