import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@app/games';
import { sql } from 'kysely';
import { type Db, databaseNow, type Executor } from '../../db/database.ts';
import type { LotteryTitle } from './catalogue.ts';
import type { LotteryGameEntry } from './games.ts';
import { type Page, pageOf } from './paging.ts';
import { rulesOf } from './rules.ts';
import { type PlannedDraw, plannedDraws, planningWindow } from './schedule.ts';
import { type DrawRow, drawView } from './views.ts';

/** The public half of a fast draw's seeds: the game's own, so every game draws apart. */
export function lotteryClientSeed(gameCode: string): string {
  return `lottery:${gameCode}`;
}

/** A fast draw's result from its seeds: what anyone can recompute once the seed is revealed. */
export function fastResultOf(title: LotteryTitle, serverSeed: string, clientSeed: string): unknown {
  return rulesOf(title).drawFast(serverSeed, clientSeed);
}

/**
 * Creates the draws the schedule calls for in its planning window that do not exist yet (a draw is created once:
 * `(game_code, issue_no)` is unique, so processes planning together insert each once). A fast draw gets its server
 * seed now, its hash public from the start. Answers the draws created.
 */
export async function planDraws(db: Db, game: LotteryGameEntry, now: Date): Promise<DrawRow[]> {
  const { from, to } = planningWindow(game.title, now);
  const planned = plannedDraws(game.title, from, to);
  if (planned.length === 0) return [];
  const fast = game.title.schedule.source === 'fast';
  return db
    .insertInto('lottery_draws')
    .values(planned.map((draw: PlannedDraw) => newDraw(game.code, draw, fast)))
    .onConflict((conflict) => conflict.columns(['game_code', 'issue_no']).doNothing())
    .returningAll()
    .execute();
}

function newDraw(gameCode: string, draw: PlannedDraw, fast: boolean) {
  const serverSeed = fast ? randomBytes(32).toString('hex') : null;
  return {
    game_code: gameCode,
    issue_no: draw.issueNo,
    province: draw.province,
    closes_at: draw.closesAt,
    draws_at: draw.drawsAt,
    server_seed: serverSeed,
    server_seed_hash: serverSeed ? hashServerSeed(serverSeed) : null,
    client_seed: fast ? lotteryClientSeed(gameCode) : null,
  };
}

export async function findDraw(db: Executor, drawId: bigint): Promise<DrawRow | undefined> {
  return db.selectFrom('lottery_draws').selectAll().where('id', '=', drawId).executeTakeFirst();
}

/** Draws past their draw time not yet settled (the schedule's recovery sweep sends their jobs again). */
export async function dueDraws(db: Executor): Promise<DrawRow[]> {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('status', 'in', ['open', 'drawn'])
    .where('draws_at', '<=', sql<Date>`now()`)
    .orderBy('draws_at')
    .limit(500)
    .execute();
}

/** Draws still to come or to settle of these games (the jobs each needs). */
export async function pendingDraws(db: Executor): Promise<DrawRow[]> {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('status', 'in', ['open', 'drawn'])
    .orderBy('draws_at')
    .limit(2000)
    .execute();
}

/**
 * Draws a fast draw from its committed seed, once: only an open draw whose draw time the database's clock has
 * reached is drawn, and the update waits for bets being placed on it (they hold the draw's row in share mode).
 */
export async function drawFast(
  db: Executor,
  game: LotteryGameEntry,
  draw: DrawRow,
): Promise<DrawRow | undefined> {
  if (!draw.server_seed || !draw.client_seed) throw new Error(`lottery: draw ${draw.id} has no seed`);
  const result = fastResultOf(game.title, draw.server_seed, draw.client_seed);
  return db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: sql<Date>`now()` })
    .where('id', '=', draw.id)
    .where('status', '=', 'open')
    .where('draws_at', '<=', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Holds an official result on its draw (the two operators agreed), once. */
export async function drawOfficial(
  db: Executor,
  drawId: bigint,
  result: unknown,
): Promise<DrawRow | undefined> {
  return db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: sql<Date>`now()` })
    .where('id', '=', drawId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** The draws taking bets now, soonest first (several at once only for official South and Central draws). */
export async function openDraws(db: Executor, gameCode: string, now: Date): Promise<DrawRow[]> {
  const next = await db
    .selectFrom('lottery_draws')
    .select('closes_at')
    .where('game_code', '=', gameCode)
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .orderBy('closes_at')
    .limit(1)
    .executeTakeFirst();
  if (!next) return [];
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', '=', 'open')
    .where('closes_at', '=', next.closes_at)
    .orderBy('issue_no')
    .execute();
}

/** The game's draws that closed and are not settled yet or were settled, newest first. */
export async function latestDraws(
  db: Executor,
  gameCode: string,
  limit: number,
  now: Date,
): Promise<DrawRow[]> {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('closes_at', '<=', now)
    .orderBy('draws_at', 'desc')
    .orderBy('issue_no')
    .limit(limit)
    .execute();
}

/** A game's past draws (drawn, settled or cancelled), newest first. */
export async function drawnPage(db: Executor, gameCode: string, page: Page) {
  const now = await databaseNow(db);
  const base = db
    .selectFrom('lottery_draws')
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['drawn', 'settled', 'cancelled']);
  return pageOf(
    page,
    (limit, offset) =>
      base.selectAll().orderBy('draws_at', 'desc').orderBy('issue_no').limit(limit).offset(offset).execute(),
    () => base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    (row) => drawView(row, now),
  );
}

/** The game's last `count` drawn results, newest first (hot and cold numbers, the trend chart). */
export async function recentResults(db: Executor, gameCode: string, count: number): Promise<DrawRow[]> {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['drawn', 'settled'])
    .orderBy('draws_at', 'desc')
    .orderBy('issue_no')
    .limit(count)
    .execute();
}
