import { createHash } from 'node:crypto';
import {
  ACCOUNTS_API,
  type LaunchAnswer,
  PLAY_API,
  STUDIO_API,
  type StudioRound,
  type StudioSession,
} from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { parseCommand, runCommand } from '../../../cli/admin-commands.ts';
import { setMemberStatus } from '../../accounts/index.ts';
import { TestClient } from '../../accounts/testing.ts';
import { fundedMember, studioCall, twentyLineSlot } from '../../studio/testing.ts';
import { playerSession } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let slot: { code: string; minBet: bigint };
let merchant: string;
let seq = 0;
const requestId = () => `site${Date.now().toString(36)}x${++seq}`;
const IDLE_MINUTES = 120; // the configuration's default SESSION_IDLE_MINUTES

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  slot = await twentyLineSlot(t.db);
  merchant = (await t.db.selectFrom('merchants').select('code').executeTakeFirstOrThrow()).code;
});
afterAll(() => t.close());

async function loggedIn(username: string, password = 'Test1234') {
  const client = new TestClient(t.app);
  const res = await client.login(username, password);
  expect(res.body.value).toMatchObject({ status: 'ok' });
  return client;
}

/** A funded member logged in twice: `own` (the member's browser) and `stolen` (a second session, a stolen cookie). */
async function memberWithTwoSessions() {
  const member = await fundedMember(t.db, 1_000_000_000n);
  return { member, own: await loggedIn(member.username), stolen: await loggedIn(member.username) };
}

/** A game launched from the client's site session and opened as the game client opens it. */
async function launchFrom(client: TestClient, gameCode = slot.code) {
  const launch = await client.post<LaunchAnswer>(PLAY_API.launch, { gameCode });
  expect(launch.status).toBe(200);
  const launchToken = new URL(launch.body.value.url, 'http://site').searchParams.get('token') as string;
  const opened = await studioCall<StudioSession>(t.app, 'POST', STUDIO_API.session, null, { launchToken });
  expect(opened.status).toBe(200);
  return { token: opened.body.value.sessionToken, session: opened.body.value };
}

const spin = (token: string) =>
  studioCall<StudioRound>(t.app, 'POST', STUDIO_API.spin, token, {
    requestId: requestId(),
    bet: { lineBet: String(slot.minBet), lines: 20 },
  });

const REFUSED = { status: 401, body: { code: 'player_session_invalid' } };

/** The id of the client's own site session (the security centre flags it). */
async function siteSessionOf(client: TestClient): Promise<bigint> {
  const res = await client.get<{ id: string; current: boolean }[]>(ACCOUNTS_API.sessions);
  return BigInt(res.body.value.find((s) => s.current)?.id as string);
}

/**
 * The game session of a bearer token beside its site session: how many milliseconds it ends before the site
 * session does (its absolute expiry or its idle end, whichever comes first), by the database's arithmetic.
 */
async function rowsOf(token: string) {
  return t.db
    .selectFrom('game_sessions as g')
    .innerJoin('sessions as s', 's.id', 'g.site_session_id')
    .select([
      'g.session_expires_at',
      'g.session_ends_by',
      's.id as site_session_id',
      's.expires_at',
      sql<number>`(extract(epoch from least(s.expires_at, s.last_seen_at + make_interval(mins => ${IDLE_MINUTES}))
        - g.session_expires_at) * 1000)::float8`.as('ms_early'),
    ])
    .where('g.session_token_hash', '=', createHash('sha256').update(token).digest())
    .executeTakeFirstOrThrow();
}

