/**
 * Dispatched from the favourite icon the shopper used, bubbling to the document, once the server
 * saved (`favorite` true) or removed the product: `items` is the whole list of saved product ids,
 * as the myFavoriteProduct cookie now holds it. The other icons follow it (widgets/registry.ts).
 */
export const FAVORITE_CHANGE_EVENT = 'lto:favorite-change';

export interface FavoriteChangeDetail {
  pid: string;
  favorite: boolean;
  items: string[];
}

declare module '../core/events' {
  interface LtoEventMap {
    [FAVORITE_CHANGE_EVENT]: FavoriteChangeDetail;
  }
}
