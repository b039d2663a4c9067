/*
 * <lto-browser-check> for the browsers that need it and run no ES modules (SPEC 9.8: IE 6-10, the
 * old Android browser, Safari 5.1-6): the same check as browser-check-behaviour.ts, written in
 * ES5 (ES3 syntax, for IE 6-8) for a classic script the platform writes as
 * `<script nomodule defer src=".../browser-check-legacy.js">`
 * on the pages where it writes the tag (README). A browser that runs modules skips a nomodule
 * script without fetching it, and has the autoloader's widget instead.
 *
 * dw_TLSWarning (SPEC 4.1): 'true' shows the banner, 'false' does nothing, anything else runs the
 * check: GET {check-url} without cookies; a tls_version below 1.1 reports GET {TLSBadTLS}, a failed
 * check GET {TLSBadBrowser}, and either shows the banner with the cookie 'true' for 15 minutes; a
 * fine browser gets 'false' for 43200 minutes.
 */
(function (win, doc) {
  var COOKIE = 'dw_TLSWarning';
  var WARNED_MINUTES = 15;
  var FINE_MINUTES = 43200;
  var CHECK_TIMEOUT_MS = 10000;

  function cookieValue(name) {
    var parts = doc.cookie ? doc.cookie.split(';') : [];
    for (var i = 0; i < parts.length; i++) {
      var pair = parts[i].replace(/^\s+/, '');
      if (pair.indexOf(name + '=') === 0) return pair.substring(name.length + 1);
    }
    return null;
  }

  function remember(warned) {
    var expires = new Date(new Date().getTime() + (warned ? WARNED_MINUTES : FINE_MINUTES) * 60000);
    doc.cookie = COOKIE + '=' + warned + '; expires=' + expires.toUTCString() + '; path=/; SameSite=Lax' + (win.location.protocol === 'https:' ? '; Secure' : '');
  }

  /**
   * The string `key` holds in a JSON text. IE 6-7 (and IE 8 in an older document mode) have no
   * JSON object: there the first `"key": "…"` of the text is read.
   */
  function jsonString(text, key, within) {
    if (win.JSON) {
      try {
        var parsed = win.JSON.parse(text);
        var holder = within ? parsed && parsed[within] : parsed;
        return holder && typeof holder[key] === 'string' ? holder[key] : '';
      } catch (error) {
        return '';
      }
    }
    var match = new RegExp('"' + key + '"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"').exec(text);
    return match ? match[1].replace(/\\(.)/g, '$1') : '';
  }

  /** The config block's urls[key] (the page's JSON in #lto-config), or ''. */
  function endpoint(key) {
    var block = doc.getElementById('lto-config');
    return block ? jsonString(block.text || block.textContent || block.innerHTML, key, 'urls') : '';
  }

  /** 'TLS 1.2' -> 1.2; SSL (2.0, 3.0) comes before any TLS: 0; anything else: -1. */
  function tlsVersion(reported) {
    var match = /^\s*(TLS|SSL)\s*v?(\d+)\.(\d+)\s*$/i.exec(reported);
    if (!match) return -1;
    return match[1].toUpperCase() === 'SSL' ? 0 : parseFloat(match[2] + '.' + match[3]);
  }

  /** GET `url` of another site; `done(text)` once, with null when it failed or took over 10 s. */
  function get(url, done) {
    var finished = false;
    var finish = function (text) {
      if (finished) return;
      finished = true;
      done(text);
    };
    var request;
    try {
      request = new win.XMLHttpRequest();
      // A browser without CORS for XMLHttpRequest (IE 8-9) has XDomainRequest; IE 6-7 neither.
      if (!('withCredentials' in request)) request = win.XDomainRequest ? new win.XDomainRequest() : null;
      if (!request) return finish(null);
      request.open('GET', url, true);
      request.onload = function () {
        var status = request.status;
        finish(status === undefined || (status >= 200 && status < 300) ? request.responseText : null);
      };
      request.onerror = function () {
        finish(null);
      };
      // IE 9 drops an XDomainRequest that has no progress or timeout handler.
      request.onprogress = function () {};
      request.ontimeout = function () {
        finish(null);
      };
      request.send();
    } catch (error) {
      return finish(null);
    }
    win.setTimeout(function () {
      try {
        request.abort();
      } catch (error) {}
      finish(null);
    }, CHECK_TIMEOUT_MS);
  }

  function banner(element) {
    var all = element.getElementsByTagName('*');
    for (var i = 0; i < all.length; i++) {
      if ((' ' + all[i].className + ' ').indexOf(' lto-browser-check ') >= 0) return all[i];
    }
    return null;
  }

  function show(element) {
    element.removeAttribute('hidden');
    // IE 10 and older know no `hidden` attribute: the platform's CSS hides [hidden], and this shows it whatever that CSS says.
    element.style.display = 'block';
  }

  function check(element) {
    // IE 8 and older parse an unknown tag as empty, its banner after it: then the page's banner.
    var shown = banner(element) || banner(doc);
    var checkUrl = element.getAttribute('check-url');
    var state = cookieValue(COOKIE);
    if (!shown || state === 'false') return;
    if (state === 'true') return show(shown);
    if (!checkUrl) return;
    // Asked afresh each time (old IE keeps GET answers without cache headers): the answer is this connection's TLS.
    var fresh = checkUrl + (checkUrl.indexOf('?') < 0 ? '?' : '&') + '_=' + new Date().getTime();
    get(fresh, function (text) {
      var version = text === null ? -1 : tlsVersion(jsonString(text, 'tls_version'));
      if (version >= 1.1) return remember(false);
      var report = endpoint(version >= 0 ? 'TLSBadTLS' : 'TLSBadBrowser');
      // Told as an image asks (its answer is ignored): IE 6-7 have no other way.
      if (report) new win.Image().src = report;
      show(shown);
      remember(true);
    });
  }

  function start() {
    var tags = doc.getElementsByTagName('lto-browser-check');
    for (var i = 0; i < tags.length; i++) check(tags[i]);
  }

  // After the load event, as the module widget starts (the script itself is deferred).
  if (doc.readyState === 'complete') start();
  else if (win.addEventListener) win.addEventListener('load', start, false);
  else win.attachEvent('onload', start);
})(window, document);
