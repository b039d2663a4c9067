import type { Db } from '../db/open.js';
import type { SiteKey } from '../site.js';
import { logTrimmer } from './log-rows.js';

/**
 * The e-mails the demo would send: 'activation' to a new account, 'already-registered' to the
 * owner of an address someone tried to register again (the page answers that attempt as it
 * answers a new account, so registration does not tell who has an account here).
 */
export type MailTemplate = 'activation' | 'already-registered';

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** The outbox table, trimmed like the logs (log-rows.ts) so a loop of registrations cannot grow it without end. */
export function createMailOutbox(db: Db) {
  const insertStmt = db.prepare<[string | null, string, MailTemplate, SiteKey, number]>(
    'INSERT INTO mail_outbox (session_id, recipient, template, site, logged_at) VALUES (?, ?, ?, ?, ?)',
  );
  const toStmt = db.prepare<[string], { template: MailTemplate; site: SiteKey }>('SELECT template, site FROM mail_outbox WHERE recipient = ? ORDER BY rowid');
  const trim = logTrimmer(db, 'mail_outbox');
  return {
    send: db.transaction((sessionId: string | null, recipient: string, template: MailTemplate, site: SiteKey): void => {
      insertStmt.run(sessionId, recipient, template, site, Date.now());
      trim(sessionId);
    }),
    /** What was sent to an address, oldest first. */
    sentTo: (recipient: string) => toStmt.all(recipient),
  };
}
