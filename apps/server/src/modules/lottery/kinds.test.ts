import {
  LOTTERY_API,
  type LotteryBet,
  type LotteryBetAnswer,
  type LotteryBetLine,
  type LotteryDraw,
  type LotteryGame,
  type LotteryNumbers,
  type LotteryState,
} from '@app/contracts';
import { KIND_TABLES, type KindSpec, kindEngine, settleKindLine } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { mainBalance, studioCall, studioPlayer } from '../studio/testing.ts';
import { expectLedgerConsistent } from '../wallet/testing.ts';
import { fastResultOf } from './draws.ts';
import { lotteryGame } from './games.ts';
import { advanceDraw } from './jobs.ts';
import { closeDrawNow, insertTestDraw } from './testing.ts';

/** The other lotteries (docs/games/lottery/kinds.md): bets, the fair draw, exact settlement and refusals. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;
const FUNDS = 1_000_000_000n; // 10,000,000 VND
const requestId = () => `kind${Date.now().toString(36)}x${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
});
afterAll(() => t.close());

const bet = (token: string, drawId: bigint, lines: LotteryBetLine[]) =>
  studioCall<LotteryBetAnswer>(t.app, 'POST', LOTTERY_API.bet, token, {
    requestId: requestId(),
    drawId: String(drawId),
    lines,
  });

type Case = {
  code: string;
  spec: KindSpec;
  /** Lines of the slip; `winning` builds one more that wins on the draw's outcome, known here from the seed. */
  lines: LotteryBetLine[];
  winning: (outcome: never) => LotteryBetLine;
};

const CASES: Case[] = [
  {
    code: 'LOTUS_ELOTT_001', // Fast Lotto 1 Minute: 5D
    spec: { kind: 'digits', digits: 5 },
    lines: [
      { type: 'big', numbers: ['1', '2', '3'], points: '4' },
      { type: 'sum_odd', numbers: ['-'], points: '2' },
      { type: 'dragon', numbers: ['-'], points: '1' },
    ],
    winning: (o: { digits: number[] }) => ({ type: 'digit', numbers: [`1:${o.digits[0]}`], points: '3' }),
  },
  {
    code: 'LOTUS_ELOTT_004', // Keno 1 Minute
    spec: { kind: 'keno' },
    lines: [
      { type: 'spots', numbers: ['01', '17', '33', '49', '65'], points: '2' },
      { type: 'sum_big', numbers: ['-'], points: '5' },
    ],
    winning: (o: { numbers: number[] }) => ({
      type: 'spots',
      numbers: o.numbers.slice(0, 3).map((n) => String(n).padStart(2, '0')),
      points: '1',
    }),
  },
  {
    code: 'LOTUS_ELOTT_006', // Speed Racing 10
    spec: { kind: 'pk10' },
    lines: [
      { type: 'car', numbers: ['1:01', '2:02', '10:10'], points: '2' },
      { type: 'tiger', numbers: ['1', '5'], points: '3' },
      { type: 'sum', numbers: ['03', '11', '19'], points: '1' },
    ],
    winning: (o: { cars: number[] }) => ({
      type: 'sum',
      numbers: [String((o.cars[0] as number) + (o.cars[1] as number)).padStart(2, '0')],
      points: '2',
    }),
  },
  {
    code: 'SEA_LOTTO_004', // Singapore 4D
    spec: { kind: 'four_d' },
    lines: [{ type: 'small', numbers: ['0000', '1234', '9999'], points: '1' }],
    winning: (o: { starters: string[] }) => ({
      type: 'big',
      numbers: [o.starters[0] as string],
      points: '2',
    }),
  },
];

