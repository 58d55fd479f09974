import type { LotteryBetLine } from '@app/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { launchGame, seamlessWallet } from '../games/index.ts';
import { playerOf, STUDIO } from '../studio/index.ts';
import { placeSlip } from './bets.ts';
import { type LotteryGameEntry, lotteryGame } from './games.ts';
import { pageOf } from './paging.ts';
import { rulesOf } from './rules.ts';
import { type ChaseRow, chaseView, type DrawRow } from './views.ts';

/** The refusals that end a chase as `short` (the member's money) rather than `stopped`. */
const SHORT = new Set(['insufficient_funds']);

/** The draw a chase goes on to after `after`: the game's next draw taking bets (an official province: its next). */
async function nextDraw(tx: Executor, gameCode: string, after: DrawRow): Promise<DrawRow | undefined> {
  let query = tx
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', '=', 'open')
    .where('closes_at', '>', sql<Date>`now()`)
    .where('draws_at', '>', after.draws_at);
  // South and Central draw one sheet per province: a chase follows its province to the province's next draw
  if (after.server_seed === null && after.issue_no.includes('-'))
    query = query.where('province', '=', after.province);
  return query.orderBy('draws_at').orderBy('issue_no').limit(1).executeTakeFirst();
}

/** A studio session of the chase's member at its game, opened in-process as the chase places its next slip. */
async function chaseSession(db: Db, chase: ChaseRow) {
  const launch = await launchGame(
    db,
    { memberId: chase.member_id, isDemo: chase.is_demo, language: 'vi' },
    chase.game_code,
  );
  const token = new URL(launch.url, 'http://site').searchParams.get('token') as string;
  const session = await seamlessWallet.authenticate(db, STUDIO, token);
  return playerOf(db, session.sessionToken);
}

async function endChase(
  tx: Executor,
  chase: ChaseRow,
  status: 'won' | 'done' | 'short' | 'stopped',
  reason?: string,
) {
  await tx
    .updateTable('lottery_chases')
    .set({ status, stop_reason: reason ?? null, ended_at: sql<Date>`now()` })
    .where('id', '=', chase.id)
    .where('status', '=', 'active')
    .execute();
}

/**
 * After a draw is settled, every chase waiting on it goes on: it ends on a win when asked (`won`), after its last
 * draw (`done`), or places its slip on the game's next draw — charged now, not before. A slip the wallet refuses
 * ends the chase (`short` for a short balance, `stopped` otherwise) with nothing charged; when the next draw is not
 * planned yet the chase waits (the schedule's sweep brings it back). Each step is one transaction, guarded by the
 * chase's last draw, so running it twice places nothing twice.
 */
export async function continueChases(db: Db, draw: DrawRow): Promise<number> {
  if (draw.status !== 'settled' && draw.status !== 'cancelled') return 0;
  const chases = await db
    .selectFrom('lottery_chases')
    .selectAll()
    .where('last_draw_id', '=', draw.id)
    .where('status', '=', 'active')
    .execute();
  let placed = 0;
  for (const chase of chases) {
    const game = await lotteryGame(db, chase.game_code);
    if (await continueChase(db, game, draw, chase)) placed += 1;
  }
  return placed;
}

async function continueChase(
  db: Db,
  game: LotteryGameEntry,
  draw: DrawRow,
  chase: ChaseRow,
): Promise<boolean> {
  const won = await db
    .selectFrom('lottery_bets')
    .select('id')
    .where('chase_id', '=', chase.id)
    .where('draw_id', '=', draw.id)
    .where('status', '=', 'won')
    .executeTakeFirst();
  if (chase.stop_on_win && won) {
    await endChase(db, chase, 'won');
    return false;
  }
  if (chase.draws_placed >= chase.draws_total) {
    await endChase(db, chase, 'done');
    return false;
  }
  const lines = rulesOf(game.title).checkedLines(chase.lines as LotteryBetLine[]);
  let player: Awaited<ReturnType<typeof chaseSession>>;
  try {
    player = await chaseSession(db, chase);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await endChase(db, chase, 'stopped', error.code); // the game closed, in maintenance, the member barred…
    return false;
  }
  try {
    return await inTransaction(db, async (tx) => {
      const next = await nextDraw(tx, chase.game_code, draw);
      if (!next) return false; // not planned yet: the sweep comes back to it
      const moved = await tx
        .updateTable('lottery_chases')
        .set({ last_draw_id: next.id, draws_placed: chase.draws_placed + 1 })
        .where('id', '=', chase.id)
        .where('last_draw_id', '=', draw.id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false; // another run went on with it
      await placeSlip(tx, player, game, next.id, {
        requestId: `${chase.request_id}-${chase.draws_placed + 1}`,
        lines,
        chaseId: chase.id,
      });
      return true;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await endChase(db, chase, SHORT.has(error.code) ? 'short' : 'stopped', error.code);
    return false;
  }
}

/** The member's chases, newest first, with the issue each last placed a slip on. */
export async function memberChases(
  db: Db,
  memberId: bigint,
  query: { gameCode?: string | undefined; pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('lottery_chases as c').where('c.member_id', '=', memberId);
  if (query.gameCode) base = base.where('c.game_code', '=', query.gameCode);
  return pageOf(
    query,
    (limit, offset) =>
      base
        .innerJoin('lottery_draws as d', 'd.id', 'c.last_draw_id')
        .selectAll('c')
        .select('d.issue_no')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    (row) => chaseView(row, row.issue_no),
  );
}

/** Stops one of the member's chases (the slips already placed stay and are settled as usual). */
export async function stopChase(db: Db, memberId: bigint, chaseId: bigint) {
  const row = await db
    .updateTable('lottery_chases')
    .set({ status: 'stopped', stop_reason: 'player', ended_at: sql<Date>`now()` })
    .where('id', '=', chaseId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const found = await db
    .selectFrom('lottery_chases')
    .select('id')
    .where('id', '=', chaseId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  throw new AppError(found ? 'lottery_chase_over' : 'lottery_chase_not_found');
}
