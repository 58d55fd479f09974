import type { FairRound, StudioFamily, StudioGame, StudioRound, StudioSession } from '@app/contracts';
import { InvalidBetError, type LineBet, SLOT_MODELS, spin, stakeOf, type WaysBet } from '@app/games';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { findMemberSummary } from '../accounts/index.ts';
import { findGame, findMemberRound, type GameFacts, gameNames, seamlessWallet } from '../games/index.ts';
import { studioTitle } from './catalogue.ts';
import { crashFairRound } from './crash/fair.ts';
import { fairState, seedById } from './fair/service.ts';
import { betFromJson, checked, ONE_SHOT_GAMES } from './instant.ts';
import { openRoundOf, startRound } from './moves.ts';
import { MULTI_STEP_GAMES } from './multi-step.ts';
import { pvpFairRound } from './pvp/fair.ts';
import { playRound } from './round-batches.ts';
import { type Player, STUDIO } from './rounds.ts';
import { studioRtp } from './rtp.ts';
import { tableFairRound } from './tables/fair.ts';

/** The largest stake of one round: the game's min bet times this, and never above MAX_STAKE. */
const MAX_BET_MULTIPLE = 2_000n;
const MAX_STAKE = 1_000_000_000n; // 10,000,000 ₫

export type StudioPlayer = Player & {
  gameCode: string;
  isDemo: boolean;
  language: 'vi' | 'en';
  /** The session's game as `findGame` read it along with the session (so a round needs no second look). */
  game?: GameFacts;
};

/** The studio game by code; `known`: its row as already read (`findGame`'s), when it is this game. */
export async function studioGame(
  db: Db,
  gameCode: string,
  language: 'vi' | 'en',
  known?: GameFacts,
): Promise<StudioGame> {
  const game = known?.code === gameCode ? known : await findGame(db, gameCode);
  if (!game) throw new AppError('game_not_found');
  const title = studioTitle({ code: game.code, nameEn: game.nameEn });
  const max = game.minBet * MAX_BET_MULTIPLE;
  return {
    code: game.code,
    name: language === 'vi' ? game.nameVi : game.nameEn,
    ...title,
    minBet: String(game.minBet),
    maxBet: String(max < MAX_STAKE ? max : MAX_STAKE),
    ...studioRtp(title),
  };
}

/** Opens the game client's session from its launch token: the player, the game, the fair seeds. */
export async function openSession(db: Db, launchToken: string): Promise<StudioSession> {
  const session = await seamlessWallet.authenticate(db, STUDIO, launchToken);
  const memberId = BigInt(session.playerId);
  const player = { memberId, sessionToken: session.sessionToken };
  return {
    sessionToken: session.sessionToken,
    expiresAt: session.sessionExpiresAt,
    nickname: session.nickname,
    currency: session.currency,
    language: session.language,
    isDemo: session.isDemo,
    balance: session.balance,
    game: await studioGame(db, session.gameCode, session.language),
    fair: await fairState(db, memberId),
    openRound: await openRoundOf(db, player, session.gameCode),
  };
}

/** The player behind a bearer token (the session `authenticate` gave the game client). */
export async function playerOf(db: Db, sessionToken: string): Promise<StudioPlayer> {
  const session = await seamlessWallet.sessionOf(db, STUDIO, sessionToken);
  return {
    memberId: session.memberId,
    sessionToken,
    gameCode: session.gameCode,
    isDemo: session.isDemo,
    language: session.language,
    game: session.game,
  };
}

export function checkLimits(game: StudioGame, stake: bigint): void {
  if (stake < BigInt(game.minBet))
    throw new AppError('bet_below_minimum', undefined, { minBet: game.minBet });
  if (stake > BigInt(game.maxBet))
    throw new AppError('bet_above_maximum', undefined, { maxBet: game.maxBet });
}

export type SpinBet = { lineBet: string; lines: number } | { betPerSpin: string };

