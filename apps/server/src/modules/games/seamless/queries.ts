import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { VendorCategory, WalletCallKind } from '../tables.ts';

type Tx = Transaction<Database>;

export type PlayerSession = {
  sessionId: bigint;
  memberId: bigint;
  gameCode: string;
  isDemo: boolean;
  language: 'vi' | 'en';
  expiresAt: Date;
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
    .selectFrom('game_sessions')
    .select(['id', 'member_id', 'game_code', 'is_demo', 'language', 'session_expires_at'])
    .where('provider', '=', provider)
    .where('session_token_hash', '=', sessionHash)
    .where('session_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return (
    row && {
      sessionId: row.id,
      memberId: row.member_id,
      gameCode: row.game_code,
      isDemo: row.is_demo,
      language: row.language,
      expiresAt: row.session_expires_at ?? new Date(0),
    }
  );
}

export type GameFacts = {
  code: string;
  vassalage: string;
  category: VendorCategory;
  minBet: bigint;
  playable: boolean;
  maintenanceUntil: Date | null;
};

/** The game with what a bet is checked against: its vendor active and served by this provider, maintenance. */
export async function findGameFacts(
  db: Executor,
  provider: string,
  gameCode: string,
): Promise<GameFacts | undefined> {
  const row = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select([
      'g.code',
      'g.vassalage',
      'g.category',
      'g.min_bet',
      sql<boolean>`g.active AND v.active AND v.provider IS NOT DISTINCT FROM ${provider}`.as('playable'),
      sql<Date | null>`greatest(g.maintenance_until, v.maintenance_until)`.as('maintenance_until'),
    ])
    .where('g.code', '=', gameCode)
    .executeTakeFirst();
  return (
    row && {
      code: row.code,
      vassalage: row.vassalage,
      category: row.category,
      minBet: row.min_bet,
      playable: row.playable,
      maintenanceUntil: row.maintenance_until,
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

/**
 * Opens the round on its first debit or adds the stake to it while it is open and the same player's; the row
 * stays locked until the transaction ends. Undefined when the round exists but is closed or another player's.
 */
export async function addStake(
  tx: Tx,
  round: {
    provider: string;
    providerRoundId: string;
    memberId: bigint;
    game: GameFacts;
    isDemo: boolean;
    stake: bigint;
    detail?: Record<string, unknown>;
  },
): Promise<RoundRow | undefined> {
  const row = await tx
    .insertInto('game_rounds')
    .values({
      provider: round.provider,
      provider_round_id: round.providerRoundId,
      member_id: round.memberId,
      game_code: round.game.code,
      vassalage: round.game.vassalage,
      category: round.game.category,
      is_demo: round.isDemo,
      stake: round.stake,
      detail: round.detail ? JSON.stringify(round.detail) : null,
    })
    .onConflict((oc) =>
      oc
        .columns(['provider', 'provider_round_id'])
        .doUpdateSet({ stake: sql`game_rounds.stake + excluded.stake` })
        .where('game_rounds.status', '=', 'open')
        .where('game_rounds.member_id', '=', round.memberId),
    )
    .returning(roundColumns)
    .executeTakeFirst();
  return row && toRound(row);
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

export async function updateRound(
  tx: Tx,
  id: bigint,
  change: {
    win?: bigint;
    refunded?: bigint;
    status?: RoundRow['status'];
    balanceAfter: bigint;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await tx
    .updateTable('game_rounds')
    .set({
      win: sql`win + ${change.win ?? 0n}`,
      refunded: sql`refunded + ${change.refunded ?? 0n}`,
      balance_after: change.balanceAfter,
      ...(change.status ? { status: change.status } : {}),
      ...(change.status && change.status !== 'open' ? { settled_at: sql<Date>`now()` } : {}),
      ...(change.detail
        ? { detail: sql`coalesce(detail, '{}'::jsonb) || ${JSON.stringify(change.detail)}::jsonb` }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function setRoundBalance(tx: Tx, id: bigint, balanceAfter: bigint): Promise<void> {
  await tx.updateTable('game_rounds').set({ balance_after: balanceAfter }).where('id', '=', id).execute();
}

export async function findProviderKey(db: Executor, provider: string) {
  return db
    .selectFrom('game_providers')
    .select(['wallet_key', 'active', 'in_house'])
    .where('code', '=', provider)
    .executeTakeFirst();
}
