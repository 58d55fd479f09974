import { randomBytes } from 'node:crypto';
import {
  type CrashConfig,
  crashMsForMultiplier,
  drawCrashBust,
  fairSource,
  hashServerSeed,
  resolveCrash,
} from '@app/games';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { crashPoint } from '../../../shared/crash-point.ts';
import { seamlessWallet } from '../../games/index.ts';
import { STUDIO } from '../rounds.ts';
import { publish } from './feed.ts';
import type { CrashRhythm } from './models.ts';
import * as q from './queries.ts';
import { publicBet, roundView } from './views.ts';

/** A crash title the clock drives: its code and maths. */
export type CrashGame = { code: string; model: string; config: CrashConfig };

/** The public half of a round's fair seeds: the game's own, so every round of every game draws apart. */
export function crashClientSeed(gameCode: string): string {
  return `crash:${gameCode}`;
}

/** The bust point of a round, from its seeds: what the verification page recomputes once the seed is revealed. */
export function bustOf(config: CrashConfig, serverSeed: string, clientSeed: string, roundNo: number): number {
  return drawCrashBust(config, fairSource({ serverSeed, clientSeed, nonce: roundNo }));
}

/**
 * Opens the game's next round: a fresh server seed (its hash published now, before anyone can bet), the bust
 * point drawn from it at once, and the instants betting closes and the round busts, all on the database's clock.
 */
export async function openRound(
  db: Db,
  game: CrashGame,
  rhythm: CrashRhythm,
): Promise<q.CrashRoundRow | null> {
  return inTransaction(db, async (tx) => {
    const last = await q.latestRound(tx, game.code);
    const roundNo = last ? last.round_no + 1n : 0n;
    const serverSeed = randomBytes(32).toString('hex');
    const clientSeed = crashClientSeed(game.code);
    const bust = bustOf(game.config, serverSeed, clientSeed, Number(roundNo));
    const now = await q.databaseNow(tx);
    const bettingEndsAt = new Date(now.getTime() + rhythm.bettingMs);
    const round = await q.insertRound(tx, {
      game_code: game.code,
      round_no: roundNo,
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: clientSeed,
      bust_x100: BigInt(bust),
      betting_ends_at: bettingEndsAt,
      busts_at: new Date(bettingEndsAt.getTime() + crashMsForMultiplier(game.config, bust)),
    });
    if (!round) return null; // another driver opened it a moment ago
    await publish(tx, game.code, { type: 'round', round: roundView(round) });
    return round;
  });
}

/** Betting closes (after the bets being placed now have committed) and the flight is on. */
export async function closeBetting(db: Db, round: q.CrashRoundRow): Promise<void> {
  await inTransaction(db, async (tx) => {
    await q.closeBetting(tx, round.id);
    await publish(tx, round.game_code, { type: 'round', round: roundView({ ...round, phase: 'flying' }) });
  });
}

/** Pays one open bet at its cash-out (or closes it lost, cashout null) through the seamless wallet. */
export async function settle(
  tx: Transaction<Database>,
  game: CrashGame,
  round: q.CrashRoundRow,
  bet: q.CrashBetRow,
  cashoutX100: number | null,
): Promise<{ bet: q.CrashBetRow; balance: string | null }> {
  const bust = Number(round.bust_x100);
  const payout =
    cashoutX100 === null ? 0n : resolveCrash(game.config, { stake: bet.stake, cashoutX100 }, bust).payout;
  const answer = await seamlessWallet.credit(tx, STUDIO, {
    transactionId: `${bet.provider_round_id}:win`,
    roundId: bet.provider_round_id,
    amount: payout,
    closeRound: true,
    detail: {
      outcome: {
        cashoutX100: payout > 0n ? cashoutX100 : null,
        payout: String(payout),
        ...(cashoutX100 === null ? { bustX100: bust } : {}),
      },
    },
  });
  const settled = await q.settleBet(tx, bet.id, payout > 0n ? cashoutX100 : null, payout);
  if (payout > 0n) {
    await publish(tx, game.code, {
      type: 'cashout',
      crashRoundId: String(round.id),
      bet: publicBet(settled),
    });
  }
  return { bet: settled, balance: answer.balance };
}

/** Pays the bets whose auto cash-out the flight has reached (at most `reachedX100`), in one transaction. */
export async function cashOutAutos(
  db: Db,
  game: CrashGame,
  round: q.CrashRoundRow,
  reachedX100: number,
): Promise<number> {
  const upTo = Math.min(reachedX100, Number(round.bust_x100));
  return seamlessWallet.walletCall(db, async (tx) => {
    const bets = await q.lockOpenBets(tx, round.id, upTo);
    for (const bet of bets) await settle(tx, game, round, bet, Number(bet.auto_cashout_x100));
    return bets.length;
  });
}

/**
 * The round busts: the bets still open win at their auto cash-out if it was at most the bust point, and lose
 * otherwise; then the round is closed and its seed revealed — one transaction, so a crash of the process leaves
 * the round for the next driver to bust, never half-paid.
 */
export async function bustRound(db: Db, game: CrashGame, round: q.CrashRoundRow): Promise<void> {
  const bust = Number(round.bust_x100);
  await seamlessWallet.walletCall(db, async (tx) => {
    for (const bet of await q.lockOpenBets(tx, round.id)) {
      const auto = bet.auto_cashout_x100 === null ? null : Number(bet.auto_cashout_x100);
      await settle(tx, game, round, bet, auto !== null && auto <= bust ? auto : null);
      crashPoint('crash.mid-bust');
    }
    if (await q.markBusted(tx, round.id)) {
      await publish(tx, game.code, { type: 'round', round: roundView({ ...round, phase: 'busted' }) });
    }
  });
}
