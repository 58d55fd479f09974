import { sql } from 'kysely';
import { type Db, databaseNow } from '../../db/database.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import { crashPoint } from '../../shared/crash-point.ts';
import { continueChases } from './chases.ts';
import { drawFast, findDraw, planDraws } from './draws.ts';
import { lotteryGame, lotteryGames } from './games.ts';
import { refundDraw, settleDraw } from './settle.ts';
import type { DrawRow } from './views.ts';

export type LotteryJobDeps = { db: Db; queue: JobQueue };

/** Sends a draw's job for its draw time (or now): one waits per draw and time, so sending again adds nothing. */
export async function sendDrawJob(queue: JobQueue, draw: Pick<DrawRow, 'id' | 'draws_at'>, now: Date) {
  const afterSeconds = Math.ceil((draw.draws_at.getTime() - now.getTime()) / 1000);
  // a job for later and a job for now wait under keys of their own: a job sent for the draw time (an official draw's
  // result confirmed before it, a draw whose time an operator moved) does not hold back the one asked for now
  await queue.send(
    'lottery.draw',
    { drawId: String(draw.id) },
    afterSeconds > 0 ? { key: `draw:${draw.id}`, afterSeconds } : { key: `draw:${draw.id}:now` },
  );
}

/**
 * Draws whose job should be running now: fast draws due, drawn draws to settle, cancelled draws to refund, and
 * settled or cancelled draws with a chase waiting to go on.
 */
async function unfinishedDraws(db: Db): Promise<DrawRow[]> {
  return db
    .selectFrom('lottery_draws as d')
    .selectAll('d')
    .where((eb) =>
      eb.or([
        eb('d.status', '=', 'drawn'),
        eb.and([
          eb('d.status', '=', 'open'),
          eb('d.server_seed', 'is not', null),
          eb('d.draws_at', '<=', sql<Date>`now()`),
        ]),
        eb.and([
          eb('d.status', 'in', ['settled', 'cancelled']),
          eb.exists(
            eb
              .selectFrom('lottery_chases as c')
              .select('c.id')
              .whereRef('c.last_draw_id', '=', 'd.id')
              .where('c.status', '=', 'active'),
          ),
        ]),
        eb.and([
          eb('d.status', '=', 'cancelled'),
          eb.exists(
            eb
              .selectFrom('lottery_bets as b')
              .select('b.id')
              .whereRef('b.draw_id', '=', 'd.id')
              .where('b.status', '=', 'open'),
          ),
        ]),
      ]),
    )
    .orderBy('d.draws_at')
    .limit(500)
    .execute();
}

/**
 * The schedule: creates every lottery game's coming draws and sends each one's draw job for its draw time; then
 * sends again the job of every draw that should have finished (after a restart, or a job that gave up).
 */
export async function runSchedule(deps: LotteryJobDeps): Promise<string> {
  const { db, queue } = deps;
  const now = await databaseNow(db);
  let created = 0;
  for (const game of await lotteryGames(db)) {
    for (const draw of await planDraws(db, game, now)) {
      created += 1;
      await sendDrawJob(queue, draw, now);
    }
  }
  const unfinished = await unfinishedDraws(db);
  for (const draw of unfinished) await sendDrawJob(queue, draw, now);
  return `${created} draws planned, ${unfinished.length} resumed`;
}

/**
 * A draw's job: a fast draw is drawn from its seed once its draw time has come (by the database's clock; early, the
 * job fails and is retried), then settled; an official draw is settled once two operators confirmed its result; a
 * cancelled draw's slips are refunded. Every step is idempotent, so a run that died is simply run again.
 */
export async function advanceDraw(db: Db, drawId: bigint): Promise<string> {
  let draw = await findDraw(db, drawId);
  if (!draw) return 'no such draw';
  if (draw.status === 'cancelled') {
    await refundDraw(db, draw);
    return `refunded; ${await continueChases(db, draw)} chases went on`;
  }
  const game = await lotteryGame(db, draw.game_code);
  if (draw.status === 'open') {
    if (!draw.server_seed) return 'waiting for the official result';
    draw = (await drawFast(db, game, draw)) ?? (await findDraw(db, drawId));
    if (draw?.status === 'open') throw new Error(`lottery: draw ${drawId} is not due yet`);
    if (!draw) return 'no such draw';
  }
  crashPoint('lottery.after-draw');
  const settled = draw.status === 'drawn' ? await settleDraw(db, game, draw) : 0;
  const after = (await findDraw(db, drawId)) ?? draw;
  return `${settled} bets settled; ${await continueChases(db, after)} chases went on`;
}

export function lotteryJobs(deps: LotteryJobDeps): JobDefinition<never>[] {
  return [
    { queue: 'lottery.schedule', cron: '* * * * *', runAtStart: true, run: () => runSchedule(deps) },
    {
      queue: 'lottery.draw',
      run: (data: { drawId: string }) => advanceDraw(deps.db, BigInt(data.drawId)),
    } satisfies JobDefinition<{ drawId: string }>,
  ];
}
