import type { PvpGame } from '@app/contracts';
import type { Db, Executor } from '../../../db/database.ts';
import { LiveFeed, publishOn } from '../live/feed.ts';
import type { PvpSettings } from './models.ts';
import { findTable, type PvpTableRow } from './queries.ts';
import { tableView } from './views.ts';

/** The PostgreSQL channel PVP tables' news travel on; a table's watchers are keyed by its id. */
const CHANNEL = 'studio_pvp';

/**
 * Sends the table as everyone sees it (never anyone's cards) to its watchers in every process, when (and only if)
 * the caller's transaction commits.
 */
export async function publishTable(
  db: Executor,
  table: PvpTableRow,
  game: PvpGame,
  settings: PvpSettings,
): Promise<void> {
  const fresh = (await findTable(db, table.id)) ?? table;
  const view = await tableView(db, fresh, game, settings.turnMs);
  await publishOn(db, CHANNEL, String(table.id), { type: 'table', table: view } as { type: string });
}

export function pvpFeed(db: Db, log: (message: string, error?: unknown) => void): LiveFeed {
  return new LiveFeed(db, CHANNEL, log);
}
