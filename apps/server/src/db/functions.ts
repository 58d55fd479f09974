import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The money's SQL functions, one file each, in the order they are applied (what a file calls comes before it).
 * Each file holds the live definition (`CREATE OR REPLACE FUNCTION`), so it is read in one place; the migrator
 * applies a file again whenever its content changes. A change of a function's arguments or result type cannot be
 * made by CREATE OR REPLACE: the file drops the old signature itself (`DROP FUNCTION IF EXISTS …` in the same
 * file, so both happen in one transaction); tables and types the functions use stay in numbered migrations, which
 * run first.
 */
export const FUNCTION_FILES = [
  'modules/wallet/sql/ledger_postings_balanced.sql',
  'modules/wallet/sql/ledger_append_only.sql',
  'modules/wallet/sql/ledger_account_ensure.sql',
  'modules/wallet/sql/ledger_post.sql',
  'modules/wallet/sql/ledger_post_batch.sql',
  'modules/games/points/sql/points_count_round.sql',
  'modules/games/seamless/sql/seamless_play_accounts.sql',
  'modules/games/seamless/sql/seamless_answer.sql',
  'modules/games/seamless/sql/seamless_move.sql',
  'modules/games/seamless/sql/seamless_debit.sql',
  'modules/games/seamless/sql/seamless_credit.sql',
  'modules/games/seamless/sql/seamless_debit_rounds.sql',
  'modules/games/seamless/sql/seamless_credit_rounds.sql',
  'modules/games/seamless/sql/seamless_play_rounds.sql',
] as const;

export type FunctionFile = { name: string; sql: string };

export function functionFiles(): FunctionFile[] {
  return FUNCTION_FILES.map((name) => ({ name, sql: readFileSync(path.join(src, name), 'utf8') }));
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Applies every function file whose content this database has not applied yet (new, or changed since), each in
 * its own transaction with its digest recorded. The caller holds the migrations' advisory lock. Answers the files
 * applied.
 */
export async function applyFunctionFiles(
  client: pg.Client,
  files: readonly FunctionFile[],
  log: (m: string) => void,
): Promise<string[]> {
  await client.query(
    `CREATE TABLE IF NOT EXISTS schema_functions (
       name text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const known = new Map<string, string>(
    (
      await client.query<{ name: string; sha256: string }>('SELECT name, sha256 FROM schema_functions')
    ).rows.map((row) => [row.name, row.sha256]),
  );
  const applied: string[] = [];
  for (const file of files) {
    const sha256 = digest(file.sql);
    if (known.get(file.name) === sha256) continue;
    await client.query('BEGIN');
    try {
      await client.query(file.sql);
      await client.query(
        `INSERT INTO schema_functions (name, sha256) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, applied_at = now()`,
        [file.name, sha256],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw new Error(`Function file ${file.name} failed: ${(error as Error).message}`);
    }
    applied.push(file.name);
    log(`Applied function file ${file.name}`);
  }
  return applied;
}