describe('a game session ends with the site session it was launched from', () => {
  it('logout: the game token of the session that logged out is refused; the other session plays on', async () => {
    const { own, stolen } = await memberWithTwoSessions();
    const ownGame = await launchFrom(own);
    const stolenGame = await launchFrom(stolen);
    expect((await spin(ownGame.token)).status).toBe(200);
    expect((await own.delete(ACCOUNTS_API.logout)).status).toBe(200);
    expect(await spin(ownGame.token)).toMatchObject(REFUSED);
    expect((await spin(stolenGame.token)).status).toBe(200);
  });

  it('a password change: the other sessions’ game tokens are refused, the current session’s keeps working', async () => {
    const { own, stolen } = await memberWithTwoSessions();
    const ownGame = await launchFrom(own);
    const stolenGame = await launchFrom(stolen);
    expect((await spin(stolenGame.token)).status).toBe(200);
    const changed = await own.post(ACCOUNTS_API.changePassword, {
      oldPassword: 'Test1234',
      newPassword: 'Other5678',
      confirmNewPassword: 'Other5678',
    });
    expect(changed.status).toBe(200);
    expect((await stolen.get(ACCOUNTS_API.me)).status).toBe(401);
    expect(await spin(stolenGame.token)).toMatchObject(REFUSED);
    expect((await spin(ownGame.token)).status).toBe(200);
  });

  it('ending the other sessions (security centre), or one of them: their game tokens are refused', async () => {
    const { member, own, stolen } = await memberWithTwoSessions();
    const ownGame = await launchFrom(own);
    const stolenGame = await launchFrom(stolen);
    expect((await spin(stolenGame.token)).status).toBe(200);
    expect((await own.delete(ACCOUNTS_API.otherSessions)).body.value).toEqual({ revoked: 1 });
    expect(await spin(stolenGame.token)).toMatchObject(REFUSED);
    expect((await spin(ownGame.token)).status).toBe(200);

    const third = await loggedIn(member.username);
    const thirdGame = await launchFrom(third);
    expect((await own.delete(ACCOUNTS_API.session(String(await siteSessionOf(third))))).status).toBe(200);
    expect(await spin(thirdGame.token)).toMatchObject(REFUSED);
    expect((await spin(ownGame.token)).status).toBe(200);
  });

  it('an operator disabling the member ends every game session of theirs, and enabling brings none back', async () => {
    const { member, own, stolen } = await memberWithTwoSessions();
    const games = [await launchFrom(own), await launchFrom(stolen)];
    expect(await setMemberStatus(t.db, merchant, member.username, 'disabled')).toMatchObject({
      changed: true,
    });
    for (const game of games) expect(await spin(game.token)).toMatchObject(REFUSED);
    await setMemberStatus(t.db, merchant, member.username, 'active');
    for (const game of games) expect(await spin(game.token)).toMatchObject(REFUSED);
    expect((await own.get(ACCOUNTS_API.me)).status).toBe(401);
  });

  it('the operator’s command line disables a member the same way', async () => {
    const { member, own } = await memberWithTwoSessions();
    const game = await launchFrom(own);
    const command = parseCommand(['member', 'disable', member.username.toUpperCase()]);
    expect(await runCommand(t.db, command, { gateways: [] })).toMatch(/disabled/);
    expect(await spin(game.token)).toMatchObject(REFUSED);
    expect((await own.login(member.username, 'Test1234')).body.code).toBe('account_disabled');
    expect(
      await runCommand(t.db, parseCommand(['member', 'enable', member.username]), { gateways: [] }),
    ).toMatch(/enabled/);
    await expect(
      runCommand(t.db, parseCommand(['member', 'disable', 'nobody_here']), { gateways: [] }),
    ).rejects.toThrow(/no member/);
  });

  it('a new login in the same browser ends the game sessions of the session it replaces', async () => {
    const { member, own } = await memberWithTwoSessions();
    const game = await launchFrom(own);
    expect((await own.login(member.username, 'Test1234')).status).toBe(200);
    expect(await spin(game.token)).toMatchObject(REFUSED);
  });

  it('a launch token not yet used when its site session ends is refused', async () => {
    const { own } = await memberWithTwoSessions();
    const launch = await own.post<LaunchAnswer>(PLAY_API.launch, { gameCode: slot.code });
    const launchToken = new URL(launch.body.value.url, 'http://site').searchParams.get('token');
    await own.delete(ACCOUNTS_API.logout);
    expect(await studioCall(t.app, 'POST', STUDIO_API.session, null, { launchToken })).toMatchObject({
      status: 401,
      body: { code: 'launch_token_invalid' },
    });
  });
});

