// The demo's stand-in for a tag manager (issue 21), served from its own origin as a real tag
// manager's script is (demo/server/middleware/tag-manager.ts) and loaded by the page only when
// ISGTMENABLE is on. Like a real one it takes window.dataLayer as the page left it: the records
// already in it, then every later push (it wraps push). Each record with an event name goes to the
// demo's collect endpoint (the loader tag's data-collect, on the page's own origin, so the page's
// CSP keeps connect-src 'self'), which stores it for /demo/analytics.
// A classic script, not a module, as tag managers' are: it runs once, whenever it arrives.
(function () {
  'use strict';
  var tag = document.currentScript;
  var collect = tag && tag.getAttribute('data-collect');
  var maxBytes = Number((tag && tag.getAttribute('data-max-bytes')) || 0);
  if (!collect) return;
  var layer = (window.dataLayer = window.dataLayer || []);
  // Loaded twice (a page pasting the tag twice): the first copy already sends everything.
  if (layer.ltoTagManager) return;
  Object.defineProperty(layer, 'ltoTagManager', { value: true });

  // A real tag manager also takes pushes without an event (e.g. { ecommerce: null }, which clears
  // the ecommerce object before the next record): they change its state, they are not records.
  function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.event === 'string';
  }

  var encoder = new TextEncoder();

  function send(record) {
    if (!isRecord(record)) return;
    var body;
    try {
      body = JSON.stringify({ page: location.pathname, record: record });
    } catch (error) {
      console.warn('[tag manager] a dataLayer record that is not JSON was not sent:', record.event);
      return;
    }
    // The endpoint would refuse it (413): say so here, rather than as a failed request. (Counted
    // with a TextEncoder: a Blob is registered with the browser process, tens of ms on a slow
    // phone for every record, inside the page's own push.)
    if (maxBytes && encoder.encode(body).length > maxBytes) {
      console.warn('[tag manager] a dataLayer record over ' + maxBytes + ' bytes was not sent:', record.event);
      return;
    }
    // keepalive: a record pushed as the shopper follows a link still arrives.
    fetch(collect, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body, keepalive: true, credentials: 'same-origin' }).catch(
      function () {
        // Offline or the page closing: a tag manager drops the hit, it never breaks the page.
      },
    );
  }

  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    for (var i = 0; i < arguments.length; i += 1) send(arguments[i]);
    return result;
  };
  for (var i = 0; i < layer.length; i += 1) send(layer[i]);
})();
