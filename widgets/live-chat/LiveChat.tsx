import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { warnOnce } from '../../src/core/warn';
import { lazyComponent } from '../../src/ui/lazy-component';
import type { attributes } from './element';
import { messages } from './messages';

/** The panel's code (and the conversation's) comes only when the shopper first opens the chat. */
const usePanel = lazyComponent(() => import('./ChatPanel'), '<lto-live-chat> could not load its panel');

/**
 * The live chat (SPEC 2.2, 7.9): the server's launcher, a link to the contact page that works
 * without script, becomes a button that opens the chat panel; the chat service's script is loaded
 * by the panel, so only once the shopper opens it and never at page load. Off unless the chat
 * site preference (chatEnabled) is on and the config block names the service: then the link
 * stays a link.
 */
export function LiveChat({ href, accountNumber }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const config = getConfig();
  const serviceUrl = config.urls.chatService;
  const enabled = config.preferences['chatEnabled'] === true && Boolean(serviceUrl);
  const [open, setOpen] = useState(false);
  // A panel that could not load closes again: the launcher can be pressed once more.
  const Panel = usePanel(open, () => setOpen(false));
  const launcher = useRef<HTMLAnchorElement>(null);
  const panelId = useId();

  if (!enabled) warnOnce('<lto-live-chat>: chatEnabled is off or urls.chatService is missing; the launcher stays a link');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!enabled) return;
    event.preventDefault();
    if (open) launcher.current?.ownerDocument.getElementById(panelId)?.querySelector<HTMLElement>('textarea, button')?.focus();
    else setOpen(true);
  };
  // A link acting as a button answers Space as a button does (Enter already clicks it).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!enabled || event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <>
      <a
        ref={launcher}
        className="lto-live-chat__launcher"
        href={href}
        onClick={onClick}
        onKeyDown={onKeyDown}
        {...(enabled ? { role: 'button', 'aria-haspopup': 'dialog' as const, 'aria-expanded': open && Panel ? true : false } : {})}
        {...(open && Panel ? { 'aria-controls': panelId } : {})}
      >
        <ChatIcon />
        <span className="lto-live-chat__launcher-text">{t('liveChat.launcher')}</span>
      </a>
      {Panel && serviceUrl ? <Panel id={panelId} open={open} onClose={close} serviceUrl={serviceUrl} accountNumber={accountNumber} contactHref={href} /> : null}
    </>
  );
}

function ChatIcon() {
  return (
    <svg className="lto-live-chat__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z" />
    </svg>
  );
}
