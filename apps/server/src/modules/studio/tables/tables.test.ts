import {
  TABLE_API,
  TABLE_FAMILIES,
  type TableBet,
  type TableBetAnswer,
  type TableEvent,
  type TablePlayerState,
} from '@app/contracts';
import { fairSource, hashServerSeed, TABLE_GAMES, tableEngine } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../../../test/test-db.ts';
import { expectLedgerConsistent } from '../../wallet/testing.ts';
import { fairRoundOf } from '../service.ts';
import { mainBalance, type StudioRequest, studioCall, studioPlayer } from '../testing.ts';
import { liveTables, startTableClock } from './clock.ts';

import type { LiveTable } from './models.ts';
import * as q from './queries.ts';
import { closeBetting, openRound, settleRound, tableOutcomeOf } from './rounds.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let xocDia: LiveTable;
let baccarat: LiveTable;
let minBet: bigint;
let seq = 0;
const requestId = () => `table${Date.now().toString(36)}x${++seq}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RHYTHM = { bettingMs: 60_000, decideMs: 0, revealMs: 0, pauseMs: 0 };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  // the live vendors dealt by the studio (the seed leaves them without a provider until their tables play)
  await t.db.updateTable('vendors').set({ provider: 'studio' }).where('category', '=', 'LIVE').execute();
  const tables = await liveTables(t.db);
  const find = (family: string) => {
    const table = tables.find((candidate) => candidate.family === family);
    if (!table) throw new Error(`no ${family} table in the seed`);
    return { ...table, rhythm: RHYTHM };
  };
  xocDia = find('xoc-dia');
  baccarat = find('baccarat');
  const row = await t.db
    .selectFrom('games')
    .select('min_bet')
    .where('code', '=', xocDia.code)
    .executeTakeFirstOrThrow();
  minBet = row.min_bet;
});
afterAll(() => t.close());

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);
const player = (table: LiveTable, money = 1_000_000_000n) => studioPlayer(t, table.code, money);

/** A fresh round at the table, betting open (any earlier one paid first). */
async function freshRound(table: LiveTable) {
  const latest = await q.latestRound(t.db, table.code);
  if (latest?.phase === 'betting') await closeBetting(t.db, table, latest);
  const again = await q.latestRound(t.db, table.code);
  if (again?.phase === 'revealing') await settleRound(t.db, table, again);
  const round = await openRound(t.db, table);
  if (!round) throw new Error('no round opened');
  return round;
}

/** Ends betting now and draws the outcome. */
async function close(table: LiveTable, round: q.TableRoundRow) {
  await t.db
    .updateTable('table_rounds')
    .set({ betting_ends_at: new Date(Date.now() - 1) })
    .where('id', '=', round.id)
    .execute();
  return closeBetting(t.db, table, { ...round, betting_ends_at: new Date(Date.now() - 1) });
}

const bet = (token: string, tableRoundId: bigint, bets: TableBet[], id = requestId()) =>
  call<TableBetAnswer>('POST', TABLE_API.bet, token, {
    requestId: id,
    tableRoundId: String(tableRoundId),
    bets,
  });

describe('live tables: a shared round on the server clock', () => {
  it('takes bets while betting is open, draws from the seed it committed to, and pays each player once', async () => {
    const round = await freshRound(xocDia);
    const [a, b] = [await player(xocDia), await player(xocDia)];
    const stake = String(minBet * 10n);
    const first = await bet(a.token, round.id, [
      { type: 'even', stake },
      { type: 'four_red', stake },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.value.placement).toMatchObject({ status: 'open', stake: String(minBet * 20n) });
    expect((await bet(b.token, round.id, [{ type: 'odd', stake }])).status).toBe(200);
    expect(await mainBalance(t.db, a.member.id)).toBe(1_000_000_000n - minBet * 20n);

    const closed = await close(xocDia, round);
    expect(closed.phase).toBe('revealing');
    expect(closed.outcome).toEqual(
      tableOutcomeOf('xoc-dia', round.server_seed, round.client_seed, Number(round.round_no)),
    );
    expect((await bet(a.token, round.id, [{ type: 'even', stake }])).body).toMatchObject({
      code: 'betting_closed',
    });

    const settled = await settleRound(t.db, xocDia, closed);
    expect(settled.phase).toBe('settled');
    const engine = tableEngine('xoc-dia');
    const paidA = engine.settle(
      [
        { type: 'even', stake: minBet * 10n },
        { type: 'four_red', stake: minBet * 10n },
      ],
      closed.outcome,
    ).totalPayout;
    const paidB = engine.settle([{ type: 'odd', stake: minBet * 10n }], closed.outcome).totalPayout;
    expect(await mainBalance(t.db, a.member.id)).toBe(1_000_000_000n - minBet * 20n + paidA);
    expect(await mainBalance(t.db, b.member.id)).toBe(1_000_000_000n - minBet * 10n + paidB);
    // paying again pays nothing more
    await settleRound(t.db, xocDia, closed);
    expect(await mainBalance(t.db, a.member.id)).toBe(1_000_000_000n - minBet * 20n + paidA);

    const state = await call<TablePlayerState>('GET', TABLE_API.state, a.token);
    expect(state.status).toBe(200);
    const shown = state.body.value.round;
    expect(shown).toMatchObject({
      tableRoundId: String(round.id),
      phase: 'settled',
      serverSeed: round.server_seed,
    });
    expect(hashServerSeed(shown?.serverSeed as string)).toBe(round.server_seed_hash);
    expect(state.body.value.lastWin).toMatchObject({ stake: String(minBet * 20n), payout: String(paidA) });
    // the player's round as the verification page reads it: the seeds, the outcome, their bets
    const fair = await fairRoundOf(t.db, a.member.id, BigInt(state.body.value.lastWin?.roundId as string));
    expect(fair).toMatchObject({
      family: 'table',
      model: 'xoc-dia',
      win: String(paidA),
      fair: { serverSeed: round.server_seed, nonce: Number(round.round_no) },
      bet: {
        bets: [
          { type: 'even', stake },
          { type: 'four_red', stake },
        ],
      },
    });
    expect(fair.outcome.outcome).toEqual(
      tableEngine('xoc-dia').deal(
        fairSource({
          serverSeed: round.server_seed,
          clientSeed: round.client_seed,
          nonce: Number(round.round_no),
        }),
      ),
    );
    await expectLedgerConsistent(t.db);
  });

  it('lists the same games as the contracts', () => {
    expect([...TABLE_GAMES]).toEqual([...TABLE_FAMILIES]);
  });

  it('answers a retried request with the placement it made, and moves the money once', async () => {
    const round = await freshRound(baccarat);
    const p = await player(baccarat);
    const id = requestId();
    const bets: TableBet[] = [{ type: 'banker', stake: String(minBet * 5n) }];
    const [one, two] = await Promise.all([
      bet(p.token, round.id, bets, id),
      bet(p.token, round.id, bets, id),
    ]);
    expect([one.body, two.body]).toMatchObject([{ success: true }, { success: true }]);
    expect(one.body.value.placement.placementId).toBe(two.body.value.placement.placementId);
    expect(await mainBalance(t.db, p.member.id)).toBe(1_000_000_000n - minBet * 5n);
  });

  it('refuses bad bets with their codes, writing nothing', async () => {
    const round = await freshRound(xocDia);
    const p = await player(xocDia, minBet * 30n);
    const refusal = async (bets: TableBet[], tableRoundId = round.id) =>
      (await bet(p.token, tableRoundId, bets)).body;
    expect(await refusal([{ type: 'two_red', stake: String(minBet) }])).toMatchObject({
      code: 'validation_error',
    });
    expect(await refusal([{ type: 'even', stake: String(minBet - 1n) }])).toMatchObject({
      code: 'bet_below_minimum',
    });
    expect(await refusal([{ type: 'even', stake: String(minBet * 100_000n) }])).toMatchObject({
      code: 'bet_above_maximum',
    });
    expect(await refusal([{ type: 'even', stake: String(minBet * 40n) }])).toMatchObject({
      code: 'insufficient_funds',
    });
    expect(await refusal([{ type: 'even', stake: String(minBet) }], round.id - 1n)).toMatchObject({
      code: 'betting_closed',
    });
    // a round of another table is not this table's open round
    const elsewhere = await freshRound(baccarat);
    expect(await refusal([{ type: 'even', stake: String(minBet) }], elsewhere.id)).toMatchObject({
      code: 'betting_closed',
    });
    expect(await mainBalance(t.db, p.member.id)).toBe(minBet * 30n);
    expect(await q.memberPlacements(t.db, round.id, p.member.id)).toEqual([]);
  });

  it('undoes a placement while betting is open (its stake back), never once betting has closed', async () => {
    const round = await freshRound(xocDia);
    const p = await player(xocDia);
    const kept = await bet(p.token, round.id, [{ type: 'even', stake: String(minBet * 3n) }]);
    const taken = await bet(p.token, round.id, [{ type: 'odd', stake: String(minBet * 7n) }]);
    const undo = (placementId: string) =>
      call<TableBetAnswer>('POST', TABLE_API.undo, p.token, { requestId: requestId(), placementId });
    const undone = await undo(taken.body.value.placement.placementId);
    expect(undone.body.value.placement.status).toBe('undone');
    expect((await undo(taken.body.value.placement.placementId)).status).toBe(200); // again: the same answer
    expect(await mainBalance(t.db, p.member.id)).toBe(1_000_000_000n - minBet * 3n);
    const closed = await close(xocDia, round);
    expect((await undo(kept.body.value.placement.placementId)).body).toMatchObject({
      code: 'betting_closed',
    });
    await settleRound(t.db, xocDia, closed);
    const paid = tableEngine('xoc-dia').settle(
      [{ type: 'even', stake: minBet * 3n }],
      closed.outcome,
    ).totalPayout;
    expect(await mainBalance(t.db, p.member.id)).toBe(1_000_000_000n - minBet * 3n + paid);
    await expectLedgerConsistent(t.db);
  });

  it('is dealt by one process at a time, only while someone watches, and tells the watchers', async () => {
    await freshRound(xocDia)
      .then((round) => close(xocDia, round))
      .then((round) => settleRound(t.db, xocDia, round));
    const port = 40_000 + (process.pid % 10_000);
    await t.app.listen({ port, host: '127.0.0.1' });
    const socket = new WebSocket(`ws://127.0.0.1:${port}${TABLE_API.live}?game=${xocDia.code}`);
    const events: TableEvent[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as TableEvent));
    await new Promise((resolve) => socket.once('open', resolve));
    const rhythm = { bettingMs: 300, decideMs: 0, revealMs: 200, pauseMs: 100 };
    const log = () => undefined;
    const clocks = [
      startTableClock(t.db, { log, rhythm, tickMs: 20, standbyMs: 100 }),
      startTableClock(t.db, { log, rhythm, tickMs: 20, standbyMs: 100 }),
    ];
    try {
      const deadline = Date.now() + 10_000;
      while (
        Date.now() < deadline &&
        !events.some((e) => e.type === 'round' && e.round.phase === 'settled')
      ) {
        await sleep(50);
      }
      expect(clocks.filter((clock) => clock.driving)).toHaveLength(1);
      expect(events[0]?.type).toBe('state');
      const phases = events.flatMap((e) => (e.type === 'round' ? [e.round.phase] : []));
      expect(phases.slice(0, 3)).toEqual(['betting', 'revealing', 'settled']);
    } finally {
      socket.close();
      await Promise.all(clocks.map((clock) => clock.stop()));
    }
    // nobody watching (no socket, no state asked for a minute): the table finishes its round and waits
    await t.db.deleteFrom('table_watch').execute();
    const idle = startTableClock(t.db, { log: () => undefined, rhythm, tickMs: 20, standbyMs: 100 });
    try {
      await sleep(1_000);
      const latest = await q.latestRound(t.db, xocDia.code);
      expect(latest?.phase).toBe('settled');
      await sleep(600);
      expect((await q.latestRound(t.db, xocDia.code))?.id).toBe(latest?.id);
    } finally {
      await idle.stop();
    }
  });
});

describe('live tables: players online', () => {
  it('counts the sockets of every process heard from lately, and a process gone stops counting', async () => {
    await q.markAudience(t.db, 'process-a', [[baccarat.code, 2]]);
    await q.markAudience(t.db, 'process-b', [[baccarat.code, 3]]);
    expect(await q.audienceOf(t.db, baccarat.code)).toBe(5);
    const player = await studioPlayer(t, baccarat.code, 1_000_000_000n);
    const state = await call<TablePlayerState>('GET', TABLE_API.state, player.token);
    expect(state.body.value.online).toBe(5);
    await q.markAudience(t.db, 'process-a', [[baccarat.code, 0]]);
    await t.db
      .updateTable('table_audience')
      .set({ seen_at: new Date(Date.now() - 60_000) })
      .where('process_id', '=', 'process-b')
      .execute();
    expect(await q.audienceOf(t.db, baccarat.code)).toBe(0);
  });
});
