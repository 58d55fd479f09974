import type {
  LotteryBet,
  LotteryBetLine,
  LotteryChase,
  LotteryDraw,
  LotteryOutcome,
  VnResultBody,
} from '@app/contracts';
import type { Selectable } from 'kysely';
import type { LotteryBetsTable, LotteryChasesTable, LotteryDrawsTable } from './tables.ts';

export type DrawRow = Selectable<LotteryDrawsTable>;
export type BetRow = Selectable<LotteryBetsTable>;
export type ChaseRow = Selectable<LotteryChasesTable>;

/**
 * A draw as players see it: the seed's hash from the start, the seed and the result once drawn; `closed` once the
 * database's clock (`now`, read by the caller with `databaseNow`) has passed its close.
 */
export function drawView(row: DrawRow, now: Date): LotteryDraw {
  const drawn = row.status === 'drawn' || row.status === 'settled';
  return {
    drawId: String(row.id),
    gameCode: row.game_code,
    issueNo: row.issue_no,
    province: row.province,
    status: row.status === 'open' && row.closes_at.getTime() <= now.getTime() ? 'closed' : row.status,
    closesAt: row.closes_at.toISOString(),
    drawsAt: row.draws_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
    serverSeed: drawn ? row.server_seed : null,
    clientSeed: row.client_seed,
    // a Vietnamese sheet ({ region, prizes }) or another kind's draw ({ kind, … }), as stored
    result: drawn && !isOutcome(row.result) ? (row.result as VnResultBody) : null,
    outcome: drawn && isOutcome(row.result) ? (row.result as LotteryOutcome) : null,
  };
}

function isOutcome(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'kind' in result;
}

export function betView(row: BetRow, draw: Pick<DrawRow, 'game_code' | 'issue_no' | 'province'>): LotteryBet {
  return {
    betId: String(row.id),
    gameCode: draw.game_code,
    drawId: String(row.draw_id),
    issueNo: draw.issue_no,
    province: draw.province,
    type: row.bet_type,
    numbers: row.numbers,
    points: String(row.points),
    cost: String(row.cost),
    status: row.status,
    payout: String(row.payout),
    hits: row.hits,
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    chaseId: row.chase_id === null ? null : String(row.chase_id),
  };
}

export function chaseView(row: ChaseRow, lastIssueNo: string): LotteryChase {
  return {
    chaseId: String(row.id),
    gameCode: row.game_code,
    lines: row.lines as LotteryBetLine[],
    drawsTotal: row.draws_total,
    drawsPlaced: row.draws_placed,
    stopOnWin: row.stop_on_win,
    status: row.status,
    stopReason: row.stop_reason,
    lastIssueNo,
    createdAt: row.created_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}
