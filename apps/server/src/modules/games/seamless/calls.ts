import { POINT_FACTORS } from '@app/contracts';
import { type Executor, preparedQuery } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { HOUSE_SHARDS } from '../../wallet/index.ts';
import { POINTS_DIVISOR } from '../points/maths.ts';
import type { VendorCategory, WalletCallKind } from '../tables.ts';
import { type RoundRow, type StoredCall, toRound } from './queries.ts';
import type { ProviderRound } from './rounds.ts';

/**
 * The debit and the credit as one statement each (`seamless_debit`, `seamless_credit`, migration 0024): one round
 * trip, and one commit when run outside a transaction. The functions write nothing when a check refuses the call;
 * which refusal applies is decided in service.ts from the row they answer, in the order it always was.
 */

export const CURRENCY = 'VND';
/** Raised by `seamless_move` when the wallet is short: the whole statement is undone. */
const INSUFFICIENT_FUNDS = 'SW001';

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

/** What the money moved left: the ledger transfer (none for a credit of 0) and the wallet's balance. */
export type Moved = { transferId: bigint | null; balance: bigint };

type MovedColumns = { transfer_id: bigint | null; balance: bigint | null };

function movedOf(row: MovedColumns): Moved | undefined {
  return row.balance === null ? undefined : { transferId: row.transfer_id, balance: row.balance };
}

async function callFunction<Row>(db: Executor, name: string, text: string, params: unknown[]): Promise<Row> {
  try {
    const { rows } = await db.executeQuery<Row>(preparedQuery(name, text, params));
    const row = rows[0];
    if (!row) throw new Error(`seamless: ${name} answered nothing`);
    return row;
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_FUNDS) throw new AppError('insufficient_funds');
    throw error;
  }
}

/** The game a debit's session plays, with what the bet is checked against (see `debitCall`). */
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
  /** The round the stake went into; undefined when not `opened` or when the round exists but is closed or
   * another player's. */
  round: RoundRow | undefined;
  /** The stake's transfer: set exactly when `round` is. */
  moved: Moved | undefined;
};

type DebitRow = StoredCallColumns &
  RoundColumns &
  MovedColumns & {
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

/** One debit as the functions take it. */
export type DebitArgs = {
  transactionId: string;
  sessionHash: Buffer;
  providerRoundId: string;
  /** Undefined when the amount is not a valid stake. */
  stake: bigint | undefined;
  detail?: Record<string, unknown>;
  now: Date;
  requestHash: Buffer;
};

const DEBIT = `SELECT * FROM seamless_debit($1, $2, $3, $4, $5::bigint, $6::boolean, $7::jsonb,
  $8::timestamptz, $9, $10, $11::integer)`;

/**
 * A debit in one statement: every lookup it is checked by and, when none refuses it, the round opened or added
 * to, the stake moved to the provider and the call recorded with its answer. A wallet short of the stake throws
 * `insufficient_funds` with nothing written.
 */
export async function debitCall(db: Executor, debit: DebitArgs & { provider: string }): Promise<DebitLook> {
  const row = await callFunction<DebitRow>(db, 'seamless_debit', DEBIT, [
    debit.provider,
    debit.transactionId,
    debit.sessionHash,
    debit.providerRoundId,
    String(debit.stake ?? 0n),
    debit.stake !== undefined,
    debit.detail ? JSON.stringify(debit.detail) : null,
    debit.now,
    debit.requestHash,
    CURRENCY,
    HOUSE_SHARDS,
  ]);
  return debitLookOf(row);
}

function debitLookOf(row: DebitRow): DebitLook {
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
    moved: movedOf(row),
  };
}

const DEBITS_AT_ONCE = `SELECT * FROM seamless_debit_rounds($1, $2::text[], $3::bytea[], $4::text[], $5::bigint[],
  $6::boolean[], $7::jsonb[], $8::timestamptz, $9::bytea[], $10, $11::integer)`;

/** `debitCall`'s look, and whether the wallet was short of the stake (the debit then took nothing). */
export type DebitBatchLook = DebitLook & { short: boolean };

/** The debits as the batch statements take them: a column each, in their parameter order ($2–$9). */
function debitColumns(debits: readonly DebitArgs[]): unknown[] {
  return [
    debits.map((d) => d.transactionId),
    debits.map((d) => d.sessionHash),
    debits.map((d) => d.providerRoundId),
    debits.map((d) => String(d.stake ?? 0n)),
    debits.map((d) => d.stake !== undefined),
    debits.map((d) => (d.detail ? JSON.stringify(d.detail) : null)),
    debits[0]?.now,
    debits.map((d) => d.requestHash),
  ];
}

