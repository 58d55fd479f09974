import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { FUNCTION_FILES, functionFiles } from './functions.ts';
import { migrate } from './migrate.ts';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The function files with ledger_post's changed: a comment in its body, seen in the live definition. */
function withChangedLedgerPost(marker: string) {
  return functionFiles().map((file) =>
    file.name.endsWith('/ledger_post.sql')
      ? { ...file, sql: file.sql.replace('DECLARE', `DECLARE\n  -- ${marker}`) }
      : file,
  );
}

async function liveLedgerPost(): Promise<string> {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_functiondef('ledger_post'::regproc) AS def`.execute(database.db);
  return rows[0]?.def ?? '';
}

describe('the money functions, one file each', () => {
  it('a migrated database has applied every file once; migrating again applies none', async () => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM schema_functions ORDER BY name`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual([...FUNCTION_FILES].sort());
    expect(await migrate(database.url)).toEqual([]);
  });

  it('a function changed in its file is applied again once, by one of two processes starting together', async () => {
    const changed = withChangedLedgerPost('changed in its file');
    const [first, second] = await Promise.all([
      migrate(database.url, () => {}, changed),
      migrate(database.url, () => {}, changed),
    ]);
    expect([...first, ...second]).toEqual(['modules/wallet/sql/ledger_post.sql']);
    expect(await liveLedgerPost()).toContain('changed in its file');
    // every start after: nothing to do while the file stays as it is
    expect(await migrate(database.url, () => {}, changed)).toEqual([]);
    // and the file as committed comes back the same way
    expect(await migrate(database.url)).toEqual(['modules/wallet/sql/ledger_post.sql']);
    expect(await liveLedgerPost()).not.toContain('changed in its file');
  });

  it('the wrappers 0041 left are gone: one lock statement, members first', async () => {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_proc WHERE proname IN ('ledger_post_in_id_order', 'ledger_post_batch_in_id_order')`.execute(
      database.db,
    );
    expect(String(rows[0]?.n)).toBe('0');
    expect(await liveLedgerPost()).toContain('ORDER BY a.allow_negative, a.id FOR UPDATE');
  });

  it('only the wallet writes the ledger: no SQL or TypeScript elsewhere inserts into or updates ledger_* tables', () => {
    const writes =
      /INSERT\s+INTO\s+ledger_|UPDATE\s+ledger_|insertInto\(\s*'ledger_|updateTable\(\s*'ledger_/i;
    const offenders = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.(ts|sql)$/.test(file) && !file.includes('.test.') && !file.includes('testing.ts'))
      .filter((file) => !file.startsWith(`modules${path.sep}wallet${path.sep}`))
      .filter((file) => !file.startsWith(`db${path.sep}migrations${path.sep}`)) // history: 0007, 0013, 0021, 0024
      .filter((file) => writes.test(readFileSync(path.join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
