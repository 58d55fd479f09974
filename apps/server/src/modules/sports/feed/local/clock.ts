import { type Db, databaseNow } from '../../../../db/database.ts';
import { type GameRhythm, gameRhythm } from '../../../../shared/game-rhythm.ts';
import { whileLeading } from '../../../../shared/leadership.ts';
import { LOCKS } from '../../../../shared/locks.ts';
import { suspendSilentProducers } from '../consumer.ts';
import { LOCAL_LEAGUES } from './leagues.ts';
import { announce, appendMessages, type LocalFeedSettings, play } from './producer.ts';
import { drainLocalFeed } from './run.ts';

/** A match minute in real time: a real minute; in the journeys' brisk rhythm a second (a match in two minutes). */
const PACES: Readonly<Record<GameRhythm, LocalFeedSettings['pace']>> = {
  standard: { msPerMinute: 60_000, breakMinutes: 15 },
  brisk: { msPerMinute: 1_000, breakMinutes: 5 },
};
/** The operator's margin on the local feed's prices: 5 % (docs/games/sports.md). */
export const LOCAL_MARGIN_THOUSANDTHS = 50;
const TICK_MS = 1_000;
const ANNOUNCE_EVERY_MS = 60_000;
const ALIVE_EVERY_MS = 10_000;
/** A producer not heard from for this long has its markets suspended. */
export const SILENT_AFTER_MS = 30_000;

export type LocalFeed = { stop(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the local sports feed in one process at a time (an advisory lock, as the game clocks): announces the
 * schedule, sends each playing match's messages when their time comes, says it is alive, and applies its outbox
 * to the book (after a restart the consumer reads on from its last sequence, then the feed's snapshot is
 * complete and the markets take bets). Any process suspends the markets of a feed gone silent.
 */
export function startLocalFeed(
  db: Db,
  options: { log: (message: string, error?: unknown) => void },
): LocalFeed {
  const settings: LocalFeedSettings = {
    pace: PACES[gameRhythm()],
    marginThousandths: LOCAL_MARGIN_THOUSANDTHS,
  };

  async function drive(shouldStop: () => boolean): Promise<void> {
    await db
      .insertInto('sport_leagues')
      .values(
        LOCAL_LEAGUES.map((l) => ({ code: l.code, sport: l.sport, name_vi: l.nameVi, name_en: l.nameEn })),
      )
      .onConflict((c) =>
        c.column('code').doUpdateSet((eb) => ({
          name_vi: eb.ref('excluded.name_vi'),
          name_en: eb.ref('excluded.name_en'),
        })),
      )
      .execute();
    await drainLocalFeed(db);
    await db.transaction().execute((tx) => appendMessages(tx, [{ kind: 'snapshot_complete' }], Date.now()));
    let announcedAt = 0;
    let aliveAt = Date.now();
    while (!shouldStop()) {
      try {
        const now = await databaseNow(db);
        if (now.getTime() - announcedAt >= ANNOUNCE_EVERY_MS) {
          await announce(db, now, settings);
          announcedAt = now.getTime();
        }
        await play(db, now, settings);
        if (now.getTime() - aliveAt >= ALIVE_EVERY_MS) {
          await db
            .transaction()
            .execute((tx) => appendMessages(tx, [{ kind: 'alive', subscribed: true }], now.getTime()));
          aliveAt = now.getTime();
        }
        await drainLocalFeed(db);
        await suspendSilentProducers(db, SILENT_AFTER_MS, now);
      } catch (error) {
        options.log('sports feed: tick', error);
      }
      await sleep(TICK_MS);
    }
  }

  const leadership = whileLeading(
    db,
    { lock: LOCKS.sportsFeed, name: 'sports feed', log: options.log },
    drive,
  );
  return { stop: () => leadership.stop() };
}
