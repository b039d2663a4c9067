/**
 * How a shopper (and a screen reader) finds the compare widgets on a page, in English and Spanish.
 * The labels are written out here from the contract, not imported from the widgets' catalogues,
 * so a wrong label in the widgets fails the tests.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shownText } from './results-text';

export type Lang = 'en' | 'es';

export const LABELS = {
  en: {
    toggle: (name: string) => `Compare ${name}`,
    toggleText: 'Compare',
    region: 'Compare products',
    remove: (name: string) => `Remove ${name} from compare`,
    removePattern: /^Remove (.+) from compare$/,
    compare: (n: number) => `Compare items (${n})`,
    comparePattern: /^Compare items \(\d+\)$/,
    clear: 'Clear compared items',
    clearYes: 'Clear',
    ok: 'OK',
    cancel: 'Cancel',
    COMPARE_ADD_FAIL: "We couldn't add this product to compare. Please try again.",
    COMPARE_REMOVE_FAIL: "We couldn't remove this product from compare. Please try again.",
    BAD_RESPONSE: 'Sorry, something went wrong. Please try again.',
  },
  es: {
    toggle: (name: string) => `Comparar ${name}`,
    toggleText: 'Comparar',
    region: 'Comparar productos',
    remove: (name: string) => `Quitar ${name} de la comparación`,
    removePattern: /^Quitar (.+) de la comparación$/,
    compare: (n: number) => `Comparar artículos (${n})`,
    comparePattern: /^Comparar artículos \(\d+\)$/,
    clear: 'Borrar artículos comparados',
    clearYes: 'Borrar',
    ok: 'Aceptar',
    cancel: 'Cancelar',
    COMPARE_ADD_FAIL: 'No pudimos agregar este producto a la comparación. Inténtalo de nuevo.',
    COMPARE_REMOVE_FAIL: 'No pudimos quitar este producto de la comparación. Inténtalo de nuevo.',
    BAD_RESPONSE: 'Lo sentimos, algo salió mal. Inténtalo de nuevo.',
  },
} as const;

/** expect.poll, looking often, within the browser project's poll timeout (a slow machine's). */
export function eventually<T>(value: () => T | Promise<T>, message?: string) {
  return expect.poll(value, { interval: 50, ...(message ? { message } : {}) });
}

export interface Product {
  pid: string;
  name: string;
  category: string;
}

/** How many items the server put in the bar's items attribute (0 when it is not a JSON array). */
function serverListLength(items: string | null): number {
  try {
    const parsed: unknown = JSON.parse(items ?? '[]');
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

export function compareUi(page: Page, lang: Lang = 'en') {
  const l = LABELS[lang];
  const bar = page.getByRole('region', { name: l.region, exact: true });
  const toggleTag = (pid: string) => page.locator(`lto-compare-toggle[pid="${pid}"]`);

  const ui = {
    labels: l,
    bar,
    toggleTag,
    checkbox: (product: Pick<Product, 'name'>) => page.getByRole('checkbox', { name: l.toggle(product.name), exact: true }),
    compareButton: bar.getByRole('button', { name: l.comparePattern }),
    clearButton: bar.getByRole('button', { name: l.clear, exact: true }),
    removeButton: (product: Pick<Product, 'name'>) => bar.getByRole('button', { name: l.remove(product.name), exact: true }),
    dialog: page.getByRole('alertdialog'),

    /** The products on the page, in page order, as their tags describe them. */
    async products(): Promise<Product[]> {
      return page.locator('lto-compare-toggle').evaluateAll((tags) =>
        tags.map((tag) => ({
          pid: tag.getAttribute('pid') ?? '',
          name: tag.getAttribute('name') ?? '',
          category: tag.getAttribute('category') ?? '',
        })),
      );
    },

    /**
     * Waits until every toggle on the page shows its checkbox and, when the server's list has
     * items, the bar shows them: all drawn by the server, before any of our code runs (the
     * widgets start on the shopper's intent, which Playwright's clicks show).
     */
    async ready(): Promise<void> {
      const tags = page.locator('lto-compare-toggle');
      await tags.first().waitFor({ state: 'attached' });
      const count = await tags.count();
      await eventually(() => page.locator('lto-compare-toggle input[type="checkbox"]').count(), 'every toggle shows a checkbox').toBe(count);
      await page.locator('lto-compare-bar').waitFor({ state: 'attached' });
      if (serverListLength(await page.locator('lto-compare-bar').getAttribute('items')) > 0) await bar.waitFor({ state: 'visible' });
    },

    /** Names in the bar's filled slots, left to right, read from the slots' remove buttons. */
    async barNames(): Promise<string[]> {
      if ((await bar.count()) === 0) return [];
      const labels = await bar.getByRole('button', { name: l.removePattern }).evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? ''),
      );
      return labels.map((label) => l.removePattern.exec(label)?.[1] ?? `?${label}`);
    },

    /** Ticks a product's checkbox and waits until the bar lists it. */
    async add(product: Pick<Product, 'name'>): Promise<void> {
      await ui.checkbox(product).click();
      await eventually(() => ui.barNames(), `${product.name} reaches the compare bar`).toContain(product.name);
      await eventually(() => ui.checkbox(product).isChecked()).toBe(true);
    },

    /** The names of the checked toggles, in page order. */
    async checkedNames(): Promise<string[]> {
      return page.locator('lto-compare-toggle').evaluateAll((tags) =>
        tags.filter((tag) => tag.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).map((tag) => tag.getAttribute('name') ?? ''),
      );
    },

    /** Where focus is: the accessible label of the focused element, or its tag name. */
    async focused(): Promise<string> {
      return page.evaluate(() => {
        const active = document.activeElement;
        return active ? (active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.localName) : '';
      });
    },
  };
  return ui;
}

