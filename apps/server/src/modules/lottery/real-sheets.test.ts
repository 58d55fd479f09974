import {
  LOTTERY_API,
  type LotteryBetLine,
  type LotteryState,
  OPERATOR_API,
  type OperatorSession,
  VN_SHEETS,
} from '@app/contracts';
import { settleVnBet, VN_RESULT_STRUCTURE, type VnResult } from '@app/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// real published sheets of the three regions, with their sources
import {
  CENTRAL_QUANG_TRI_2026_08_20,
  NORTH_2026_09_11,
  SOUTH_AN_GIANG_2026_08_20,
} from '../../../../../packages/games/src/lottery/vn/vn-real-draws.ts';
import { createTestApp } from '../../../test/test-db.ts';
import { createOperator } from '../operator/index.ts';
import { mainBalance, studioCall, studioPlayer } from '../studio/testing.ts';
import { expectLedgerConsistent, OPERATOR_PASSWORD } from '../wallet/testing.ts';
import { lotteryGame } from './games.ts';
import { advanceDraw } from './jobs.ts';
import { closeDrawNow, insertTestDraw, vnConfigOf } from './testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let operators: [string, string];
let seq = 0;
const FUNDS = 100_000_000n;
const GAMES = { north: 'VN_LOTTO_001', south: 'VN_LOTTO_002', central: 'VN_LOTTO_003' } as const;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const tokens: string[] = [];
  for (const name of ['sheetop1', 'sheetop2']) {
    await createOperator(t.db, name, OPERATOR_PASSWORD);
    const res = await studioCall<OperatorSession>(t.app, 'POST', OPERATOR_API.login, null, {
      username: name,
      password: OPERATOR_PASSWORD,
    });
    tokens.push(res.body.value.token);
  }
  operators = tokens as [string, string];
});
afterAll(() => t.close());

const resultUrl = (drawId: bigint) => `/api/operator/lottery/draws/${drawId}/result`;
const enter = (token: string, drawId: bigint, result: unknown) =>
  studioCall<{ state: string }>(t.app, 'POST', resultUrl(drawId), token, { result });
const entries = async (drawId: bigint) =>
  (await t.db.selectFrom('lottery_result_entries').select('draw_id').where('draw_id', '=', drawId).execute())
    .length;

