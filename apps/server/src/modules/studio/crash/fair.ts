import type { FairRound } from '@app/contracts';
import type { Executor } from '../../../db/database.ts';
import { gameNames, type ProviderRound } from '../../games/index.ts';
import * as q from './queries.ts';

type CrashDetail = {
  model: string;
  fair: { crashRoundId: string; serverSeedHash: string; clientSeed: string; nonce: number };
  bet?: Record<string, unknown>;
  outcome?: Record<string, unknown>;
};

/**
 * A crash bet's fair data: its shared round's seeds (the server seed once the round has busted) and the bust
 * point, which a cash-out made before the bust did not know yet.
 */
export async function crashFairRound(
  db: Executor,
  round: ProviderRound,
  detail: CrashDetail,
): Promise<FairRound> {
  const shared = await q.roundById(db, BigInt(detail.fair.crashRoundId));
  const busted = shared?.phase === 'busted';
  return {
    roundId: String(round.id),
    gameCode: round.gameCode,
    gameName: (await gameNames(db, [round.gameCode])).get(round.gameCode) ?? null,
    family: 'crash',
    model: detail.model,
    stake: String(round.stake),
    win: String(round.win),
    createdAt: round.createdAt.toISOString(),
    outcome: { ...detail.outcome, bustX100: busted ? Number(shared.bust_x100) : null },
    bet: detail.bet ?? null,
    moves: [],
    fair: {
      serverSeedHash: detail.fair.serverSeedHash,
      clientSeed: detail.fair.clientSeed,
      nonce: detail.fair.nonce,
      serverSeed: busted ? shared.server_seed : null,
    },
  };
}
