import * as v from 'valibot';

/**
 * The live chat messaging service (SPEC 2.2, 7.9) as <lto-live-chat> uses it. Its script, at the
 * config block's urls.chatService, is loaded when the shopper opens the chat and never before;
 * the script element carries the signed-in shopper's account number as a data attribute
 * (SPEC 7.9), the only thing of theirs the service receives from the page. Once run, the script
 * defines a global with `connect`, which opens a conversation. The demo's stand-in
 * (demo/chat-service/chat.js) answers with a small bot.
 */
export const CHAT_SERVICE_GLOBAL = 'LiveChatService';

/** The data attribute of the service's script element that holds the account number. */
export const CHAT_ACCOUNT_ATTRIBUTE = 'data-account-number';

/** What the global must offer: connect({ locale }) resolves a conversation. */
export const ChatServiceSchema = v.object({ connect: v.function() });

/** The agent's or bot's lines: plain text, drawn as text. */
export const ChatRepliesSchema = v.array(v.pipe(v.string(), v.maxLength(2000)));

/** A conversation: the greeting, then send(text) resolves the replies to each message. */
export const ChatConversationSchema = v.object({
  greeting: ChatRepliesSchema,
  send: v.function(),
});

/** The longest message the panel sends. */
export const CHAT_MESSAGE_MAX = 500;
