import type { Database } from 'better-sqlite3';
import { searchKey } from '../data/search-key.js';

/**
 * The hosted search stand-in's first state: the searches it has 'seen' (its popular searches and
 * query suggestions until shoppers add theirs), the queries it sends to a page of their own (SPEC
 * 2.1's configured redirect), and the site preference that turns it on: on for the Canadian site,
 * off for the US sites (their header keeps the legacy {searchsuggest} mode), so both modes show.
 * The demo switch /demo/hosted-search turns it on or off for one browser.
 */
const POPULAR: Record<string, [string, number][]> = {
  'en-us': [['sofa', 40], ['sectional', 25], ['recliner', 22], ['tv stand', 18], ['mattress', 16], ['dining set', 12], ['sofa bed', 9], ['laptop', 8]],
  'es-us': [['sofá', 30], ['sillón reclinable', 20], ['colchón', 15], ['comedor', 12], ['televisor', 10], ['sofá cama', 8]],
  'en-ca': [['sofa', 35], ['sectional', 20], ['recliner', 18], ['mattress', 14], ['tv stand', 10], ['sofa bed', 7]],
};

const REDIRECTS: [string, string][] = [
  ['stores', '/stores'],
  ['store locator', '/stores'],
  ['privacy', '/privacy-policy'],
];

export function seedHostedSearch(db: Database): void {
  const popular = db.prepare('INSERT INTO hosted_search_popular (site, query, shown, searches) VALUES (?, ?, ?, ?)');
  for (const [site, list] of Object.entries(POPULAR)) for (const [query, searches] of list) popular.run(site, searchKey(query), query, searches);
  const redirect = db.prepare('INSERT INTO hosted_search_redirects (site, query, url) VALUES (?, ?, ?)');
  for (const site of Object.keys(POPULAR)) for (const [query, url] of REDIRECTS) redirect.run(site, query, url);
  const preference = db.prepare("INSERT INTO site_preferences (site, name, value) VALUES (?, 'hostedSearchEnabled', ?)");
  for (const [site, on] of [['en-us', false], ['es-us', false], ['en-ca', true]] as const) preference.run(site, String(on));
}
