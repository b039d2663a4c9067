import * as v from 'valibot';
import { text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { LiveChat } from './LiveChat';

export const tag = 'lto-live-chat';

/** The attributes of <lto-live-chat>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  href: text("Where the launcher leads without script, or where the chat is off: the contact page. The server's link must have the same.", '/contact-us'),
  accountNumber: text(
    "The signed-in shopper's account number (digits), handed to the chat service as its script's data-account-number (SPEC 7.9); empty when signed out. Nothing else of the shopper's goes to the service.",
  ),
});

export type LiveChatProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: LiveChat });
