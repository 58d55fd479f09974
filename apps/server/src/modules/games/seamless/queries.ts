import { sql, type Transaction } from 'kysely';
import { type Executor, preparedQuery } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { GameFacts as DirectoryGame } from '../directory.ts';
import type { VendorCategory, WalletCallKind } from '../tables.ts';
import { type ProviderRound, type ProviderRoundRow, toProviderRound } from './rounds.ts';

type Tx = Transaction<Database>;

export type PlayerSession = {
  sessionId: bigint;
  memberId: bigint;
  gameCode: string;
  isDemo: boolean;
  language: 'vi' | 'en';
  expiresAt: Date;
  /** The session's game as `findGame` reads it (read along, so an in-process provider needs no second look). */
  game: DirectoryGame | undefined;
};

/** An unused, unexpired launch token's row: the site session it came from (null: opened by the server itself). */
export async function findLaunch(db: Executor, provider: string, launchHash: Buffer) {
  return db
    .selectFrom('game_sessions')
    .select(['id', 'site_session_id'])
    .where('provider', '=', provider)
    .where('launch_token_hash', '=', launchHash)
    .where('session_token_hash', 'is', null)
    .where('launch_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Turns an unused, unexpired launch token into a player session of `sessionSeconds`, ending no later than `site`'s
 * absolute expiry and idle end (a launch from the site); null when it is not (any more) valid.
 */
export async function claimLaunch(
  db: Executor,
  provider: string,
  launchHash: Buffer,
  sessionHash: Buffer,
  sessionSeconds: number,
  site: { expiresAt: Date; idleEndsAt: Date } | null,
) {
  const endsBy = sql<Date>`least(now() + make_interval(secs => ${sessionSeconds}), ${site?.expiresAt ?? null}::timestamptz)`;
  return db
    .updateTable('game_sessions')
    .set({
      session_token_hash: sessionHash,
      session_ends_by: endsBy,
      session_expires_at: sql<Date>`least(${endsBy}, ${site?.idleEndsAt ?? null}::timestamptz)`,
    })
    .where('provider', '=', provider)
    .where('launch_token_hash', '=', launchHash)
    .where('session_token_hash', 'is', null)
    .where('launch_expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'member_id', 'game_code', 'is_demo', 'language', 'session_expires_at'])
    .executeTakeFirst();
}

/** The live sessions of `sessionHashes` (expired and unknown ones left out), each with its token's hash. */
export async function findSessions(
  db: Executor,
  provider: string,
  sessionHashes: readonly Buffer[],
): Promise<(PlayerSession & { sessionHash: Buffer })[]> {
  const rows = await db
    .selectFrom('game_sessions as s')
    .leftJoin('games as g', 'g.code', 's.game_code')
    .select([
      's.id',
      's.member_id',
      's.game_code',
      's.is_demo',
      's.language',
      's.session_expires_at',
      's.session_token_hash',
      'g.code',
      'g.name_vi',
      'g.name_en',
      'g.vassalage',
      'g.min_bet',
    ])
    .where('s.provider', '=', provider)
    .where(sql<boolean>`s.session_token_hash = ANY(${sessionHashes as Buffer[]}::bytea[])`)
    .where('s.session_expires_at', '>', sql<Date>`now()`)
    .execute();
  return rows.map((row) => ({
    sessionHash: row.session_token_hash as Buffer,
    sessionId: row.id,
    memberId: row.member_id,
    gameCode: row.game_code,
    isDemo: row.is_demo,
    language: row.language,
    expiresAt: row.session_expires_at ?? new Date(0),
    game:
      row.code === null ||
      row.name_vi === null ||
      row.name_en === null ||
      row.vassalage === null ||
      row.min_bet === null
        ? undefined
        : {
            code: row.code,
            nameVi: row.name_vi,
            nameEn: row.name_en,
            vassalage: row.vassalage,
            minBet: row.min_bet,
          },
  }));
}

export async function findSession(
  db: Executor,
  provider: string,
  sessionHash: Buffer,
): Promise<PlayerSession | undefined> {
  const [found] = await findSessions(db, provider, [sessionHash]);
  if (!found) return undefined;
  const { sessionHash: _, ...session } = found;
  return session;
}

export type StoredCall = {
  kind: WalletCallKind;
  requestHash: Buffer;
  answer: unknown;
  roundId: bigint | null;
  amount: bigint;
};

export async function findCall(
  tx: Tx,
  provider: string,
  transactionId: string,
): Promise<StoredCall | undefined> {
  const row = await tx
    .selectFrom('game_wallet_calls')
    .select(['kind', 'request_hash', 'answer', 'round_id', 'amount'])
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return (
    row && {
      kind: row.kind,
      requestHash: row.request_hash,
      answer: row.answer,
      roundId: row.round_id,
      amount: row.amount,
    }
  );
}

/** The rollback already recorded for this debit id, if any (possibly before the debit itself arrived). */
export async function findRollbackOf(tx: Tx, provider: string, debitId: string) {
  return tx
    .selectFrom('game_wallet_calls')
    .select(['transaction_id', 'answer'])
    .where('provider', '=', provider)
    .where('rolls_back', '=', debitId)
    .executeTakeFirst();
}

export type NewCall = {
  provider: string;
  transactionId: string;
  kind: WalletCallKind;
  roundId: bigint | null;
  rollsBack?: string;
  amount: bigint;
  requestHash: Buffer;
  answer: unknown;
};

export async function insertCall(tx: Tx, call: NewCall): Promise<void> {
  await tx
    .insertInto('game_wallet_calls')
    .values({
      provider: call.provider,
      transaction_id: call.transactionId,
      kind: call.kind,
      round_id: call.roundId,
      rolls_back: call.rollsBack ?? null,
      amount: call.amount,
      request_hash: call.requestHash,
      answer: JSON.stringify(call.answer),
    })
    .execute();
}

export type RoundRow = {
  id: bigint;
  memberId: bigint;
  gameCode: string;
  category: VendorCategory;
  isDemo: boolean;
  status: 'open' | 'settled' | 'cancelled';
  stake: bigint;
  win: bigint;
  refunded: bigint;
};

const roundColumns = [
  'id',
  'member_id',
  'game_code',
  'category',
  'is_demo',
  'status',
  'stake',
  'win',
  'refunded',
] as const;

export function toRound(row: {
  id: bigint;
  member_id: bigint;
  game_code: string;
  category: VendorCategory;
  is_demo: boolean;
  status: RoundRow['status'];
  stake: bigint;
  win: bigint;
  refunded: bigint;
}): RoundRow {
  return {
    id: row.id,
    memberId: row.member_id,
    gameCode: row.game_code,
    category: row.category,
    isDemo: row.is_demo,
    status: row.status,
    stake: row.stake,
    win: row.win,
    refunded: row.refunded,
  };
}

/** The round, locked for this transaction. */
export async function lockRound(tx: Tx, provider: string, providerRoundId: string) {
  const row = await tx
    .selectFrom('game_rounds')
    .select(roundColumns)
    .where('provider', '=', provider)
    .where('provider_round_id', '=', providerRoundId)
    .forUpdate()
    .executeTakeFirst();
  return row && toRound(row);
}

export async function findProviderKey(db: Executor, provider: string) {
  return db
    .selectFrom('game_providers')
    .select(['wallet_key', 'active', 'in_house'])
    .where('code', '=', provider)
    .executeTakeFirst();
}

// $1 round id, $2 win to add, $3 refund to add, $4 balance after, $5 new status or null, $6 detail to merge
// (jsonb) or null; the call: $7 provider, $8 transaction id, $9 kind, $10 rolls back, $11 amount,
// $12 request hash, $13 answer.
const RECORD_CALL = `
  WITH changed AS (
    UPDATE game_rounds SET
      win = win + $2::bigint,
      refunded = refunded + $3::bigint,
      balance_after = $4::bigint,
      status = coalesce($5::text, status),
      settled_at = CASE WHEN $5::text IS NOT NULL AND $5::text <> 'open' THEN now() ELSE settled_at END,
      detail = CASE WHEN $6::jsonb IS NULL THEN detail ELSE coalesce(detail, '{}'::jsonb) || $6::jsonb END
    WHERE id = $1
    RETURNING id, member_id, game_code, status, stake, win, balance_after, detail, created_at
  ), call AS (
    INSERT INTO game_wallet_calls
      (provider, transaction_id, kind, round_id, rolls_back, amount, request_hash, answer)
    VALUES ($7, $8, $9, $1, $10, $11::bigint, $12, $13::jsonb)
  )
  SELECT * FROM changed`;

export type RoundChange = {
  win?: bigint;
  refunded?: bigint;
  status?: RoundRow['status'];
  balanceAfter: bigint;
  detail?: Record<string, unknown>;
};

/**
 * Changes the call's round (adds the win or refund, sets the balance after it, the status — and the settling
 * time when it closes —, merges the detail) and records the call with its answer, in one statement. Answers the
 * round as it now stands.
 */
export async function recordCall(
  tx: Tx,
  call: NewCall & { roundId: bigint },
  change: RoundChange,
): Promise<ProviderRound> {
  const { rows } = await tx.executeQuery<ProviderRoundRow>(
    preparedQuery('seamless_record_call', RECORD_CALL, [
      call.roundId,
      String(change.win ?? 0n),
      String(change.refunded ?? 0n),
      String(change.balanceAfter),
      change.status ?? null,
      change.detail ? JSON.stringify(change.detail) : null,
      call.provider,
      call.transactionId,
      call.kind,
      call.rollsBack ?? null,
      String(call.amount),
      call.requestHash,
      JSON.stringify(call.answer),
    ]),
  );
  const row = rows[0];
  if (!row) throw new Error(`seamless: round ${call.roundId} is missing`);
  return toProviderRound(row);
}
