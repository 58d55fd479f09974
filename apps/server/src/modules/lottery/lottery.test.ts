import {
  LOTTERY_API,
  type LotteryBetAnswer,
  type LotteryBetLine,
  type LotteryState,
  OPERATOR_API,
  type OperatorSession,
} from '@app/contracts';
import { hashServerSeed, settleVnBet, type VnResult } from '@app/games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// a real published sheet (Miền Bắc, 11/09/2026), as the engine's tests hold it
import { NORTH_2026_09_11 } from '../../../../../packages/games/src/lottery/vn/vn-real-draws.ts';
import { createTestApp } from '../../../test/test-db.ts';
import { createOperator } from '../operator/index.ts';
import { mainBalance, studioCall, studioPlayer } from '../studio/testing.ts';
import { expectLedgerConsistent, OPERATOR_PASSWORD } from '../wallet/testing.ts';
import { drawFast, planDraws } from './draws.ts';
import { lotteryGame } from './games.ts';
import { advanceDraw } from './jobs.ts';
import { settleDraw } from './settle.ts';
import { closeDrawNow, insertTestDraw, vnConfigOf, vnFastResultOf } from './testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;
const FAST = 'VN_LOTTO_005'; // Lô Đề Siêu Tốc 45 Giây: a fast North sheet
const NORTH = 'VN_LOTTO_001'; // Xổ Số Miền Bắc: the official North draw
const FUNDS = 100_000_000n; // 1,000,000 VND
const requestId = () => `lott${Date.now().toString(36)}x${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => t.close());

const insertDraw = (gameCode: string, options?: { closesInMs?: number; fast?: boolean }) =>
  insertTestDraw(t.db, gameCode, options);
const closeNow = (drawId: bigint) => closeDrawNow(t.db, drawId);

const bet = (token: string, drawId: bigint, lines: LotteryBetLine[], id = requestId()) =>
  studioCall<LotteryBetAnswer>(t.app, 'POST', LOTTERY_API.bet, token, {
    requestId: id,
    drawId: String(drawId),
    lines,
  });

const LO: LotteryBetLine = { type: 'lo_2_digits', numbers: ['07', '38'], points: '1' };
const DE: LotteryBetLine = { type: 'de_special_last_2', numbers: ['15', '51', '99'], points: '10' };

describe('lottery draws: the schedule', () => {
  it('plans each fast draw once, with its seed hash public and its seed kept until the draw', async () => {
    const game = await lotteryGame(t.db, FAST);
    const now = new Date('2026-11-26T10:00:10Z');
    const created = await planDraws(t.db, game, now);
    expect(created.length).toBeGreaterThanOrEqual(13); // 10 minutes of 45-second draws
    expect(created[0]?.issue_no).toMatch(/^20261126-\d{4}$/);
    for (const draw of created) {
      expect(draw.server_seed_hash).toBe(hashServerSeed(draw.server_seed as string));
      expect(draw.draws_at.getTime() - draw.closes_at.getTime()).toBe(5_000);
    }
    expect(await planDraws(t.db, game, now)).toEqual([]);
    const state = await studioCall<LotteryState>(t.app, 'GET', `${LOTTERY_API.state}?gameCode=${FAST}`, null);
    expect(state.status).toBe(200);
    expect(state.body.value.game).toMatchObject({
      code: FAST,
      source: 'fast',
      everySeconds: 45,
      region: 'north',
    });
    expect(state.body.value.betTypes.find((b) => b.type === 'lo_2_digits')).toMatchObject({
      pricePerPoint: '2700000',
      payoutPerPoint: '9900000',
    });
  });

  it('lists the popular lotteries with the draw taking bets and the latest result', async () => {
    const open = await insertDraw(FAST, { closesInMs: 1_000 });
    type Popular = { game: { code: string; prizeMode: string }; next: { issueNo: string } | null }[];
    const res = await studioCall<Popular>(t.app, 'GET', `${LOTTERY_API.popular}?count=20`, null);
    expect(res.status).toBe(200);
    // 23 titles are drawn (6 Vietnamese, 17 others): the 20 most popular
    expect(res.body.value).toHaveLength(20);
    const lott = await studioCall<Popular>(t.app, 'GET', `${LOTTERY_API.popular}?prizeMode=Lott`, null);
    expect(lott.body.value.map((entry) => entry.game.code).sort()).toEqual([
      'VN_LOTTO_001',
      'VN_LOTTO_002',
      'VN_LOTTO_003',
      'VN_LOTTO_004',
      'VN_LOTTO_005',
      'VN_LOTTO_006',
    ]);
    expect(lott.body.value.find((entry) => entry.game.code === FAST)?.next?.issueNo).toBe(open.issue_no);
    const sea = await studioCall<Popular>(t.app, 'GET', `${LOTTERY_API.popular}?prizeMode=SEA`, null);
    expect(sea.body.value.map((entry) => entry.game.code).sort()).toEqual(
      ['001', '002', '003', '004', '005'].map((n) => `SEA_LOTTO_${n}`),
    );
    const few = await studioCall<unknown[]>(t.app, 'GET', `${LOTTERY_API.popular}?count=2`, null);
    expect(few.body.value).toHaveLength(2);
    const bad = await studioCall(t.app, 'GET', `${LOTTERY_API.popular}?count=99`, null);
    expect(bad.status).toBe(400);
  });

  it('plans the official South draws one per province on the day’s rota', async () => {
    const south = await lotteryGame(t.db, 'VN_LOTTO_002');
    // Monday 30 Nov 2026, 09:00 site time: TP. Hồ Chí Minh, Đồng Tháp, Cà Mau draw at 16:15
    const created = await planDraws(t.db, south, new Date('2026-11-30T02:00:00Z'));
    const monday = created.filter((draw) => draw.issue_no.startsWith('20261130'));
    expect(monday.map((d) => [d.issue_no, d.province])).toEqual([
      ['20261130-1', 'TP. Hồ Chí Minh'],
      ['20261130-2', 'Đồng Tháp'],
      ['20261130-3', 'Cà Mau'],
    ]);
    expect(monday[0]?.draws_at.toISOString()).toBe('2026-11-30T09:15:00.000Z');
    expect(monday[0]?.server_seed).toBeNull();
  });
});

describe('lottery bets', () => {
  it('takes a slip with one debit, answers a repeated request id with the same slip, and lists it in orders', async () => {
    const draw = await insertDraw(FAST);
    const p = await studioPlayer(t, FAST, FUNDS);
    const id = requestId();
    const first = await bet(p.token, draw.id, [LO, DE], id);
    expect(first.status).toBe(200);
    // lô: 2 numbers × 27,000 VND; đề: 3 numbers × 10 points × 1,000 VND
    const cost = 2n * 2_700_000n + 3n * 10n * 100_000n;
    expect(first.body.value.bets.map((b) => b.cost)).toEqual(['5400000', '3000000']);
    expect(BigInt(first.body.value.balance)).toBe(FUNDS - cost);
    const again = await bet(p.token, draw.id, [LO, DE], id);
    expect(again.body.value.bets.map((b) => b.betId)).toEqual(first.body.value.bets.map((b) => b.betId));
    expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS - cost);
    const orders = await studioCall<{ items: { status: string; issueNo: string }[]; total: number }>(
      t.app,
      'GET',
      `${LOTTERY_API.orders}?gameCode=${FAST}`,
      p.token,
    );
    expect(orders.body.value.total).toBe(2);
    expect(orders.body.value.items.every((o) => o.status === 'open' && o.issueNo === draw.issue_no)).toBe(
      true,
    );
  });

  it('refuses a bet after the close, on a drawn or cancelled draw, and on an unknown draw, writing nothing', async () => {
    const p = await studioPlayer(t, FAST, FUNDS);
    const closed = await insertDraw(FAST, { closesInMs: -1_000 });
    const late = await bet(p.token, closed.id, [LO]);
    expect([late.status, late.body.code]).toEqual([409, 'lottery_closed']);
    const drawn = await insertDraw(FAST);
    await closeNow(drawn.id);
    await advanceDraw(t.db, drawn.id);
    await t.db
      .updateTable('lottery_draws')
      .set({
        closes_at: sql<Date>`now() + interval '1 minute'`,
        draws_at: sql<Date>`now() + interval '1 minute'`,
      })
      .where('id', '=', drawn.id)
      .execute();
    const over = await bet(p.token, drawn.id, [LO]);
    expect([over.status, over.body.code]).toEqual([409, 'lottery_draw_over']);
    const unknown = await bet(p.token, 999_999_999n, [LO]);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'lottery_draw_not_found']);
    const other = await insertDraw(NORTH, { fast: false });
    const wrongGame = await bet(p.token, other.id, [LO]);
    expect([wrongGame.status, wrongGame.body.code]).toEqual([404, 'lottery_draw_not_found']);
    expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS);
  });

  it('refuses malformed numbers, too many for a xiên, points over the limit and a short balance', async () => {
    const draw = await insertDraw(FAST);
    const p = await studioPlayer(t, FAST, 3_000_000n); // 30,000 VND
    const refused = async (line: LotteryBetLine) => {
      const res = await bet(p.token, draw.id, [line]);
      return [res.status, res.body.code];
    };
    const numbers = 'lottery_numbers_invalid';
    expect(await refused({ type: 'lo_2_digits', numbers: ['7'], points: '1' })).toEqual([400, numbers]);
    expect(await refused({ type: 'lo_2_digits', numbers: ['123'], points: '1' })).toEqual([400, numbers]);
    expect(await refused({ type: 'lo_2_digits', numbers: ['ab'], points: '1' })).toEqual([400, numbers]);
    expect(await refused({ type: 'lo_2_digits', numbers: ['07', '07'], points: '1' })).toEqual([
      400,
      numbers,
    ]);
    expect(await refused({ type: 'xien_2', numbers: ['01', '02', '03'], points: '1' })).toEqual([
      400,
      numbers,
    ]);
    expect(await refused({ type: 'de_fancy', numbers: ['01'], points: '1' })).toEqual([400, numbers]);
    expect(await refused({ type: 'lo_2_digits', numbers: ['01'], points: '1001' })).toEqual([
      400,
      'lottery_points_over_limit',
    ]);
    expect(await refused({ type: 'lo_2_digits', numbers: ['01', '02'], points: '1' })).toEqual([
      409,
      'insufficient_funds',
    ]);
    expect(await mainBalance(t.db, p.member.id)).toBe(3_000_000n);
  });

  it('holds the per-number limit across the member’s slips on one draw', async () => {
    const draw = await insertDraw(FAST);
    const p = await studioPlayer(t, FAST, 10_000_000_000n);
    const line = { type: 'ba_cang_special_last_3', numbers: ['123', '456'], points: '6000' };
    expect((await bet(p.token, draw.id, [line])).status).toBe(200);
    const over = await bet(p.token, draw.id, [{ ...line, numbers: ['456'], points: '4001' }]);
    expect([over.status, over.body.code]).toEqual([400, 'lottery_points_over_limit']);
    expect((await bet(p.token, draw.id, [{ ...line, numbers: ['456'], points: '4000' }])).status).toBe(200);
  });
});

describe('lottery settlement', () => {
  it('draws a fast draw from its committed seed and pays each bet exactly, once, even when run again', async () => {
    const game = await lotteryGame(t.db, FAST);
    const draw = await insertDraw(FAST);
    const players = [await studioPlayer(t, FAST, FUNDS), await studioPlayer(t, FAST, FUNDS)];
    const result = vnFastResultOf(game.title, draw.server_seed as string, draw.client_seed as string);
    // one line that surely wins: the đề number of the coming result, known here from the seed
    const winning: LotteryBetLine = {
      type: 'de_special_last_2',
      numbers: [(result.prizes.special?.[0] ?? '').slice(-2)],
      points: '3',
    };
    const slips = [[LO, DE, winning], [{ type: 'xien_2', numbers: ['00', '99'], points: '2' }]];
    for (const [i, p] of players.entries())
      expect((await bet(p.token, draw.id, slips[i] ?? [])).status).toBe(200);
    await closeNow(draw.id);
    expect(await advanceDraw(t.db, draw.id)).toMatch(/bets settled/);
    const after = await t.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('settled');
    expect(after.result).toEqual(result);
    const config = vnConfigOf(game.title);
    for (const [i, p] of players.entries()) {
      const lines = slips[i] ?? [];
      const settled = lines.map((line) =>
        settleVnBet(
          config,
          { type: line.type as never, numbers: line.numbers, points: BigInt(line.points) },
          result,
        ),
      );
      const cost = settled.reduce((sum, s) => sum + s.cost, 0n);
      const payout = settled.reduce((sum, s) => sum + s.payout, 0n);
      expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS - cost + payout);
      const rows = await t.db
        .selectFrom('lottery_bets')
        .selectAll()
        .where('member_id', '=', p.member.id)
        .orderBy('line_no')
        .execute();
      expect(rows.map((r) => r.payout)).toEqual(settled.map((s) => s.payout));
      expect(rows.map((r) => r.status)).toEqual(settled.map((s) => (s.payout > 0n ? 'won' : 'lost')));
    }
    // again: nothing moves
    const before = await mainBalance(t.db, players[0]?.member.id as bigint);
    await advanceDraw(t.db, draw.id);
    await settleDraw(t.db, game, after);
    expect(await mainBalance(t.db, players[0]?.member.id as bigint)).toBe(before);
    await expectLedgerConsistent(t.db);
  });

  it('finishes a settlement that stopped between the draw and the payments, each member paid once', async () => {
    const game = await lotteryGame(t.db, FAST);
    const draw = await insertDraw(FAST);
    const players = await Promise.all([1, 2, 3].map(() => studioPlayer(t, FAST, FUNDS)));
    for (const p of players) expect((await bet(p.token, draw.id, [LO, DE])).status).toBe(200);
    await closeNow(draw.id);
    // the draw happened, then the process died: the draw is drawn, nothing settled
    const drawn = await drawFast(t.db, game, draw);
    expect(drawn?.status).toBe('drawn');
    // two processes resume it at once
    await Promise.all([settleDraw(t.db, game, drawn as never), advanceDraw(t.db, draw.id)]);
    const result = drawn?.result as VnResult;
    const config = vnConfigOf(game.title);
    const expected = [LO, DE]
      .map((line) =>
        settleVnBet(
          config,
          { type: line.type as never, numbers: line.numbers, points: BigInt(line.points) },
          result,
        ),
      )
      .reduce((sum, s) => sum - s.cost + s.payout, 0n);
    for (const p of players) expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS + expected);
    const status = await t.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('settled');
    await expectLedgerConsistent(t.db);
  });
});

describe('official results and cancellation (operators)', () => {
  let tokens: string[] = [];
  beforeAll(async () => {
    tokens = [];
    for (const name of ['lottop1', 'lottop2']) {
      await createOperator(t.db, name, OPERATOR_PASSWORD);
      const res = await studioCall<OperatorSession>(t.app, 'POST', OPERATOR_API.login, null, {
        username: name,
        password: OPERATOR_PASSWORD,
      });
      tokens.push(res.body.value.token);
    }
  });
  const enter = (token: string, drawId: bigint, result: VnResult) =>
    studioCall<{ state: string }>(t.app, 'POST', `/api/operator/lottery/draws/${drawId}/result`, token, {
      result,
    });

  it('settles an official North draw once a second operator enters the same result', async () => {
    const result = NORTH_2026_09_11.result;
    const draw = await insertDraw(NORTH, { fast: false });
    const p = await studioPlayer(t, NORTH, FUNDS);
    const special = (result.prizes.special?.[0] ?? '') as string;
    const de: LotteryBetLine = { type: 'de_special_last_2', numbers: [special.slice(-2)], points: '2' };
    expect((await bet(p.token, draw.id, [de, LO])).status).toBe(200);
    const [op1, op2] = tokens as [string, string];
    const early = await enter(op1, draw.id, result);
    expect([early.status, early.body.code]).toEqual([409, 'lottery_draw_not_closed']);
    await closeNow(draw.id);
    expect(
      (await enter(op1, draw.id, { ...result, prizes: { ...result.prizes, special: ['00000'] } })).body.value
        .state,
    ).toBe('entered');
    // the first operator corrects the entry; a second look by the same operator confirms nothing
    expect((await enter(op1, draw.id, result)).body.value.state).toBe('entered');
    const mismatch = await enter(op2, draw.id, { ...result, prizes: { ...result.prizes, first: ['11111'] } });
    expect([mismatch.status, mismatch.body.code]).toEqual([409, 'lottery_result_mismatch']);
    expect(await advanceDraw(t.db, draw.id)).toBe('waiting for the official result');
    const confirmed = await enter(op2, draw.id, result);
    expect(confirmed.body.value.state).toBe('confirmed');
    const again = await enter(op1, draw.id, result);
    expect([again.status, again.body.code]).toEqual([409, 'lottery_result_final']);
    await advanceDraw(t.db, draw.id);
    const config = vnConfigOf((await lotteryGame(t.db, NORTH)).title);
    const net = [de, LO]
      .map((line) =>
        settleVnBet(
          config,
          { type: line.type as never, numbers: line.numbers, points: BigInt(line.points) },
          result,
        ),
      )
      .reduce((sum, s) => sum - s.cost + s.payout, 0n);
    expect(net).toBeGreaterThan(0n); // the đề on 52 won 2 × 99,000
    expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS + net);
    const fast = await insertDraw(FAST, { closesInMs: -1000 });
    const refused = await enter(op1, fast.id, result);
    expect([refused.status, refused.body.code]).toEqual([409, 'lottery_not_official']);
    const malformed = await enter(op1, (await insertDraw(NORTH, { fast: false, closesInMs: -1000 })).id, {
      ...result,
      prizes: { ...result.prizes, seventh: ['1'] },
    });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'lottery_result_invalid']);
  });

  it('cancels a draw and refunds every slip; a second cancel changes nothing', async () => {
    const draw = await insertDraw(FAST);
    const players = await Promise.all([1, 2].map(() => studioPlayer(t, FAST, FUNDS)));
    for (const p of players) {
      expect((await bet(p.token, draw.id, [LO])).status).toBe(200);
      expect((await bet(p.token, draw.id, [DE])).status).toBe(200);
    }
    const cancel = (token: string) =>
      studioCall<{ status: string }>(t.app, 'POST', `/api/operator/lottery/draws/${draw.id}/cancel`, token, {
        reason: 'result feed fault',
      });
    const done = await cancel(tokens[0] as string);
    expect([done.status, done.body.value.status]).toEqual([200, 'cancelled']);
    for (const p of players) expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS);
    const twice = await cancel(tokens[1] as string);
    expect([twice.status, twice.body.code]).toEqual([409, 'lottery_draw_over']);
    const refunded = await t.db
      .selectFrom('lottery_bets')
      .select('status')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(refunded.every((row) => row.status === 'refunded')).toBe(true);
    await expectLedgerConsistent(t.db);
  });
});

describe('lottery chases', () => {
  const CHASE = 'VN_LOTTO_006'; // Lô Đề Miền Bắc: a fast North sheet every 3 minutes
  type Chase = { chaseId: string; status: string; drawsPlaced: number; stopReason: string | null };

  /** Three draws of the chase game, one after another, and what each will draw (known here from its seed). */
  async function threeDraws() {
    const game = await lotteryGame(t.db, CHASE);
    const draws = [];
    for (const minutes of [10, 11, 12]) {
      const draw = await insertDraw(CHASE, { closesInMs: minutes * 60_000 });
      const result = vnFastResultOf(game.title, draw.server_seed as string, draw.client_seed as string);
      draws.push({ draw, special: (result.prizes.special?.[0] ?? '').slice(-2) });
    }
    const [a, b, c] = draws;
    if (!a || !b || !c) throw new Error('three draws');
    return [a, b, c] as const;
  }
  /** A đề line that surely loses on a draw: any number but its special's last two. */
  const losing = (special: string): LotteryBetLine => ({
    type: 'de_special_last_2',
    numbers: [special === '00' ? '01' : '00'],
    points: '5',
  });
  const settle = async (drawId: bigint) => {
    await closeNow(drawId);
    return advanceDraw(t.db, drawId);
  };
  const chases = async (token: string) =>
    (await studioCall<{ items: Chase[] }>(t.app, 'GET', `${LOTTERY_API.chases}?gameCode=${CHASE}`, token))
      .body.value.items;

  it('places each later slip only once the draw before it is settled, and ends after its last draw', async () => {
    const [d1, d2, d3] = await threeDraws();
    const p = await studioPlayer(t, CHASE, FUNDS);
    const line = losing(d1.special);
    const res = await studioCall<LotteryBetAnswer>(t.app, 'POST', LOTTERY_API.bet, p.token, {
      requestId: requestId(),
      drawId: String(d1.draw.id),
      lines: [line],
      chase: { draws: 3, stopOnWin: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.chase).toMatchObject({ drawsTotal: 3, drawsPlaced: 1, status: 'active' });
    const slip = 500_000n; // 5 points × 1,000 VND
    expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS - slip); // one slip charged, not three
    await settle(d1.draw.id);
    const onD2 = await t.db
      .selectFrom('lottery_bets')
      .selectAll()
      .where('member_id', '=', p.member.id)
      .where('draw_id', '=', d2.draw.id)
      .execute();
    expect(onD2).toHaveLength(1);
    expect(onD2[0]?.chase_id).not.toBeNull();
    await settle(d2.draw.id);
    await settle(d3.draw.id);
    const [chase] = await chases(p.token);
    expect(chase).toMatchObject({ status: 'done', drawsPlaced: 3 });
    const bets = await t.db
      .selectFrom('lottery_bets')
      .selectAll()
      .where('member_id', '=', p.member.id)
      .execute();
    expect(bets).toHaveLength(3);
    const paid = bets.reduce((sum, bet) => sum + bet.payout, 0n);
    expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS - 3n * slip + paid);
  });

  it('stops on a win when asked, stops short when the balance does not cover the next slip, and stops when told', async () => {
    const [d1, d2] = await threeDraws();
    const winner = await studioPlayer(t, CHASE, FUNDS);
    const win: LotteryBetLine = { type: 'de_special_last_2', numbers: [d1.special], points: '5' };
    expect(
      (
        await studioCall(t.app, 'POST', LOTTERY_API.bet, winner.token, {
          requestId: requestId(),
          drawId: String(d1.draw.id),
          lines: [win],
          chase: { draws: 5, stopOnWin: true },
        })
      ).status,
    ).toBe(200);
    const short = await studioPlayer(t, CHASE, 500_000n); // exactly one slip
    expect(
      (
        await studioCall(t.app, 'POST', LOTTERY_API.bet, short.token, {
          requestId: requestId(),
          drawId: String(d1.draw.id),
          lines: [losing(d1.special)],
          chase: { draws: 5, stopOnWin: false },
        })
      ).status,
    ).toBe(200);
    const stopper = await studioPlayer(t, CHASE, FUNDS);
    expect(
      (
        await studioCall(t.app, 'POST', LOTTERY_API.bet, stopper.token, {
          requestId: requestId(),
          drawId: String(d1.draw.id),
          lines: [losing(d1.special)],
          chase: { draws: 5, stopOnWin: false },
        })
      ).status,
    ).toBe(200);
    const [own] = await chases(stopper.token);
    const stop = (token: string, id: string) =>
      studioCall<Chase>(t.app, 'POST', `/api/lottery/chases/${id}/stop`, token);
    expect((await stop(winner.token, own?.chaseId as string)).body.code).toBe('lottery_chase_not_found'); // not theirs
    expect((await stop(stopper.token, own?.chaseId as string)).body.value.status).toBe('stopped');
    expect((await stop(stopper.token, own?.chaseId as string)).body.code).toBe('lottery_chase_over');

    await settle(d1.draw.id);
    expect((await chases(winner.token))[0]).toMatchObject({ status: 'won', drawsPlaced: 1 });
    expect((await chases(short.token))[0]).toMatchObject({
      status: 'short',
      drawsPlaced: 1,
      stopReason: 'insufficient_funds',
    });
    expect((await chases(stopper.token))[0]).toMatchObject({ status: 'stopped', drawsPlaced: 1 });
    const onD2 = await t.db
      .selectFrom('lottery_bets')
      .select('member_id')
      .where('draw_id', '=', d2.draw.id)
      .where('member_id', 'in', [winner.member.id, short.member.id, stopper.member.id])
      .execute();
    expect(onD2).toEqual([]);
    expect(await mainBalance(t.db, short.member.id)).toBe(0n);
    await expectLedgerConsistent(t.db);
  });
});
