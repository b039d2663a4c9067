/**
 * How a shopper (and a screen reader) finds the favourite icons and the saved-items page, in
 * English and Spanish. The labels are written out from the contract, not imported from the
 * widgets' catalogues, so a wrong label fails the tests.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './compare-ui';

export type Lang = 'en' | 'es';

export const FAVORITE_LABELS = {
  en: {
    heart: (name: string) => `Save ${name}`,
    heartText: 'Save',
    page: 'Saved items',
    remove: (name: string) => `Remove ${name}`,
    saved: (name: string) => `${name} saved.`,
    saveFailed: (name: string) => `We couldn't save ${name}. Please try again.`,
    removeFailed: (name: string) => `We couldn't remove ${name} from saved items. Please try again.`,
    empty: /You have not saved any products yet/,
  },
  es: {
    heart: (name: string) => `Guardar ${name}`,
    heartText: 'Guardar',
    page: 'Artículos guardados',
    remove: (name: string) => `Quitar ${name}`,
    saved: (name: string) => `Se guardó ${name}.`,
    saveFailed: (name: string) => `No pudimos guardar ${name}. Inténtalo de nuevo.`,
    removeFailed: (name: string) => `No pudimos quitar ${name} de los artículos guardados. Inténtalo de nuevo.`,
    empty: /Todavía no has guardado ningún producto/,
  },
} as const;

export interface SavedProduct {
  /** The pid the icon saves (the variant shown). */
  pid: string;
  name: string;
  /** The master product's pid. */
  product?: string;
}

export function favoriteUi(page: Page, lang: Lang = 'en') {
  const l = FAVORITE_LABELS[lang];
  const ui = {
    labels: l,
    heart: (product: Pick<SavedProduct, 'name'>) => page.getByRole('switch', { name: l.heart(product.name), exact: true }),
    headerLink: page.locator('header').getByRole('link', { name: l.page, exact: true }),
    liveRegion: page.locator('[data-lto-live-region="polite"]'),

    /** The products whose icons are on the page, in page order, as their tags describe them. */
    async products(): Promise<SavedProduct[]> {
      return page.locator('lto-favorite').evaluateAll((tags) =>
        tags.map((tag) => ({ pid: tag.getAttribute('pid') ?? '', name: tag.getAttribute('name') ?? '', product: tag.getAttribute('product') ?? '' })),
      );
    },

    /** Waits until every icon on the page has rendered its switch. */
    async ready(): Promise<void> {
      const tags = page.locator('lto-favorite');
      await tags.first().waitFor({ state: 'attached' });
      const count = await tags.count();
      await eventually(() => page.locator('lto-favorite [role="switch"]').count(), 'every favourite icon renders its switch').toBe(count);
    },

    /** The icon's request has its answer (it shows the new state while the request is on its way). */
    async settled(product: Pick<SavedProduct, 'name'>): Promise<void> {
      await eventually(() => ui.heart(product).getAttribute('aria-busy'), `${product.name}'s request answered`).toBeNull();
    },

    /** 'on' / 'off' from aria-checked, with the class SPEC 4.5 gives each state checked alongside. */
    async state(product: Pick<SavedProduct, 'name'>): Promise<string> {
      return ui.heart(product).evaluate((el) => {
        const checked = el.getAttribute('aria-checked');
        const className = el.classList.contains('prodisincart') ? 'prodisincart' : el.classList.contains('prodnotincart') ? 'prodnotincart' : 'no class';
        if (checked === 'true' && className === 'prodisincart') return 'on';
        if (checked === 'false' && className === 'prodnotincart') return 'off';
        return `aria-checked=${checked} with ${className}`;
      });
    },

    /** Names of the switched-on icons, in page order. */
    async savedNames(): Promise<string[]> {
      return page.locator('lto-favorite').evaluateAll((tags) =>
        tags.filter((tag) => tag.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true').map((tag) => tag.getAttribute('name') ?? ''),
      );
    },

    /** The names the saved-items page lists, in order ('Harbor Sofa, Navy' for a colour of a product). */
    async listedNames(): Promise<string[]> {
      return page.locator('main .favorites-list .tile__name').allInnerTexts();
    },

    /** The product names the saved-items page lists, without the colour. */
    async listedProducts(): Promise<string[]> {
      return (await ui.listedNames()).map((name) => name.replace(/, [^,]+$/, ''));
    },
  };
  return ui;
}

/** The myFavoriteProduct cookie of a context, parsed (undefined when there is none). */
export async function favoriteCookie(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies()).find((c) => c.name === 'myFavoriteProduct');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

const decodeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The favourite icons a page's HTML carries, in page order (fetched without rendering, for set-up). */
export async function fetchFavoriteTags(context: BrowserContext, url: string): Promise<SavedProduct[]> {
  const target = new URL(url);
  const response = await context.request.get(`http://127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { host: target.host },
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return [...(await response.text()).matchAll(/<lto-favorite\b([^>]*)>/g)].map(([, attributes]) => {
    const read = (name: string) => decodeAttribute(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '');
    return { pid: read('pid'), name: read('name'), product: read('product') };
  });
}

/**
 * Saves products for the context's shopper through the add endpoint, as the icon's request goes
 * (English site: the cookies land on localhost): from the shopper's session, with its CSRF token.
 */
export async function seedFavorites(context: BrowserContext, origin: string, products: SavedProduct[]): Promise<void> {
  await context.request.get(`${origin}/`);
  const token = (await context.cookies(origin)).find((cookie) => cookie.name === 'lto_csrf')?.value ?? '';
  for (const product of products) {
    const response = await context.request.post(`${origin}/favorites/add`, {
      form: { pid: product.pid, Quantity: '1', uuid: '' },
      headers: { origin, 'x-csrf-token': token },
    });
    expect(await response.json(), `addFavProduct ${product.pid}`).toMatchObject({ success: true });
  }
}
