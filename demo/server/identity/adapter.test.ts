import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../db/open.js';
import { openSeededCopy } from '../db/seeded-copy.js';
import { sqliteAdapterFactory } from './adapter.js';

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-oidc-adapter-'));
const path = join(dir, 'demo.sqlite');
const db = openSeededCopy(path);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

const US = 'http://localhost:4173/oidc';
const ES = 'http://es.localhost:4173/oidc';

describe("oidc-provider's storage in SQLite", () => {
  test('keeps an entry until it expires', async () => {
    const tokens = sqliteAdapterFactory(db, US)('AccessToken');
    await tokens.upsert('at-1', { accountId: 'approved@example.com', grantId: 'g-1' }, 60);
    expect(await tokens.find('at-1')).toEqual({ accountId: 'approved@example.com', grantId: 'g-1' });
    vi.setSystemTime(Date.now() + 60_000);
    expect(await tokens.find('at-1')).toBeUndefined();
  });

  test('marks a consumed entry with the time it was used', async () => {
    const codes = sqliteAdapterFactory(db, US)('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g-2' }, 60);
    await codes.consume('code-1');
    expect(await codes.find('code-1')).toEqual({ grantId: 'g-2', consumed: Math.floor(Date.now() / 1000) });
  });

  test('finds sessions by uid, and revokes everything of a grant', async () => {
    const adapter = sqliteAdapterFactory(db, US);
    await adapter('Session').upsert('s-1', { uid: 'u-1', accountId: 'zero@example.com' }, 3600);
    expect(await adapter('Session').findByUid('u-1')).toEqual({ uid: 'u-1', accountId: 'zero@example.com' });
    await adapter('AccessToken').upsert('at-2', { grantId: 'g-3' }, 3600);
    await adapter('RefreshToken').upsert('rt-2', { grantId: 'g-3' }, 3600);
    await adapter('AccessToken').revokeByGrantId('g-3');
    expect(await adapter('AccessToken').find('at-2')).toBeUndefined();
    expect(await adapter('RefreshToken').find('rt-2')).toBeUndefined();
    await adapter('Session').destroy('s-1');
    expect(await adapter('Session').find('s-1')).toBeUndefined();
  });

  test("keeps each site's provider apart", async () => {
    await sqliteAdapterFactory(db, US)('AccessToken').upsert('shared-id', { accountId: 'approved@example.com' }, 3600);
    expect(await sqliteAdapterFactory(db, ES)('AccessToken').find('shared-id')).toBeUndefined();
  });

  test('outlives a restart (the entries are in the database file)', async () => {
    await sqliteAdapterFactory(db, US)('Grant').upsert('g-4', { accountId: 'pending@example.com' }, 3600);
    const reopened = openDatabase(path);
    try {
      expect(await sqliteAdapterFactory(reopened, US)('Grant').find('g-4')).toEqual({ accountId: 'pending@example.com' });
    } finally {
      reopened.close();
    }
  });
});
