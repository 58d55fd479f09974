import type { LaunchAnswer } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { newToken, tokenHash } from '../seamless/tokens.ts';

/** A launch token opens one player session, within this many seconds. */
export const LAUNCH_SECONDS = 60;

export type Launcher = {
  memberId: bigint;
  isDemo: boolean;
  language: 'vi' | 'en';
  /** The site session launching it: the game session ends with it (migration 0043). None: the server's own. */
  siteSessionId?: bigint;
};

/**
 * The launch address of a game for a logged-in member (spec §2.1, §4): the game must be listed and open, its
 * vendor served by a provider, and not in maintenance (the answer then carries the end of the window). The
 * address carries a single-use launch token the provider turns into a player session by `authenticate`, which
 * ends with the site session that launched it.
 */
export async function launchGame(db: Db, launcher: Launcher, gameCode: string): Promise<LaunchAnswer> {
  const game = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .leftJoin('game_providers as p', 'p.code', 'v.provider')
    .select([
      'g.code',
      'g.active',
      'v.active as vendor_active',
      'p.code as provider',
      'p.active as provider_active',
      'p.launch_url',
      sql<Date | null>`greatest(g.maintenance_until, v.maintenance_until)`.as('maintenance_until'),
    ])
    .where('g.code', '=', gameCode)
    .executeTakeFirst();
  if (!game || !game.active || !game.vendor_active) throw new AppError('game_not_found');
  if (game.maintenance_until && game.maintenance_until.getTime() > Date.now()) {
    throw new AppError('game_maintenance', undefined, { until: game.maintenance_until.toISOString() });
  }
  if (!game.provider || !game.provider_active || !game.launch_url) throw new AppError('game_unavailable');
  const token = newToken();
  await db
    .insertInto('game_sessions')
    .values({
      member_id: launcher.memberId,
      provider: game.provider,
      game_code: game.code,
      is_demo: launcher.isDemo,
      language: launcher.language,
      launch_token_hash: tokenHash(token),
      site_session_id: launcher.siteSessionId ?? null,
      launch_expires_at: sql<Date>`now() + make_interval(secs => ${LAUNCH_SECONDS})`,
    })
    .execute();
  const url = game.launch_url
    .replaceAll('{token}', encodeURIComponent(token))
    .replaceAll('{lang}', launcher.language)
    .replaceAll('{game}', encodeURIComponent(game.code));
  return { url, gameCode: game.code, provider: game.provider, isDemo: launcher.isDemo };
}
