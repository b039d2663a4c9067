import * as v from 'valibot';

/**
 * The live chat messaging service (SPEC 2.2, 7.9) as <lto-live-chat> uses it. Its script, at the
 * config block's urls.chatService, is loaded when the shopper opens the chat and never before;
 * the script element carries the signed-in shopper's account number as a data attribute
 * (SPEC 7.9), the only thing of theirs the service receives from the page. Once run, the script
 * defines a global with `connect`, which opens a conversation. The service reads the attribute
 * each time it opens one: the page sets or removes it before, as the shopper has signed in or
 * out since the script came. The demo's stand-in (demo/outside-services/chat.js) answers with a
 * small bot.
 */
export const CHAT_SERVICE_GLOBAL = 'LiveChatService';

/** The data attribute of the service's script element that holds the account number. */
export const CHAT_ACCOUNT_ATTRIBUTE = 'data-account-number';

/**
 * The storefront's answer at urls.chatAccount: the account number of the session's shopper, null
 * when signed out or the chat is off. Asked as a conversation starts after a sign-in on the page
 * (the launcher's account-number attribute is then out of date); never stored by the page. It is
 * the session's own: the storefront must answer it with `Cache-Control: no-store`, as one URL
 * serves every shopper.
 */
export const ChatAccountAnswerSchema = v.object({ accountNumber: v.nullable(v.string()) });
export type ChatAccountAnswer = v.InferOutput<typeof ChatAccountAnswerSchema>;

/** What the global must offer: connect({ locale }) resolves a conversation. */
export const ChatServiceSchema = v.object({ connect: v.function() });

/** The agent's or bot's lines: plain text, drawn as text. */
export const ChatRepliesSchema = v.array(v.pipe(v.string(), v.maxLength(2000)));

/**
 * A conversation: the greeting, then send(text) resolves the replies to each message; end(), where
 * the service offers it, closes it on the service's side (the page calls it when the shopper
 * signs out, so that the agent no longer talks to the account's holder).
 */
export const ChatConversationSchema = v.object({
  greeting: ChatRepliesSchema,
  send: v.function(),
  end: v.optional(v.function()),
});

/** The longest message the panel sends. */
export const CHAT_MESSAGE_MAX = 500;
