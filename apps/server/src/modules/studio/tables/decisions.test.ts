import {
  TABLE_API,
  type TableBet,
  type TableBetAnswer,
  type TableDecideAnswer,
  type TablePlayerState,
} from '@app/contracts';
import { settleThreeCardPoker, tableEngine } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { expectLedgerConsistent } from '../../wallet/testing.ts';
import { mainBalance, type StudioRequest, studioCall, studioPlayer } from '../testing.ts';
import { liveTables, startTableClock } from './clock.ts';
import type { LiveTable } from './models.ts';
import * as q from './queries.ts';
import { closeBetting, endDecisions, openRound, settleRound } from './rounds.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let blackjack: LiveTable;
let poker: LiveTable;
let holdem: LiveTable;
let seq = 0;
const requestId = () => `decide${Date.now().toString(36)}x${++seq}`;
const RHYTHM = { bettingMs: 60_000, decideMs: 60_000, revealMs: 0, pauseMs: 0 };
const FUNDS = 1_000_000_000n;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  await t.db.updateTable('vendors').set({ provider: 'studio' }).where('category', '=', 'LIVE').execute();
  const tables = await liveTables(t.db);
  const find = (family: string) => {
    const table = tables.find((candidate) => candidate.family === family);
    if (!table) throw new Error(`no ${family} table in the seed`);
    return { ...table, rhythm: RHYTHM };
  };
  blackjack = find('blackjack');
  poker = find('three-card-poker');
  holdem = find('casino-holdem');
});
afterAll(() => t.close());

const call = <T>(...request: StudioRequest) => studioCall<T>(t.app, ...request);
const player = (table: LiveTable, money = FUNDS) => studioPlayer(t, table.code, money);

async function minBetOf(table: LiveTable): Promise<bigint> {
  const row = await t.db
    .selectFrom('games')
    .select('min_bet')
    .where('code', '=', table.code)
    .executeTakeFirstOrThrow();
  return row.min_bet;
}

/** A fresh round at the table, betting open (any earlier one finished and paid first). */
async function freshRound(table: LiveTable) {
  let latest = await q.latestRound(t.db, table.code);
  if (latest?.phase === 'betting') latest = await closeBetting(t.db, table, latest);
  if (latest?.phase === 'deciding') latest = await endDecisions(t.db, table, latest);
  if (latest?.phase === 'revealing') await settleRound(t.db, table, latest);
  const round = await openRound(t.db, table);
  if (!round) throw new Error('no round opened');
  return round;
}

/** Ends betting now: the deal is drawn, and with bets on it the players decide. */
async function close(table: LiveTable, round: q.TableRoundRow) {
  const past = new Date(Date.now() - 1);
  await t.db.updateTable('table_rounds').set({ betting_ends_at: past }).where('id', '=', round.id).execute();
  return closeBetting(t.db, table, { ...round, betting_ends_at: past });
}

const bet = (token: string, tableRoundId: bigint, bets: TableBet[]) =>
  call<TableBetAnswer>('POST', TABLE_API.bet, token, {
    requestId: requestId(),
    tableRoundId: String(tableRoundId),
    bets,
  });
const decide = (token: string, tableRoundId: bigint, move: string, id = requestId()) =>
  call<TableDecideAnswer>('POST', TABLE_API.decide, token, {
    requestId: id,
    tableRoundId: String(tableRoundId),
    move,
  });
const state = (token: string) => call<TablePlayerState>('GET', TABLE_API.state, token);

/**
 * Plays rounds until the deal leaves something to decide (a blackjack at the start does not): the players are
 * seated with `bets` each, and the round is in its decision time.
 */
async function decidingRound(table: LiveTable, players: { token: string }[], bets: TableBet[]) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const round = await freshRound(table);
    for (const p of players) expect((await bet(p.token, round.id, bets)).status).toBe(200);
    const closed = await close(table, round);
    if (closed.phase === 'deciding') return closed;
    await settleRound(t.db, table, closed);
  }
  throw new Error('no round to decide in 30 deals');
}

