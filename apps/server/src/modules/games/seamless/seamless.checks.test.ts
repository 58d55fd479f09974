import { PROVIDER_API, PROVIDER_SIGNATURE_HEADER } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember } from '../../accounts/testing.ts';
import { ACCOUNT, HOUSE_SHARDS } from '../../wallet/index.ts';
import { expectLedgerConsistent, fund } from '../../wallet/testing.ts';
import { playerSession, registerTestVendor } from '../testing.ts';
import { findProviderRound } from './rounds.ts';
import * as wallet from './service.ts';
import { signBody } from './signing.ts';

/**
 * The order and the effects of the seamless wallet's checks, which debit and credit read in one statement each:
 * every refusal answers the code it always answered, in the same order, and writes nothing.
 */

const KEY = 'checks-vendor-wallet-key-0123456789abcdef';
const PROVIDER = 'checksvendor';
const VENDOR = 'CHECKS_VENDOR';
const GAME = 'CHECKS_VENDOR_001';
const MIN_BET = 1_000n;

let t: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;
const id = (prefix: string) => `${prefix}-${Date.now()}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  await registerTestVendor(t.db, {
    provider: PROVIDER,
    walletKey: KEY,
    launchUrl: 'https://vendor.test/?token={token}',
    vassalage: VENDOR,
    game: GAME,
    minBet: MIN_BET,
    nodeId: '999401',
  });
});
afterAll(() => t.close());

async function player(money = 1_000_000n) {
  const member = await createMember(t.db);
  if (money > 0n) await fund(t.db, member.id, money);
  return { member, sessionToken: await playerSession(t.db, member.id, GAME, { provider: PROVIDER }) };
}

const debit = (sessionToken: string, roundId: string, amount: bigint, transactionId = id('d')) =>
  wallet.walletCall(t.db, (tx) =>
    wallet.debit(tx, PROVIDER, { sessionToken, transactionId, roundId, amount }),
  );
const credit = (roundId: string, amount: bigint, transactionId = id('c'), closeRound = true) =>
  wallet.walletCall(t.db, (tx) =>
    wallet.credit(tx, PROVIDER, { transactionId, roundId, amount, closeRound }),
  );

async function refusal(call: Promise<unknown>): Promise<{ code: string; details?: unknown }> {
  try {
    await call;
  } catch (error) {
    return error as { code: string; details?: unknown };
  }
  throw new Error('the call was not refused');
}

async function roundOf(roundId: string) {
  return t.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('provider', '=', PROVIDER)
    .where('provider_round_id', '=', roundId)
    .executeTakeFirst();
}

async function withGame(
  change: { active?: boolean; maintenance_until?: Date | null },
  work: () => Promise<void>,
) {
  await t.db.updateTable('games').set(change).where('code', '=', GAME).execute();
  try {
    await work();
  } finally {
    await t.db
      .updateTable('games')
      .set({ active: true, maintenance_until: null })
      .where('code', '=', GAME)
      .execute();
  }
}

describe('debit checks', () => {
  it('answers a replay before anything else, even with an amount that is no bet at all', async () => {
    const p = await player();
    const round = id('round');
    const first = await debit(p.sessionToken, round, 5_000n, `bet-${round}`);
    expect(first.replayed).toBe(false);
    expect(await debit(p.sessionToken, round, 5_000n, `bet-${round}`)).toEqual({ ...first, replayed: true });
    expect((await refusal(debit(p.sessionToken, round, 0n, `bet-${round}`))).code).toBe(
      'idempotency_conflict',
    );
    expect((await refusal(debit(p.sessionToken, round, 6_000n, `bet-${round}`))).code).toBe(
      'idempotency_conflict',
    );
    // the session token is no part of the request: a replay answers with a dead one, the game shut too
    await withGame({ active: false }, async () => {
      expect(await debit('y'.repeat(43), round, 5_000n, `bet-${round}`)).toEqual({
        ...first,
        replayed: true,
      });
    });
    expect(await roundOf(round)).toMatchObject({ stake: 5_000n });
  });

  it('refuses in the order: amount, rolled back, session, game, maintenance, min bet — writing nothing', async () => {
    const p = await player();
    const round = id('round');
    expect((await refusal(debit('z'.repeat(43), round, 0n))).code).toBe('invalid_amount');
    expect((await refusal(debit('z'.repeat(43), round, 10n ** 16n))).code).toBe('invalid_amount');
    const undone = `late-${round}`;
    await wallet.walletCall(t.db, (tx) =>
      wallet.rollback(tx, PROVIDER, { transactionId: id('r'), roundId: round, rollsBack: undone }),
    );
    expect((await refusal(debit('z'.repeat(43), round, 5_000n, undone))).code).toBe(
      'transaction_rolled_back',
    );
    expect((await refusal(debit('z'.repeat(43), round, 5_000n))).code).toBe('player_session_invalid');
    await withGame({ active: false }, async () => {
      expect((await refusal(debit(p.sessionToken, round, 1n))).code).toBe('game_unavailable');
    });
    const until = new Date(Date.now() + 3_600_000);
    await t.db
      .updateTable('vendors')
      .set({ maintenance_until: until })
      .where('vassalage', '=', VENDOR)
      .execute();
    try {
      expect(await refusal(debit(p.sessionToken, round, 1n))).toMatchObject({
        code: 'game_maintenance',
        details: { until: until.toISOString() },
      });
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ maintenance_until: null })
        .where('vassalage', '=', VENDOR)
        .execute();
    }
    // a window already over is no maintenance
    await withGame({ maintenance_until: new Date(Date.now() - 1_000) }, async () => {
      expect(await refusal(debit(p.sessionToken, round, MIN_BET - 1n))).toMatchObject({
        code: 'bet_below_minimum',
        details: { minBet: String(MIN_BET) },
      });
    });
    expect(await roundOf(round)).toBeUndefined();
    const calls = await t.db
      .selectFrom('game_wallet_calls')
      .select('kind')
      .where('provider', '=', PROVIDER)
      .where('round_id', 'is', null)
      .execute();
    expect(calls.map((c) => c.kind)).toEqual(['rollback']);
  });

  it('refuses another player’s round and a closed one, leaving the round as it was', async () => {
    const [owner, other] = [await player(), await player()];
    const round = id('round');
    await debit(owner.sessionToken, round, 2_000n);
    expect((await refusal(debit(other.sessionToken, round, 2_000n))).code).toBe('round_closed');
    await debit(owner.sessionToken, round, 3_000n);
    await credit(round, 0n);
    expect((await refusal(debit(owner.sessionToken, round, 2_000n))).code).toBe('round_closed');
    expect(await roundOf(round)).toMatchObject({
      stake: 5_000n,
      status: 'settled',
      member_id: owner.member.id,
    });
    await expectLedgerConsistent(t.db);
  });
});

describe('credit checks', () => {
  it('answers a replay first, then refuses a bad amount, an unknown round and a closed one', async () => {
    const p = await player();
    const round = id('round');
    await debit(p.sessionToken, round, 4_000n);
    const paid = await credit(round, 9_000n, `win-${round}`, false);
    expect(await credit(round, 9_000n, `win-${round}`, false)).toEqual({ ...paid, replayed: true });
    expect((await refusal(credit(round, -1n, `win-${round}`, false))).code).toBe('idempotency_conflict');
    expect((await refusal(credit(round, -1n))).code).toBe('invalid_amount');
    expect((await refusal(credit(id('nothing'), 1n))).code).toBe('round_not_found');
    const last = await credit(round, 0n);
    expect(last.balance).toBe(paid.balance);
    expect((await refusal(credit(round, 1n))).code).toBe('round_closed');
    expect(await roundOf(round)).toMatchObject({
      status: 'settled',
      stake: 4_000n,
      win: 9_000n,
      balance_after: BigInt(paid.balance as string),
    });
    await expectLedgerConsistent(t.db);
  });

  it('answers the round as the credit left it, as it reads back', async () => {
    const p = await player();
    const round = id('round');
    await wallet.walletCall(t.db, (tx) =>
      wallet.debit(tx, PROVIDER, {
        sessionToken: p.sessionToken,
        transactionId: id('d'),
        roundId: round,
        amount: 2_000n,
        detail: { bet: 'one' },
      }),
    );
    const { answer, round: after } = await wallet.walletCall(t.db, (tx) =>
      wallet.creditRound(tx, PROVIDER, {
        transactionId: id('c'),
        roundId: round,
        amount: 6_000n,
        closeRound: true,
        detail: { outcome: 'won' },
      }),
    );
    expect(after).toEqual(await findProviderRound(t.db, PROVIDER, round));
    expect(after).toMatchObject({
      status: 'settled',
      stake: 2_000n,
      win: 6_000n,
      balanceAfter: BigInt(answer.balance as string),
      detail: { bet: 'one', outcome: 'won' },
    });
  });
  it('answers two identical debits sent at once with one bet: the second is the first replayed', async () => {
    const p = await player();
    const call = {
      sessionToken: p.sessionToken,
      transactionId: id('d'),
      roundId: id('round'),
      amount: 4_000n,
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => wallet.walletStatement(t.db, (db) => wallet.debit(db, PROVIDER, call))),
    );
    expect(new Set(answers.map((a) => a.walletTransactionId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await roundOf(call.roundId))?.stake).toBe(4_000n);
    await expectLedgerConsistent(t.db);
  });

  it('moves money between the playing wallet and the provider’s shard, by the wallet module’s account codes', async () => {
    const real = await player();
    const demoMember = await createMember(t.db, { type: 4 });
    const demo = {
      member: demoMember,
      sessionToken: await playerSession(t.db, demoMember.id, GAME, { provider: PROVIDER, isDemo: true }),
    };
    for (const [p, isDemo] of [
      [real, false],
      [demo, true],
    ] as const) {
      const round = id('round');
      const bet = id('d');
      // outside a transaction, as over HTTP
      await wallet.walletStatement(t.db, (db) =>
        wallet.debit(db, PROVIDER, {
          sessionToken: p.sessionToken,
          transactionId: bet,
          roundId: round,
          amount: 1_000n,
        }),
      );
      const postings = await t.db
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_postings as p', 'p.transfer_id', 't.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
        .select(['a.code', 'p.amount'])
        .where('t.idempotency_key', '=', `game:${PROVIDER}:${bet}`)
        .orderBy('p.amount')
        .execute();
      const shard = Number(p.member.id % BigInt(HOUSE_SHARDS));
      expect(postings).toEqual([
        { code: isDemo ? ACCOUNT.memberDemo(p.member.id) : ACCOUNT.memberMain(p.member.id), amount: -1_000n },
        { code: ACCOUNT.provider(PROVIDER, shard, isDemo), amount: 1_000n },
      ]);
    }
  });
});

describe('the provider’s key', () => {
  async function signedDebit(sessionToken: string) {
    const payload = JSON.stringify({
      sessionToken,
      transactionId: id('d'),
      roundId: id('round'),
      amount: '5000',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: PROVIDER_API.debit(PROVIDER),
      headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signBody(KEY, payload) },
      payload,
    });
    return { status: res.statusCode, code: (res.json() as { code?: string }).code };
  }

  it('is refused at once when this process switches the provider off, and served again once back on', async () => {
    const p = await player();
    expect((await signedDebit(p.sessionToken)).status).toBe(200);
    await t.db.updateTable('game_providers').set({ active: false }).where('code', '=', PROVIDER).execute();
    try {
      expect(await signedDebit(p.sessionToken)).toEqual({ status: 404, code: 'provider_unknown' });
    } finally {
      await t.db.updateTable('game_providers').set({ active: true }).where('code', '=', PROVIDER).execute();
    }
    expect((await signedDebit(p.sessionToken)).status).toBe(200);
  });
});
