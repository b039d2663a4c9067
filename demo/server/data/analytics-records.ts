import type { Db } from '../db/open.js';
import type { SiteKey } from '../site.js';

/** One record the stand-in tag manager posted, as /demo/analytics shows it. */
export interface AnalyticsRecord {
  id: number;
  /** When the demo received it, epoch milliseconds. */
  receivedAt: number;
  site: SiteKey;
  /** The path of the page that pushed it (no query: a search's words stay out). */
  page: string;
  event: string;
  /** The record as pushed. */
  record: Record<string, unknown>;
}

interface Row {
  id: number;
  received_at: number;
  site: SiteKey;
  page_path: string;
  event: string;
  body: string;
}

/** The newest records kept; older ones are deleted as new ones come. */
export const RECORDS_KEPT = 500;

export type AnalyticsRecords = ReturnType<typeof createAnalyticsRecords>;

/** The analytics_records table: the newest `kept` records, whatever posts them, so a loop cannot grow it. */
export function createAnalyticsRecords(db: Db, kept: number = RECORDS_KEPT) {
  const insertStmt = db.prepare<[number, SiteKey, string, string, string]>(
    'INSERT INTO analytics_records (received_at, site, page_path, event, body) VALUES (?, ?, ?, ?, ?)',
  );
  const trimStmt = db.prepare<[number]>('DELETE FROM analytics_records WHERE id IN (SELECT id FROM analytics_records ORDER BY id DESC LIMIT -1 OFFSET ?)');
  const latestStmt = db.prepare<[number], Row>('SELECT id, received_at, site, page_path, event, body FROM analytics_records ORDER BY id DESC LIMIT ?');
  const clearStmt = db.prepare('DELETE FROM analytics_records');
  return {
    add: db.transaction((site: SiteKey, page: string, event: string, record: Record<string, unknown>): void => {
      insertStmt.run(Date.now(), site, page, event, JSON.stringify(record));
      trimStmt.run(kept);
    }),
    /** The newest first. */
    latest: (limit: number = kept): AnalyticsRecord[] =>
      latestStmt.all(limit).map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        site: row.site,
        page: row.page_path,
        event: row.event,
        record: JSON.parse(row.body) as Record<string, unknown>,
      })),
    clear: (): void => void clearStmt.run(),
  };
}
