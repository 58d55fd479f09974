import { randomBytes } from 'node:crypto';
import { DEFAULT_VN_LOTTERY_CONFIGS, hashServerSeed, type VnLotteryConfig, type VnResult } from '@app/games';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LotteryTitle } from './catalogue.ts';
import { fastResultOf, lotteryClientSeed } from './draws.ts';

/**
 * A draw of the test's own, in year 2099 (clear of the schedule's): betting open for `closesInMs` (negative:
 * closed), drawn at its close; a fast draw with its committed seed, an official one under the North's station.
 */
export async function insertTestDraw(db: Db, gameCode: string, { closesInMs = 60_000, fast = true } = {}) {
  const serverSeed = fast ? randomBytes(32).toString('hex') : null;
  const tag = randomBytes(4).toString('hex').toUpperCase().slice(0, 7);
  return db
    .insertInto('lottery_draws')
    .values({
      game_code: gameCode,
      issue_no: `20991231-${fast ? 'T' : 'O'}${tag}`,
      province: fast ? null : 'Hà Nội (Thủ Đô)',
      closes_at: sql<Date>`now() + make_interval(secs => ${closesInMs / 1000})`,
      draws_at: sql<Date>`now() + make_interval(secs => ${closesInMs / 1000})`,
      server_seed: serverSeed,
      server_seed_hash: serverSeed ? hashServerSeed(serverSeed) : null,
      client_seed: fast ? lotteryClientSeed(gameCode) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves a draw's close and draw time to the past, as the clock would. */
export async function closeDrawNow(db: Db, drawId: bigint): Promise<void> {
  await db
    .updateTable('lottery_draws')
    .set({
      closes_at: sql<Date>`now() - interval '2 seconds'`,
      draws_at: sql<Date>`now() - interval '1 second'`,
    })
    .where('id', '=', drawId)
    .execute();
}

/** A Vietnamese title's region rates (tests work out each bet's payout with the engine). */
export function vnConfigOf(title: LotteryTitle): VnLotteryConfig {
  if (title.kind !== 'vn') throw new Error(`not a Vietnamese lottery: ${title.kind}`);
  return DEFAULT_VN_LOTTERY_CONFIGS[title.region];
}

/** A fast Vietnamese draw's sheet from its seeds. */
export function vnFastResultOf(title: LotteryTitle, serverSeed: string, clientSeed: string): VnResult {
  return fastResultOf(title, serverSeed, clientSeed) as VnResult;
}
