import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { ACCOUNT, knownAccount, playingAccount, providerAccount } from './accounts.ts';
import { ensureAccount } from './ledger.ts';
import { insertTestMember } from './testing.ts';

let a: TestDatabase;
let b: TestDatabase;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(() => Promise.all([a.drop(), b.drop()]));

async function exists(t: TestDatabase, id: bigint, code: string): Promise<boolean> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('id', '=', id)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

describe('remembered account ids', () => {
  it('answers what ensureAccount answers, every time', async () => {
    const member = await insertTestMember(a.db);
    const spec = { code: ACCOUNT.memberMain(member), purpose: 'main' as const, memberId: member };
    const first = await playingAccount(a.db, member, false);
    expect(await ensureAccount(a.db, spec)).toBe(first);
    // once committed, from memory: the same id, inside a transaction too
    expect(await playingAccount(a.db, member, false)).toBe(first);
    expect(await a.db.transaction().execute((tx) => playingAccount(tx, member, false))).toBe(first);
    expect(await exists(a, first, spec.code)).toBe(true);
  });

  it('never remembers an account whose creating transaction rolled back', async () => {
    const member = await insertTestMember(a.db);
    const code = ACCOUNT.provider('nobody', Number(member % 16n), true);
    let undone: bigint | undefined;
    await expect(
      a.db.transaction().execute(async (tx) => {
        undone = await providerAccount(tx, 'nobody', member, true);
        // found again in the same transaction: still not committed, so still not remembered
        expect(await providerAccount(tx, 'nobody', member, true)).toBe(undone);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(undone).toBeDefined();
    expect(await exists(a, undone as bigint, code)).toBe(false);
    const again = await providerAccount(a.db, 'nobody', member, true);
    expect(again).not.toBe(undone);
    expect(await exists(a, again, code)).toBe(true);
  });

  it('keeps each database’s ids apart (cloned databases give the same code different ids)', async () => {
    const code = `world:remembered${Date.now()}`;
    // a spent sequence value in b only, so the same code gets another id there
    await sql`SELECT nextval('ledger_accounts_id_seq')`.execute(b.db);
    const spec = { code, purpose: 'world' as const, allowNegative: true };
    const inA = await knownAccount(a.db, spec);
    const inB = await knownAccount(b.db, spec);
    expect(inA).not.toBe(inB);
    for (let i = 0; i < 2; i++) {
      expect(await knownAccount(a.db, spec)).toBe(inA);
      expect(await knownAccount(b.db, spec)).toBe(inB);
    }
    expect(await exists(a, inA, code)).toBe(true);
    expect(await exists(b, inB, code)).toBe(true);
  });
});
