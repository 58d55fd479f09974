import type { TableEvent } from '@app/contracts';
import type { Db, Executor } from '../../../db/database.ts';
import { LiveFeed, publishOn } from '../live/feed.ts';

/** The PostgreSQL channel table events travel on, from the process that made them to every process's sockets. */
const CHANNEL = 'studio_table';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Sends a table event to everyone watching the table, when (and only if) the caller's transaction commits. */
export function publish(db: Executor, gameCode: string, event: DistributiveOmit<TableEvent, 'serverTime'>) {
  return publishOn(db, CHANNEL, gameCode, event);
}

/** This process's watchers of the tables. */
export function tableFeed(db: Db, log: (message: string, error?: unknown) => void): LiveFeed {
  return new LiveFeed(db, CHANNEL, log);
}