describe('the other lotteries: the catalogue', () => {
  it('lists every drawn title with its kind and prize mode, and takes off the one no engine draws', async () => {
    const res = await studioCall<{ games: LotteryGame[] }>(t.app, 'GET', LOTTERY_API.games, null);
    expect(res.status).toBe(200);
    const byCode = new Map(res.body.value.games.map((game) => [game.code, game]));
    expect(byCode.size).toBe(23);
    expect(byCode.get('LOTUS_ELOTT_001')).toMatchObject({ kind: 'digits', prizeMode: 'Elott', region: null });
    expect(byCode.get('KIM_LONG_LOTT_003')).toMatchObject({
      kind: 'keno',
      prizeMode: 'ZY',
      everySeconds: 120,
    });
    expect(byCode.get('SEA_LOTTO_001')).toMatchObject({ kind: 'four_d', prizeMode: 'SEA' });
    expect(byCode.get('VN_LOTTO_001')).toMatchObject({ kind: 'vn', prizeMode: 'Lott', region: 'north' });
    // Sic Bo 1 Minute: no lottery engine draws it
    expect(byCode.has('LOTUS_ELOTT_008')).toBe(false);
    const sicBo = await t.db
      .selectFrom('games')
      .select('active')
      .where('code', '=', 'LOTUS_ELOTT_008')
      .executeTakeFirstOrThrow();
    expect(sicBo.active).toBe(false);
  });

  it('states each bet type’s numbers, price, win per point and limit by the prize mode’s table', async () => {
    const state = (code: string) =>
      studioCall<LotteryState>(t.app, 'GET', `${LOTTERY_API.state}?gameCode=${code}`, null);
    const elott = (await state('LOTUS_ELOTT_001')).body.value;
    expect(elott.betTypes.find((type) => type.type === 'digit')).toMatchObject({
      selection: 'position_value',
      positions: 5,
      pricePerPoint: '100000',
      payoutPerPoint: '980000',
      maxPoints: '10000',
    });
    // ZY: the same odds at 10,000 VND a point
    const zy = (await state('KIM_LONG_LOTT_001')).body.value;
    expect(zy.betTypes.find((type) => type.type === 'digit')).toMatchObject({
      pricePerPoint: '1000000',
      payoutPerPoint: '9800000',
    });
    const keno = (await state('LOTUS_ELOTT_004')).body.value;
    const spots = keno.betTypes.find((type) => type.type === 'spots');
    expect(spots).toMatchObject({ rule: 'spots', selection: 'set', minValue: 1, maxValue: 80 });
    expect(spots?.payTable?.[2]?.[3]).toBe('4000000'); // 3 spots, 3 hits: 40× a 1,000-VND point
    for (const type of [...elott.betTypes, ...keno.betTypes]) {
      expect(type.rtp).toBeGreaterThan(90);
      expect(type.rtp).toBeLessThan(100);
    }
  });
});