/** One paid slot spin with its whole free-spin feature. */
export async function spinSlot(
  db: Db,
  player: StudioPlayer,
  requestId: string,
  bet: SpinBet,
): Promise<StudioRound> {
  const game = await studioGame(db, player.gameCode, player.language, player.game);
  if (game.family !== 'slots') throw new AppError('game_unavailable');
  const model = SLOT_MODELS[game.model];
  if (!model) throw new AppError('game_unavailable');
  const engineBet: LineBet | WaysBet =
    'lineBet' in bet
      ? { lineBet: BigInt(bet.lineBet), lines: bet.lines }
      : { betPerSpin: BigInt(bet.betPerSpin) };
  let stake: bigint;
  try {
    stake = stakeOf(model, engineBet);
  } catch (error) {
    if (error instanceof InvalidBetError) throw new AppError('invalid_amount', { bet: 'invalid_amount' });
    throw error;
  }
  checkLimits(game, stake);
  return playRound(db, player, requestId, stake, { family: 'slots', model: model.id }, (source) => {
    const outcome = spin(model, engineBet, source);
    return { win: outcome.totalWin, outcome };
  });
}

/** A studio round of the member's with its fair data; the server seed only once its pair has ended. */
export async function fairRoundOf(db: Db, memberId: bigint, roundId: bigint): Promise<FairRound> {
  const round = await findMemberRound(db, memberId, roundId);
  if (!round || round.provider !== STUDIO || !round.detail) throw new AppError('round_not_found');
  if (round.detail.family === 'crash') return crashFairRound(db, round, round.detail as never);
  if (round.detail.family === 'table') return tableFairRound(db, round, round.detail as never);
  if (round.detail.family === 'pvp') return pvpFairRound(db, round, round.detail as never);
  const detail = round.detail as {
    family: StudioFamily;
    model: string;
    fair: { seedId: string; serverSeedHash: string; clientSeed: string; nonce: number };
    outcome?: Record<string, unknown>;
    bet?: Record<string, unknown>;
    moves?: Record<string, unknown>[];
  };
  const seed = await seedById(db, BigInt(detail.fair.seedId));
  return {
    roundId: String(round.id),
    gameCode: round.gameCode,
    gameName: (await gameNames(db, [round.gameCode])).get(round.gameCode) ?? null,
    family: detail.family,
    model: detail.model,
    stake: String(round.stake),
    win: String(round.win),
    createdAt: round.createdAt.toISOString(),
    outcome: detail.outcome ?? {},
    bet: detail.bet ?? null,
    moves: detail.moves ?? [],
    fair: {
      serverSeedHash: detail.fair.serverSeedHash,
      clientSeed: detail.fair.clientSeed,
      nonce: detail.fair.nonce,
      serverSeed: seed && !seed.active ? seed.server_seed : null,
    },
  };
}

/** One round of an instant game played in one request (dice, bầu cua, xóc đĩa, plinko, wheel, rps). */
export async function playInstant(
  db: Db,
  player: StudioPlayer,
  requestId: string,
  jsonBet: Record<string, unknown>,
): Promise<StudioRound> {
  const game = await studioGame(db, player.gameCode, player.language, player.game);
  if (MULTI_STEP_GAMES[game.family]) {
    return startRound(db, player, game, requestId, jsonBet, (stake) => checkLimits(game, stake));
  }
  const engine = ONE_SHOT_GAMES[game.family];
  if (!engine) throw new AppError('game_unavailable');
  const bet = betFromJson(jsonBet);
  checked(() => engine.validate(bet));
  const stake = engine.stakeOf(bet);
  checkLimits(game, stake);
  return playRound(db, player, requestId, stake, { family: game.family, model: game.model }, (source) =>
    engine.play(bet, source),
  );
}

/** The game client's session again (after a reload of the frame): the balance now, the seeds, an open round. */
export async function resumeSession(db: Db, sessionToken: string): Promise<StudioSession> {
  const session = await seamlessWallet.sessionOf(db, STUDIO, sessionToken);
  const member = await findMemberSummary(db, session.memberId);
  if (!member) throw new AppError('player_session_invalid');
  const player = { memberId: session.memberId, sessionToken };
  const wallet = await seamlessWallet.balance(db, STUDIO, sessionToken);
  return {
    sessionToken,
    expiresAt: session.expiresAt.toISOString(),
    nickname: member.nickname,
    currency: wallet.currency,
    language: session.language,
    isDemo: session.isDemo,
    balance: wallet.balance ?? '0',
    game: await studioGame(db, session.gameCode, session.language),
    fair: await fairState(db, session.memberId),
    openRound: await openRoundOf(db, player, session.gameCode),
  };
}
