import type { StudioRound } from '@app/contracts';
import type { Executor } from '../../db/database.ts';
import { findProviderRound, type ProviderRound } from '../games/index.ts';
import type { StudioMove } from './tables.ts';

export const findRound = findProviderRound;

export { databaseNow } from '../../db/database.ts';

type Fair = { serverSeedHash: string; clientSeed: string; nonce: number };

/** A studio round as the game client reads it. */
export function studioRoundOf(round: ProviderRound): StudioRound {
  const detail = round.detail ?? {};
  const fair = (detail.fair ?? { serverSeedHash: '', clientSeed: '', nonce: 0 }) as Fair;
  return {
    roundId: String(round.id),
    status: round.status,
    stake: String(round.stake),
    win: String(round.win),
    balance: String(round.balanceAfter ?? 0n),
    outcome: (detail.outcome ?? {}) as Record<string, unknown>,
    fair: { serverSeedHash: fair.serverSeedHash, clientSeed: fair.clientSeed, nonce: fair.nonce },
    nextNonce: fair.nonce + 1,
  };
}

export type OpenRound = {
  roundId: bigint;
  providerRoundId: string;
  memberId: bigint;
  gameCode: string;
  family: string;
  bet: Record<string, unknown>;
  moves: StudioMove[];
  seedId: bigint;
  nonce: bigint;
  open: boolean;
};

function toOpenRound(row: {
  round_id: bigint;
  provider_round_id: string;
  member_id: bigint;
  game_code: string;
  family: string;
  bet: Record<string, unknown>;
  moves: StudioMove[];
  seed_id: bigint;
  nonce: bigint;
  open: boolean;
}): OpenRound {
  return {
    roundId: row.round_id,
    providerRoundId: row.provider_round_id,
    memberId: row.member_id,
    gameCode: row.game_code,
    family: row.family,
    bet: row.bet,
    moves: row.moves,
    seedId: row.seed_id,
    nonce: row.nonce,
    open: row.open,
  };
}

const movesColumns = [
  'round_id',
  'provider_round_id',
  'member_id',
  'game_code',
  'family',
  'bet',
  'moves',
  'seed_id',
  'nonce',
  'open',
] as const;

export async function insertStudioRound(
  db: Executor,
  round: Omit<OpenRound, 'moves' | 'open'>,
): Promise<void> {
  await db
    .insertInto('studio_rounds')
    .values({
      round_id: round.roundId,
      provider_round_id: round.providerRoundId,
      member_id: round.memberId,
      game_code: round.gameCode,
      family: round.family,
      bet: JSON.stringify(round.bet),
      seed_id: round.seedId,
      nonce: round.nonce,
    })
    .execute();
}

/** The member's round, locked for this transaction. */
export async function lockStudioRound(db: Executor, memberId: bigint, roundId: bigint) {
  const row = await db
    .selectFrom('studio_rounds')
    .select(movesColumns)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row && toOpenRound(row);
}

export async function findOpenStudioRound(db: Executor, memberId: bigint, gameCode?: string) {
  let query = db
    .selectFrom('studio_rounds')
    .select(movesColumns)
    .where('member_id', '=', memberId)
    .where('open', '=', true);
  if (gameCode) query = query.where('game_code', '=', gameCode);
  const row = await query.executeTakeFirst();
  return row && toOpenRound(row);
}

export async function saveMoves(
  db: Executor,
  roundId: bigint,
  moves: StudioMove[],
  open: boolean,
): Promise<void> {
  await db
    .updateTable('studio_rounds')
    .set({ moves: JSON.stringify(moves), open, updated_at: new Date() })
    .where('round_id', '=', roundId)
    .execute();
}
