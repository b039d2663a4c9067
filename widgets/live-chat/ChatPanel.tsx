import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '../../src/contracts/live-chat';
import { getConfig } from '../../src/core/config';
import { consentState, whenConsented } from '../../src/core/consent';
import { translator } from '../../src/core/i18n';
import { getStore } from '../../src/core/store';
import { warnOnce } from '../../src/core/warn';
import { keepTabInside } from '../../src/ui/focusable';
import { useMediaQuery } from '../../src/ui/use-media-query';
import { chatAccountNumber } from './chat-account';
import { connectToChat, type Conversation } from './chat-connection';
import { messages } from './messages';

export interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  serviceUrl: string;
  /** The launcher's account-number attribute: the account as the server drew the page. */
  accountNumber: string;
  /** The contact page, offered when the chat is not available. */
  contactHref: string;
  /** How the conversation is opened: the service's script (stories give a stand-in of their own). */
  connect?: typeof connectToChat;
}

type Line = { from: 'agent' | 'you'; text: string };
export type ChatState = 'consent' | 'connecting' | 'failed' | 'ready' | 'ended';

/** Below this width the panel fills the window and its close button shows its word (SPEC 9.5: 601px). */
const WIDE = '(min-width: 601px)';

/**
 * The chat panel: a non-modal dialog beside the page from 601px, the whole window below it (then
 * Tab stays inside, as nothing behind it can be seen). It connects once, when first opened (after
 * consent where consent applies), and keeps the conversation while closed. Escape and the close
 * button close it; the focus goes back to the launcher. A sign-out (here or in another tab) ends a
 * conversation opened or opening: it was the account holder's, and the next person at the screen
 * must not carry it on or read it. A new one, without the account, starts when the shopper asks.
 * A sign-in leaves a conversation as it is (the next one carries the account).
 */
