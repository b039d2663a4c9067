import type { Db } from '../db/open.js';

export type EmailList = 'newsletter' | 'contest' | 'custom-sofa';
export type SignupSource = 'footer' | 'interstitial' | 'contest' | 'custom-sofa' | 'sign-me-up';
export type SmsStatus = 'confirmation-sent' | 'manual-opt-in';

export interface EmailSignup {
  list: EmailList;
  email: string;
  firstName?: string;
  lastName?: string;
  postalCode?: string;
  productPid?: string;
  smsOptIn?: boolean;
  site: string;
  source: SignupSource;
}

export interface SmsSignup {
  phone: string;
  status: SmsStatus;
  site: string;
  source: SignupSource;
}

export type SubscriptionQueries = ReturnType<typeof createSubscriptionQueries>;

/**
 * The demo's subscriber lists. Signing up again with the same address (any case) or number is
 * idempotent: no second row, the first sign-up's time and source stay, and only details the
 * shopper now gives (a name, a zip, a product) are filled in.
 */
export function createSubscriptionQueries(db: Db) {
  const upsertEmail = db.prepare<[string, string, string, string, string, string | null, number, string, string, number]>(
    `INSERT INTO email_subscriptions (list, email, first_name, last_name, postal_code, product_pid, sms_opt_in, site, source, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (list, email) DO UPDATE SET
       first_name = CASE WHEN excluded.first_name <> '' THEN excluded.first_name ELSE first_name END,
       last_name = CASE WHEN excluded.last_name <> '' THEN excluded.last_name ELSE last_name END,
       postal_code = CASE WHEN excluded.postal_code <> '' THEN excluded.postal_code ELSE postal_code END,
       product_pid = COALESCE(excluded.product_pid, product_pid),
       sms_opt_in = MAX(sms_opt_in, excluded.sms_opt_in)`,
  );
  const upsertSms = db.prepare<[string, string, string, string, number]>(
    `INSERT INTO sms_subscriptions (phone, status, site, source, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (phone) DO NOTHING`,
  );
  const countEmail = db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM email_subscriptions WHERE list = ? AND email = ?');
  const countSms = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM sms_subscriptions WHERE phone = ?');

  return {
    subscribeEmail(signup: EmailSignup): void {
      upsertEmail.run(
        signup.list,
        signup.email.toLowerCase(),
        signup.firstName ?? '',
        signup.lastName ?? '',
        signup.postalCode ?? '',
        signup.productPid ?? null,
        signup.smsOptIn ? 1 : 0,
        signup.site,
        signup.source,
        Date.now(),
      );
    },
    subscribeSms(signup: SmsSignup): void {
      upsertSms.run(signup.phone, signup.status, signup.site, signup.source, Date.now());
    },
    /** Rows for this list and address (0 or 1): for tests. */
    emailRows: (list: EmailList, email: string): number => countEmail.get(list, email.toLowerCase())?.n ?? 0,
    smsRows: (phone: string): number => countSms.get(phone)?.n ?? 0,
  };
}
