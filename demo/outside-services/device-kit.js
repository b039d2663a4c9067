// The demo's stand-in for a fraud / identity provider's device kit (SPEC 7.8), served from the
// provider's own origin (fraud.localhost locally: demo/server/outside-services.ts). A real kit
// gathers the device's signals and registers them with the provider, which answers a session id
// the storefront keeps for the order. This one sends a few harmless ones (screen, time zone,
// language) to the stand-in, which issues the id. A classic script, as providers ship theirs.
(function () {
  'use strict';
  var tag = document.currentScript;
  var origin = tag ? new URL(tag.src).origin : location.origin;
  window.KestrelDevice = {
    start: function (options) {
      var apiKey = options && options.apiKey;
      if (typeof apiKey !== 'string' || !apiKey) return Promise.reject(new Error('KestrelDevice: no apiKey'));
      var signals = {
        screen: screen.width + 'x' + screen.height,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || '',
        language: navigator.language || '',
      };
      return fetch(origin + '/v1/device-sessions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ apiKey: apiKey, signals: signals }),
        credentials: 'omit',
      })
        .then(function (response) {
          if (!response.ok) throw new Error('KestrelDevice: ' + response.status);
          return response.json();
        })
        .then(function (answer) {
          return answer.sessionId;
        });
    },
  };
})();
