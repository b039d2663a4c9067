import type { Database } from 'better-sqlite3';

/** Bump when the schema or the seed data changes; an older database file is then rebuilt and re-seeded. */
export const SCHEMA_VERSION = 30;

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
-- The product types, which the listing refines by as sub-categories: their labels and display order,
-- and the category whose menu in the header's navigation lists them.
CREATE TABLE subcategories (
  key TEXT PRIMARY KEY,
  category TEXT NOT NULL REFERENCES categories(key),
  name_en TEXT NOT NULL,
  name_es TEXT NOT NULL,
  position INTEGER NOT NULL
);
-- The promo banners of the header's mobile navigation (SPEC 2.2: on the US navigation only), per site.
CREATE TABLE nav_promos (
  key TEXT PRIMARY KEY,
  site TEXT NOT NULL CHECK (site IN ('en-us', 'es-us', 'en-ca')),
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  href TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE products (
  pid TEXT PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL REFERENCES categories(key),
  type_key TEXT NOT NULL REFERENCES subcategories(key),
  kind TEXT NOT NULL,
  brand TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_es TEXT NOT NULL,
  rating_tenths INTEGER NOT NULL CHECK (rating_tenths BETWEEN 0 AND 50),
  review_count INTEGER NOT NULL,
  promo TEXT REFERENCES promotions(key),
  express INTEGER NOT NULL,
  position INTEGER NOT NULL,
  arrived_on TEXT NOT NULL -- ISO date the product came into the range: the listing's 'Newest' order
);
CREATE INDEX products_by_category ON products(category, position);
-- The search index (SPEC 7.6: the header's suggestions and /showsearch): full-text over each
-- product's names in both languages, its brand and its departments (category and sub-category, both
-- languages). Words are kept without accents, so 'sofa' finds 'Sofá'; the vocabulary beside it lets
-- data/search.ts match a mistyped word ('sofs') to the words the index holds.
CREATE VIRTUAL TABLE product_search USING fts5(
  pid UNINDEXED,
  name,
  brand,
  department,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, 'row');
-- The content articles (SPEC 2.6's content tab on search results), each with a page of its own.
-- A search finds the articles whose search text holds every one of its words.
CREATE TABLE articles (
  slug TEXT PRIMARY KEY,
  title_en TEXT NOT NULL,
  title_es TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  summary_es TEXT NOT NULL,
  body_en TEXT NOT NULL, -- paragraphs, separated by a blank line
  body_es TEXT NOT NULL,
  search_text TEXT NOT NULL, -- both titles, both summaries and the keywords, as data/search-key.ts keeps them
  position INTEGER NOT NULL
);
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
  decided_at INTEGER, -- when the decision was made (ms); NULL: no decision yet
  created_at INTEGER NOT NULL
);
-- A session's id is replaced at sign-in and sign-out (data/sessions.ts rotate): the rows that
-- reference it follow through ON UPDATE CASCADE, so the cart, favourites and compare list stay.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL,
  zip TEXT, -- SPEC 3.1 User.zip in normal form (a full Canadian code, though zipcodes places it by its area)
  store_id TEXT REFERENCES stores(store_id), -- SPEC 3.1 User.storeId, the preferred store
  csrf_token TEXT, -- made on first need, replaced with the id; every state-changing POST carries it
  account_email TEXT REFERENCES accounts(email) ON DELETE SET NULL -- the signed-in account
);
CREATE INDEX sessions_by_seen ON sessions(seen_at); -- expiry (data/sessions.ts)
-- Sessions whose browser has not come back yet: the early expiry of data/sessions.ts walks only these.
CREATE INDEX sessions_one_visit ON sessions(created_at) WHERE seen_at = created_at;
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
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  pid TEXT NOT NULL REFERENCES products(pid),
  -- The colour the shopper compared (the tile's selected swatch); NULL: the product's default one.
  variant_pid TEXT,
  category TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, pid)
);
CREATE TABLE favorites (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  pid TEXT NOT NULL, -- a product or variant pid, checked by the route (variants may get pids of their own)
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, pid)
);
-- A lease order, or with no product an application ('apply before you shop', SPEC 1, 2.10): the
-- checkout's first two steps and a decision, before the shopper has chosen anything.
CREATE TABLE orders (
  id TEXT PRIMARY KEY, -- SPEC 3.5 orderID
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  product_pid TEXT REFERENCES products(pid), -- NULL for an application
  variant_pid TEXT, -- the productId ordered: a variant pid, or the product's own; NULL for an application
  store_id TEXT REFERENCES stores(store_id),
  zip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  decision TEXT CHECK (decision IN ('approved', 'declined', 'charged-off', 'recent-order')), -- SPEC 4.10, set by the order form step
  leasing_power_cents INTEGER, -- what an approval allows a month (the demo's rule, checkout-rules.ts)
  decided_at INTEGER, -- when the order form decided it (ms): an approval lasts APPROVAL_DAYS from then (data/checkout.ts)
  lease_term INTEGER, -- the months chosen on the product page (SPEC 3.2 leaseTerm); NULL: the product's active term
  -- A lease started after an approved application of the session: the application whose answers
  -- (delivery, order form, decision) it took, so the shopper is not asked for them again.
  application_id TEXT REFERENCES orders(id) ON DELETE SET NULL,
  -- The widget's Idempotency-Key ('' without one): one order per session, product and attempt.
  idempotency_key TEXT NOT NULL DEFAULT '',
  UNIQUE (session_id, variant_pid, idempotency_key),
  CHECK ((product_pid IS NULL) = (variant_pid IS NULL))
);
-- One row per checkout step the shopper completed (SPEC 2.11). values_json holds the step's
-- validated values without the SSN; the SSN is only in ssn_sealed, AES-256-GCM (data/ssn-seal.ts).
CREATE TABLE checkout_steps (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  step TEXT NOT NULL,
  values_json TEXT NOT NULL,
  ssn_sealed TEXT,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (order_id, step)
) WITHOUT ROWID;
-- SPEC 7.4 logCheckoutDebugMessage; the route refuses messages that look like they carry PII.
CREATE TABLE checkout_debug_log (
  session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  message_type TEXT NOT NULL,
  message TEXT NOT NULL,
  logged_at INTEGER NOT NULL
);
-- By session: trimming a session's lines (data/log-rows.ts), and deleting them with an expired session.
CREATE INDEX checkout_debug_log_by_session ON checkout_debug_log(session_id);
-- A signed-in shopper's address book entry (SPEC 3.6's pre-filled address object), by account e-mail.
CREATE TABLE saved_addresses (
  account_email TEXT PRIMARY KEY COLLATE NOCASE,
  id TEXT NOT NULL,
  uuid TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address1 TEXT NOT NULL,
  address2 TEXT NOT NULL,
  city TEXT NOT NULL,
  state_code TEXT NOT NULL,
  postal TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('US', 'CA'))
);
-- The demo's saved cards on the payment step (SPEC 2.11): seeded so 'Expired' and 'Reauthorize' both show.
CREATE TABLE saved_cards (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL CHECK (length(last4) = 4),
  exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year INTEGER NOT NULL,
  needs_reauthorization INTEGER NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE cart_lines (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  pid TEXT NOT NULL, -- a variant or product pid, checked by the route
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  position INTEGER NOT NULL,
  term INTEGER, -- the lease term chosen on the cart page (months); NULL: the product's active term
  saved INTEGER NOT NULL DEFAULT 0 CHECK (saved IN (0, 1)), -- 1: in the 'Saved for later' list
  PRIMARY KEY (session_id, pid)
);
-- The cart page's coupon codes (widgets/cart/README.md; seed in db/seed-coupons.ts): a percentage
-- off the monthly payments or a fixed amount off today's payment, perhaps only for one category,
-- perhaps once per shopper.
CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount INTEGER NOT NULL CHECK (amount > 0), -- percent, or cents of the site's currency
  category TEXT REFERENCES categories(key), -- NULL: every product
  expires_on TEXT, -- YYYY-MM-DD, the last day it works; NULL: never
  single_use INTEGER NOT NULL DEFAULT 0
);
-- The coupon applied to a session's cart (one at a time).
CREATE TABLE cart_coupons (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  code TEXT NOT NULL REFERENCES coupons(code)
);
-- A single-use coupon once an order was made with it: the session may not apply it again.
CREATE TABLE coupon_uses (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  code TEXT NOT NULL REFERENCES coupons(code),
  order_id TEXT NOT NULL,
  PRIMARY KEY (session_id, code)
);
-- What an order made from the cart holds, priced as the cart showed it (the order's own product
-- and variant are its first line's).
CREATE TABLE order_lines (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  pid TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  term INTEGER NOT NULL,
  monthly_cents INTEGER NOT NULL,
  today_cents INTEGER NOT NULL,
  coupon TEXT,
  position INTEGER NOT NULL,
  PRIMARY KEY (order_id, pid)
);
-- The demo sends no e-mail: what it would send goes here, the outbox a mail service would read
-- (data/mail-outbox.ts). The recipient is kept as an account e-mail is, never in a log or URL.
CREATE TABLE mail_outbox (
  session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE, -- the request that caused it
  recipient TEXT NOT NULL COLLATE NOCASE,
  template TEXT NOT NULL CHECK (template IN ('activation', 'already-registered')),
  site TEXT NOT NULL,
  logged_at INTEGER NOT NULL
);
CREATE INDEX mail_outbox_by_session ON mail_outbox(session_id);
CREATE TABLE checkout_activity (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE ON UPDATE CASCADE,
  page_name TEXT NOT NULL, -- SPEC 7.4 pageName
  logged_at INTEGER NOT NULL
);
CREATE INDEX checkout_activity_by_session ON checkout_activity(session_id);
-- The order tracking page (SPEC 2.11, 3.6): found by agreement number and delivery postal code.
CREATE TABLE tracked_orders (
  agreement_number TEXT PRIMARY KEY, -- upper case; the lookup upper-cases what the shopper typed
  postal_code TEXT NOT NULL, -- normal form: '30303' or 'M5V 3L9'
  status TEXT NOT NULL CHECK (status IN ('processing', 'scheduled', 'delivered', 'cancelled')),
  next_payment_date TEXT -- ISO date, NULL when nothing more is due
);
CREATE TABLE tracked_order_items (
  agreement_number TEXT NOT NULL REFERENCES tracked_orders(agreement_number),
  position INTEGER NOT NULL,
  pid TEXT NOT NULL REFERENCES products(pid),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (agreement_number, position)
);
-- Marketing sign-ups (SPEC 2.3, 2.4, 7.7): one row per list and e-mail address, one per phone
-- number, so signing up twice changes nothing but the names given the second time.
CREATE TABLE email_subscriptions (
  list TEXT NOT NULL CHECK (list IN ('newsletter', 'contest', 'custom-sofa')),
  email TEXT NOT NULL, -- lower case
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  product_pid TEXT, -- the custom sofa the shopper asked about
  sms_opt_in INTEGER NOT NULL DEFAULT 0,
  site TEXT NOT NULL,
  source TEXT NOT NULL, -- the form: footer, interstitial, contest, custom-sofa, sign-me-up
  created_at INTEGER NOT NULL,
  PRIMARY KEY (list, email)
) WITHOUT ROWID;
CREATE TABLE sms_subscriptions (
  phone TEXT PRIMARY KEY, -- 10 digits
  status TEXT NOT NULL CHECK (status IN ('confirmation-sent', 'manual-opt-in')),
  site TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
-- What the stand-in tag manager received (issue 21, data/analytics-records.ts): one dataLayer
-- record each, newest kept (a few hundred). The records carry no personal data: the collect
-- route refuses any that looks like some (src/privacy/pii.ts).
CREATE TABLE analytics_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  site TEXT NOT NULL,
  page_path TEXT NOT NULL,
  event TEXT NOT NULL,
  body TEXT NOT NULL -- the record's JSON, as pushed
);

-- Messages of the 'Contact Us' form (widgets/contact-form): personal data kept on the server
-- only, never logged; the newest 1,000 kept, so a loop cannot grow the table.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  site TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  topic TEXT NOT NULL,
  agreement_number TEXT NOT NULL,
  message TEXT NOT NULL
);
-- The hosted search service's stand-in (SPEC 7.6, 7.9; data/hosted-search.ts): the searches
-- shoppers made (its query suggestions; never one that looks like personal data), the queries it
-- sends to a page of their own, and the insight events it received. What is typed into the box
-- is not kept: each answer's queryID is random, and nothing reads a query back by it.
CREATE TABLE hosted_search_popular (
  site TEXT NOT NULL,
  query TEXT NOT NULL, -- as data/search-key.ts keeps it
  shown TEXT NOT NULL, -- as shoppers wrote it (lower case, accents kept): what the panel suggests
  searches INTEGER NOT NULL,
  PRIMARY KEY (site, query)
) WITHOUT ROWID;
CREATE TABLE hosted_search_redirects (
  site TEXT NOT NULL,
  query TEXT NOT NULL,
  url TEXT NOT NULL, -- a path of the site
  PRIMARY KEY (site, query)
) WITHOUT ROWID;
CREATE TABLE hosted_search_events (
  id INTEGER PRIMARY KEY,
  event_type TEXT NOT NULL CHECK (event_type IN ('init', 'conversion')),
  event_name TEXT,
  query_id TEXT,
  object_ids TEXT, -- JSON array
  positions TEXT, -- JSON array
  created_at INTEGER NOT NULL
);
-- Site preferences (SPEC 9.9) a site sets apart from the defaults, per site: hostedSearchEnabled.
CREATE TABLE site_preferences (
  site TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (site, name)
) WITHOUT ROWID;
`;

export function createSchema(db: Database): void {
  db.exec(SCHEMA);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}
