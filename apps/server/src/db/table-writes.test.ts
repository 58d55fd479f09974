import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { onTableWrite, type WrittenRows } from './table-writes.ts';

let database: TestDatabase;
const heard: WrittenRows[] = [];
let stop = () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  stop = onTableWrite('members', (rows) => heard.push(rows));
});
afterAll(async () => {
  stop();
  await database?.drop();
});

/** What the listener heard while `run` ran, as plain objects. */
async function hear(run: () => Promise<unknown>) {
  heard.length = 0;
  await run();
  return heard.map((rows) => (rows ? Object.fromEntries(rows) : null));
}

describe('onTableWrite', () => {
  it('names the rows of an UPDATE by the equalities of its WHERE, after it has run', async () => {
    const db = database.db;
    const update = () => db.updateTable('members').set({ nickname: 'x' });
    expect(await hear(() => update().where('id', '=', 1n).execute())).toEqual([{ id: [1n] }]);
    expect(await hear(() => update().where('id', 'in', [1n, 2n]).where('type', '=', 0).execute())).toEqual([
      { id: [1n, 2n], type: [0] },
    ]);
    expect(
      await hear(() =>
        db.updateTable('members as m').set({ nickname: 'x' }).where('m.id', '=', 3n).execute(),
      ),
    ).toEqual([{ id: [3n] }]);
  });

  it('says "any row" when the WHERE names none by equality, and hears DELETE and transactions too', async () => {
    const db = database.db;
    expect(
      await hear(() => db.updateTable('members').set({ nickname: 'x' }).where('id', '>', 0n).execute()),
    ).toEqual([null]);
    expect(await hear(() => db.deleteFrom('members').where('id', '=', -1n).execute())).toEqual([
      { id: [-1n] },
    ]);
    expect(
      await hear(() =>
        db
          .transaction()
          .execute((tx) => tx.updateTable('members').set({ nickname: 'x' }).where('id', '=', 4n).execute()),
      ),
    ).toEqual([{ id: [4n] }]);
  });

  it('stays silent for reads, inserts, other tables, raw SQL and statements that fail', async () => {
    const db = database.db;
    expect(await hear(() => db.selectFrom('members').select('id').limit(1).execute())).toEqual([]);
    expect(
      await hear(() => db.updateTable('sessions').set({ ip: null }).where('id', '=', -1n).execute()),
    ).toEqual([]);
    expect(await hear(() => sql`update members set nickname = 'x' where id = -1`.execute(db))).toEqual([]);
    const failing = () =>
      db.updateTable('members').set({ username: sql`1 / 0` }).where('id', '>', 0n).execute();
    expect(await hear(() => failing().catch(() => undefined))).toEqual([]);
  });
});
