import { randomBytes } from 'node:crypto';
import { STUDIO_API, type StudioSession } from '@app/contracts';
import { crashMsForMultiplier, hashServerSeed } from '@app/games';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createMember } from '../accounts/testing.ts';
import { launchGame } from '../games/index.ts';
import { playerSession } from '../games/testing.ts';
import { balances, fund } from '../wallet/testing.ts';
import { studioTitle } from './catalogue.ts';
import * as crashQueries from './crash/queries.ts';
import { bustOf, bustRound, type CrashGame, crashClientSeed } from './crash/rounds.ts';
import { STUDIO } from './rounds.ts';

export { crashGames } from './crash/clock.ts';

/**
 * Test helpers for the studio's games: the 20-line slot, funded members with a studio session (opened through
 * the API as the game client opens it, or in-process), calls to the studio API, balances, and crash rounds with
 * a chosen bust point. Never imported by production code.
 */

/** The seed's 20-line studio slot, open for play (active, not in maintenance). */
export async function twentyLineSlot(db: Db) {
  const games = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select(['g.code', 'g.name_en', 'g.min_bet'])
    .where('v.provider', '=', STUDIO)
    .where('g.active', '=', true)
    .where('v.active', '=', true)
    .where('g.maintenance_until', 'is', null)
    .orderBy('g.code')
    .execute();
  const found = games
    .map((g) => ({ ...g, title: studioTitle({ code: g.code, nameEn: g.name_en }) }))
    .find((g) => g.title.family === 'slots' && g.title.model === 'low-20-lines');
  if (!found) throw new Error('no 20-line slot in the seed');
  return { code: found.code, minBet: found.min_bet, model: found.title.model };
}

/** A new member with `money` on their main account (none when 0). */
export async function fundedMember(db: Db, money: bigint) {
  const member = await createMember(db);
  if (money > 0n) await fund(db, member.id, money);
  return member;
}

/** The member's main balance. */
export async function mainBalance(db: Db, memberId: bigint): Promise<bigint> {
  return (await balances(db, memberId)).main;
}

/** A launch token of the member at a studio game (real money, English), as the site's launch link carries it. */
export async function studioLaunchToken(db: Db, memberId: bigint, gameCode: string): Promise<string> {
  const launch = await launchGame(db, { memberId, isDemo: false, language: 'en' }, gameCode);
  return new URL(launch.url, 'http://site').searchParams.get('token') as string;
}

export type StudioRequest = [method: 'GET' | 'POST', url: string, token: string | null, body?: unknown];
export type StudioAnswer<T> = { status: number; body: { success: boolean; code?: string; value: T } };

/** A call to the studio API as the game client makes it: in English, with the session's bearer token if any. */
export async function studioCall<T>(
  app: FastifyInstance,
  ...[method, url, token, body]: StudioRequest
): Promise<StudioAnswer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: {
      'x-lang': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A new member with `money` and a studio session at the game, opened through the API with a launch token. */
export async function studioPlayer(t: { app: FastifyInstance; db: Db }, gameCode: string, money: bigint) {
  const member = await fundedMember(t.db, money);
  const launchToken = await studioLaunchToken(t.db, member.id, gameCode);
  const res = await studioCall<StudioSession>(t.app, 'POST', STUDIO_API.session, null, { launchToken });
  expect(res.status).toBe(200);
  return { member, launchToken, session: res.body.value, token: res.body.value.sessionToken };
}

/** A new member with `money` and a studio session at the game, opened in-process (no app needed). */
export async function studioPlayerIn(db: Db, gameCode: string, money: bigint) {
  const member = await fundedMember(db, money);
  return { member, token: await playerSession(db, member.id, gameCode, { provider: STUDIO }) };
}

export type CrashRoundOptions = {
  /** The bust point (×100) is drawn again until it lies in [min, max). */
  min?: number;
  max?: number;
  /** How long betting stays open from now. */
  bettingMs?: number;
  /** By default the number after the game's latest round, which is busted first if it is still open. */
  roundNo?: bigint;
};

/** A crash round of our own with a bust point in [min, max), betting open for `bettingMs` from now. */
export async function insertCrashRound(
  db: Db,
  game: CrashGame,
  { min = 200, max = Number.POSITIVE_INFINITY, bettingMs = 300, roundNo }: CrashRoundOptions = {},
): Promise<crashQueries.CrashRoundRow> {
  const roundNumber = roundNo ?? (await nextRoundNo(db, game));
  const clientSeed = crashClientSeed(game.code);
  let serverSeed: string;
  let bust: number;
  do {
    serverSeed = randomBytes(32).toString('hex');
    bust = bustOf(game.config, serverSeed, clientSeed, Number(roundNumber));
  } while (bust < min || bust >= max);
  const now = await crashQueries.databaseNow(db);
  const endsAt = new Date(now.getTime() + bettingMs);
  const round = await crashQueries.insertRound(db, {
    game_code: game.code,
    round_no: roundNumber,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed,
    bust_x100: BigInt(bust),
    betting_ends_at: endsAt,
    busts_at: new Date(endsAt.getTime() + crashMsForMultiplier(game.config, bust)),
  });
  if (!round) throw new Error('round not inserted');
  return round;
}

async function nextRoundNo(db: Db, game: CrashGame): Promise<bigint> {
  const latest = await crashQueries.latestRound(db, game.code);
  if (latest && latest.phase !== 'busted') await bustRound(db, game, latest);
  return (latest?.round_no ?? -1n) + 1n;
}