/**
 * Debits of distinct calls and distinct rounds in one statement (migration 0040), each checked and taken exactly
 * as `debitCall` takes it, except that a wallet short of its stake refuses that debit alone (`short`). Answers each
 * debit's look, in the order given. A round changed by another transaction meanwhile throws a serialization
 * failure with nothing written (the caller then takes the debits one by one).
 */
export async function debitCalls(
  db: Executor,
  provider: string,
  debits: readonly DebitArgs[],
): Promise<DebitBatchLook[]> {
  if (debits.length === 0) return [];
  const { rows } = await db.executeQuery<DebitRow & { short: boolean }>(
    preparedQuery('seamless_debits_at_once', DEBITS_AT_ONCE, [
      provider,
      ...debitColumns(debits),
      CURRENCY,
      HOUSE_SHARDS,
    ]),
  );
  return rows.map((row) => ({ ...debitLookOf(row), short: row.short }));
}

type CreditRow = StoredCallColumns &
  RoundColumns &
  MovedColumns & {
    after_status: ProviderRound['status'] | null;
    after_win: bigint | null;
    after_detail: Record<string, unknown> | null;
    after_created_at: Date | null;
  };

export type CreditLook = {
  seen: StoredCall | undefined;
  /** The round as the credit found it (undefined when unknown, or not looked up: seen, or an invalid amount). */
  round: RoundRow | undefined;
  /** Set when the credit was taken: what moved, and the round as it left it. */
  taken: { moved: Moved; after: ProviderRound } | undefined;
};

const CREDIT = `SELECT * FROM seamless_credit($1, $2, $3, $4::bigint, $5::boolean, $6::boolean, $7::jsonb,
  $8, $9, $10::integer, $11::jsonb, $12::bigint)`;
const FACTORS = JSON.stringify(POINT_FACTORS);

/** What every credit shares, after its own columns: the currency, the house shards, the points' factors and divisor. */
const CREDIT_SETTINGS = [CURRENCY, HOUSE_SHARDS, FACTORS, String(POINTS_DIVISOR)] as const;

/**
 * A credit in one statement: the call already made with this id and, when new with a valid amount, the round
 * locked; when it is open, the win moved to the player, the round changed (settled when `close`), the call
 * recorded with its answer and a settled real-money round counted toward points (points/maths.ts).
 */
export async function creditCall(
  db: Executor,
  credit: {
    provider: string;
    transactionId: string;
    providerRoundId: string;
    /** Undefined when the amount is not a valid win. */
    amount: bigint | undefined;
    close: boolean;
    detail?: Record<string, unknown>;
    requestHash: Buffer;
  },
): Promise<CreditLook> {
  const row = await callFunction<CreditRow>(db, 'seamless_credit', CREDIT, [
    credit.provider,
    credit.transactionId,
    credit.providerRoundId,
    String(credit.amount ?? 0n),
    credit.amount !== undefined,
    credit.close,
    credit.detail ? JSON.stringify(credit.detail) : null,
    credit.requestHash,
    ...CREDIT_SETTINGS,
  ]);
  return { seen: storedCallOf(row), round: roundOf(row), taken: takenOf(row) };
}

function takenOf(row: CreditRow): CreditLook['taken'] {
  const round = roundOf(row);
  const moved = movedOf(row);
  return round && moved && row.after_status && row.after_win !== null && row.after_created_at
    ? {
        moved,
        after: {
          id: round.id,
          memberId: round.memberId,
          gameCode: round.gameCode,
          status: row.after_status,
          stake: round.stake,
          win: row.after_win,
          balanceAfter: moved.balance,
          detail: row.after_detail,
          createdAt: row.after_created_at,
        },
      }
    : undefined;
}

/** Credits one by one, in order: a batch that names a call or a round twice (each sees the one before). */
const CREDITS_ONE_BY_ONE = `SELECT c.ord, s.* FROM unnest($2::text[], $3::text[], $4::bigint[], $5::jsonb[], $6::bytea[])
    WITH ORDINALITY AS c(transaction_id, round_id, amount, detail, hash, ord)
  CROSS JOIN LATERAL seamless_credit($1, c.transaction_id, c.round_id, c.amount, true, true, c.detail, c.hash,
    $7, $8::integer, $9::jsonb, $10::bigint) s
  ORDER BY c.ord`;
