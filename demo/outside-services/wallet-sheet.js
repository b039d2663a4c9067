// The demo's stand-in for a wallet payment provider's payment sheet (SPEC 2.11, 7.9), served from
// the provider's own origin (wallet.localhost locally: demo/server/wallet-provider.ts) in the
// pop-up window the cart opens. Approve posts the chosen card to the provider, which issues a
// one-time token; the sheet hands the token to the page that opened it, at the storefront's exact
// origin only (targetOrigin), with the cart's state, and closes. Cancel (the button or Escape)
// tells the page so and closes. No card number is ever in the page or the message.
(function () {
  'use strict';
  var form = document.querySelector('form[data-wallet]');
  if (!form) return;
  var merchant = form.getAttribute('data-merchant');
  var state = form.getAttribute('data-state');
  var status = form.querySelector('[data-wallet-status]');
  var sending = false;
  var done = false;

  function tell(message) {
    if (!window.opener) return;
    message.source = 'lto-wallet';
    message.state = state;
    window.opener.postMessage(message, merchant);
  }

  function cancel() {
    if (done) return;
    done = true;
    tell({ status: 'cancelled' });
    window.close();
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (sending || done) return;
    sending = true;
    status.textContent = '';
    fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), credentials: 'omit' })
      .then(function (response) {
        if (!response.ok) throw new Error('wallet: ' + response.status);
        return response.json();
      })
      .then(function (answer) {
        if (typeof answer.token !== 'string') throw new Error('wallet: no token');
        done = true;
        tell({ status: 'approved', token: answer.token });
        status.textContent = form.getAttribute('data-approved');
        window.close();
      })
      .catch(function () {
        sending = false;
        status.textContent = form.getAttribute('data-failed');
      });
  });
  form.querySelector('[data-wallet-cancel]').addEventListener('click', cancel);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') cancel();
  });
})();
