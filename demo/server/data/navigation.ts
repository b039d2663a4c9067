import type { Db } from '../db/open.js';
import type { SiteKey } from '../site.js';
import type { LocalizedText } from './types.js';

/** A sub-category as the header's navigation lists it: the listing of its category refined by it (`subcat`). */
export interface NavSubcategory {
  key: string;
  name: LocalizedText;
}

/** A category of the header's navigation with its sub-categories, in the merchandiser's order. */
export interface NavCategory {
  key: string;
  name: LocalizedText;
  subcategories: NavSubcategory[];
}

/** A promo banner of the mobile navigation. */
export interface NavPromo {
  key: string;
  title: string;
  text: string;
  href: string;
}

export interface Navigation {
  categories: NavCategory[];
  /** The promo banners of the site's mobile navigation (SPEC 2.2: the US navigation only has any). */
  promos: NavPromo[];
}

interface MenuRow {
  category: string;
  category_en: string;
  category_es: string;
  key: string | null;
  name_en: string | null;
  name_es: string | null;
}

/**
 * The header's navigation (SPEC 2.2): every category with the sub-categories that have products in
 * it (a sub-category with none would lead to an empty listing), and the site's promo banners.
 */
export function createNavigationQueries(db: Db) {
  const menuStmt = db.prepare<[], MenuRow>(`SELECT c.key AS category, c.name_en AS category_en, c.name_es AS category_es,
      s.key, s.name_en, s.name_es
    FROM categories c
    LEFT JOIN subcategories s ON s.category = c.key
      AND EXISTS (SELECT 1 FROM products p WHERE p.category = c.key AND p.type_key = s.key)
    ORDER BY c.position, s.position`);
  const promosStmt = db.prepare<[string], NavPromo>('SELECT key, title, text, href FROM nav_promos WHERE site = ? ORDER BY position');

  return {
    of(site: SiteKey): Navigation {
      const categories: NavCategory[] = [];
      for (const row of menuStmt.all()) {
        let category = categories.at(-1);
        if (category?.key !== row.category) {
          category = { key: row.category, name: { en: row.category_en, es: row.category_es }, subcategories: [] };
          categories.push(category);
        }
        if (row.key !== null && row.name_en !== null && row.name_es !== null) {
          category.subcategories.push({ key: row.key, name: { en: row.name_en, es: row.name_es } });
        }
      }
      return { categories, promos: promosStmt.all(site) };
    },
  };
}
