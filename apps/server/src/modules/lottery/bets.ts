import type { LotteryBetAnswer, LotteryBetBody } from '@app/contracts';
import {
  InstantGameError,
  VN_BET_TYPE_INFO,
  VN_BET_TYPES,
  type VnBet,
  type VnBetType,
  type VnLotteryConfig,
  vnBetCost,
} from '@app/games';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { seamlessWallet } from '../games/index.ts';
import { STUDIO, type StudioPlayer } from '../studio/index.ts';
import { lotteryConfig } from './catalogue.ts';
import { lotteryGame } from './games.ts';
import { lotteryRoundId, slipTransactionId } from './settle.ts';
import { betView } from './views.ts';

type Line = VnBet & { cost: bigint };

/** The slip's lines as the engine's bets, each checked and priced; the field of the first bad line is named. */
export function checkedLines(config: VnLotteryConfig, lines: LotteryBetBody['lines']): Line[] {
  return lines.map((line, index) => {
    if (!(VN_BET_TYPES as readonly string[]).includes(line.type)) {
      throw new AppError('lottery_numbers_invalid', { [`lines.${index}.type`]: 'lottery_numbers_invalid' });
    }
    const type = line.type as VnBetType;
    const bet: VnBet = { type, numbers: line.numbers, points: BigInt(line.points) };
    if (bet.points > config.maxPointsPerNumber[type]) {
      throw new AppError(
        'lottery_points_over_limit',
        { [`lines.${index}.points`]: 'lottery_points_over_limit' },
        {
          maxPoints: String(config.maxPointsPerNumber[type]),
        },
      );
    }
    try {
      return { ...bet, cost: vnBetCost(config, bet) };
    } catch (error) {
      if (!(error instanceof InstantGameError)) throw error;
      throw new AppError('lottery_numbers_invalid', {
        [`lines.${index}.numbers`]: 'lottery_numbers_invalid',
      });
    }
  });
}

/** Points per (type, number) the member already holds on the draw: a number's limit is per member and draw. */
async function heldPoints(tx: Executor, drawId: bigint, memberId: bigint): Promise<Map<string, bigint>> {
  const rows = await sql<{ key: string; points: string }>`
    SELECT b.bet_type || ':' || n AS key, sum(b.points)::text AS points
      FROM lottery_bets b, unnest(b.numbers) AS n
     WHERE b.draw_id = ${drawId} AND b.member_id = ${memberId} AND b.status = 'open'
     GROUP BY 1`.execute(tx);
  return new Map(rows.rows.map((row) => [row.key, BigInt(row.points)]));
}

/** The limit key of a line: each number of a single-number type, the whole set of a xiên or lô trượt. */
function limitKeys(line: VnBet): string[] {
  const rule = VN_BET_TYPE_INFO[line.type].rule;
  return rule === 'all_present' || rule === 'none_present'
    ? [`${line.type}:${[...line.numbers].sort().join('+')}`]
    : line.numbers.map((n) => `${line.type}:${n}`);
}

/**
 * Places a slip on one draw of the session's lottery game: every line checked and priced, the per-number limits
 * held, then one seamless debit of the slip's total into the member's round of the draw, all in one transaction
 * (nothing is written when any check fails). The draw's row is held in share mode meanwhile, so the draw (which
 * updates it) waits for bets in flight, and a bet after the close (by the database's clock) is refused. A request
 * id already placed answers that slip again.
 */
export async function placeBets(
  db: Db,
  player: StudioPlayer,
  body: LotteryBetBody,
): Promise<LotteryBetAnswer> {
  const game = await lotteryGame(db, player.gameCode);
  const config = lotteryConfig(game.title);
  const lines = checkedLines(config, body.lines);
  const total = lines.reduce((sum, line) => sum + line.cost, 0n);
  const drawId = BigInt(body.drawId);
  return seamlessWallet.walletCall(db, async (tx) => {
    const draw = await tx
      .selectFrom('lottery_draws')
      .selectAll()
      .select(sql<boolean>`closes_at > now()`.as('taking_bets'))
      .where('id', '=', drawId)
      .where('game_code', '=', game.code)
      .forShare()
      .executeTakeFirst();
    if (!draw) throw new AppError('lottery_draw_not_found');
    const earlier = await tx
      .selectFrom('lottery_bets')
      .selectAll()
      .where('member_id', '=', player.memberId)
      .where('request_id', '=', body.requestId)
      .orderBy('line_no')
      .execute();
    if (earlier.length > 0) {
      if (earlier[0]?.draw_id !== draw.id) throw new AppError('idempotency_conflict');
      const wallet = await seamlessWallet.balance(tx, STUDIO, player.sessionToken);
      return { bets: earlier.map((row) => betView(row, draw)), balance: wallet.balance ?? '0' };
    }
    if (draw.status !== 'open') throw new AppError('lottery_draw_over');
    if (!draw.taking_bets) throw new AppError('lottery_closed');
    const held = await heldPoints(tx, draw.id, player.memberId);
    for (const line of lines) {
      for (const key of limitKeys(line)) {
        const points = (held.get(key) ?? 0n) + line.points;
        if (points > config.maxPointsPerNumber[line.type]) {
          throw new AppError('lottery_points_over_limit', undefined, {
            maxPoints: String(config.maxPointsPerNumber[line.type]),
            number: key.slice(key.indexOf(':') + 1),
          });
        }
        held.set(key, points);
      }
    }
    const rows = await tx
      .insertInto('lottery_bets')
      .values(
        lines.map((line, index) => ({
          draw_id: draw.id,
          member_id: player.memberId,
          request_id: body.requestId,
          line_no: index,
          bet_type: line.type,
          numbers: [...line.numbers],
          points: line.points,
          cost: line.cost,
        })),
      )
      .returningAll()
      .execute();
    const answer = await seamlessWallet.debit(tx, STUDIO, {
      sessionToken: player.sessionToken,
      transactionId: slipTransactionId(player.memberId, body.requestId),
      roundId: lotteryRoundId(draw.id, player.memberId),
      amount: total,
      detail: { family: 'lottery', gameCode: game.code, drawId: String(draw.id), issueNo: draw.issue_no },
    });
    return { bets: rows.map((row) => betView(row, draw)), balance: answer.balance ?? '0' };
  });
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
  const [rows, count] = await Promise.all([
    base
      .selectAll('b')
      .select(['d.game_code', 'd.issue_no', 'd.province'])
      .orderBy('b.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.map((row) => betView(row, row)),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}