describe('official result sheets of all three regions', () => {
  it('keeps the contract’s sheet structure equal to the engine’s', () => {
    for (const region of ['north', 'central', 'south'] as const) {
      const engine = Object.fromEntries(
        VN_RESULT_STRUCTURE[region].map((row) => [row.prize, { count: row.count, digits: row.digits }]),
      );
      expect(VN_SHEETS[region]).toEqual(engine);
    }
  });

  it.each([
    ['north', NORTH_2026_09_11.result],
    ['south', SOUTH_AN_GIANG_2026_08_20.result],
    ['central', CENTRAL_QUANG_TRI_2026_08_20.result],
  ] as const)(
    'settles a real %s sheet entered by two operators, to the minor unit',
    async (region, result) => {
      const gameCode = GAMES[region];
      const draw = await insertTestDraw(t.db, gameCode, { fast: false });
      const special = result.prizes.special?.[0] as string;
      const fourth = result.prizes.fourth?.[6] ?? (result.prizes.fourth?.[3] as string);
      const lines: LotteryBetLine[] = [
        { type: 'de_special_last_2', numbers: [special.slice(-2), '00'], points: '2' },
        // the last giải tư number: the seventh on a South or Central sheet, the one a six-number cap refused
        { type: 'lo_2_digits', numbers: [fourth.slice(-2), '99'], points: '3' },
      ];
      const p = await studioPlayer(t, gameCode, FUNDS);
      const placed = await studioCall(t.app, 'POST', LOTTERY_API.bet, p.token, {
        requestId: `sheet${region}${++seq}`,
        drawId: String(draw.id),
        lines,
      });
      expect(placed.status).toBe(200);
      await closeDrawNow(t.db, draw.id);
      expect((await enter(operators[0], draw.id, result)).body.value.state).toBe('entered');
      expect((await enter(operators[1], draw.id, result)).body.value.state).toBe('confirmed');
      await advanceDraw(t.db, draw.id);

      const config = vnConfigOf((await lotteryGame(t.db, gameCode)).title);
      const net = lines
        .map((line) =>
          settleVnBet(
            config,
            { type: line.type as never, numbers: line.numbers, points: BigInt(line.points) },
            result as VnResult,
          ),
        )
        .reduce((sum, s) => sum - s.cost + s.payout, 0n);
      expect(await mainBalance(t.db, p.member.id)).toBe(FUNDS + net);
      const bets = await t.db.selectFrom('lottery_bets').selectAll().where('draw_id', '=', draw.id).execute();
      expect(bets.map((b) => b.status)).toEqual(['won', 'won']);

      // the member's page: the game's state shows the sheet, and the orders the won lines
      const state = await studioCall<LotteryState>(
        t.app,
        'GET',
        `${LOTTERY_API.state}?gameCode=${gameCode}`,
        null,
      );
      expect(state.status).toBe(200);
      const shown = state.body.value.latest.find((d) => d.drawId === String(draw.id));
      expect(shown?.result).toEqual(result);
      expect(shown?.status).toBe('settled');
      const orders = await studioCall<{ items: { status: string; payout: string }[] }>(
        t.app,
        'GET',
        `${LOTTERY_API.orders}?pageNo=1&pageSize=10`,
        p.token,
      );
      expect(orders.status).toBe(200);
      expect(orders.body.value.items.map((item) => item.status)).toEqual(['won', 'won']);
      await expectLedgerConsistent(t.db);
    },
  );

  it('shows the seeded South and Central history on their pages', async () => {
    for (const gameCode of [GAMES.south, GAMES.central]) {
      const state = await studioCall<LotteryState>(
        t.app,
        'GET',
        `${LOTTERY_API.state}?gameCode=${gameCode}`,
        null,
      );
      expect(state.status).toBe(200);
      expect(state.body.value.latest.some((d) => d.result?.prizes.fourth?.length === 7)).toBe(true);
      const draws = await studioCall(
        t.app,
        'GET',
        `${LOTTERY_API.draws}?gameCode=${gameCode}&pageNo=1`,
        null,
      );
      expect(draws.status).toBe(200);
    }
  });

  describe('refuses a malformed sheet with the prize named, and writes nothing', () => {
    const south = SOUTH_AN_GIANG_2026_08_20.result;
    const withPrize = (prize: string, numbers: string[]) => ({
      ...south,
      prizes: { ...south.prizes, [prize]: numbers },
    });
    const fourth = south.prizes.fourth as string[];
    it.each([
      ['six giải tư numbers', withPrize('fourth', fourth.slice(0, 6)), 'result.prizes.fourth'],
      ['eight giải tư numbers', withPrize('fourth', [...fourth, '12345']), 'result.prizes.fourth'],
      ['a five-digit special on a South sheet', withPrize('special', ['51033']), 'result.prizes.special.0'],
      ['a three-digit eighth prize', withPrize('eighth', ['054']), 'result.prizes.eighth.0'],
      [
        'a North prize missing',
        { ...NORTH_2026_09_11.result, prizes: { special: ['29352'] } },
        'result.prizes.first',
      ],
      [
        'an eighth prize on a North sheet',
        { region: 'north', prizes: { ...NORTH_2026_09_11.result.prizes, eighth: ['11'] } },
        'result.prizes',
      ],
    ])('%s', async (_name, sheet, field) => {
      const draw = await insertTestDraw(t.db, sheet.region === 'north' ? GAMES.north : GAMES.south, {
        fast: false,
        closesInMs: -1000,
      });
      const res = await enter(operators[0], draw.id, sheet);
      expect([res.status, res.body.code]).toEqual([400, 'lottery_result_invalid']);
      expect((res.body as { fields?: Record<string, string> }).fields).toMatchObject({
        [field]: 'lottery_result_invalid',
      });
      expect(await entries(draw.id)).toBe(0);
    });

    it('a prize named twice in the body (JSON would keep the last)', async () => {
      const draw = await insertTestDraw(t.db, GAMES.south, { fast: false, closesInMs: -1000 });
      const body = JSON.stringify({ result: south }).replace(
        '"fourth":',
        `"fourth":${JSON.stringify(fourth.slice(0, 3))},"fourth":`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: resultUrl(draw.id),
        headers: {
          authorization: `Bearer ${operators[0]}`,
          'content-type': 'application/json',
          'x-lang': 'en',
        },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'lottery_result_invalid',
        fields: { 'result.prizes.fourth': 'lottery_result_invalid' },
      });
      expect(await entries(draw.id)).toBe(0);
    });
  });
});
