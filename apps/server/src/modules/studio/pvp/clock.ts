import type { Db } from '../../../db/database.ts';
import { whileLeading } from '../../../shared/leadership.ts';
import { LOCKS } from '../../../shared/locks.ts';
import { findGame } from '../../games/index.ts';
import { studioTitle } from '../catalogue.ts';
import { isPvpGame } from './games.ts';
import { tableStep, timerStep } from './hands.ts';
import type { PvpSettings } from './models.ts';
import * as q from './queries.ts';

export type PvpClockOptions = {
  log: (message: string, error?: unknown) => void;
  settings: PvpSettings;
  tickMs?: number;
  standbyMs?: number;
};

export type PvpClock = { readonly driving: boolean; stop(): Promise<void> };

const TABLES_EVERY_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The PVP rooms' clock. Every server process runs one; exactly one drives at a time (shared/leadership.ts). It reads
 * everything from the database — the hands' deadlines, the tables' next deal — so a process taking over after
 * another died carries on where it stopped: a hand in play goes on, none is dealt twice (the table row is locked
 * and the hand number unique).
 */
export function startPvpClock(db: Db, options: PvpClockOptions): PvpClock {
  const tickMs = options.tickMs ?? 200;
  const games = new Map<string, string | null>();

  async function gameOf(code: string) {
    if (!games.has(code)) {
      const game = await findGame(db, code);
      const title = game && studioTitle({ code: game.code, nameEn: game.nameEn });
      games.set(code, title?.family === 'pvp' && isPvpGame(title.model) ? title.model : null);
    }
    const model = games.get(code);
    return model && isPvpGame(model) ? model : null;
  }

  async function drive(shouldStop: () => boolean): Promise<void> {
    let tablesAt = 0;
    while (!shouldStop()) {
      const now = await q.databaseNow(db);
      for (const hand of await q.expiredHands(db, now)) {
        await timerStep(db, hand.id, hand.table_id, options.settings).catch((error: unknown) =>
          options.log(`pvp clock: hand ${hand.id}`, error),
        );
      }
      if (Date.now() - tablesAt >= TABLES_EVERY_MS) {
        tablesAt = Date.now();
        for (const table of await q.busyTables(db)) {
          const game = await gameOf(table.game_code);
          if (!game) continue;
          await tableStep(db, table.id, game, options.settings).catch((error: unknown) =>
            options.log(`pvp clock: table ${table.id}`, error),
          );
        }
      }
      await sleep(tickMs);
    }
  }

  const leadership = whileLeading(
    db,
    { lock: LOCKS.pvpClock, name: 'pvp clock', log: options.log, standbyMs: options.standbyMs },
    drive,
  );
  return {
    get driving() {
      return leadership.leading;
    },
    stop: () => leadership.stop(),
  };
}