describe('the other lotteries: bets and settlement', () => {
  for (const c of CASES) {
    it(`${c.code} (${c.spec.kind}): pays each line exactly on the draw from the committed seed, once`, async () => {
      const game = await lotteryGame(t.db, c.code);
      const draw = await insertTestDraw(t.db, c.code);
      const outcome = fastResultOf(game.title, draw.server_seed as string, draw.client_seed as string);
      const lines = [...c.lines, c.winning(outcome as never)];
      const player = await studioPlayer(t, c.code, FUNDS);
      const placed = await bet(player.token, draw.id, lines);
      expect(placed.status).toBe(200);
      await closeDrawNow(t.db, draw.id);
      expect(await advanceDraw(t.db, draw.id)).toMatch(/bets settled/);

      const table = KIND_TABLES[game.title.prizeMode as keyof typeof KIND_TABLES];
      const engine = kindEngine(c.spec);
      const expected = lines.map((line) =>
        settleKindLine(engine, table, { ...line, points: BigInt(line.points) }, outcome),
      );
      const cost = placed.body.value.bets.reduce((sum, b) => sum + BigInt(b.cost), 0n);
      const payout = expected.reduce((sum, e) => sum + e.payout, 0n);
      expect(expected.at(-1)?.payout).toBeGreaterThan(0n);
      expect(await mainBalance(t.db, player.member.id)).toBe(FUNDS - cost + payout);

      const orders = await studioCall<{ items: LotteryBet[] }>(
        t.app,
        'GET',
        `${LOTTERY_API.orders}?gameCode=${c.code}`,
        player.token,
      );
      const mine = [...orders.body.value.items].reverse();
      expect(mine.map((b) => b.payout)).toEqual(expected.map((e) => String(e.payout)));
      expect(mine.map((b) => b.hits)).toEqual(expected.map((e) => e.hits));
      expect(mine.map((b) => b.status)).toEqual(expected.map((e) => (e.payout > 0n ? 'won' : 'lost')));

      // the draw shows its outcome and seed; running the job again moves nothing
      const draws = await studioCall<{ items: LotteryDraw[] }>(
        t.app,
        'GET',
        `${LOTTERY_API.draws}?gameCode=${c.code}`,
        null,
      );
      const shown = draws.body.value.items.find((d) => d.drawId === String(draw.id));
      expect(shown).toMatchObject({ status: 'settled', result: null, outcome, serverSeed: draw.server_seed });
      await advanceDraw(t.db, draw.id);
      expect(await mainBalance(t.db, player.member.id)).toBe(FUNDS - cost + payout);
    });
  }

  it('refuses to settle on a stored outcome no draw could give (a row edited by hand): nothing is paid', async () => {
    const draw = await insertTestDraw(t.db, 'LOTUS_ELOTT_004');
    const player = await studioPlayer(t, 'LOTUS_ELOTT_004', FUNDS);
    const placed = await bet(player.token, draw.id, [{ type: 'spots', numbers: ['01', '02'], points: '1' }]);
    expect(placed.status).toBe(200);
    const balance = await mainBalance(t.db, player.member.id);
    await closeDrawNow(t.db, draw.id);
    // keno draws 20 distinct numbers of 1–80: two of them "hit" every ticket of 01 and 02
    await t.db
      .updateTable('lottery_draws')
      .set({
        status: 'drawn',
        result: JSON.stringify({ kind: 'keno', numbers: [1, 2] }),
        drawn_at: new Date(),
      })
      .where('id', '=', draw.id)
      .execute();
    await expect(advanceDraw(t.db, draw.id)).rejects.toMatchObject({ code: 'invalid_bet' });
    expect(await mainBalance(t.db, player.member.id)).toBe(balance);
    const open = await t.db
      .selectFrom('lottery_bets')
      .select('status')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(open.map((b) => b.status)).toEqual(['open']);
  });

  it('prices a line at points × price per bet (a keno ticket is one bet) and takes one debit per slip', async () => {
    const draw = await insertTestDraw(t.db, 'LOTUS_ELOTT_004');
    const player = await studioPlayer(t, 'LOTUS_ELOTT_004', FUNDS);
    const res = await bet(player.token, draw.id, [
      { type: 'spots', numbers: ['01', '02', '03', '04'], points: '3' },
      { type: 'sum_odd', numbers: ['-'], points: '2' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.value.bets.map((b) => b.cost)).toEqual(['300000', '200000']);
    expect(await mainBalance(t.db, player.member.id)).toBe(FUNDS - 500_000n);
  });
});

describe('the other lotteries: refusals', () => {
  it('refuses malformed numbers, unknown types and points over the limit, naming the line, charging nothing', async () => {
    const draw = await insertTestDraw(t.db, 'LOTUS_ELOTT_001');
    const player = await studioPlayer(t, 'LOTUS_ELOTT_001', FUNDS);
    const refused = async (lines: LotteryBetLine[]) => {
      const res = await bet(player.token, draw.id, lines);
      const fields = (res.body as { fields?: Record<string, string> }).fields;
      return [res.status, res.body.code, Object.keys(fields ?? {})[0]];
    };
    const numbers = ['lines.0.numbers'];
    expect(await refused([{ type: 'digit', numbers: ['7'], points: '1' }])).toEqual([
      400,
      'lottery_numbers_invalid',
      ...numbers,
    ]);
    expect(await refused([{ type: 'digit', numbers: ['6:1'], points: '1' }])).toEqual([
      400,
      'lottery_numbers_invalid',
      ...numbers,
    ]);
    expect(await refused([{ type: 'big', numbers: ['1', '1'], points: '1' }])).toEqual([
      400,
      'lottery_numbers_invalid',
      ...numbers,
    ]);
    expect(await refused([{ type: 'sum_big', numbers: ['5'], points: '1' }])).toEqual([
      400,
      'lottery_numbers_invalid',
      ...numbers,
    ]);
    expect(await refused([{ type: 'straight', numbers: ['042'], points: '1' }])).toEqual([
      400,
      'lottery_numbers_invalid',
      'lines.0.type',
    ]);
    expect(await refused([{ type: 'big', numbers: ['1'], points: '10001' }])).toEqual([
      400,
      'lottery_points_over_limit',
      'lines.0.points',
    ]);
    expect(await mainBalance(t.db, player.member.id)).toBe(FUNDS);

    const keno = await insertTestDraw(t.db, 'LOTUS_ELOTT_004');
    const kenoPlayer = await studioPlayer(t, 'LOTUS_ELOTT_004', FUNDS);
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
    const tooMany = await bet(kenoPlayer.token, keno.id, [{ type: 'spots', numbers: eleven, points: '1' }]);
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'lottery_numbers_invalid']);
    const outOfRange = await bet(kenoPlayer.token, keno.id, [
      { type: 'spots', numbers: ['81'], points: '1' },
    ]);
    expect([outOfRange.status, outOfRange.body.code]).toEqual([400, 'lottery_numbers_invalid']);
    await expectLedgerConsistent(t.db);
  });

  it('holds a number’s limit across slips of one member on one draw (a keno ticket counts as its set)', async () => {
    const draw = await insertTestDraw(t.db, 'LOTUS_ELOTT_004');
    const player = await studioPlayer(t, 'LOTUS_ELOTT_004', FUNDS);
    const state = await studioCall<LotteryState>(
      t.app,
      'GET',
      `${LOTTERY_API.state}?gameCode=LOTUS_ELOTT_004`,
      null,
    );
    // a ticket's limit is its size's (its best prize within the table's max win): 10 numbers 5 points, 1 number 10,000
    const spots = state.body.value.betTypes.find((type) => type.type === 'spots');
    const limit = BigInt(spots?.maxPointsByCount?.[9] ?? '0');
    expect(limit).toBe(5n);
    expect(spots?.maxPointsByCount?.[0]).toBe('10000');
    const single = await bet(player.token, draw.id, [{ type: 'spots', numbers: ['77'], points: '6' }]);
    expect(single.status).toBe(200);
    const ticket = ['05', '10', '15', '20', '25', '30', '35', '40', '45', '50'];
    const first = await bet(player.token, draw.id, [
      { type: 'spots', numbers: ticket, points: String(limit - 1n) },
    ]);
    expect(first.status).toBe(200);
    const over = await bet(player.token, draw.id, [
      { type: 'spots', numbers: [...ticket].reverse(), points: '2' },
    ]);
    expect([over.status, over.body.code]).toEqual([400, 'lottery_points_over_limit']);
    const other = await bet(player.token, draw.id, [
      { type: 'spots', numbers: ticket.slice(1), points: '2' },
    ]);
    expect(other.status).toBe(200);
  });

  it('refuses a bet after the close and on a cancelled draw', async () => {
    const player = await studioPlayer(t, 'LOTUS_ELOTT_006', FUNDS);
    const closed = await insertTestDraw(t.db, 'LOTUS_ELOTT_006', { closesInMs: -1_000 });
    const late = await bet(player.token, closed.id, [{ type: 'big', numbers: ['1'], points: '1' }]);
    expect([late.status, late.body.code]).toEqual([409, 'lottery_closed']);
    const cancelled = await insertTestDraw(t.db, 'LOTUS_ELOTT_006');
    await t.db
      .updateTable('lottery_draws')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute();
    const over = await bet(player.token, cancelled.id, [{ type: 'big', numbers: ['1'], points: '1' }]);
    expect([over.status, over.body.code]).toEqual([409, 'lottery_draw_over']);
    expect(await mainBalance(t.db, player.member.id)).toBe(FUNDS);
  });
});

describe('the other lotteries: statistics', () => {
  it('counts hot and cold numbers of the kind and gives the trend value of each draw', async () => {
    const game = await lotteryGame(t.db, 'KIM_LONG_LOTT_003');
    const draw = await insertTestDraw(t.db, game.code);
    await closeDrawNow(t.db, draw.id);
    await advanceDraw(t.db, draw.id);
    const outcome = fastResultOf(game.title, draw.server_seed as string, draw.client_seed as string) as {
      numbers: number[];
    };
    const res = await studioCall<LotteryNumbers>(
      t.app,
      'GET',
      `${LOTTERY_API.numbers}?gameCode=${game.code}&count=10`,
      null,
    );
    expect(res.status).toBe(200);
    expect(res.body.value.numbers).toHaveLength(80);
    const drawn = String(outcome.numbers[0]).padStart(2, '0');
    expect(res.body.value.numbers.find((n) => n.number === drawn)?.hits).toBeGreaterThan(0);
    const sum = outcome.numbers.reduce((total, n) => total + n, 0);
    expect(res.body.value.specials.at(-1)).toEqual({ issueNo: draw.issue_no, number: String(sum) });
  });
});