/** Distinct calls of distinct rounds, set-based (migration 0036): one ledger batch, one update of the rounds. */
const CREDITS_AT_ONCE = `SELECT * FROM seamless_credit_rounds($1, $2::text[], $3::text[], $4::bigint[], $5::jsonb[],
  $6::bytea[], $7, $8::integer, $9::jsonb, $10::bigint)`;

/**
 * The columns of closing credits after their transaction and round ids, as seamless_credit_rounds and
 * seamless_play_rounds take them: amounts, details, request hashes, then the settings every credit shares.
 */
function creditColumns(
  credits: readonly { amount: bigint; detail?: Record<string, unknown>; requestHash: Buffer }[],
) {
  return [
    credits.map((c) => String(c.amount)),
    credits.map((c) => (c.detail ? JSON.stringify(c.detail) : null)),
    credits.map((c) => c.requestHash),
    ...CREDIT_SETTINGS,
  ];
}

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * Many closing credits (valid amounts) in one statement, each exactly as `creditCall` would take it, in the order
 * given: a provider's bulk settlement of a shared draw. Answers each credit's look, in that order.
 */
export async function creditCalls(
  db: Executor,
  provider: string,
  credits: readonly {
    transactionId: string;
    providerRoundId: string;
    amount: bigint;
    detail?: Record<string, unknown>;
    requestHash: Buffer;
  }[],
): Promise<CreditLook[]> {
  if (credits.length === 0) return [];
  const transactionIds = credits.map((c) => c.transactionId);
  const roundIds = credits.map((c) => c.providerRoundId);
  const atOnce = distinct(transactionIds) && distinct(roundIds);
  let rows: CreditRow[];
  try {
    ({ rows } = await db.executeQuery<CreditRow>(
      preparedQuery(
        atOnce ? 'seamless_credits_at_once' : 'seamless_credits',
        atOnce ? CREDITS_AT_ONCE : CREDITS_ONE_BY_ONE,
        [provider, transactionIds, roundIds, ...creditColumns(credits)],
      ),
    ));
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_FUNDS) throw new AppError('insufficient_funds');
    throw error;
  }
  return rows.map((row) => ({ seen: storedCallOf(row), round: roundOf(row), taken: takenOf(row) }));
}

const PLAYS_AT_ONCE = `SELECT * FROM seamless_play_rounds($1, $2::text[], $3::bytea[], $4::text[], $5::bigint[],
  $6::boolean[], $7::jsonb[], $8::timestamptz, $9::bytea[], $10::text[], $11::bigint[], $12::jsonb[], $13::bytea[],
  $14, $15::integer, $16::jsonb, $17::bigint)`;

/** A whole round's credit as `playCalls` takes it: the closing win of the round its debit opens. */
export type WinArgs = {
  transactionId: string;
  amount: bigint;
  detail?: Record<string, unknown>;
  requestHash: Buffer;
};

/** A round played whole: its debit's look and, when the debit took the stake, its closing credit's. */
export type PlayLook = { debit: DebitBatchLook; credit: CreditLook | undefined };

/** The columns of `seamless_play_rounds`' credit half, without their prefix. */
function creditRowOf(row: Record<string, unknown>): CreditRow | undefined {
  if (row.c_r_id === null && row.c_seen_kind === null) return undefined;
  const credit: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('c_')) credit[key.slice(2)] = value;
    else if (key.startsWith('after_')) credit[key] = value;
  }
  return credit as CreditRow;
}

/**
 * Whole rounds of an in-process provider in one statement (`seamless_play_rounds`): each debit checked and taken
 * as `debitCalls` takes it and, when it took the stake, the round's win paid and the round closed as `creditCalls`
 * would. Rounds must name distinct calls and distinct rounds. Answers each round's looks, in the order given.
 */
export async function playCalls(
  db: Executor,
  provider: string,
  rounds: readonly { debit: DebitArgs; win: WinArgs }[],
): Promise<PlayLook[]> {
  if (rounds.length === 0) return [];
  const debits = rounds.map((r) => r.debit);
  const wins = rounds.map((r) => r.win);
  const { rows } = await db.executeQuery<DebitRow & { short: boolean } & Record<string, unknown>>(
    preparedQuery('seamless_plays_at_once', PLAYS_AT_ONCE, [
      provider,
      ...debitColumns(debits),
      wins.map((w) => w.transactionId),
      ...creditColumns(wins),
    ]),
  );
  return rows.map((row) => {
    const credit = creditRowOf(row);
    return {
      debit: { ...debitLookOf(row), short: row.short },
      credit: credit && { seen: storedCallOf(credit), round: roundOf(credit), taken: takenOf(credit) },
    };
  });
}
