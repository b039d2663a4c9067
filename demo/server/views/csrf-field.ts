import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** A plain form's csrf_token: the session's token, which every state-changing POST carries (middleware/request-guard.ts). */
export const csrfField = (ctx: ViewContext): Html => html`<input type="hidden" name="csrf_token" value="${ctx.account.csrfToken()}">`;
