import Cookies from 'js-cookie';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { FAVORITE_CHANGE_EVENT, type FavoriteChangeDetail } from '../../src/contracts/favorite-events';
import { StoryListing } from './ListingPage';
import type { StoryProduct } from './products';

/** The args of the favourite stories: what the platform's server would render into the page. */
export interface FavoriteArgs {
  /** The product tiles, each with its `<lto-favorite pid product uuid name>`. */
  products: StoryProduct[];
  /** The myFavoriteProduct cookie the shopper arrives with (JSON array or comma list); '' for none. */
  cookie: string;
}

export const FAVORITE_COOKIE = 'myFavoriteProduct';

const logFavoriteChange = action(FAVORITE_CHANGE_EVENT);

/**
 * Runs inside the page decorator (which wrote the config block, favourite endpoints included, and
 * emptied the store): puts the story's cookie in place before any icon renders, and takes it away
 * again when the story ends.
 */
function FavoriteSetup({ cookie, children }: { cookie: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (cookie) Cookies.set(FAVORITE_COOKIE, cookie, { path: '/' });
    else Cookies.remove(FAVORITE_COOKIE, { path: '/' });
    const log = (event: CustomEvent<FavoriteChangeDetail>) => logFavoriteChange(event.detail);
    document.addEventListener(FAVORITE_CHANGE_EVENT, log);
    setReady(true);
    return () => {
      document.removeEventListener(FAVORITE_CHANGE_EVENT, log);
      Cookies.remove(FAVORITE_COOKIE, { path: '/' });
    };
  }, []);
  return ready ? <>{children}</> : null;
}

/** Story decorator: the `cookie` arg, on the page the preview set up. */
export const withFavorites: Decorator = (Story, context) => (
  <FavoriteSetup key={`${context.id}|${String(context.args['cookie'])}`} cookie={String(context.args['cookie'] ?? '')}>
    <Story />
  </FavoriteSetup>
);

/** A listing as the demo renders it, with a favourite icon on each tile. */
export function FavoritePage({ products, note }: FavoriteArgs & { note?: string | undefined }) {
  return (
    <StoryListing
      products={products}
      note={note}
      tileWidgets={(product) => <lto-favorite pid={product.pid} product={product.pid} uuid={product.uuid} name={product.name} />}
    />
  );
}
