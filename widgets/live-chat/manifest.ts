import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-live-chat',
  summary: "The live chat where the chat site preference is on: a launcher that opens a chat panel and loads the chat service's script only then.",
  endpoints: {
    chatService:
      "The chat service's script, loaded when the shopper first opens the chat (never at page load), with the account number as its data-account-number. Without it (or with chatEnabled off) the launcher stays a link to the contact page.",
    chatAccount:
      "The signed-in shopper's account number, asked only when a conversation starts after a sign-in on the page (the launcher's attribute is then out of date); without it, or when it fails, the chat starts without the account number, after one warning.",
  },
  markup: { 'markup.html': 'the launcher, a link to the contact page (English US site)' },
});
