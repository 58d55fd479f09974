import { STUDIO_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, type ServerProcess, startServer } from '../../../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { placeBet } from './crash/bets.ts';
import { crashGames } from './crash/clock.ts';
import * as cq from './crash/queries.ts';
import { playerOf, studioGame } from './service.ts';
import { insertCrashRound, mainBalance, studioPlayerIn, twentyLineSlot } from './testing.ts';

/**
 * The real server killed (SIGKILL, CRASH_AT=<step>) in the middle of a studio round and of a crash round's bust,
 * then started again: a studio round is one transaction, so nothing of it stays and the retried request plays it
 * once; the crash round is busted by the next process's clock, every bet paid exactly once.
 */

let database: TestDatabase;
let server: ServerProcess | undefined;
let seq = 0;
const requestId = () => `kill${Date.now().toString(36)}x${++seq}`;

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 4 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function serverCrashingAt(step: string | null, env: Record<string, string> = {}) {
  server = await startServer({
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: '0',
    JOBS: 'false',
    ...(step ? { CRASH_AT: step } : {}),
    ...env,
  });
  return server;
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

const balanceOf = (memberId: bigint) => mainBalance(database.db, memberId);
const playerIn = (gameCode: string) => studioPlayerIn(database.db, gameCode, 10_000_000n);

describe('a server killed in the middle of a round', () => {
  it('leaves nothing of a studio spin killed between its debit and its credit; the retry plays it once', async () => {
    const slot = await twentyLineSlot(database.db);
    const { member, token } = await playerIn(slot.code);
    const before = await balanceOf(member.id);
    const id = requestId();
    const spin = { requestId: id, bet: { lineBet: String(slot.minBet), lines: 20 } };
    const auth = { authorization: `Bearer ${token}` };

    const s = await serverCrashingAt('studio.after-debit', { CRASH_CLOCK: 'false' });
    expect(
      await new HttpClient(s.baseUrl).sendExpectingCrash('POST', STUDIO_API.spin, spin, auth),
    ).toBeUndefined();
    expect(await s.exited).toBe('SIGKILL');
    expect(await balanceOf(member.id)).toBe(before);
    const rounds = () =>
      database.db
        .selectFrom('game_rounds')
        .select(['stake', 'win', 'status'])
        .where('provider_round_id', '=', `${member.id}-${id}`)
        .execute();
    expect(await rounds()).toEqual([]);

    const again = await serverCrashingAt(null, { CRASH_CLOCK: 'false' });
    const res = await new HttpClient(again.baseUrl).send('POST', STUDIO_API.spin, spin, auth);
    expect(res.status, res.text).toBe(200);
    const played = await rounds();
    expect(played).toHaveLength(1);
    expect(played[0]?.status).toBe('settled');
    expect(await balanceOf(member.id)).toBe(before - (played[0]?.stake ?? 0n) + (played[0]?.win ?? 0n));
    await again.stop();
    await expectLedgerConsistent(database.db);
  }, 120_000);

  it('busts a crash round whose bust was killed half-paid, paying every bet exactly once', async () => {
    const [game] = await crashGames(database.db);
    if (!game) throw new Error('no crash game');
    // a round of our own with a low bust point, betting open for a moment
    const round = await insertCrashRound(database.db, game, {
      min: 0,
      max: 131,
      bettingMs: 1_500,
      roundNo: 1_000_000n,
    });
    const players = [await playerIn(game.code), await playerIn(game.code), await playerIn(game.code)];
    const stake = 500_000n;
    for (const p of players) {
      const player = await playerOf(database.db, p.token);
      const studio = await studioGame(database.db, game.code, 'en');
      await placeBet(database.db, player, studio, {
        requestId: requestId(),
        stake: String(stake),
        autoCashoutX100: null,
      });
    }

    const s = await serverCrashingAt('crash.mid-bust');
    expect(await s.exited).toBe('SIGKILL');
    expect((await cq.roundById(database.db, round.id))?.phase).not.toBe('busted');
    expect((await cq.betsOfRound(database.db, round.id)).every((bet) => bet.payout === null)).toBe(true);

    server = await serverCrashingAt(null);
    await until(
      'the round busted',
      async () => (await cq.roundById(database.db, round.id))?.phase === 'busted',
    );
    const bets = await cq.betsOfRound(database.db, round.id);
    expect(bets.map((bet) => bet.payout)).toEqual([0n, 0n, 0n]);
    for (const p of players) expect(await balanceOf(p.member.id)).toBe(10_000_000n - stake);
    const credits = await database.db
      .selectFrom('game_wallet_calls')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('kind', '=', 'credit')
      .where('transaction_id', 'like', `crash-${round.id}-%`)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(3);
    await server.stop();
    await expectLedgerConsistent(database.db);
  }, 120_000);
});
