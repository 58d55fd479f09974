import type {
  StudioGame,
  TableBetAnswer,
  TableBetBody,
  TablePlayerState,
  TableState,
  TableUndoBody,
} from '@app/contracts';
import { tableEngine, validateTableBets } from '@app/games';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { seamlessWallet } from '../../games/index.ts';
import { checked } from '../instant.ts';
import { STUDIO } from '../rounds.ts';
import { checkLimits, type StudioPlayer } from '../service.ts';

import { isTableFamily, type LiveTable, tableRhythm } from './models.ts';
import * as q from './queries.ts';
import { placementView, roundView } from './views.ts';

const HISTORY = 30;

/** The table a studio game is (its `model` the table game, its `theme` the variant), or game_unavailable. */
export function liveTableOf(game: Pick<StudioGame, 'code' | 'family' | 'model' | 'theme'>): LiveTable {
  if (game.family !== 'table' || !isTableFamily(game.model)) throw new AppError('game_unavailable');
  return { code: game.code, family: game.model, rhythm: tableRhythm(game.theme) };
}

/** The table as everyone sees it: the current round, the last results (the road), the rhythm and the bets. */
export async function publicState(db: Executor, table: LiveTable): Promise<TableState> {
  const [round, history, online] = await Promise.all([
    q.latestRound(db, table.code),
    q.settledRounds(db, table.code, HISTORY + 1),
    q.audienceOf(db, table.code),
  ]);
  return {
    family: table.family,
    round: round ? roundView(round) : null,
    history: history
      .filter((settled) => settled.id !== round?.id)
      .slice(0, HISTORY)
      .map(roundView),
    timing: table.rhythm,
    online,
    betTypes: tableEngine(table.family).betTypes.map(({ bet, rtp }) => ({ type: bet, rtp: rtp * 100 })),
    serverTime: Date.now(),
  };
}

/** The public state with the player's placements in the current round, their last result and their balance. */
export async function playerState(db: Db, player: StudioPlayer, table: LiveTable): Promise<TablePlayerState> {
  const state = await publicState(db, table);
  const [placements, last, wallet] = await Promise.all([
    state.round ? q.memberPlacements(db, BigInt(state.round.tableRoundId), player.memberId) : [],
    q.lastResult(db, table.code, player.memberId),
    seamlessWallet.balance(db, STUDIO, player.sessionToken),
  ]);
  return {
    ...state,
    placements: placements.map(placementView),
    lastWin: last
      ? {
          tableRoundId: String(last.table_round_id),
          roundId: String(last.round_id),
          stake: String(last.stake),
          payout: String(last.payout ?? 0),
        }
      : null,
    balance: wallet.balance ?? '0',
  };
}

/**
 * Bets put down together in the round whose betting is open, by the database's clock: each checked by the game
 * (type, selection) and against the table's limits (the game's min and max bet, per bet), their total debited
 * through the seamless wallet into the player's round of this table round. The same request id again answers the
 * placement it made.
 */
export async function placeBets(
  db: Db,
  player: StudioPlayer,
  game: StudioGame,
  body: TableBetBody,
): Promise<TableBetAnswer> {
  const table = liveTableOf(game);
  const bets = body.bets.map((bet) => ({ ...bet, stake: BigInt(bet.stake) }));
  checked(() => validateTableBets(table.family, bets));
  for (const bet of bets) checkLimits(game, bet.stake);
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0n);
  return seamlessWallet.walletCall(db, async (tx) => {
    const earlier = await q.placementByRequest(tx, player.memberId, body.requestId);
    if (earlier) return { placement: placementView(earlier), balance: await balanceOf(tx, player) };
    const now = await q.databaseNow(tx);
    const round = await q.shareLatestRound(tx, table.code);
    if (
      !round ||
      String(round.id) !== body.tableRoundId ||
      round.phase !== 'betting' ||
      now >= round.betting_ends_at
    ) {
      throw new AppError('betting_closed');
    }
    const providerRoundId = `table-${round.id}-${player.memberId}`;
    const transactionId = `${providerRoundId}:bet:${body.requestId}`;
    const answer = await seamlessWallet.debit(tx, STUDIO, {
      sessionToken: player.sessionToken,
      transactionId,
      roundId: providerRoundId,
      amount: stake,
      detail: {
        family: 'table',
        model: table.family,
        fair: {
          tableRoundId: String(round.id),
          serverSeedHash: round.server_seed_hash,
          clientSeed: round.client_seed,
          nonce: Number(round.round_no),
        },
      },
    });
    const placement = await q.insertPlacement(tx, {
      table_round_id: round.id,
      member_id: player.memberId,
      request_id: body.requestId,
      provider_round_id: providerRoundId,
      transaction_id: transactionId,
      bets: body.bets,
      stake,
    });
    return { placement: placementView(placement), balance: answer.balance ?? '0' };
  });
}

/** Takes back a placement of the player's while its round's betting is open: its stake is refunded. */
export async function undoPlacement(
  db: Db,
  player: StudioPlayer,
  game: StudioGame,
  body: TableUndoBody,
): Promise<TableBetAnswer> {
  const table = liveTableOf(game);
  return seamlessWallet.walletCall(db, async (tx) => {
    const placement = await q.lockPlacement(tx, BigInt(body.placementId), player.memberId);
    if (!placement) throw new AppError('round_not_found');
    if (placement.status === 'undone') {
      return { placement: placementView(placement), balance: await balanceOf(tx, player) };
    }
    if (placement.status !== 'open') throw new AppError('round_closed');
    const now = await q.databaseNow(tx);
    const round = await q.shareLatestRound(tx, table.code);
    if (
      !round ||
      round.id !== placement.table_round_id ||
      round.phase !== 'betting' ||
      now >= round.betting_ends_at
    )
      throw new AppError('betting_closed');
    const answer = await seamlessWallet.rollback(tx, STUDIO, {
      transactionId: `${placement.transaction_id}:undo`,
      roundId: placement.provider_round_id,
      rollsBack: placement.transaction_id,
    });
    await q.markPlacement(tx, placement.id, 'undone', null);
    return { placement: placementView({ ...placement, status: 'undone' }), balance: answer.balance ?? '0' };
  });
}

async function balanceOf(db: Executor, player: StudioPlayer): Promise<string> {
  return (await seamlessWallet.balance(db, STUDIO, player.sessionToken)).balance ?? '0';
}
