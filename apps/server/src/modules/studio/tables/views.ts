import type { TablePlacement, TableRound } from '@app/contracts';
import type { PlacementRow, TableRoundRow } from './queries.ts';

/** A round as players see it: the outcome once betting has closed, the seed once the round is paid. */
export function roundView(row: TableRoundRow): TableRound {
  return {
    tableRoundId: String(row.id),
    roundNo: Number(row.round_no),
    phase: row.phase,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    bettingEndsAt: row.betting_ends_at.toISOString(),
    revealEndsAt: row.reveal_ends_at?.toISOString() ?? null,
    outcome: row.phase === 'betting' ? null : (row.outcome ?? null),
    serverSeed: row.phase === 'settled' ? row.server_seed : null,
  };
}

export function placementView(row: PlacementRow): TablePlacement {
  return {
    placementId: String(row.id),
    tableRoundId: String(row.table_round_id),
    bets: row.bets,
    stake: String(row.stake),
    status: row.status,
  };
}
