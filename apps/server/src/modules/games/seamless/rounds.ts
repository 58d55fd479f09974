import type { Executor } from '../../../db/database.ts';

export type ProviderRound = {
  id: bigint;
  memberId: bigint;
  gameCode: string;
  status: 'open' | 'settled' | 'cancelled';
  stake: bigint;
  win: bigint;
  balanceAfter: bigint | null;
  detail: Record<string, unknown> | null;
  createdAt: Date;
};

/** A round by the provider's id, as the provider may read it back (a studio answering a retried request). */
/** A round of this member's (by our id), whoever the provider. */
export async function findMemberRound(
  db: Executor,
  memberId: bigint,
  id: bigint,
): Promise<(ProviderRound & { provider: string }) | undefined> {
  const row = await db
    .selectFrom('game_rounds')
    .select([
      'id',
      'member_id',
      'provider',
      'game_code',
      'status',
      'stake',
      'win',
      'balance_after',
      'detail',
      'created_at',
    ])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row && { ...toProviderRound(row), provider: row.provider };
}

/** A `game_rounds` row as `toProviderRound` reads it. */
export type ProviderRoundRow = {
  id: bigint;
  member_id: bigint;
  game_code: string;
  status: ProviderRound['status'];
  stake: bigint;
  win: bigint;
  balance_after: bigint | null;
  detail: unknown;
  created_at: Date;
};

export function toProviderRound(row: ProviderRoundRow): ProviderRound {
  return {
    id: row.id,
    memberId: row.member_id,
    gameCode: row.game_code,
    status: row.status,
    stake: row.stake,
    win: row.win,
    balanceAfter: row.balance_after,
    detail: (row.detail as Record<string, unknown> | null) ?? null,
    createdAt: row.created_at,
  };
}

export async function findProviderRound(
  db: Executor,
  provider: string,
  providerRoundId: string,
): Promise<ProviderRound | undefined> {
  const row = await db
    .selectFrom('game_rounds')
    .select([
      'id',
      'member_id',
      'game_code',
      'status',
      'stake',
      'win',
      'balance_after',
      'detail',
      'created_at',
    ])
    .where('provider', '=', provider)
    .where('provider_round_id', '=', providerRoundId)
    .executeTakeFirst();
  return row && toProviderRound(row);
}