describe('a game session never outlives its site session', () => {
  it('ends at the site session’s idle end or its absolute expiry, whichever comes first, to the millisecond', async () => {
    const { own } = await memberWithTwoSessions();
    const game = await launchFrom(own);
    const rows = await rowsOf(game.token);
    // the idle end (last seen + 2 h) comes first; the game session ends then, rounded down to the millisecond
    expect(rows.ms_early).toBeGreaterThanOrEqual(0);
    expect(rows.ms_early).toBeLessThan(1);
    expect(Date.parse(game.session.expiresAt)).toBe(rows.session_expires_at?.getTime());
    expect(rows.session_ends_by!.getTime()).toBeLessThanOrEqual(Date.now() + 12 * 3600_000);

    // the site session's expiry brought nearer: the game session's end comes with it
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() + interval '30 minutes'` })
      .where('id', '=', rows.site_session_id)
      .execute();
    expect((await rowsOf(game.token)).ms_early).toBe(0);
    // a launch from it now is capped at that expiry, its 12 hours included
    const later = await launchFrom(own);
    const capped = await rowsOf(later.token);
    expect(capped.ms_early).toBeGreaterThanOrEqual(0);
    expect(capped.ms_early).toBeLessThan(1);
    expect(capped.session_ends_by?.getTime()).toBe(capped.session_expires_at?.getTime());
    expect(Date.parse(later.session.expiresAt)).toBeLessThanOrEqual(new Date(capped.expires_at).getTime());
  });

  it('follows the site session’s idle end as it moves, and ends when the site session goes idle', async () => {
    const { own } = await memberWithTwoSessions();
    const game = await launchFrom(own);
    const before = await rowsOf(game.token);
    // the site session last seen 30 minutes earlier: the game session's end moves back with it
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`last_seen_at - interval '30 minutes'` })
      .where('id', '=', before.site_session_id)
      .execute();
    const back = await rowsOf(game.token);
    expect(before.session_expires_at!.getTime() - back.session_expires_at!.getTime()).toBe(30 * 60_000);
    expect(back.ms_early).toBe(before.ms_early);
    // the member uses the site again: the site session is seen now, and the game session's end moves on as far
    expect((await own.get(ACCOUNTS_API.me)).status).toBe(200);
    const on = await rowsOf(game.token);
    expect(on.session_expires_at!.getTime()).toBeGreaterThan(
      back.session_expires_at!.getTime() + 29 * 60_000,
    );
    expect(on.ms_early).toBe(before.ms_early);
    expect((await spin(game.token)).status).toBe(200);

    // idle for longer than the idle timeout: the site session is over, and the game session with it
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - make_interval(mins => ${IDLE_MINUTES + 1})` })
      .where('id', '=', on.site_session_id)
      .execute();
    expect((await own.get(ACCOUNTS_API.me)).body.code).toBe('session_expired');
    expect(await spin(game.token)).toMatchObject(REFUSED);
  });

  it('sessions the server opens itself (no site session) keep their 12 hours', async () => {
    const { member } = await memberWithTwoSessions();
    const token = await playerSession(t.db, member.id, slot.code, { provider: 'studio' });
    const row = await t.db
      .selectFrom('game_sessions')
      .select(['site_session_id', 'session_expires_at', 'session_ends_by'])
      .where('session_token_hash', '=', createHash('sha256').update(token).digest())
      .executeTakeFirstOrThrow();
    expect(row.site_session_id).toBeNull();
    expect(row.session_expires_at?.getTime()).toBe(row.session_ends_by?.getTime());
    expect(row.session_expires_at!.getTime() - Date.now()).toBeGreaterThan(12 * 3600_000 - 60_000);
  });
});