export default function ChatPanel({ id, open, onClose, serviceUrl, accountNumber, contactHref, connect = connectToChat }: ChatPanelProps) {
  const t = translator(messages);
  const [state, setState] = useState<ChatState>(() => (consentState() === 'granted' ? 'connecting' : 'consent'));
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [ended, setEnded] = useState(false);
  const conversation = useRef<Conversation>(null);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const restart = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const inputId = useId();
  const endedId = useId();
  const wide = useMediaQuery(WIDE);
  // Read by the store listener below, which outlives renders.
  const stateNow = useRef(state);
  stateNow.current = state;

  // Every sign-out, even one followed by a sign-in before the page renders again: the store says
  // each with a new `changed`. Waiting for consent or failed, there is no conversation to end.
  useEffect(
    () =>
      getStore().subscribe((next, previous) => {
        const changed = next.account.changed;
        if (changed === previous.account.changed || changed?.signedIn !== false) return;
        if (stateNow.current === 'consent' || stateNow.current === 'failed') return;
        conversation.current?.end();
        conversation.current = null;
        setLines([]);
        setDraft('');
        setWaiting(false);
        setSendFailed(false);
        setEnded(true);
      }),
    [],
  );

  useEffect(() => {
    if (ended) return;
    let live = true;
    let consented = false;
    const stop = whenConsented(() => {
      consented = true;
      setState('connecting');
      chatAccountNumber(accountNumber).then((number) => {
        if (!live) throw new Error('the conversation was ended before it opened');
        return connect(serviceUrl, getConfig().locale, number);
      }).then(
        (connected) => {
          // Opened after a sign-out ended it: the service hears it is over.
          if (!live) return connected.end();
          conversation.current = connected;
          setLines(connected.greeting.map((text) => ({ from: 'agent', text })));
          setState('ready');
        },
        (error: unknown) => {
          if (!live) return;
          warnOnce(`<lto-live-chat>: the chat service failed (${error instanceof Error ? error.message : 'unknown'})`);
          setState('failed');
        },
      );
    });
    if (!consented) setState('consent');
    return () => {
      live = false;
      stop();
    };
  }, [serviceUrl, accountNumber, attempt, connect, ended]);

  const shown: ChatState = ended ? 'ended' : state;
  const wasOpen = useRef(false);
  // Focus goes into the panel as it opens; as its state changes (connected, ended by a sign-out in
  // another tab) only if it was in the panel or lost with the part that went, never taken from
  // the page the shopper went on with beside the panel.
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    const element = panel.current;
    if (!open || !element) return;
    const active = element.ownerDocument.activeElement;
    if (!opening && active && active !== element.ownerDocument.body && !element.contains(active)) return;
    // Ended: on 'Start a new chat', which says why (the status said it only while the panel was open).
    (shown === 'ready' ? input.current : shown === 'ended' ? restart.current : element)?.focus();
  }, [open, shown]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || waiting || !conversation.current) return;
    setLines((before) => [...before, { from: 'you', text }]);
    setDraft('');
    setWaiting(true);
    setSendFailed(false);
    const talking = conversation.current;
    // A reply that comes after a sign-out ended this conversation belongs to none shown.
    const current = () => conversation.current === talking;
    talking.send(text).then(
      (replies) => current() && setLines((before) => [...before, ...replies.map((reply) => ({ from: 'agent' as const, text: reply }))]),
      () => current() && setSendFailed(true),
    ).finally(() => current() && setWaiting(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (!wide && panel.current) keepTabInside(panel.current, event);
  };
  // Enter sends, Shift+Enter starts a new line: as in every chat.
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <section ref={panel} id={id} className="lto-live-chat__panel" role="dialog" aria-modal={wide ? 'false' : 'true'} aria-labelledby={titleId} tabIndex={-1} hidden={!open} onKeyDown={onKeyDown}>
      <div className="lto-live-chat__header">
        <h2 id={titleId} className="lto-live-chat__title">
          {t('liveChat.title')}
        </h2>
        <button type="button" className="lto-live-chat__close" aria-label={t('liveChat.closeLabel')} onClick={onClose}>
          <svg className="lto-live-chat__close-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z" />
          </svg>
          <span className="lto-live-chat__close-text">{t('liveChat.close')}</span>
        </button>
      </div>
      <div className="lto-live-chat__body">
        <div role="log" aria-label={t('liveChat.log')}>
          <ol className="lto-live-chat__log">
            {lines.map((line, i) => (
              <li key={i} className={`lto-live-chat__line lto-live-chat__line--${line.from}`}>
                <span className="lto-visually-hidden">{line.from === 'agent' ? t('liveChat.agent') : t('liveChat.you')} </span>
                {line.text}
              </li>
            ))}
          </ol>
        </div>
        <div className="lto-live-chat__status" role="status">
          {shown === 'connecting' ? <p>{t('liveChat.connecting')}</p> : null}
          {shown === 'consent' ? <p>{t('liveChat.consent')}</p> : null}
          {shown === 'ended' ? <p id={endedId}>{t('liveChat.ended')}</p> : null}
          {waiting ? <p>{t('liveChat.typing')}</p> : null}
          {sendFailed ? <p className="lto-live-chat__error">{t('liveChat.sendFailed')}</p> : null}
        </div>
        {shown === 'ended' ? (
          <p className="lto-live-chat__restart">
            <button
              ref={restart}
              type="button"
              className="lto-button lto-button--secondary"
              aria-describedby={endedId}
              onClick={() => {
                setState('connecting');
                setEnded(false);
              }}
            >
              {t('liveChat.restart')}
            </button>
          </p>
        ) : null}
        {shown === 'failed' ? (
          <div className="lto-live-chat__failed" role="alert">
            <p>{t('liveChat.failed')}</p>
            <p className="lto-live-chat__failed-actions">
              <button type="button" className="lto-button lto-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
                {t('liveChat.retry')}
              </button>
              <a href={contactHref}>{t('liveChat.contactUs')}</a>
            </p>
          </div>
        ) : null}
      </div>
      {shown === 'ready' ? (
        <form className="lto-live-chat__form" onSubmit={send}>
          <label htmlFor={inputId} className="lto-live-chat__label">
            {t('liveChat.message')}
          </label>
          <div className="lto-live-chat__compose">
            <textarea ref={input} id={inputId} className="lto-live-chat__input" rows={2} maxLength={CHAT_MESSAGE_MAX} value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onInputKey} />
            <button type="submit" className="lto-button lto-button--primary lto-live-chat__send" disabled={waiting}>
              {t('liveChat.send')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
