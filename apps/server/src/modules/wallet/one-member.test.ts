import { CRASH_API, STUDIO_API, WALLET_API, type Withdrawal } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, testConfig } from '../../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { createMember } from '../accounts/testing.ts';
import { crashGames, studioCall, studioLaunchToken, twentyLineSlot } from '../studio/testing.ts';
import { HOUSE_SHARDS, memberMainAccount } from './accounts.ts';
import { expectLedgerConsistent } from './testing.ts';
import {
  balances,
  bindTestCard,
  fund,
  memberWithMoney,
  PAYMENT_PASSWORD,
  setWithdrawalSettings,
  VND,
} from './withdrawals/testing.ts';

/** The app on a database whose statements wait at most `lockTimeoutMs` for a row lock. */
async function appWith(lockTimeoutMs: number) {
  const database = await createTestDatabase({ maxConnections: 20, lockTimeoutMs });
  const config = testConfig({
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    trustProxy: true,
    rateLimitPerMinute: 0,
    wsPerAddress: 2,
  });
  const app = (await buildApp({ config, db: database.db })) as unknown as FastifyInstance;
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

let t: Awaited<ReturnType<typeof appWith>>;
beforeAll(async () => {
  t = await appWith(5_000);
  await setWithdrawalSettings(t.db, { daily_count: 1000, daily_amount: VND(1_000_000_000) });
});
afterAll(() => t.close());

describe('one member never stalls the rest', () => {
  it('200 withdrawals of one member at once: one at a time runs, the rest are told at once, money exact', async () => {
    const m = await memberWithMoney(t, { balance: VND(10_000_000) });
    const other = await memberWithMoney(t, { balance: VND(1_000) });
    const cardId = await bindTestCard(m.client);
    const storm = Array.from({ length: 200 }, () =>
      m.client.post<Withdrawal>(WALLET_API.withdrawals, {
        cardId,
        amount: String(VND(100_000)),
        paymentPassword: PAYMENT_PASSWORD,
      }),
    );
    const reads = Array.from({ length: 50 }, () => other.client.get<{ balance: string }>(WALLET_API.balance));
    const [answers, otherAnswers] = await Promise.all([Promise.all(storm), Promise.all(reads)]);

    expect(otherAnswers.map((r) => r.status)).toEqual(otherAnswers.map(() => 200));
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(answers.some((r) => r.status >= 500)).toBe(false);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.code}`))).toEqual(
      new Set(['409 request_in_progress']),
    );
    expect(ok.length).toBeGreaterThan(0);
    expect(await balances(t.db, m.id)).toEqual({
      main: VND(10_000_000) - VND(100_000) * BigInt(ok.length),
      held: VND(100_000) * BigInt(ok.length),
    });
    // and once the first has answered, the next one goes through
    const again = await m.client.post<Withdrawal>(WALLET_API.withdrawals, {
      cardId,
      amount: String(VND(100_000)),
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(again.status).toBe(200);
    // the hold is taken before the body is read; a request its validation refuses gives it back when answered
    const invalid = await m.client.post(WALLET_API.withdrawals, { cardId, amount: 'lots' });
    expect(invalid.status).toBe(400);
    const afterInvalid = await m.client.post<Withdrawal>(WALLET_API.withdrawals, {
      cardId,
      amount: String(VND(100_000)),
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(afterInvalid.status).toBe(200);
    await expectLedgerConsistent(t.db);
  });

  it('a wallet row held by hand: that member’s spin gets a coded timeout, a stranger on the same house shard plays on', async () => {
    const slot = await twentyLineSlot(t.db);
    const locked = await fundedMember(t.db);
    let stranger = await fundedMember(t.db);
    while ((stranger.id - locked.id) % BigInt(HOUSE_SHARDS) !== 0n) stranger = await fundedMember(t.db);
    const session = async (memberId: bigint) => {
      const launchToken = await studioLaunchToken(t.db, memberId, slot.code);
      const res = await studioCall<{ sessionToken: string }>(t.app, 'POST', STUDIO_API.session, null, {
        launchToken,
      });
      return res.body.value.sessionToken;
    };
    const [lockedToken, strangerToken] = [await session(locked.id), await session(stranger.id)];
    const spin = (token: string, id: string) =>
      studioCall(t.app, 'POST', STUDIO_API.spin, token, {
        requestId: id,
        bet: { lineBet: String(slot.minBet), lines: 20 },
      });
    // both have played before, so the shard's accounts exist (their first creation is a row of its own)
    expect((await spin(lockedToken, 'heldwallet0')).status).toBe(200);
    expect((await spin(strangerToken, 'heldwallet00')).status).toBe(200);
    const wallet = await memberMainAccount(t.db, locked.id);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // psql's `SELECT … FOR UPDATE` on the member's wallet row, held until the test lets go
    const holder = t.db.transaction().execute(async (tx) => {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${wallet} FOR UPDATE`.execute(tx);
      await held;
    });
    let lockedAnswered = false;
    try {
      const lockedSpin = spin(lockedToken, 'heldwallet1').then((answer) => {
        lockedAnswered = true;
        return answer;
      });
      await untilSomeoneWaitsForALock(t.db);
      const strangerSpin = await spin(strangerToken, 'heldwallet2');
      expect(strangerSpin.status).toBe(200);
      // the stranger played while the locked member's spin still waited
      expect(lockedAnswered).toBe(false);
      const answer = await lockedSpin;
      expect([answer.status, answer.body.code]).toEqual([409, 'account_busy']);
    } finally {
      release();
      await holder;
    }
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select('id')
      .where('member_id', '=', locked.id)
      .execute();
    expect(rounds).toHaveLength(1); // the timed-out spin left nothing half-written
    expect((await spin(lockedToken, 'heldwallet3')).status).toBe(200);
    await expectLedgerConsistent(t.db);
  });

  it('caps the open WebSockets of one address', async () => {
    const [game] = await crashGames(t.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}${CRASH_API.live}?game=${game?.code}`;
    const open = (ip: string) =>
      new Promise<number | WebSocket>((resolve) => {
        const socket = new WebSocket(url, { headers: { 'x-forwarded-for': ip } });
        socket.on('open', () => resolve(socket));
        socket.on('unexpected-response', (request, response) => {
          request.destroy();
          resolve(response.statusCode ?? 0);
        });
        socket.on('error', () => resolve(-1));
      });
    const first = await open('10.9.0.1');
    const second = await open('10.9.0.1');
    expect(first).toBeInstanceOf(WebSocket);
    expect(second).toBeInstanceOf(WebSocket);
    expect(await open('10.9.0.1')).toBe(429);
    const elsewhere = await open('10.9.0.2');
    expect(elsewhere).toBeInstanceOf(WebSocket);
    (first as WebSocket).close();
    await new Promise((resolve) => (first as WebSocket).once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = await open('10.9.0.1');
    expect(later).toBeInstanceOf(WebSocket);
    await Promise.all(
      [second, elsewhere, later].map(
        (socket) =>
          new Promise((resolve) => {
            (socket as WebSocket).once('close', resolve);
            (socket as WebSocket).close();
          }),
      ),
    );
  });
});

async function fundedMember(db: Db) {
  const member = await createMember(db);
  await fund(db, member.id, VND(1_000_000));
  return member;
}

async function untilSomeoneWaitsForALock(db: Db): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
      db,
    );
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
