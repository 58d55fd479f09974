import type {
  StudioGame,
  TableBetAnswer,
  TableBetBody,
  TableDecideAnswer,
  TableDecideBody,
  TableDecision,
  TablePlayerState,
  TableState,
  TableUndoBody,
} from '@app/contracts';
import { InstantGameError, type TableDecisions, tableEngine, validateTableBets } from '@app/games';
import { databaseTimeMs } from '../../../db/clock.ts';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { seamlessWallet } from '../../games/index.ts';
import { checked } from '../instant.ts';
import { STUDIO } from '../rounds.ts';
import { checkLimits, type StudioPlayer } from '../service.ts';
import { isTableFamily, type LiveTable, tableRhythm } from './models.ts';
import * as q from './queries.ts';
import { settledParts, stakesOf } from './rounds.ts';
import { placementView, roundView } from './views.ts';

const HISTORY = 30;

/** The table a studio game is (its `model` the table game, its `theme` the variant), or game_unavailable. */
export function liveTableOf(game: Pick<StudioGame, 'code' | 'family' | 'model' | 'theme'>): LiveTable {
  if (game.family !== 'table' || !isTableFamily(game.model)) throw new AppError('game_unavailable');
  return { code: game.code, family: game.model, rhythm: tableRhythm(game.theme, game.model) };
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
    round: round ? roundView(table.family, round) : null,
    history: history
      .filter((settled) => settled.id !== round?.id)
      .slice(0, HISTORY)
      .map((settled) => roundView(table.family, settled)),
    timing: table.rhythm,
    online,
    betTypes: tableEngine(table.family).betTypes.map(({ bet, rtp }) => ({ type: bet, rtp: rtp * 100 })),
    serverTime: databaseTimeMs(),
  };
}

/** The public state with the player's placements in the current round, their last result and their balance. */
export async function playerState(db: Db, player: StudioPlayer, table: LiveTable): Promise<TablePlayerState> {
  const state = await publicState(db, table);
  const roundId = state.round ? BigInt(state.round.tableRoundId) : undefined;
  const [placements, last, wallet, decision] = await Promise.all([
    roundId ? q.memberPlacements(db, roundId, player.memberId) : [],
    q.lastResult(db, table.code, player.memberId),
    seamlessWallet.balance(db, STUDIO, player.sessionToken),
    roundId ? handOf(db, table, roundId, player.memberId) : null,
  ]);
  return {
    ...state,
    placements: placements.map(placementView),
    decision,
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

/**
 * A move on the player's hand at a decision table while its decision time runs, by the database's clock: checked
 * against the moves the hand allows now, what it stakes more (a play bet, a call, a double, a split) debited
 * through the seamless wallet into the player's round. The same request id again answers the hand as it is.
 */
export async function decide(
  db: Db,
  player: StudioPlayer,
  game: StudioGame,
  body: TableDecideBody,
): Promise<TableDecideAnswer> {
  const table = liveTableOf(game);
  const decisions = tableEngine(table.family).decisions;
  if (!decisions) throw new AppError('table_illegal_move');
  return seamlessWallet.walletCall(db, async (tx) => {
    const replay = async () => {
      const earlier = await q.moveByRequest(tx, player.memberId, body.requestId);
      if (!earlier) return null;
      const decision = await handOf(tx, table, earlier.table_round_id, player.memberId);
      if (!decision) throw new AppError('round_not_found');
      return { decision, balance: await balanceOf(tx, player) };
    };
    const answered = await replay();
    if (answered) return answered;
    const now = await q.databaseNow(tx);
    const round = await q.shareLatestRound(tx, table.code);
    if (!round || String(round.id) !== body.tableRoundId) throw new AppError('decision_closed');
    if (round.phase === 'betting') throw new AppError('table_illegal_move');
    if (round.phase !== 'deciding' || now >= (round.decide_ends_at ?? now))
      throw new AppError('decision_closed');
    const placements = await q.lockMemberPlacements(tx, round.id, player.memberId);
    if (placements.length === 0) throw new AppError('round_not_found');
    // the same request sent twice at once: the second waited for the first's lock, and answers what it did
    const raced = await replay();
    if (raced) return raced;
    const bets = stakesOf(placements);
    const moves = (await q.memberMoves(tx, round.id, player.memberId)).map((row) => row.move);
    const before = decisions.state(bets, round.outcome, moves);
    if (!before.legal.includes(body.move)) throw new AppError('table_illegal_move');
    const after = moved(() => decisions.state(bets, round.outcome, [...moves, body.move]));
    const extra = after.extraStake - before.extraStake;
    const providerRoundId = (placements[0] as q.PlacementRow).provider_round_id;
    const transactionId = extra > 0n ? `${providerRoundId}:move:${body.requestId}` : null;
    const balance = transactionId
      ? ((
          await seamlessWallet.debit(tx, STUDIO, {
            sessionToken: player.sessionToken,
            transactionId,
            roundId: providerRoundId,
            amount: extra,
            detail: { move: body.move },
          })
        ).balance ?? '0')
      : await balanceOf(tx, player);
    await q.insertMove(tx, {
      table_round_id: round.id,
      member_id: player.memberId,
      request_id: body.requestId,
      move: body.move,
      extra,
      transaction_id: transactionId,
    });
    return { decision: decisionView(round, [...moves, body.move], after, decisions, bets), balance };
  });
}

/** The player's hand at a decision table once dealt (null elsewhere, before the deal, or without a bet). */
async function handOf(
  db: Executor,
  table: LiveTable,
  tableRoundId: bigint,
  memberId: bigint,
): Promise<TableDecision | null> {
  const decisions = tableEngine(table.family).decisions;
  if (!decisions) return null;
  const round = await q.roundById(db, tableRoundId);
  if (!round || round.phase === 'betting') return null;
  const placements = (await q.memberPlacements(db, round.id, memberId)).filter(
    (placement) => placement.status !== 'undone',
  );
  if (placements.length === 0) return null;
  const bets = stakesOf(placements);
  const moves = (await q.memberMoves(db, round.id, memberId)).map((row) => row.move);
  return decisionView(round, moves, decisions.state(bets, round.outcome, moves), decisions, bets);
}

/** The hand as its player sees it: the moves allowed only while deciding; once revealed, what each part paid. */
function decisionView(
  round: q.TableRoundRow,
  moves: string[],
  state: ReturnType<TableDecisions['state']>,
  decisions: TableDecisions,
  bets: ReturnType<typeof stakesOf>,
): TableDecision {
  const deciding = round.phase === 'deciding';
  const results = deciding ? undefined : settledParts(decisions.settleMoves(bets, round.outcome, moves));
  return {
    tableRoundId: String(round.id),
    moves,
    legal: deciding ? [...state.legal] : [],
    extraStake: String(state.extraStake),
    view: { ...(state.view as object), ...(results ? { results } : {}) },
  };
}

/** An illegal move the engine refuses (a hand that ran out of cards) is the player's error, never a 500. */
function moved<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof InstantGameError) throw new AppError('table_illegal_move');
    throw error;
  }
}

async function balanceOf(db: Executor, player: StudioPlayer): Promise<string> {
  return (await seamlessWallet.balance(db, STUDIO, player.sessionToken)).balance ?? '0';
}