/** The monthly price a listing tile shows for a product ('$49.99' from '$49.99/mo. for 18 months...'). */
export async function tileMonthlyPrice(page: Page, pid: string): Promise<string> {
  const tile = page.locator('article.tile', { has: page.locator(`lto-compare-toggle[pid="${pid}"]`) });
  const text = (await shownText(tile)).replace(/\s+/g, ' ');
  const match = /(C?\$[\d,]+\.\d{2})\/(?:mo|mes)/.exec(text);
  if (!match) throw new Error(`no monthly price in the tile of ${pid}: ${text}`);
  return match[1]!;
}

/** The compare page's table: one entry per product column, each row label to cell text. */
export async function readCompareTable(page: Page): Promise<{ name: string; cells: Record<string, string> }[]> {
  await page.locator('table').waitFor();
  return page.locator('table').evaluate((table) => {
    const names = [...table.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent?.trim() ?? '');
    const columns = names.map((name) => ({ name, cells: {} as Record<string, string> }));
    for (const row of table.querySelectorAll('tbody tr')) {
      const label = row.querySelector('th')?.textContent?.trim() ?? '';
      [...row.querySelectorAll('td')].forEach((td, index) => {
        const column = columns[index];
        if (column) column.cells[label] = (td as HTMLElement).innerText.trim();
      });
    }
    return columns;
  });
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A page's HTML fetched from Node without rendering it: for setting up a test, not for checking
 * the page. Node cannot resolve es.localhost, so it asks 127.0.0.1 with the site's Host header.
 */
export async function fetchHtml(context: BrowserContext, url: string): Promise<string> {
  const target = new URL(url);
  const response = await context.request.get(`http://127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { host: target.host },
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return response.text();
}

/** The products a listing page's HTML lists, in page order. */
export async function fetchListing(context: BrowserContext, url: string): Promise<Product[]> {
  const html = await fetchHtml(context, url);
  return [...html.matchAll(/<lto-compare-toggle\b([^>]*)>/g)].map(([, attributes]) => {
    const read = (name: string) => decodeAttribute(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '');
    return { pid: read('pid'), name: read('name'), category: read('category') };
  });
}

/**
 * Puts products in the context's compare list through the compareAdd endpoint (oldest first).
 * English site only: the session cookie must land on localhost.
 */
export async function seedCompare(context: BrowserContext, origin: string, products: Product[]): Promise<void> {
  for (const product of products) {
    const response = await context.request.get(`${origin}/compare/add?pid=${encodeURIComponent(product.pid)}&category=${encodeURIComponent(product.category)}`);
    expect(await response.json(), `compareAdd ${product.pid}`).toEqual({ success: true });
  }
}
