import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/open.js';

interface EntryRow {
  payload: string;
  consumed: number;
}

/**
 * oidc-provider's storage in the demo database (table oidc_entries), so sessions, grants and
 * tokens outlive a restart. Each site host's provider gets its own issuer column; the returned
 * factory is what the provider's `adapter` setting takes (it is called with the model name).
 */
export function sqliteAdapterFactory(db: Db, issuer: string): (model: string) => Adapter {
  const upsertStmt = db.prepare(`INSERT OR REPLACE INTO oidc_entries
    (issuer, model, id, payload, grant_id, uid, user_code, expires_at, consumed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`);
  const purgeStmt = db.prepare<[number]>('DELETE FROM oidc_entries WHERE expires_at IS NOT NULL AND expires_at <= ?');
  const findStmt = db.prepare<[string, string, string, number], EntryRow>(`SELECT payload, consumed FROM oidc_entries
    WHERE issuer = ? AND model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)`);
  const findByUidStmt = db.prepare<[string, string, string, number], EntryRow>(`SELECT payload, consumed FROM oidc_entries
    WHERE issuer = ? AND model = ? AND uid = ? AND (expires_at IS NULL OR expires_at > ?)`);
  const findByUserCodeStmt = db.prepare<[string, string, string, number], EntryRow>(`SELECT payload, consumed FROM oidc_entries
    WHERE issuer = ? AND model = ? AND user_code = ? AND (expires_at IS NULL OR expires_at > ?)`);
  const consumeStmt = db.prepare<[number, string, string, string]>(
    'UPDATE oidc_entries SET consumed = ? WHERE issuer = ? AND model = ? AND id = ?',
  );
  const destroyStmt = db.prepare<[string, string, string]>('DELETE FROM oidc_entries WHERE issuer = ? AND model = ? AND id = ?');
  const revokeGrantStmt = db.prepare<[string, string]>('DELETE FROM oidc_entries WHERE issuer = ? AND grant_id = ?');

  // oidc-provider reads a consumed entry's `consumed` as the moment (epoch seconds) it was used.
  const payloadOf = (row: EntryRow | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed ? { ...payload, consumed: row.consumed } : payload;
  };

  return (model) => ({
    async upsert(id, payload, expiresIn) {
      const now = Date.now();
      purgeStmt.run(now);
      upsertStmt.run(issuer, model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null,
        payload.userCode ?? null, typeof expiresIn === 'number' ? now + expiresIn * 1000 : null);
    },
    find: async (id) => payloadOf(findStmt.get(issuer, model, id, Date.now())),
    findByUid: async (uid) => payloadOf(findByUidStmt.get(issuer, model, uid, Date.now())),
    findByUserCode: async (userCode) => payloadOf(findByUserCodeStmt.get(issuer, model, userCode, Date.now())),
    async consume(id) {
      consumeStmt.run(Math.floor(Date.now() / 1000), issuer, model, id);
    },
    async destroy(id) {
      destroyStmt.run(issuer, model, id);
    },
    async revokeByGrantId(grantId) {
      revokeGrantStmt.run(issuer, grantId);
    },
  });
}
