import { sql } from 'kysely';
import type { Executor } from './database.ts';

/**
 * The database's clock as this process sees it: the process clock plus an offset sampled from `clock_timestamp()`
 * (half the round trip taken as the way there). The feeds' and answers' `serverTime` use it, so a countdown a player
 * sees runs on the same clock that decides the close, on every host whatever its own clock says. Decisions read the
 * database itself (`databaseNow`); this only tells players the time.
 */
let offsetMs = 0;

const RESAMPLE_MS = 60_000;

export function databaseTimeMs(): number {
  return Date.now() + offsetMs;
}

export async function sampleDatabaseClock(db: Executor): Promise<number> {
  const sent = Date.now();
  const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db);
  const back = Date.now();
  offsetMs = Math.round((rows[0] as { now: Date }).now.getTime() - (sent + back) / 2);
  return offsetMs;
}

/** Samples now and every minute after; answers the stop. A failed sample keeps the last offset. */
export function followDatabaseClock(db: Executor): () => void {
  const sample = () => sampleDatabaseClock(db).catch(() => undefined);
  void sample();
  const timer = setInterval(sample, RESAMPLE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
