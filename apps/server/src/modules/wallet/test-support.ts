import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

let counter = 0;

/** A bare member row for ledger tests (the accounts module owns real registration). */
export async function insertTestMember(db: Db): Promise<bigint> {
  counter += 1;
  const username = `ledger${process.pid}x${counter}x${Date.now() % 100000}`;
  const row = await sql<{ id: bigint }>`
    INSERT INTO members (merchant, username, nickname)
    VALUES ((SELECT code FROM merchants LIMIT 1), ${username}, ${username})
    RETURNING id`.execute(db);
  return row.rows[0]!.id;
}
