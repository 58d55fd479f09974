import type { LotteryBetAnswer, LotteryBetBody } from '@app/contracts';
import { type Db, databaseNow, type Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { seamlessWallet } from '../games/index.ts';
import { STUDIO, type StudioPlayer } from '../studio/index.ts';
import { type LotteryGameEntry, lotteryGame } from './games.ts';
import { pageOf } from './paging.ts';
import { type Line, type LotteryRules, rulesOf } from './rules.ts';
import { lotteryRoundId, slipTransactionId } from './settle.ts';
import { type BetRow, betView, type ChaseRow, chaseView, type DrawRow } from './views.ts';

/** The limit keys of a line: each number of a single-number type, the whole set of a xiên, lô trượt or keno ticket. */
function limitKeys(rules: LotteryRules, line: { type: string; numbers: readonly string[] }): string[] {
  return rules.isSet(line.type)
    ? [`${line.type}:${[...line.numbers].sort().join('+')}`]
    : line.numbers.map((n) => `${line.type}:${n}`);
}

/** Points per limit key the member already holds on the draw: a number's limit is per member and draw. */
async function heldPoints(
  tx: Executor,
  rules: LotteryRules,
  drawId: bigint,
  memberId: bigint,
): Promise<Map<string, bigint>> {
  const rows = await tx
    .selectFrom('lottery_bets')
    .select(['bet_type', 'numbers', 'points'])
    .where('draw_id', '=', drawId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .execute();
  const held = new Map<string, bigint>();
  for (const row of rows) {
    for (const key of limitKeys(rules, { type: row.bet_type, numbers: row.numbers })) {
      held.set(key, (held.get(key) ?? 0n) + row.points);
    }
  }
  return held;
}

/** A slip to place: its lines (checked and priced), its request id, and the chase that places it, if any. */
type Slip = { requestId: string; lines: readonly Line[]; chaseId?: bigint };

/**
 * Places a slip on one draw in the caller's transaction: the per-number limits held, the lines written, then one
 * seamless debit of the slip's total into the member's round of the draw (nothing stays when any step refuses).
 * The draw's row is held in share mode meanwhile, so the draw (which updates it) waits for bets in flight, and a
 * bet after the close (by the database's clock) is refused. A request id already placed answers that slip again.
 */
export async function placeSlip(
  tx: Executor,
  player: StudioPlayer,
  game: LotteryGameEntry,
  drawId: bigint,
  slip: Slip,
): Promise<{ rows: BetRow[]; draw: DrawRow; balance: string; replayed: boolean }> {
  const draw = await tx
    .selectFrom('lottery_draws')
    .selectAll()
    .where('id', '=', drawId)
    .where('game_code', '=', game.code)
    .forShare()
    .executeTakeFirst();
  if (!draw) throw new AppError('lottery_draw_not_found');
  const earlier = await tx
    .selectFrom('lottery_bets')
    .selectAll()
    .where('member_id', '=', player.memberId)
    .where('request_id', '=', slip.requestId)
    .orderBy('line_no')
    .execute();
  if (earlier.length > 0) {
    if (earlier[0]?.draw_id !== draw.id) throw new AppError('idempotency_conflict');
    const wallet = await seamlessWallet.balance(tx, STUDIO, player.sessionToken);
    return { rows: earlier, draw, balance: wallet.balance ?? '0', replayed: true };
  }
  if (draw.status !== 'open') throw new AppError('lottery_draw_over');
  // read after the share lock is granted: a slip that waited for the lock past the close is refused
  if ((await databaseNow(tx)).getTime() >= draw.closes_at.getTime()) throw new AppError('lottery_closed');
  const rules = rulesOf(game.title);
  const held = await heldPoints(tx, rules, draw.id, player.memberId);
  for (const line of slip.lines) {
    for (const key of limitKeys(rules, line)) {
      const points = (held.get(key) ?? 0n) + line.points;
      if (points > line.maxPoints) {
        throw new AppError('lottery_points_over_limit', undefined, {
          maxPoints: String(line.maxPoints),
          number: key.slice(key.indexOf(':') + 1),
        });
      }
      held.set(key, points);
    }
  }
  const rows = await tx
    .insertInto('lottery_bets')
    .values(
      slip.lines.map((line, index) => ({
        draw_id: draw.id,
        member_id: player.memberId,
        request_id: slip.requestId,
        line_no: index,
        bet_type: line.type,
        numbers: [...line.numbers],
        points: line.points,
        cost: line.cost,
        chase_id: slip.chaseId ?? null,
      })),
    )
    .returningAll()
    .execute();
  const answer = await seamlessWallet.debit(tx, STUDIO, {
    sessionToken: player.sessionToken,
    transactionId: slipTransactionId(player.memberId, slip.requestId),
    roundId: lotteryRoundId(draw.id, player.memberId),
    amount: slip.lines.reduce((sum, line) => sum + line.cost, 0n),
    detail: { family: 'lottery', gameCode: game.code, drawId: String(draw.id), issueNo: draw.issue_no },
  });
  return { rows, draw, balance: answer.balance ?? '0', replayed: false };
}

/**
 * Places a slip on one draw of the session's lottery game (`placeSlip`), every line checked and priced first; with
 * `chase`, the chase is recorded with it in the same transaction (its later slips come as each draw settles).
 */
export async function placeBets(
  db: Db,
  player: StudioPlayer,
  body: LotteryBetBody,
): Promise<LotteryBetAnswer> {
  const game = await lotteryGame(db, player.gameCode);
  const lines = rulesOf(game.title).checkedLines(body.lines);
  const drawId = BigInt(body.drawId);
  return seamlessWallet.walletCall(db, async (tx) => {
    const placed = await placeSlip(tx, player, game, drawId, { requestId: body.requestId, lines });
    if (!body.chase) return answerOf(placed, undefined);
    const chase = placed.replayed
      ? await findChase(tx, player.memberId, body.requestId)
      : await openChase(tx, player, game.code, placed, body.chase, body);
    return answerOf(placed, chase);
  });
}

function answerOf(
  placed: Awaited<ReturnType<typeof placeSlip>>,
  chase: ChaseRow | undefined,
): LotteryBetAnswer {
  return {
    bets: placed.rows.map((row) => betView(row, placed.draw)),
    balance: placed.balance,
    chase: chase ? chaseView(chase, placed.draw.issue_no) : null,
  };
}

/** Records a chase with its first slip, just placed (its lines then name the chase). */
async function openChase(
  tx: Executor,
  player: StudioPlayer,
  gameCode: string,
  placed: { rows: BetRow[]; draw: DrawRow },
  chase: NonNullable<LotteryBetBody['chase']>,
  body: LotteryBetBody,
): Promise<ChaseRow> {
  const row = await tx
    .insertInto('lottery_chases')
    .values({
      member_id: player.memberId,
      game_code: gameCode,
      is_demo: player.isDemo,
      request_id: body.requestId,
      lines: JSON.stringify(body.lines),
      draws_total: chase.draws,
      stop_on_win: chase.stopOnWin,
      last_draw_id: placed.draw.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('lottery_bets')
    .set({ chase_id: row.id })
    .where(
      'id',
      'in',
      placed.rows.map((bet) => bet.id),
    )
    .execute();
  for (const bet of placed.rows) bet.chase_id = row.id;
  return row;
}

async function findChase(tx: Executor, memberId: bigint, requestId: string): Promise<ChaseRow | undefined> {
  return tx
    .selectFrom('lottery_chases')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The member's bets, newest first, of one game or of every lottery. */
export async function memberBets(
  db: Db,
  memberId: bigint,
  query: { gameCode?: string | undefined; pageNo: number; pageSize: number },
) {
  let base = db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .where('b.member_id', '=', memberId);
  if (query.gameCode) base = base.where('d.game_code', '=', query.gameCode);
  return pageOf(
    query,
    (limit, offset) =>
      base
        .selectAll('b')
        .select(['d.game_code', 'd.issue_no', 'd.province'])
        .orderBy('b.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    (row) => betView(row, row),
  );
}
