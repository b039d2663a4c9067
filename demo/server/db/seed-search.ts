import type { Database } from 'better-sqlite3';

/**
 * Fills the search index (schema.ts product_search) from the catalogue already seeded: a product's
 * names in both languages, its brand, and the names of its category and sub-category in both
 * languages (a shopper may type the department word, 'sofas' or 'recliners').
 */
export function seedSearchIndex(db: Database): void {
  db.exec(`INSERT INTO product_search (pid, name, brand, department)
    SELECT p.pid, p.name_en || ' ' || p.name_es, p.brand,
      c.name_en || ' ' || c.name_es || ' ' || s.name_en || ' ' || s.name_es
    FROM products p
    JOIN categories c ON c.key = p.category
    JOIN subcategories s ON s.key = p.type_key
    ORDER BY p.position`);
}
