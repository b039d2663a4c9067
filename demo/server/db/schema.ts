import type { Database } from 'better-sqlite3';

/** Bump when the schema changes; an older database file is then rebuilt and re-seeded. */
export const SCHEMA_VERSION = 8;

const SCHEMA = `
CREATE TABLE categories (
  key TEXT PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_es TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE colors (
  key TEXT PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_es TEXT NOT NULL,
  hex TEXT NOT NULL
);
CREATE TABLE promotions (
  key TEXT PRIMARY KEY,
  label_en TEXT NOT NULL,
  label_es TEXT NOT NULL
);
CREATE TABLE products (
  pid TEXT PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL REFERENCES categories(key),
  type_key TEXT NOT NULL,
  kind TEXT NOT NULL,
  brand TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_es TEXT NOT NULL,
  search_text TEXT NOT NULL,
  rating_tenths INTEGER NOT NULL CHECK (rating_tenths BETWEEN 0 AND 50),
  review_count INTEGER NOT NULL,
  promo TEXT REFERENCES promotions(key),
  express INTEGER NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX products_by_category ON products(category, position);
CREATE TABLE variants (
  pid TEXT NOT NULL REFERENCES products(pid),
  position INTEGER NOT NULL,
  variant_pid TEXT NOT NULL UNIQUE,
  color TEXT NOT NULL REFERENCES colors(key),
  in_stock INTEGER NOT NULL,
  surcharge_percent INTEGER NOT NULL DEFAULT 0,
  new_color INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (pid, position)
);
-- Per-variant stock for the Availability response (SPEC 3.2): units in stock, units that may be
-- pre-ordered or back-ordered beyond them, and when more are expected (ISO date, or NULL).
CREATE TABLE variant_stock (
  variant_pid TEXT PRIMARY KEY REFERENCES variants(variant_pid),
  in_stock INTEGER NOT NULL CHECK (in_stock >= 0),
  preorder INTEGER NOT NULL CHECK (preorder >= 0),
  backorder INTEGER NOT NULL CHECK (backorder >= 0),
  in_stock_date TEXT
) WITHOUT ROWID;
CREATE TABLE prices (
  pid TEXT NOT NULL REFERENCES products(pid),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
  cash_cents INTEGER NOT NULL,
  was_cash_cents INTEGER,
  was_monthly_cents INTEGER,
  PRIMARY KEY (pid, currency)
);
CREATE TABLE lease_terms (
  pid TEXT NOT NULL REFERENCES products(pid),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
  term INTEGER NOT NULL,
  lease_rate_cents INTEGER NOT NULL,
  advo_lease_rate_cents INTEGER,
  first_payment_cents INTEGER NOT NULL,
  active INTEGER NOT NULL,
  weekly_payments INTEGER,
  advo_weekly_cents INTEGER,
  non_advo_weekly_cents INTEGER,
  PRIMARY KEY (pid, currency, term)
);
CREATE UNIQUE INDEX one_active_term ON lease_terms(pid, currency) WHERE active = 1;
CREATE TABLE stores (
  store_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address1 TEXT NOT NULL,
  city TEXT NOT NULL,
  state_code TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  country TEXT NOT NULL CHECK (country IN ('US', 'CA')),
  phone TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  hours TEXT NOT NULL -- JSON: seven [opens, closes] pairs or null, Monday first
);
CREATE TABLE store_stock (
  store_id TEXT NOT NULL REFERENCES stores(store_id),
  pid TEXT NOT NULL REFERENCES products(pid),
  statusclass TEXT NOT NULL CHECK (statusclass IN ('store-in-stock', 'store-limited', 'store-out-of-stock')),
  PRIMARY KEY (pid, store_id)
) WITHOUT ROWID;
-- SPEC 3.4: storefront accounts. Amounts in cents of the site's currency (the demo keeps one figure
-- for both countries); every decision column NULL means no decision yet.
CREATE TABLE accounts (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  password_hash TEXT NOT NULL, -- 'scrypt$N$r$p$salt$hash', salt and hash base64url
  first_name TEXT,
  activated INTEGER NOT NULL,
  approval_determination TEXT,
  tier_is_approved INTEGER,
  approved_cents INTEGER,
  remaining_cents INTEGER,
  expiration_date TEXT, -- YYYY-MM-DD
  created_at INTEGER NOT NULL
);
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL,
  zip TEXT, -- SPEC 3.1 User.zip in normal form (a full Canadian code, though zipcodes places it by its area)
  store_id TEXT REFERENCES stores(store_id), -- SPEC 3.1 User.storeId, the preferred store
  csrf_token TEXT, -- made on first need; every account POST must carry it
  account_email TEXT REFERENCES accounts(email) ON DELETE SET NULL -- the signed-in account
);
-- What the in-process OpenID provider keeps (oidc-provider adapter): one row per model instance,
-- per issuer, since each site host runs its own provider.
CREATE TABLE oidc_entries (
  issuer TEXT NOT NULL,
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL, -- JSON
  grant_id TEXT,
  uid TEXT,
  user_code TEXT,
  expires_at INTEGER, -- epoch ms, NULL for no expiry
  consumed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (issuer, model, id)
) WITHOUT ROWID;
CREATE INDEX oidc_entries_by_grant ON oidc_entries(issuer, grant_id);
CREATE INDEX oidc_entries_by_uid ON oidc_entries(issuer, model, uid);
-- The provider's ID token signing key, made once per database so tokens outlive a restart.
CREATE TABLE oidc_signing_keys (
  kid TEXT PRIMARY KEY,
  jwk TEXT NOT NULL -- private JWK, JSON
);
CREATE TABLE compare_items (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  pid TEXT NOT NULL REFERENCES products(pid),
  category TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, pid)
);
CREATE TABLE favorites (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  pid TEXT NOT NULL, -- a product or variant pid, checked by the route (variants may get pids of their own)
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, pid)
);
CREATE TABLE orders (
  id TEXT PRIMARY KEY, -- SPEC 3.5 orderID
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  product_pid TEXT NOT NULL REFERENCES products(pid),
  variant_pid TEXT NOT NULL, -- the productId ordered: a variant pid, or the product's own
  store_id TEXT REFERENCES stores(store_id),
  zip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE cart_lines (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  pid TEXT NOT NULL, -- a variant or product pid, checked by the route
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, pid)
);
CREATE TABLE checkout_activity (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  page_name TEXT NOT NULL, -- SPEC 7.4 pageName
  logged_at INTEGER NOT NULL
);
`;

export function createSchema(db: Database): void {
  db.exec(SCHEMA);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}
