import type { TableFamily, TablePlacement, TableRound } from '@app/contracts';
import { tableEngine } from '@app/games';
import type { PlacementRow, TableRoundRow } from './queries.ts';

/** What the table sees of the outcome: nothing while betting, the shared cards while players decide, then all. */
function outcomeView(family: TableFamily, row: TableRoundRow): unknown {
  if (row.phase === 'betting') return null;
  if (row.phase === 'deciding') return tableEngine(family).decisions?.shown(row.outcome) ?? null;
  return row.outcome ?? null;
}

/** A round as players see it: the outcome once betting has closed, the seed once the round is paid. */
export function roundView(family: TableFamily, row: TableRoundRow): TableRound {
  return {
    tableRoundId: String(row.id),
    roundNo: Number(row.round_no),
    phase: row.phase,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    bettingEndsAt: row.betting_ends_at.toISOString(),
    decideEndsAt: row.decide_ends_at?.toISOString() ?? null,
    revealEndsAt: row.reveal_ends_at?.toISOString() ?? null,
    outcome: outcomeView(family, row),
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
