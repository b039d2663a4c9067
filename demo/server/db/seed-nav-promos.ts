import type { Database } from 'better-sqlite3';
import { NAV_PROMOS } from '../seed/nav-promos.js';

/** The promo banners of the header's mobile navigation (US only). */
export function seedNavPromos(db: Database): void {
  const insert = db.prepare('INSERT INTO nav_promos (key, site, title, text, href, position) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => NAV_PROMOS.forEach((p, i) => insert.run(p.key, p.site, p.title, p.text, p.href, i)))();
}
