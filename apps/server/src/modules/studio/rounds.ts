import type { StudioRound } from '@app/contracts';
import { fairSource, type RandomSource, toJson } from '@app/games';
import type { Db, Executor } from '../../db/database.ts';
import { crashPoint } from '../../shared/crash-point.ts';
import { seamlessWallet } from '../games/index.ts';
import type { SeedRow } from './fair/queries.ts';
import { takeRoundSeeds } from './fair/service.ts';
import * as q from './queries.ts';

/** The studio is a game provider like any other: this is its code at the seamless wallet. */
export const STUDIO = 'studio';

export type Player = { memberId: bigint; sessionToken: string };

/** What an engine made of a round: the win (0 for a loss) and the outcome the screen shows. */
export type EngineResult = { win: bigint; outcome: object };

class AlreadyPlayed extends Error {
  constructor(readonly round: StudioRound) {
    super('already played');
  }
}

/** The provider's round id of a request: the member's, so ids from different members never meet. */
export function providerRoundId(memberId: bigint, requestId: string): string {
  return `${memberId}-${requestId}`;
}

/** A round to play: whose, under which request id, its stake, and the engine that draws its outcome. */
export type RoundAsk = {
  player: Player;
  requestId: string;
  stake: bigint;
  meta: { family: string; model: string };
  engine: (source: RandomSource) => EngineResult;
  /** Writes what the game keeps of the round (fish: the captured fish) in the round's own transaction. */
  record?: ((tx: Executor, roundId: string, outcome: object) => Promise<void>) | undefined;
};

/** What a round's debit says of it: the game and maths model, and the fair seeds and nonce it was drawn from. */
export function debitDetail(ask: RoundAsk, seeds: SeedRow) {
  return {
    ...ask.meta,
    fair: {
      seedId: String(seeds.id),
      serverSeedHash: seeds.server_seed_hash,
      clientSeed: seeds.client_seed,
      nonce: Number(seeds.nonce),
    },
  };
}

/** The engine's draw for a round from its seeds: HMAC-SHA256(serverSeed, clientSeed:nonce:cursor). */
export function draw(ask: RoundAsk, seeds: SeedRow): EngineResult {
  return ask.engine(
    fairSource({ serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce: Number(seeds.nonce) }),
  );
}

/**
 * Plays one whole round in one transaction: takes the member's next fair nonce (which also queues the member's
 * other rounds behind this one), draws the outcome, then debits the stake and credits the win through the seamless
 * wallet. A request id already played answers that round again, with nothing drawn or moved; a refused bet (funds,
 * limits, maintenance) rolls everything back, the nonce included.
 */
export async function playRoundAlone(db: Db, ask: RoundAsk): Promise<StudioRound> {
  const { player, requestId } = ask;
  const roundId = providerRoundId(player.memberId, requestId);
  try {
    return await seamlessWallet.walletCall(db, async (tx) => {
      const seeds = await takeRoundSeeds(tx, player.memberId);
      const earlier = await q.findRound(tx, STUDIO, roundId);
      if (earlier) throw new AlreadyPlayed(q.studioRoundOf(earlier));
      const { win, outcome } = draw(ask, seeds);
      await seamlessWallet.debit(tx, STUDIO, {
        sessionToken: player.sessionToken,
        transactionId: `${roundId}:bet`,
        roundId,
        amount: ask.stake,
        detail: debitDetail(ask, seeds),
      });
      crashPoint('studio.after-debit');
      const credited = await seamlessWallet.creditRound(tx, STUDIO, {
        transactionId: `${roundId}:win`,
        roundId,
        amount: win,
        closeRound: true,
        detail: { outcome: toJson(outcome) },
      });
      await ask.record?.(tx, roundId, outcome);
      // the round as the credit left it (nothing else writes it in this transaction), else read again
      const round = credited.round ?? (await q.findRound(tx, STUDIO, roundId));
      if (!round) throw new Error('studio: the round just played is missing');
      return q.studioRoundOf(round);
    });
  } catch (error) {
    if (error instanceof AlreadyPlayed) return error.round;
    throw error;
  }
}
