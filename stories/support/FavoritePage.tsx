import Cookies from 'js-cookie';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { CONFIG_ELEMENT_ID, getConfig, language, resetConfig } from '../../src/core/config';
import { formatCents } from '../../src/core/money';
import type { StoryProduct } from './products';
import './listing.css';

/** The args of the favourite stories: what the platform's server would render into the page. */
export interface FavoriteArgs {
  /** The product tiles, each with its `<lto-favorite pid product uuid name>`. */
  products: StoryProduct[];
  /** The myFavoriteProduct cookie the shopper arrives with (JSON array or comma list); '' for none. */
  cookie: string;
}

export const FAVORITE_COOKIE = 'myFavoriteProduct';

/** The endpoints of SPEC 7.5 the favourite icon needs, as the demo's config block names them. */
export const FAVORITE_URLS = { addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove' };

const logFavoriteChange = action('lto:favorite-change');

/**
 * Runs inside the page decorator (which wrote the config block and emptied the store): adds the
 * favourite endpoints to the config block and puts the story's cookie in place before any icon
 * renders, and takes the cookie away again when the story ends.
 */
function FavoriteSetup({ cookie, children }: { cookie: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    const block = document.getElementById(CONFIG_ELEMENT_ID);
    if (block) {
      const config = JSON.parse(block.textContent ?? '{}') as { urls?: Record<string, string> };
      config.urls = { ...config.urls, ...FAVORITE_URLS };
      block.textContent = JSON.stringify(config).replace(/</g, '\\u003c');
      resetConfig();
    }
    if (cookie) Cookies.set(FAVORITE_COOKIE, cookie, { path: '/' });
    else Cookies.remove(FAVORITE_COOKIE, { path: '/' });
    const log = (event: Event) => logFavoriteChange((event as CustomEvent<unknown>).detail);
    document.addEventListener('lto:favorite-change', log);
    setReady(true);
    return () => {
      document.removeEventListener('lto:favorite-change', log);
      Cookies.remove(FAVORITE_COOKIE, { path: '/' });
    };
  }, []);
  return ready ? <>{children}</> : null;
}

/** Story decorator: the favourite endpoints and the `cookie` arg, on the page the preview set up. */
export const withFavorites: Decorator = (Story, context) => (
  <FavoriteSetup key={`${context.id}|${String(context.args['cookie'])}`} cookie={String(context.args['cookie'] ?? '')}>
    <Story />
  </FavoriteSetup>
);

const CHROME = {
  en: { title: 'Living Room Furniture', perMonth: '/mo' },
  es: { title: 'Muebles de sala', perMonth: '/mes' },
} as const;

/** A listing as the demo renders it, with a favourite icon on each tile. Only `lto-` tags are widgets. */
export function FavoritePage({ products, note }: FavoriteArgs & { note?: string | undefined }) {
  const config = getConfig();
  const chrome = CHROME[language(config)];
  return (
    <main className="sb-listing">
      {note ? (
        <p className="sb-listing__note">
          <strong>Story note:</strong>
          {note}
        </p>
      ) : null}
      <h1 className="sb-listing__title">{chrome.title}</h1>
      <ul className="sb-listing__grid">
        {products.map((product) => (
          <li key={product.pid} className="sb-tile">
            <img className="sb-tile__img" src={product.img} alt="" width={120} height={120} />
            <h2 className="sb-tile__name">{product.name}</h2>
            <p className="sb-tile__brand">{product.brand}</p>
            <p className="sb-tile__price">
              {formatCents(product.monthlyCents, config)}
              {chrome.perMonth}
            </p>
            <lto-favorite pid={product.pid} product={product.pid} uuid={product.uuid} name={product.name} />
          </li>
        ))}
      </ul>
    </main>
  );
}
