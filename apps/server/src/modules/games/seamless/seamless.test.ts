import { PLAY_API, PROVIDER_API, PROVIDER_SIGNATURE_HEADER } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, TestClient } from '../../accounts/testing.ts';
import { expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { launchGame } from '../launch/service.ts';
import { registerTestVendor } from '../testing.ts';
import { sessionOfTogether } from './service.ts';
import { signBody } from './signing.ts';

const KEY = 'test-vendor-wallet-key-0123456789abcdef';
const PROVIDER = 'testvendor';
const GAME = 'TEST_VENDOR_001';
const MIN_BET = 1_000n;

let t: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;
const id = (prefix: string) => `${prefix}-${Date.now()}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  await registerTestVendor(t.db, {
    provider: PROVIDER,
    walletKey: KEY,
    launchUrl: 'https://vendor.test/?t={token}',
    vassalage: 'TEST_VENDOR',
    game: GAME,
    minBet: MIN_BET,
    nodeId: '999001',
  });
});
afterAll(() => t.close());

type Answer = { success: boolean; code?: string; value: Record<string, unknown> };

async function call(path: string, body: unknown, options: { key?: string; signature?: string } = {}) {
  const payload = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_SIGNATURE_HEADER]: options.signature ?? signBody(options.key ?? KEY, payload),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Answer };
}

/** A funded member with a player session at the test vendor. */
async function player(money = 1_000_000n, type = 0) {
  const member = await createMember(t.db, { type });
  if (money > 0n) await fund(t.db, member.id, money);
  const launch = await launchGame(t.db, { memberId: member.id, isDemo: type === 4, language: 'vi' }, GAME);
  const launchToken = new URL(launch.url).searchParams.get('t')!;
  const auth = await call(PROVIDER_API.authenticate(PROVIDER), { launchToken });
  expect(auth.status).toBe(200);
  return { member, launchToken, sessionToken: auth.body.value.sessionToken as string, auth: auth.body.value };
}

const debit = (sessionToken: string, roundId: string, amount: bigint, transactionId = id('d')) =>
  call(PROVIDER_API.debit(PROVIDER), { sessionToken, transactionId, roundId, amount: String(amount) });
const credit = (roundId: string, amount: bigint, transactionId = id('c')) =>
  call(PROVIDER_API.credit(PROVIDER), { transactionId, roundId, amount: String(amount) });
const rollback = (roundId: string, rollsBack: string, transactionId = id('r')) =>
  call(PROVIDER_API.rollback(PROVIDER), { transactionId, roundId, rollsBack });

async function roundOf(roundId: string) {
  return t.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('provider', '=', PROVIDER)
    .where('provider_round_id', '=', roundId)
    .executeTakeFirst();
}

describe('launch and authenticate', () => {
  it('turns a launch token into a player session once, with the balance and an opaque player id', async () => {
    const p = await player(500_000n);
    expect(p.auth).toMatchObject({
      balance: '500000',
      currency: 'VND',
      gameCode: GAME,
      isDemo: false,
      language: 'vi',
    });
    expect(p.auth.playerId).not.toBe(p.member.username);
    const again = await call(PROVIDER_API.authenticate(PROVIDER), { launchToken: p.launchToken });
    expect(again).toMatchObject({ status: 401, body: { code: 'launch_token_invalid' } });
  });

  it('refuses an expired launch token', async () => {
    const member = await createMember(t.db);
    const launch = await launchGame(t.db, { memberId: member.id, isDemo: false, language: 'en' }, GAME);
    await t.db
      .updateTable('game_sessions')
      .set({ launch_expires_at: new Date(Date.now() - 1000) })
      .execute();
    const launchToken = new URL(launch.url).searchParams.get('t')!;
    const res = await call(PROVIDER_API.authenticate(PROVIDER), { launchToken });
    expect(res).toMatchObject({ status: 401, body: { code: 'launch_token_invalid' } });
  });

  it('reads the sessions asked in one turn together, each answered as alone: live ones, an ended one, an unknown one', async () => {
    const [a, b, ended] = [await player(0n), await player(0n), await player(0n)];
    await t.db
      .updateTable('game_sessions')
      .set({ session_expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', ended.member.id)
      .execute();
    const asked = [a.sessionToken, b.sessionToken, ended.sessionToken, 'x'.repeat(43), a.sessionToken];
    const answers = await Promise.allSettled(asked.map((token) => sessionOfTogether(t.db, PROVIDER, token)));
    const memberOf = (i: number) => {
      const answer = answers[i] as PromiseSettledResult<{ memberId: bigint; gameCode: string }>;
      return answer.status === 'fulfilled' ? answer.value : answer.reason.code;
    };
    expect(memberOf(0)).toMatchObject({ memberId: a.member.id, gameCode: GAME });
    expect(memberOf(1)).toMatchObject({ memberId: b.member.id, gameCode: GAME });
    expect([memberOf(2), memberOf(3)]).toEqual(['player_session_invalid', 'player_session_invalid']);
    expect(memberOf(4)).toMatchObject({ memberId: a.member.id });
  });

  it('answers the launch route only to a logged-in member, and refuses games that cannot open', async () => {
    const anonymous = new TestClient(t.app);
    expect(await anonymous.post(PLAY_API.launch, { gameCode: GAME })).toMatchObject({
      status: 401,
      body: { code: 'please_login' },
    });
    const member = await createMember(t.db);
    const client = new TestClient(t.app);
    await client.login(member.username, 'Test1234');
    const ok = await client.post<{ url: string }>(PLAY_API.launch, { gameCode: GAME });
    expect(ok.status).toBe(200);
    expect(ok.body.value.url).toMatch(/^https:\/\/vendor\.test\/\?t=[A-Za-z0-9_-]{43}$/);
    expect(await client.post(PLAY_API.launch, { gameCode: 'NO_SUCH_GAME' })).toMatchObject({
      status: 404,
      body: { code: 'game_not_found' },
    });
    const sports = await t.db
      .selectFrom('games')
      .select('code')
      .where('category', '=', 'SPORTS')
      .executeTakeFirstOrThrow();
    expect(await client.post(PLAY_API.launch, { gameCode: sports.code })).toMatchObject({
      status: 400,
      body: { code: 'game_unavailable' },
    });
    const until = new Date(Date.now() + 3_600_000);
    await t.db.updateTable('games').set({ maintenance_until: until }).where('code', '=', GAME).execute();
    try {
      const res = await client.post(PLAY_API.launch, { gameCode: GAME });
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'game_maintenance', details: { until: until.toISOString() } },
      });
    } finally {
      await t.db.updateTable('games').set({ maintenance_until: null }).where('code', '=', GAME).execute();
    }
  });
});

describe('debit, credit, rollback', () => {
  it('takes a bet and pays a win, each once however often it is sent', async () => {
    const p = await player(100_000n);
    const round = id('round');
    const first = await debit(p.sessionToken, round, 30_000n, 'bet-1-' + round);
    expect(first).toMatchObject({ status: 200, body: { value: { balance: '70000', replayed: false } } });
    const again = await debit(p.sessionToken, round, 30_000n, 'bet-1-' + round);
    expect(again.body.value).toEqual({ ...first.body.value, replayed: true });
    const conflict = await debit(p.sessionToken, round, 31_000n, 'bet-1-' + round);
    expect(conflict).toMatchObject({ status: 409, body: { code: 'idempotency_conflict' } });
    const win = await credit(round, 75_000n, 'win-' + round);
    expect(win).toMatchObject({ status: 200, body: { value: { balance: '145000' } } });
    expect((await credit(round, 75_000n, 'win-' + round)).body.value).toMatchObject({
      balance: '145000',
      replayed: true,
    });
    expect(await roundOf(round)).toMatchObject({
      status: 'settled',
      stake: 30_000n,
      win: 75_000n,
      balance_after: 145_000n,
    });
    await expectLedgerConsistent(t.db);
  });

  it('refuses a bet above the balance, below the min bet, or on a closed round, writing nothing', async () => {
    const p = await player(10_000n);
    const round = id('round');
    expect(await debit(p.sessionToken, round, 10_001n)).toMatchObject({
      status: 409,
      body: { code: 'insufficient_funds' },
    });
    expect(await debit(p.sessionToken, round, MIN_BET - 1n)).toMatchObject({
      status: 400,
      body: { code: 'bet_below_minimum' },
    });
    expect(await roundOf(round)).toBeUndefined();
    await debit(p.sessionToken, round, 5_000n);
    await credit(round, 0n);
    expect(await debit(p.sessionToken, round, 1_000n)).toMatchObject({
      status: 409,
      body: { code: 'round_closed' },
    });
    expect(await credit(round, 1_000n)).toMatchObject({ status: 409, body: { code: 'round_closed' } });
    expect(await credit(id('unknown'), 1_000n)).toMatchObject({
      status: 404,
      body: { code: 'round_not_found' },
    });
  });

  it('refuses bets on a game in maintenance and with a dead session', async () => {
    const p = await player();
    await t.db
      .updateTable('games')
      .set({ maintenance_until: new Date(Date.now() + 60_000) })
      .where('code', '=', GAME)
      .execute();
    try {
      expect(await debit(p.sessionToken, id('round'), 5_000n)).toMatchObject({
        status: 400,
        body: { code: 'game_maintenance' },
      });
    } finally {
      await t.db.updateTable('games').set({ maintenance_until: null }).where('code', '=', GAME).execute();
    }
    expect(await debit('x'.repeat(43), id('round'), 5_000n)).toMatchObject({
      status: 401,
      body: { code: 'player_session_invalid' },
    });
  });

  it('rolls back an unpaid bet, refuses a rollback after the credit, and refuses a debit rolled back before it came', async () => {
    const p = await player(50_000n);
    const round = id('round');
    await debit(p.sessionToken, round, 20_000n, 'rb-bet-' + round);
    const undone = await rollback(round, 'rb-bet-' + round);
    expect(undone).toMatchObject({ status: 200, body: { value: { balance: '50000' } } });
    expect(await roundOf(round)).toMatchObject({ status: 'cancelled', refunded: 20_000n });

    const paid = id('round');
    await debit(p.sessionToken, paid, 10_000n, 'paid-bet-' + paid);
    await credit(paid, 15_000n);
    expect(await rollback(paid, 'paid-bet-' + paid)).toMatchObject({
      status: 409,
      body: { code: 'rollback_after_credit' },
    });

    const late = id('round');
    const early = await rollback(late, 'late-bet-' + late);
    expect(early).toMatchObject({ status: 200, body: { value: { balance: null } } });
    expect(await debit(p.sessionToken, late, 10_000n, 'late-bet-' + late)).toMatchObject({
      status: 409,
      body: { code: 'transaction_rolled_back' },
    });
    await expectLedgerConsistent(t.db);
  });

  it('refuses a forged signature or an unknown provider before reading anything', async () => {
    const p = await player();
    const round = id('round');
    const body = { sessionToken: p.sessionToken, transactionId: id('d'), roundId: round, amount: '5000' };
    expect(
      await call(PROVIDER_API.debit(PROVIDER), body, { key: 'another-key-of-enough-length-0000000000' }),
    ).toMatchObject({
      status: 401,
      body: { code: 'signature_invalid' },
    });
    expect(await call(PROVIDER_API.debit(PROVIDER), body, { signature: 'sha256=00' })).toMatchObject({
      status: 401,
      body: { code: 'signature_invalid' },
    });
    expect(await call(PROVIDER_API.debit('nobody'), body)).toMatchObject({
      status: 404,
      body: { code: 'provider_unknown' },
    });
    expect(await roundOf(round)).toBeUndefined();
  });

  it('answers malformed bodies with codes', async () => {
    const p = await player();
    expect(await call(PROVIDER_API.debit(PROVIDER), { sessionToken: p.sessionToken })).toMatchObject({
      status: 400,
      body: { code: 'validation_error' },
    });
    expect(
      await call(PROVIDER_API.debit(PROVIDER), {
        sessionToken: p.sessionToken,
        transactionId: 'a',
        roundId: 'b',
        amount: '-5',
      }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_amount' } });
    expect(await call(PROVIDER_API.debit(PROVIDER), 'not json at all' as unknown)).toMatchObject({
      status: 400,
    });
  });

  it('posts a debit sent ten times at once exactly once', async () => {
    const p = await player(100_000n);
    const round = id('round');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => debit(p.sessionToken, round, 7_000n, 'same-' + round)),
    );
    expect(answers.every((a) => a.status === 200 && a.body.value.balance === '93000')).toBe(true);
    expect(answers.filter((a) => a.body.value.replayed === false)).toHaveLength(1);
    expect(await roundOf(round)).toMatchObject({ stake: 7_000n });
    await expectLedgerConsistent(t.db);
  });

  it('keeps two tabs betting on one balance from spending it twice', async () => {
    const p = await player(50_000n);
    const launch = await launchGame(t.db, { memberId: p.member.id, isDemo: false, language: 'vi' }, GAME);
    const second = await call(PROVIDER_API.authenticate(PROVIDER), {
      launchToken: new URL(launch.url).searchParams.get('t'),
    });
    const tabs = [p.sessionToken, second.body.value.sessionToken as string];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => debit(tabs[i % 2]!, id('round'), 5_000n)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'insufficient_funds')).toBe(
      true,
    );
    const balance = await call(PROVIDER_API.balance(PROVIDER), { sessionToken: p.sessionToken });
    expect(balance.body.value.balance).toBe('0');
    await expectLedgerConsistent(t.db);
  });

  it('lets a demo member play with demo money only', async () => {
    const p = await player(0n, 4);
    expect(p.auth.isDemo).toBe(true);
    expect(BigInt(p.auth.balance as string)).toBeGreaterThan(0n);
    const res = await debit(p.sessionToken, id('round'), 10_000n);
    expect(res.status).toBe(200);
    const main = await t.db
      .selectFrom('ledger_accounts')
      .select('code')
      .where('member_id', '=', p.member.id)
      .where('purpose', '=', 'main')
      .execute();
    expect(main).toEqual([]);
  });
});
