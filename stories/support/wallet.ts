import { WALLET_MESSAGE_SOURCE } from '../../src/contracts/wallet';

/**
 * The wallet provider's pop-up, played by a story (the real sheet is another company's page,
 * demo/server/wallet-provider.ts): window.open answers a window that stays open until the story
 * closes it, and the story answers as the sheet would, from the sheet's origin with the state the
 * cart sent. `restore()` gives window.open back.
 */
export function fakeWalletWindow() {
  const popup = { closed: false, focus: () => undefined, close: () => void (popup.closed = true) };
  const real = window.open;
  let asked: URL | undefined;
  window.open = ((url?: string | URL) => {
    asked = new URL(String(url));
    return popup as unknown as Window;
  }) as typeof window.open;
  const say = (answer: { status: 'approved'; token: string } | { status: 'cancelled' }) => {
    if (!asked) throw new Error('the cart opened no wallet window');
    const data = { source: WALLET_MESSAGE_SOURCE, state: asked.searchParams.get('state'), ...answer };
    window.dispatchEvent(new MessageEvent('message', { origin: asked.origin, data }));
  };
  return {
    popup,
    say,
    restore: () => void (window.open = real),
  };
}
