/**
 * The shopper's favourites (SPEC 3.3, 4.5): the product (variant) ids in the myFavoriteProduct
 * cookie, read once per page, shared by every favourite icon on it.
 */
export const FAVORITES_COOKIE = 'myFavoriteProduct';

export interface FavoritesSlice {
  /** Product ids in the order they were saved. */
  items: string[];
  /** Products whose add or remove request is in flight, and which way. */
  pending: Record<string, 'add' | 'remove'>;
  /** Whether `items` has been read from the cookie on this page yet. */
  loaded: boolean;
}

export function initialFavorites(): FavoritesSlice {
  return { items: [], pending: {}, loaded: false };
}
