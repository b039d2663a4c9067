import { UserManager } from 'oidc-client-ts';

/**
 * dist/oidc-callback.js, the script of the page the provider sends its answers to (the config's
 * redirectUri / silentRedirectUri). In the silent sign-in iframe it hands the answer to the
 * storefront page that opened the iframe, which exchanges the code (its PKCE verifier is in that
 * page's memory). Opened on its own (a stale link, a back button) there is nothing to finish:
 * it goes to the home page.
 */
function finish(): void {
  if (window.parent !== window) {
    // Only the hand-over is used: the settings below are never sent anywhere.
    const manager = new UserManager({ authority: location.origin, client_id: 'callback', redirect_uri: location.href });
    void manager.signinSilentCallback(location.href).catch(() => undefined);
    return;
  }
  location.replace('/');
}

finish();
