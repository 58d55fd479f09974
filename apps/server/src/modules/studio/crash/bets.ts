import type {
  CrashBetAnswer,
  CrashBetBody,
  CrashCashoutBody,
  CrashPlayerState,
  CrashState,
  StudioGame,
} from '@app/contracts';
import { crashMultiplierAtMs, validateCrashBet } from '@app/games';
import { databaseTimeMs } from '../../../db/clock.ts';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { findMemberSummary, maskNickname } from '../../accounts/index.ts';
import { findProviderRound, seamlessWallet } from '../../games/index.ts';
import { checked } from '../instant.ts';
import { STUDIO } from '../rounds.ts';
import { checkLimits, type StudioPlayer } from '../service.ts';
import { publish } from './feed.ts';
import { type CrashRhythm, crashConfigOf, crashRhythm } from './models.ts';
import * as q from './queries.ts';
import { type CrashGame, settle } from './rounds.ts';
import { myBet, publicBet, roundView } from './views.ts';

const HISTORY = 20;

export function crashGameOf(game: StudioGame): CrashGame {
  if (game.family !== 'crash') throw new AppError('game_unavailable');
  return { code: game.code, model: game.model, config: crashConfigOf(game.model) };
}

/** The round as everyone sees it: the current round, its bets, the last busts and the rules of the clock. */
export async function publicState(
  db: Executor,
  game: CrashGame,
  rhythm: CrashRhythm = crashRhythm(),
): Promise<CrashState> {
  const round = await q.latestRound(db, game.code);
  const [bets, history] = await Promise.all([
    round ? q.betsOfRound(db, round.id) : [],
    q.bustedRounds(db, game.code, HISTORY + 1),
  ]);
  return {
    round: round ? roundView(round) : null,
    bets: bets.map(publicBet),
    history: history
      .filter((busted) => busted.id !== round?.id)
      .slice(0, HISTORY)
      .map(roundView),
    timing: {
      bettingMs: rhythm.bettingMs,
      pauseMs: rhythm.pauseMs,
      growthPerMs: game.config.growthPerMs,
      minCashoutX100: game.config.minCashoutX100,
      maxMultiplierX100: game.config.maxMultiplierX100,
      houseEdgeBps: game.config.houseEdgeBps,
    },
    serverTime: databaseTimeMs(),
  };
}

/** The public state with the player's bet in the current round and their balance. */
export async function playerState(db: Db, player: StudioPlayer, game: CrashGame): Promise<CrashPlayerState> {
  const state = await publicState(db, game);
  const mine = state.round
    ? await q.memberBet(db, BigInt(state.round.crashRoundId), player.memberId)
    : undefined;
  const wallet = await seamlessWallet.balance(db, STUDIO, player.sessionToken);
  return { ...state, myBet: mine ? myBet(mine) : null, balance: wallet.balance ?? '0' };
}

/**
 * A bet in the round whose betting is open, by the database's clock: the stake is debited through the seamless
 * wallet, the bet announced to every watcher when the transaction commits. One bet per player per round; the same
 * request id again answers the bet it placed.
 */
export async function placeBet(
  db: Db,
  player: StudioPlayer,
  studioGame: StudioGame,
  body: CrashBetBody,
): Promise<CrashBetAnswer> {
  const game = crashGameOf(studioGame);
  const stake = BigInt(body.stake);
  checkLimits(studioGame, stake);
  if (body.autoCashoutX100 !== null) {
    const cashoutX100 = body.autoCashoutX100;
    checked(() => validateCrashBet(game.config, { stake, cashoutX100 }));
  }
  const member = await findMemberSummary(db, player.memberId);
  if (!member) throw new AppError('player_session_invalid');
  return seamlessWallet.walletCall(db, async (tx) => {
    const earlier = await q.betByRequest(tx, player.memberId, body.requestId);
    if (earlier) {
      const wallet = await seamlessWallet.balance(tx, STUDIO, player.sessionToken);
      return { bet: myBet(earlier), balance: wallet.balance ?? '0' };
    }
    const now = await q.databaseNow(tx);
    const round = await q.shareLatestRound(tx, game.code);
    if (round?.phase !== 'betting' || now >= round.betting_ends_at) throw new AppError('betting_closed');
    if (await q.memberBet(tx, round.id, player.memberId)) throw new AppError('bet_already_placed');
    const providerRoundId = `crash-${round.id}-${player.memberId}`;
    const answer = await seamlessWallet.debit(tx, STUDIO, {
      sessionToken: player.sessionToken,
      transactionId: `${providerRoundId}:bet`,
      roundId: providerRoundId,
      amount: stake,
      detail: {
        family: 'crash',
        model: game.model,
        fair: {
          crashRoundId: String(round.id),
          serverSeedHash: round.server_seed_hash,
          clientSeed: round.client_seed,
          nonce: Number(round.round_no),
        },
        bet: { stake: String(stake), autoCashoutX100: body.autoCashoutX100 },
      },
    });
    const gameRound = await findProviderRound(tx, STUDIO, providerRoundId);
    if (!gameRound) throw new Error('crash: the round just debited is missing');
    const bet = await q.insertBet(tx, {
      crash_round_id: round.id,
      member_id: player.memberId,
      request_id: body.requestId,
      provider_round_id: providerRoundId,
      round_id: gameRound.id,
      player: maskNickname(member.nickname),
      stake,
      auto_cashout_x100: body.autoCashoutX100 === null ? null : BigInt(body.autoCashoutX100),
    });
    await publish(tx, game.code, { type: 'bet', crashRoundId: String(round.id), bet: publicBet(bet) });
    return { bet: myBet(bet), balance: answer.balance ?? '0' };
  });
}

/**
 * Cashes the player's bet out at the multiplier the flight shows now by the database's clock (or at their auto
 * target, if the flight has passed it). Too late (the round has busted) is `round_closed`; a bet already paid
 * answers its payment again.
 */
export async function cashOut(
  db: Db,
  player: StudioPlayer,
  studioGame: StudioGame,
  body: CrashCashoutBody,
): Promise<CrashBetAnswer> {
  const game = crashGameOf(studioGame);
  return seamlessWallet.walletCall(db, async (tx) => {
    // the moment of the request, read before waiting on any lock
    const now = await q.databaseNow(tx);
    const round = await q.roundById(tx, BigInt(body.crashRoundId));
    if (!round || round.game_code !== game.code) throw new AppError('round_not_found');
    const bet = await q.lockMemberBet(tx, round.id, player.memberId);
    if (!bet) throw new AppError('cashout_unavailable');
    if (bet.payout !== null) {
      if (bet.payout === 0n) throw new AppError('round_closed');
      const wallet = await seamlessWallet.balance(tx, STUDIO, player.sessionToken);
      return { bet: myBet(bet), balance: wallet.balance ?? '0' };
    }
    if (now >= round.busts_at) throw new AppError('round_closed');
    const elapsed = now.getTime() - round.betting_ends_at.getTime();
    let at = crashMultiplierAtMs(game.config, elapsed);
    const auto = bet.auto_cashout_x100 === null ? null : Number(bet.auto_cashout_x100);
    if (auto !== null && auto < at) at = auto;
    if (elapsed <= 0 || at < game.config.minCashoutX100 || at > Number(round.bust_x100)) {
      throw new AppError('cashout_unavailable');
    }
    const settled = await settle(tx, game, round, bet, at);
    return { bet: myBet(settled.bet), balance: settled.balance ?? '0' };
  });
}
