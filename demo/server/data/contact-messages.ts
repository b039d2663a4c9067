import type { ContactField } from '../../../src/validation/contact-us.js';
import type { Db } from '../db/open.js';
import type { SiteKey } from '../site.js';

/** The newest messages kept; older ones are deleted as new ones come. */
export const MESSAGES_KEPT = 1000;

export type ContactMessage = Record<ContactField, string> & { site: SiteKey; receivedAt: number };

interface Row {
  received_at: number;
  site: SiteKey;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  topic: string;
  agreement_number: string;
  message: string;
}

export type ContactMessages = ReturnType<typeof createContactMessages>;

/** The contact_messages table: the messages of the 'Contact Us' form, checked before they come here. */
export function createContactMessages(db: Db, kept: number = MESSAGES_KEPT) {
  const insertStmt = db.prepare<[number, SiteKey, string, string, string, string, string, string, string]>(
    `INSERT INTO contact_messages (received_at, site, first_name, last_name, email, phone, topic, agreement_number, message)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const trimStmt = db.prepare<[number]>('DELETE FROM contact_messages WHERE id IN (SELECT id FROM contact_messages ORDER BY id DESC LIMIT -1 OFFSET ?)');
  const latestStmt = db.prepare<[number], Row>('SELECT * FROM contact_messages ORDER BY id DESC LIMIT ?');
  return {
    add: db.transaction((site: SiteKey, values: Record<ContactField, string>): void => {
      insertStmt.run(Date.now(), site, values.firstName, values.lastName, values.email, values.phone, values.topic, values.agreementNumber, values.message);
      trimStmt.run(kept);
    }),
    /** The newest first (for tests and whoever answers them). */
    latest: (limit = 10): ContactMessage[] =>
      latestStmt.all(limit).map((row) => ({
        receivedAt: row.received_at,
        site: row.site,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        topic: row.topic,
        agreementNumber: row.agreement_number,
        message: row.message,
      })),
  };
}
