// The demo's stand-in for a live chat messaging service (SPEC 7.9), served from the service's own
// origin (chat.localhost locally: demo/server/outside-services.ts). The page loads it only when
// the shopper opens the chat; its script element carries the signed-in shopper's account number
// as data-account-number, which it reads and passes to the service as each conversation starts
// (the page changes it when the shopper signs in or out).
// Replies come from a small bot on the service (demo/server/chat-bot.ts). A classic script.
(function () {
  'use strict';
  var tag = document.currentScript;
  var origin = tag ? new URL(tag.src).origin : location.origin;

  function post(path, body) {
    return fetch(origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(function (response) {
      if (!response.ok) throw new Error('LiveChatService: ' + response.status);
      return response.json();
    });
  }

  window.LiveChatService = {
    connect: function (options) {
      var locale = (options && options.locale) || 'en-US';
      var accountNumber = (tag && tag.getAttribute('data-account-number')) || null;
      return post('/v1/conversations', { locale: locale, accountNumber: accountNumber }).then(function (started) {
        return {
          greeting: started.replies,
          send: function (text) {
            return post('/v1/conversations/' + encodeURIComponent(started.id) + '/messages', { text: String(text) }).then(function (answer) {
              return answer.replies;
            });
          },
          // The page ends it when the shopper signs out: the service forgets it.
          end: function () {
            return post('/v1/conversations/' + encodeURIComponent(started.id) + '/end', {});
          },
        };
      });
    },
  };
})();
