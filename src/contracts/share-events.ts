/**
 * lto:share: the shopper followed one of the share links (SPEC 2.8), dispatched from
 * <lto-share-links>. `network` is the link's network. Analytics records it as the 'share' event,
 * with the product of the page's data-lto-product markup (src/analytics).
 */
export const SHARE_EVENT = 'lto:share';

export type ShareNetworkName = 'facebook' | 'x' | 'pinterest' | 'email';

export interface ShareDetail {
  network: ShareNetworkName;
}

declare module '../core/events' {
  interface LtoEventMap {
    [SHARE_EVENT]: ShareDetail;
  }
}