describe('decision tables: blackjack', () => {
  it('deals one start to the table, takes each player’s moves while the decision time runs, and pays each hand against the one dealer', async () => {
    const stake = (await minBetOf(blackjack)) * 10n;
    const [a, b, watcher] = [await player(blackjack), await player(blackjack), await player(blackjack)];
    const round = await decidingRound(blackjack, [a, b], [{ type: 'main', stake: String(stake) }]);
    const aBefore = await mainBalance(t.db, a.member.id);

    // the table sees the shared start and the dealer's up card, never the hole card or the shoe
    const seen = (await state(a.token)).body.value;
    expect(seen.round?.phase).toBe('deciding');
    expect(seen.round?.decideEndsAt).not.toBeNull();
    const shown = seen.round?.outcome as { player: unknown[]; dealer: unknown[]; offsets?: unknown };
    expect(shown.player).toHaveLength(2);
    expect(shown.dealer).toHaveLength(1);
    expect(shown.offsets).toBeUndefined();
    expect(seen.decision?.legal).toEqual(expect.arrayContaining(['hit', 'stand', 'double']));
    expect(seen.timing.decideMs).toBeGreaterThan(0);

    // A doubles: the bet again is debited once, however often the request comes
    const id = requestId();
    const doubled = await decide(a.token, round.id, 'double', id);
    expect(doubled.status).toBe(200);
    expect(doubled.body.value.decision).toMatchObject({
      moves: ['double'],
      legal: [],
      extraStake: String(stake),
    });
    const again = await decide(a.token, round.id, 'double', id);
    expect(again.body.value.decision.moves).toEqual(['double']);
    expect(await mainBalance(t.db, a.member.id)).toBe(aBefore - stake);
    // a doubled hand takes no more cards; a poker move is no blackjack move
    expect((await decide(a.token, round.id, 'hit')).body).toMatchObject({ code: 'table_illegal_move' });
    expect((await decide(b.token, round.id, 'play')).body).toMatchObject({ code: 'table_illegal_move' });
    // someone without a bet in the round has no hand
    expect((await decide(watcher.token, round.id, 'stand')).body).toMatchObject({ code: 'round_not_found' });

    // B stands; then the decision time ends (by the database's clock): a late move is refused, nothing written
    expect((await decide(b.token, round.id, 'stand')).status).toBe(200);
    await t.db
      .updateTable('table_rounds')
      .set({ decide_ends_at: new Date(Date.now() - 1) })
      .where('id', '=', round.id)
      .execute();
    const bBefore = await mainBalance(t.db, b.member.id);
    const late = await decide(b.token, round.id, 'hit');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'decision_closed' });
    expect(await mainBalance(t.db, b.member.id)).toBe(bBefore);

    const revealed = await endDecisions(t.db, blackjack, round);
    expect(revealed.phase).toBe('revealing');
    const settled = await settleRound(t.db, blackjack, revealed);
    expect(settled.phase).toBe('settled');
    const decisions = tableEngine('blackjack').decisions;
    const bets = [{ type: 'main', stake }];
    const paidA = decisions?.settleMoves(bets, settled.outcome, ['double']).totalPayout ?? -1n;
    const paidB = decisions?.settleMoves(bets, settled.outcome, ['stand']).totalPayout ?? -1n;
    expect(await mainBalance(t.db, a.member.id)).toBe(aBefore - stake + paidA);
    expect(await mainBalance(t.db, b.member.id)).toBe(bBefore + paidB);
    // the hand, as its player sees it once paid: its cards and what each hand paid
    const after = (await state(a.token)).body.value;
    expect(after.lastWin).toMatchObject({ stake: String(stake * 2n), payout: String(paidA) });
    await expectLedgerConsistent(t.db);
  });

  it('takes one move of many sent at once: two doubles once, the same request again as it was', async () => {
    const stake = (await minBetOf(blackjack)) * 10n;
    const p = await player(blackjack);
    const round = await decidingRound(blackjack, [p], [{ type: 'main', stake: String(stake) }]);
    const before = await mainBalance(t.db, p.member.id);
    const [first, second] = [requestId(), requestId()];
    const both = await Promise.all([
      decide(p.token, round.id, 'double', first),
      decide(p.token, round.id, 'double', second),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const won = both[0]?.status === 200 ? first : second;
    const again = await Promise.all(
      Array.from({ length: 4 }, () => decide(p.token, round.id, 'double', won)),
    );
    expect(again.map((answer) => answer.body.value?.decision.moves)).toEqual(Array(4).fill(['double']));
    expect(await q.memberMoves(t.db, round.id, p.member.id)).toHaveLength(1);
    expect(await mainBalance(t.db, p.member.id)).toBe(before - stake);
    await expectLedgerConsistent(t.db);
  });

  it('refuses a double the balance cannot cover, writing nothing', async () => {
    const stake = (await minBetOf(blackjack)) * 10n;
    // a new player for each deal, all in (a blackjack at the start settles at once: deal again)
    let poor = await player(blackjack, stake);
    let round = await freshRound(blackjack);
    for (let attempt = 0; attempt < 30; attempt++) {
      poor = await player(blackjack, stake);
      round = await freshRound(blackjack);
      expect((await bet(poor.token, round.id, [{ type: 'main', stake: String(stake) }])).status).toBe(200);
      round = await close(blackjack, round);
      if (round.phase === 'deciding') break;
    }
    expect(round.phase).toBe('deciding');
    expect(await mainBalance(t.db, poor.member.id)).toBe(0n);
    const answer = await decide(poor.token, round.id, 'double');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'insufficient_funds' });
    expect(await q.memberMoves(t.db, round.id, poor.member.id)).toEqual([]);
    expect((await state(poor.token)).body.value.decision?.moves).toEqual([]);
  });

  it('answers a move for a round that is not the table’s current one, or before the deal, with its code', async () => {
    const stake = (await minBetOf(blackjack)) * 10n;
    const p = await player(blackjack);
    const round = await freshRound(blackjack);
    expect((await bet(p.token, round.id, [{ type: 'main', stake: String(stake) }])).status).toBe(200);
    expect((await decide(p.token, round.id, 'hit')).body).toMatchObject({ code: 'table_illegal_move' });
    expect((await decide(p.token, round.id - 1n, 'hit')).body).toMatchObject({ code: 'decision_closed' });
    const malformed = await call('POST', TABLE_API.decide, p.token, {
      requestId: requestId(),
      tableRoundId: String(round.id),
      move: 'surrender',
    });
    expect(malformed.status).toBe(400);
  });
});

