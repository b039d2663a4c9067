import { CONTACT_US_URLS } from './contact-us-urls.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

const LAUNCHER_TEXT = { en: 'Chat with us', es: 'Chatea con nosotros' } as const;

/**
 * The footer's chat launcher where the chat preference is on (README of widgets/live-chat): a link
 * to the contact page that the widget makes a button opening the chat; it carries the signed-in
 * shopper's account number, which the chat service receives (SPEC 7.9), and nothing else of theirs.
 */
export function liveChatLauncher(ctx: ViewContext): Html | '' {
  if (!ctx.chatOrigin) return '';
  const href = CONTACT_US_URLS.contactUs;
  return html`<p class="site-footer__chat"><lto-live-chat href="${href}"${ctx.chatAccountNumber ? html` account-number="${ctx.chatAccountNumber}"` : ''}><a class="lto-live-chat__launcher" href="${href}" aria-haspopup="dialog"><svg class="lto-live-chat__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z"/></svg><span class="lto-live-chat__launcher-text">${LAUNCHER_TEXT[ctx.site.lang]}</span></a></lto-live-chat></p>`;
}
