import * as v from 'valibot';
import { CHAT_ACCOUNT_ATTRIBUTE, CHAT_SERVICE_GLOBAL, ChatConversationSchema, ChatRepliesSchema, ChatServiceSchema } from '../../src/contracts/live-chat';
import { loadScript } from '../../src/core/load-script';
import { withinTime } from '../../src/core/time-limit';

/** How long the service may take to load or to answer before the panel says it is not available. */
const SERVICE_TIMEOUT_MS = 15000;
const NO_ANSWER = 'the chat service did not answer';

export interface Conversation {
  greeting: string[];
  /** The replies to one message; fails when the service does. */
  send(text: string): Promise<string[]>;
  /** Ends it (a sign-out): the account number leaves the script element, and the service is told where it can be. */
  end(): void;
}

/**
 * Loads the chat service's script (now, as the shopper opened the chat: never at page load), its
 * element carrying the account number, and opens a conversation in the page's language. The
 * script comes once per page, and the service reads the attribute as each conversation opens: it
 * is set or removed first, as the shopper may have signed in or out since, and stays only while
 * a conversation is open or opening. Every answer of the service is checked: one of the wrong
 * shape is a failure the panel shows.
 */
export async function connectToChat(scriptUrl: string, locale: string, accountNumber: string | undefined, doc: Document = document): Promise<Conversation> {
  const script = await loadScript(scriptUrl, { attributes: accountNumber ? { [CHAT_ACCOUNT_ATTRIBUTE]: accountNumber } : {}, timeoutMs: SERVICE_TIMEOUT_MS, doc });
  if (accountNumber) script.setAttribute(CHAT_ACCOUNT_ATTRIBUTE, accountNumber);
  else script.removeAttribute(CHAT_ACCOUNT_ATTRIBUTE);
  const forget = () => script.removeAttribute(CHAT_ACCOUNT_ATTRIBUTE);
  try {
    const service = v.parse(ChatServiceSchema, (doc.defaultView as unknown as Record<string, unknown> | null)?.[CHAT_SERVICE_GLOBAL]);
    const conversation = v.parse(ChatConversationSchema, await withinTime(SERVICE_TIMEOUT_MS, () => service.connect({ locale }), NO_ANSWER));
    return {
      greeting: conversation.greeting,
      send: async (text) => v.parse(ChatRepliesSchema, await withinTime(SERVICE_TIMEOUT_MS, () => conversation.send(text), NO_ANSWER)),
      end: () => {
        forget();
        // The service's own business: whatever it answers, or throws, the panel has moved on.
        Promise.resolve()
          .then(() => conversation.end?.())
          .catch(() => {});
      },
    };
  } catch (error) {
    forget();
    throw error;
  }
}
