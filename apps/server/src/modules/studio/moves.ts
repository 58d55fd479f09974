import type { StudioGame, StudioRound } from '@app/contracts';
import { fairSource, toJson } from '@app/games';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { seamlessWallet } from '../games/index.ts';
import { seedById, takeRoundSeeds } from './fair/service.ts';
import { betFromJson, checked } from './instant.ts';
import { MULTI_STEP_GAMES, type MultiStep, replay } from './multi-step.ts';
import * as q from './queries.ts';
import { type Player, providerRoundId, STUDIO } from './rounds.ts';

type Seeds = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

function engineOf(family: string): MultiStep {
  const engine = MULTI_STEP_GAMES[family as keyof typeof MULTI_STEP_GAMES];
  if (!engine) throw new AppError('game_unavailable');
  return engine;
}

async function answer(
  tx: Executor,
  player: Player,
  roundId: bigint,
  engine: MultiStep,
  state: unknown,
  seeds: Seeds,
): Promise<StudioRound> {
  const balance = await seamlessWallet.balance(tx, STUDIO, player.sessionToken);
  const playing = engine.status(state) === 'playing';
  return {
    roundId: String(roundId),
    status: playing ? 'open' : 'settled',
    stake: String(engine.stakeOfState(state)),
    win: String(engine.payout(state)),
    balance: balance.balance ?? '0',
    outcome: toJson(engine.view(state)) as Record<string, unknown>,
    fair: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    nextNonce: seeds.nonce + 1,
  };
}

/** The round's seeds (its pair may have ended since: the seed is kept by id) and its replayed state. */
async function restore(tx: Executor, round: q.OpenRound, engine: MultiStep) {
  const seed = await seedById(tx, round.seedId);
  if (!seed) throw new Error(`studio: seed ${round.seedId} of round ${round.roundId} is missing`);
  const seeds: Seeds = {
    serverSeed: seed.server_seed,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce: Number(round.nonce),
  };
  const source = fairSource(seeds);
  const bet = betFromJson(round.bet);
  const state = replay(
    engine,
    bet,
    round.moves.map((m) => m.move),
    source,
  );
  return { seeds, source, state };
}

/**
 * Starts a round of mines or hi-lo: takes the nonce, deals from the fair seeds and debits the stake; the round
 * stays open for its moves. One unfinished round per game: another start answers `round_open`.
 */
export async function startRound(
  db: Db,
  player: Player,
  game: StudioGame,
  requestId: string,
  jsonBet: Record<string, unknown>,
  checkLimits: (stake: bigint) => void,
): Promise<StudioRound> {
  const engine = engineOf(game.family);
  const bet = betFromJson(jsonBet);
  checked(() => engine.validate(bet));
  checkLimits(engine.stakeOf(bet));
  const roundId = providerRoundId(player.memberId, requestId);
  return seamlessWallet
    .walletCall(db, async (tx) => {
      const pair = await takeRoundSeeds(tx, player.memberId);
      const earlier = await q.findRound(tx, STUDIO, roundId);
      if (earlier) {
        const round = await q.lockStudioRound(tx, player.memberId, earlier.id);
        if (!round) throw new AppError('idempotency_conflict');
        const restored = await restore(tx, round, engine);
        throw new Replayed(await answer(tx, player, round.roundId, engine, restored.state, restored.seeds));
      }
      if (await q.findOpenStudioRound(tx, player.memberId, game.code)) throw new AppError('round_open');
      const seeds: Seeds = {
        serverSeed: pair.server_seed,
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        nonce: Number(pair.nonce),
      };
      const state = checked(() => engine.start(bet, fairSource(seeds)));
      const fair = {
        seedId: String(pair.id),
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      };
      await seamlessWallet.debit(tx, STUDIO, {
        sessionToken: player.sessionToken,
        transactionId: `${roundId}:bet`,
        roundId,
        amount: engine.stakeOf(bet),
        detail: { family: game.family, model: game.model, fair, bet: jsonBet },
      });
      const round = await q.findRound(tx, STUDIO, roundId);
      if (!round) throw new Error('studio: the round just opened is missing');
      await q.insertStudioRound(tx, {
        roundId: round.id,
        providerRoundId: roundId,
        memberId: player.memberId,
        gameCode: game.code,
        family: game.family,
        bet: jsonBet,
        seedId: pair.id,
        nonce: pair.nonce,
      });
      return answer(tx, player, round.id, engine, state, seeds);
    })
    .catch((error: unknown) => {
      if (error instanceof Replayed) return error.round;
      throw error;
    });
}

class Replayed extends Error {
  constructor(readonly round: StudioRound) {
    super('replayed');
  }
}

/**
 * One move of an open round (reveal, guess, skip, cash out). A move that ends the round credits its payout (0 for a
 * loss) and closes it. The same request id sent again answers the round as it is, moving nothing.
 */
export async function moveRound(
  db: Db,
  player: Player,
  requestId: string,
  roundId: bigint,
  move: Record<string, unknown>,
): Promise<StudioRound> {
  return seamlessWallet.walletCall(db, async (tx) => {
    const round = await q.lockStudioRound(tx, player.memberId, roundId);
    if (!round) throw new AppError('round_not_found');
    const engine = engineOf(round.family);
    const { seeds, source, state } = await restore(tx, round, engine);
    if (round.moves.some((m) => m.requestId === requestId)) {
      return answer(tx, player, round.roundId, engine, state, seeds);
    }
    if (!round.open) throw new AppError('round_closed');
    const next = checked(() => engine.move(state, move, source));
    const moves = [...round.moves, { requestId, move }];
    const playing = engine.status(next) === 'playing';
    if (!playing) {
      await seamlessWallet.credit(tx, STUDIO, {
        transactionId: `${round.providerRoundId}:win`,
        roundId: round.providerRoundId,
        amount: engine.payout(next),
        closeRound: true,
        detail: { outcome: toJson(engine.view(next)), moves: moves.map((m) => m.move) },
      });
    }
    await q.saveMoves(tx, round.roundId, moves, playing);
    return answer(tx, player, round.roundId, engine, next, seeds);
  });
}

/** The member's unfinished round of this game, as the client resumes it (null when there is none). */
export async function openRoundOf(db: Db, player: Player, gameCode: string): Promise<StudioRound | null> {
  const round = await q.findOpenStudioRound(db, player.memberId, gameCode);
  if (!round) return null;
  const engine = engineOf(round.family);
  const { seeds, state } = await restore(db, round, engine);
  return answer(db, player, round.roundId, engine, state, seeds);
}
