import type { Db } from '../../../db/database.ts';
import { whileLeading } from '../../../shared/leadership.ts';
import { LOCKS } from '../../../shared/locks.ts';
import { listProviderGames } from '../../games/index.ts';
import { tableTitle } from '../catalogue.ts';
import { STUDIO } from '../rounds.ts';
import { type LiveTable, type TableRhythm, tableRhythm } from './models.ts';
import * as q from './queries.ts';
import { closeBetting, endDecisions, openRound, settleRound } from './rounds.ts';

export type TableClockOptions = {
  log: (message: string, error?: unknown) => void;
  /** How often the driver looks at its tables. */
  tickMs?: number;
  standbyMs?: number;
  /** A table deals while watched within this long (or while it has a round to finish). */
  idleAfterMs?: number;
  /** Tests: one rhythm for every table instead of its variant's. */
  rhythm?: TableRhythm;
};

export type TableClock = {
  readonly driving: boolean;
  stop(): Promise<void>;
};

const WATCH_READ_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The live tables of the studio's catalogue. */
export async function liveTables(db: Db): Promise<LiveTable[]> {
  const games = await listProviderGames(db, STUDIO);
  return games.flatMap((game) => {
    const table = tableTitle(game.nameEn);
    return table
      ? [{ code: game.code, family: table.family, rhythm: tableRhythm(table.variant, table.family) }]
      : [];
  });
}

/**
 * The live tables' clock. Every server process runs one; exactly one drives the rounds at a time
 * (shared/leadership.ts), reading the deadlines stored with each round, so a process taking over finishes what it
 * finds. A table deals while someone watches it (table_watch, marked by every process's sockets) and finishes
 * the round it is in when nobody does; then it waits, so idle tables cost nothing.
 */
export function startTableClock(db: Db, options: TableClockOptions): TableClock {
  const tickMs = options.tickMs ?? 100;
  const idleAfterMs = options.idleAfterMs ?? 60_000;

  async function drive(shouldStop: () => boolean): Promise<void> {
    const tables = (await liveTables(db)).map((table) =>
      options.rhythm ? { ...table, rhythm: options.rhythm } : table,
    );
    const rounds = new Map<string, q.TableRoundRow | null>();
    let offset = (await q.databaseNow(db)).getTime() - Date.now();
    let watched = new Set<string>();
    let watchedRead = 0;
    while (!shouldStop()) {
      const now = Date.now() + offset;
      if (now - watchedRead > WATCH_READ_MS) {
        watchedRead = now;
        offset = (await q.databaseNow(db)).getTime() - Date.now();
        watched = await q.watchedSince(db, new Date(now - idleAfterMs));
      }
      for (const table of tables) {
        try {
          if (!rounds.has(table.code)) rounds.set(table.code, (await q.latestRound(db, table.code)) ?? null);
          rounds.set(
            table.code,
            await step(table, rounds.get(table.code) ?? null, now, watched.has(table.code)),
          );
        } catch (error) {
          options.log(`table clock: ${table.code}`, error);
          rounds.delete(table.code); // read it again next time
        }
      }
      await sleep(tickMs);
    }
  }

  async function step(
    table: LiveTable,
    round: q.TableRoundRow | null,
    now: number,
    watched: boolean,
  ): Promise<q.TableRoundRow | null> {
    if (round?.phase === 'betting') {
      return now < round.betting_ends_at.getTime() ? round : closeBetting(db, table, round);
    }
    if (round?.phase === 'deciding') {
      return now < (round.decide_ends_at?.getTime() ?? 0) ? round : endDecisions(db, table, round);
    }
    if (round?.phase === 'revealing') {
      return now < (round.reveal_ends_at?.getTime() ?? 0) ? round : settleRound(db, table, round);
    }
    const nextAt = round?.settled_at ? round.settled_at.getTime() + table.rhythm.pauseMs : 0;
    if (!watched || now < nextAt) return round;
    return (await openRound(db, table)) ?? (await q.latestRound(db, table.code)) ?? null;
  }

  const leadership = whileLeading(
    db,
    { lock: LOCKS.tableClock, name: 'table clock', log: options.log, standbyMs: options.standbyMs },
    drive,
  );
  return {
    get driving() {
      return leadership.leading;
    },
    stop: () => leadership.stop(),
  };
}
