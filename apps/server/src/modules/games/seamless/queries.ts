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

/** Turns an unused, unexpired launch token into a player session; null when it is not (any more) valid. */
export async function claimLaunch(
  db: Executor,
  provider: string,
  launchHash: Buffer,
  sessionHash: Buffer,
  sessionSeconds: number,
) {
  return db
    .updateTable('game_sessions')
    .set({
      session_token_hash: sessionHash,
      session_expires_at: sql<Date>`now() + make_interval(secs => ${sessionSeconds})`,
    })
    .where('provider', '=', provider)
    .where('launch_token_hash', '=', launchHash)
    .where('session_token_hash', 'is', null)
    .where('launch_expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'member_id', 'game_code', 'is_demo', 'language', 'session_expires_at'])
    .executeTakeFirst();
}

export async function findSession(
  db: Executor,
  provider: string,
  sessionHash: Buffer,
): Promise<PlayerSession | undefined> {
  const row = await db
    .selectFrom('game_sessions as s')
    .leftJoin('games as g', 'g.code', 's.game_code')
    .select([
      's.id',
      's.member_id',
      's.game_code',
      's.is_demo',
      's.language',
      's.session_expires_at',
      'g.code',
      'g.name_vi',
      'g.name_en',
      'g.vassalage',
      'g.min_bet',
    ])
    .where('s.provider', '=', provider)
    .where('s.session_token_hash', '=', sessionHash)
    .where('s.session_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return (
    row && {
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
    }
  );
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

function toRound(row: {
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

// The statements of the debit and credit hot path are constant SQL text: no query builder per call, and
// PostgreSQL sees the same statement every time.

type StoredCallColumns = {
  seen_kind: WalletCallKind | null;
  seen_hash: Buffer | null;
  seen_answer: unknown;
  seen_round_id: bigint | null;
  seen_amount: bigint | null;
};

function storedCallOf(row: StoredCallColumns): StoredCall | undefined {
  if (row.seen_kind === null || row.seen_hash === null || row.seen_amount === null) return undefined;
  return {
    kind: row.seen_kind,
    requestHash: row.seen_hash,
    answer: row.seen_answer,
    roundId: row.seen_round_id,
    amount: row.seen_amount,
  };
}

type RoundColumns = {
  r_id: bigint | null;
  r_member_id: bigint;
  r_game_code: string;
  r_category: VendorCategory;
  r_is_demo: boolean;
  r_status: RoundRow['status'];
  r_stake: bigint;
  r_win: bigint;
  r_refunded: bigint;
};

function roundOf(row: RoundColumns): RoundRow | undefined {
  if (row.r_id === null) return undefined;
  return toRound({
    id: row.r_id,
    member_id: row.r_member_id,
    game_code: row.r_game_code,
    category: row.r_category,
    is_demo: row.r_is_demo,
    status: row.r_status,
    stake: row.r_stake,
    win: row.r_win,
    refunded: row.r_refunded,
  });
}

/** The game a debit's session plays, with what the bet is checked against (see `openDebit`). */
export type DebitGame = {
  code: string;
  category: VendorCategory;
  minBet: bigint;
  /** Switched on, its vendor too, and served by this provider. */
  playable: boolean;
  maintenanceUntil: Date | null;
  /** In a maintenance window (of the game or its vendor) at the `now` the debit was given. */
  inMaintenance: boolean;
};

export type DebitLook = {
  /** This transaction id's call, already answered. */
  seen: StoredCall | undefined;
  /** A rollback of this transaction id was recorded (before the debit came). */
  rolledBack: boolean;
  /** The live session of the token, and the game it plays (undefined when the game is unknown). */
  session: { memberId: bigint; isDemo: boolean; game: DebitGame | undefined } | undefined;
  /** Whether the round was to be opened or added to: every check above passed. */
  opened: boolean;
  /** The round the stake went into, locked until the transaction ends; undefined when not `opened` or when
   * the round exists but is closed or another player's. */
  round: RoundRow | undefined;
};

// $1 provider, $2 transaction id, $3 session token hash, $4 provider's round id, $5 stake (0 when not a valid
// amount), $6 detail (jsonb or null), $7 the amount is valid, $8 now (for maintenance windows).
const OPEN_DEBIT = `
  WITH seen AS (
    SELECT kind, request_hash, answer, round_id, amount FROM game_wallet_calls
    WHERE provider = $1 AND transaction_id = $2
  ), undone AS (
    SELECT 1 FROM game_wallet_calls WHERE provider = $1 AND rolls_back = $2
  ), facts AS (
    SELECT s.member_id, s.is_demo, g.code, g.vassalage, g.category, g.min_bet,
           coalesce(g.active AND v.active AND v.provider IS NOT DISTINCT FROM $1, false) AS playable,
           greatest(g.maintenance_until, v.maintenance_until) AS maintenance_until,
           coalesce(greatest(g.maintenance_until, v.maintenance_until) > $8::timestamptz, false) AS in_maintenance
    FROM game_sessions s
    LEFT JOIN (games g JOIN vendors v ON v.vassalage = g.vassalage) ON g.code = s.game_code
    WHERE s.provider = $1 AND s.session_token_hash = $3 AND s.session_expires_at > now()
  ), checked AS (
    SELECT f.*,
           $7::boolean AND NOT EXISTS (SELECT 1 FROM seen) AND NOT EXISTS (SELECT 1 FROM undone)
             AND f.code IS NOT NULL AND f.playable AND NOT f.in_maintenance AND $5::bigint >= f.min_bet AS may_open
    FROM facts f
  ), opened AS (
    INSERT INTO game_rounds AS r
      (provider, provider_round_id, member_id, game_code, vassalage, category, is_demo, stake, detail)
    SELECT $1, $4, c.member_id, c.code, c.vassalage, c.category, c.is_demo, $5::bigint, $6::jsonb
    FROM checked c WHERE c.may_open
    ON CONFLICT (provider, provider_round_id) DO UPDATE SET stake = r.stake + excluded.stake
    WHERE r.status = 'open' AND r.member_id = excluded.member_id
    RETURNING r.id, r.member_id, r.game_code, r.category, r.is_demo, r.status, r.stake, r.win, r.refunded
  )
  SELECT seen.kind AS seen_kind, seen.request_hash AS seen_hash, seen.answer AS seen_answer,
         seen.round_id AS seen_round_id, seen.amount AS seen_amount,
         EXISTS (SELECT 1 FROM undone) AS rolled_back,
         checked.member_id, checked.is_demo, checked.code AS game_code, checked.category, checked.min_bet,
         checked.playable, checked.maintenance_until, checked.in_maintenance, coalesce(checked.may_open, false) AS may_open,
         opened.id AS r_id, opened.member_id AS r_member_id, opened.game_code AS r_game_code,
         opened.category AS r_category, opened.is_demo AS r_is_demo, opened.status AS r_status,
         opened.stake AS r_stake, opened.win AS r_win, opened.refunded AS r_refunded
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN seen ON true LEFT JOIN checked ON true LEFT JOIN opened ON true`;

type DebitRow = StoredCallColumns &
  RoundColumns & {
    rolled_back: boolean;
    member_id: bigint | null;
    is_demo: boolean;
    game_code: string | null;
    category: VendorCategory;
    min_bet: bigint;
    playable: boolean;
    maintenance_until: Date | null;
    in_maintenance: boolean;
    may_open: boolean;
  };

/**
 * Everything a debit reads, and its round, in one statement: the call already made with this transaction id,
 * a rollback recorded for it, the live session of the token and its game (vendor active, served by this
 * provider, maintenance window, min bet). When none of them refuses the bet — not seen, a valid amount, not
 * rolled back, a live session, a playable game not in maintenance, at least its min bet — the round is opened
 * on its first debit or the stake added to it while it is open and the same player's (the row stays locked
 * until the transaction ends); otherwise nothing is written.
 */
export async function openDebit(
  tx: Tx,
  debit: {
    provider: string;
    transactionId: string;
    sessionHash: Buffer;
    providerRoundId: string;
    /** Undefined when the amount is not a valid stake. */
    stake: bigint | undefined;
    detail?: Record<string, unknown>;
    now: Date;
  },
): Promise<DebitLook> {
  const { rows } = await tx.executeQuery<DebitRow>(
    preparedQuery('seamless_open_debit', OPEN_DEBIT, [
      debit.provider,
      debit.transactionId,
      debit.sessionHash,
      debit.providerRoundId,
      String(debit.stake ?? 0n),
      debit.detail ? JSON.stringify(debit.detail) : null,
      debit.stake !== undefined,
      debit.now,
    ]),
  );
  const row = rows[0];
  if (!row) throw new Error('seamless: the debit lookup answered nothing');
  return {
    seen: storedCallOf(row),
    rolledBack: row.rolled_back,
    session:
      row.member_id === null
        ? undefined
        : {
            memberId: row.member_id,
            isDemo: row.is_demo,
            game:
              row.game_code === null
                ? undefined
                : {
                    code: row.game_code,
                    category: row.category,
                    minBet: row.min_bet,
                    playable: row.playable,
                    maintenanceUntil: row.maintenance_until,
                    inMaintenance: row.in_maintenance,
                  },
          },
    opened: row.may_open,
    round: roundOf(row),
  };
}

// $1 provider, $2 transaction id, $3 provider's round id, $4 whether to lock the round (when not seen).
const CREDIT_LOOK = `
  WITH seen AS (
    SELECT kind, request_hash, answer, round_id, amount FROM game_wallet_calls
    WHERE provider = $1 AND transaction_id = $2
  ), locked AS MATERIALIZED (
    SELECT id, member_id, game_code, category, is_demo, status, stake, win, refunded FROM game_rounds
    WHERE provider = $1 AND provider_round_id = $3 AND $4::boolean AND NOT EXISTS (SELECT 1 FROM seen)
    FOR UPDATE
  )
  SELECT seen.kind AS seen_kind, seen.request_hash AS seen_hash, seen.answer AS seen_answer,
         seen.round_id AS seen_round_id, seen.amount AS seen_amount,
         locked.id AS r_id, locked.member_id AS r_member_id, locked.game_code AS r_game_code,
         locked.category AS r_category, locked.is_demo AS r_is_demo, locked.status AS r_status,
         locked.stake AS r_stake, locked.win AS r_win, locked.refunded AS r_refunded
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN seen ON true LEFT JOIN locked ON true`;

/**
 * `findCall` and, only when the call is not seen and `lock` holds, `lockRound`, in one statement: the round
 * is locked exactly when `lockRound` would have been called.
 */
export async function findCallLockRound(
  tx: Tx,
  provider: string,
  transactionId: string,
  providerRoundId: string,
  lock: boolean,
): Promise<{ seen: StoredCall | undefined; round: RoundRow | undefined }> {
  const { rows } = await tx.executeQuery<StoredCallColumns & RoundColumns>(
    preparedQuery('seamless_credit_look', CREDIT_LOOK, [provider, transactionId, providerRoundId, lock]),
  );
  const row = rows[0];
  if (!row) throw new Error('seamless: the call lookup answered nothing');
  return { seen: storedCallOf(row), round: roundOf(row) };
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