describe('decision tables: poker', () => {
  it('three card poker: play stakes the ante again, an undecided player folds, pair plus is paid either way', async () => {
    const ante = (await minBetOf(poker)) * 10n;
    const [a, b] = [await player(poker), await player(poker)];
    const bets: TableBet[] = [
      { type: 'ante', stake: String(ante) },
      { type: 'pair_plus', stake: String(ante) },
    ];
    const round = await decidingRound(poker, [a, b], bets);
    const shown = (await state(a.token)).body.value.round?.outcome as Record<string, unknown>;
    expect(Object.keys(shown)).toEqual(['player']);
    const before = await mainBalance(t.db, a.member.id);
    const played = await decide(a.token, round.id, 'play');
    expect(played.body.value.decision).toMatchObject({
      moves: ['play'],
      extraStake: String(ante),
      legal: [],
    });
    expect(await mainBalance(t.db, a.member.id)).toBe(before - ante);
    expect((await decide(a.token, round.id, 'fold')).body).toMatchObject({ code: 'table_illegal_move' });

    const bBefore = await mainBalance(t.db, b.member.id);
    const settled = await settleRound(t.db, poker, await endDecisions(t.db, poker, round));
    const wagers = [
      { type: 'ante' as const, stake: ante },
      { type: 'pair_plus' as const, stake: ante },
    ];
    const config = (await import('@app/games')).DEFAULT_THREE_CARD_POKER_CONFIG;
    const paidA = settleThreeCardPoker(config, wagers, 'play', settled.outcome as never).totalPayout;
    const paidB = settleThreeCardPoker(config, wagers, 'fold', settled.outcome as never).totalPayout;
    expect(await mainBalance(t.db, a.member.id)).toBe(before - ante + paidA);
    expect(await mainBalance(t.db, b.member.id)).toBe(bBefore + paidB);
    await expectLedgerConsistent(t.db);
  });

  it('casino hold’em: a call stakes twice the ante; a round nobody bet in skips the decision time', async () => {
    const ante = (await minBetOf(holdem)) * 10n;
    const p = await player(holdem);
    const round = await decidingRound(holdem, [p], [{ type: 'ante', stake: String(ante) }]);
    const shown = (await state(p.token)).body.value.round?.outcome as { player: unknown[]; flop: unknown[] };
    expect(shown.player).toHaveLength(2);
    expect(shown.flop).toHaveLength(3);
    const called = await decide(p.token, round.id, 'play');
    expect(called.body.value.decision.extraStake).toBe(String(ante * 2n));
    await settleRound(t.db, holdem, await endDecisions(t.db, holdem, round));

    const empty = await freshRound(holdem);
    expect((await close(holdem, empty)).phase).toBe('revealing');
  });
});

describe('decision tables on the clock', () => {
  it('carries a round through its decision time to the payment, by the deadlines stored with it', async () => {
    const stake = (await minBetOf(poker)) * 10n;
    const p = await player(poker);
    const round = await freshRound(poker);
    expect((await bet(p.token, round.id, [{ type: 'ante', stake: String(stake) }])).status).toBe(200);
    await t.db
      .updateTable('table_rounds')
      .set({ betting_ends_at: new Date(Date.now() + 300) })
      .where('id', '=', round.id)
      .execute();
    const rhythm = { bettingMs: 60_000, decideMs: 400, revealMs: 100, pauseMs: 60_000 };
    await q.markWatched(t.db, [poker.code]);
    const clock = startTableClock(t.db, { log: () => undefined, rhythm, tickMs: 20, standbyMs: 100 });
    try {
      const phases = new Set<string>();
      for (let i = 0; i < 150; i++) {
        const now = await q.roundById(t.db, round.id);
        phases.add(now?.phase ?? '');
        if (now?.phase === 'deciding' && !phases.has('moved')) {
          expect((await decide(p.token, round.id, 'fold')).status).toBe(200);
          phases.add('moved');
        }
        if (now?.phase === 'settled') break;
        await sleep(20);
      }
      expect([...phases]).toEqual(expect.arrayContaining(['betting', 'deciding', 'moved', 'settled']));
    } finally {
      await clock.stop();
    }
  });
});
