import type { FairRound } from '@app/contracts';
import type { Executor } from '../../../db/database.ts';
import { gameNames, type ProviderRound } from '../../games/index.ts';
import * as q from './queries.ts';

type TableDetail = {
  model: string;
  fair: { tableRoundId: string; serverSeedHash: string; clientSeed: string; nonce: number };
};

/**
 * A table round's fair data for one player: the shared round's seeds (the server seed once the round is paid), its
 * outcome, and the player's bets (every placement not taken back) and moves (decision tables), which the
 * verification page pays again on the outcome it recomputes.
 */
export async function tableFairRound(
  db: Executor,
  round: ProviderRound,
  detail: TableDetail,
): Promise<FairRound> {
  const shared = await q.roundById(db, BigInt(detail.fair.tableRoundId));
  const settled = shared?.phase === 'settled';
  const placements = shared ? await q.memberPlacements(db, shared.id, round.memberId) : [];
  return {
    roundId: String(round.id),
    gameCode: round.gameCode,
    gameName: (await gameNames(db, [round.gameCode])).get(round.gameCode) ?? null,
    family: 'table',
    model: detail.model,
    stake: String(round.stake),
    win: String(round.win),
    createdAt: round.createdAt.toISOString(),
    outcome: { outcome: settled ? shared.outcome : null, payout: String(round.win) },
    bet: { bets: placements.filter((p) => p.status !== 'undone').flatMap((p) => p.bets) },
    // a decision table's moves on the player's hand, in order (the page plays them again)
    moves: shared ? (await q.memberMoves(db, shared.id, round.memberId)).map(({ move }) => ({ move })) : [],
    fair: {
      serverSeedHash: detail.fair.serverSeedHash,
      clientSeed: detail.fair.clientSeed,
      nonce: detail.fair.nonce,
      serverSeed: settled ? shared.server_seed : null,
    },
  };
}
