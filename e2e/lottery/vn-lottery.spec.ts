import { LOTTERY_API, type LotteryBetAnswer, OPERATOR_API, type VnResultBody } from '@app/contracts';
import { DEFAULT_VN_LOTTERY_CONFIGS, settleVnBet, type VnBetType, type VnResult } from '@app/games';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { NORTH_2026_09_11 } from '../../packages/games/src/lottery/vn/vn-real-draws.ts';
import { expectNoOverflow, fundedMember, shot, WIDTHS } from '../play/support.ts';
import { admin } from '../support/admin.ts';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { drawnBefore, openDrawWithTime, settledDraw, sumBalance } from './support.ts';

/** Lô Đề Siêu Tốc 45 Giây (a fast North sheet every 45 s) and Xổ Số Miền Bắc (the official North draw). */
const FAST = 'VN_LOTTO_005';
const NORTH = 'VN_LOTTO_001';
const FUNDS = 50_100_000n; // 501.000,00 ₫: the registration gift and the sandbox deposit

type Line = { type: VnBetType; numbers: string[]; points: string };

/** The whole đồng an amount shown on the page holds, whatever the language's separators (69.000 ₫, 69,000 ₫). */
async function shownDong(page: Page, testId: string): Promise<bigint> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return BigInt(text.replace(/[.,]00(?=\s*₫)/, '').replace(/\D/g, '') || 'NaN');
}

/** Picks a bet type and its numbers on the slip, sets the points and adds the line. */
async function addLine(page: Page, group: string, line: Line) {
  await page.getByTestId(`vnl-group-${group}`).click();
  const chip = page.getByTestId(`vnl-type-${line.type}`);
  if (await chip.count()) await chip.click();
  for (const number of line.numbers) await page.getByTestId(`vnl-ball-${number}`).click();
  await page.getByTestId('vnl-points').fill(line.points);
  await page.getByTestId('vnl-add-line').click();
}

/** Confirms the slip: the dialog's total, then the server's answer. */
async function confirmSlip(page: Page, total: bigint): Promise<LotteryBetAnswer> {
  await page.getByTestId('vnl-confirm-open').click();
  await expect.poll(() => shownDong(page, 'vnl-confirm-total')).toBe(total / 100n);
  const answered = page.waitForResponse((r) => r.url().endsWith(LOTTERY_API.bet));
  await page.getByTestId('vnl-confirm-send').click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: LotteryBetAnswer }).value;
}

/** Exactly what the lines pay on a result, by the engine's rules and the region's rates. */
function expectedNet(lines: readonly Line[], result: VnResult): bigint {
  const config = DEFAULT_VN_LOTTERY_CONFIGS[result.region];
  return lines
    .map((line) => settleVnBet(config, { ...line, points: BigInt(line.points) }, result))
    .reduce((sum, settled) => sum - settled.cost + settled.payout, 0n);
}

/** The journey's slip: two lô numbers of 1 point, three đề numbers of 5. */
const SLIP: Line[] = [
  { type: 'lo_2_digits', numbers: ['07', '38'], points: '1' },
  { type: 'de_special_last_2', numbers: ['15', '51', '99'], points: '5' },
];
// lô: 2 numbers × 27,000 ₫; đề: 3 numbers × 5 points × 1,000 ₫
const SLIP_COST = 2n * 2_700_000n + 15n * 100_000n;

/**
 * Puts the journey's slip together: quick picks fill the picker with a whole side of 00–99 (each đề number its own
 * bet) and clear it, then the two lines and their total, shown in the page's language.
 */
async function fillSlip(page: Page, sizeName: string, language: 'vi' | 'en') {
  await page.getByTestId('vnl-group-de').click();
  await page.getByTestId('vnl-quick-even').click();
  await expect(page.getByTestId('vnl-line-count')).toHaveText('50');
  await expect(page.getByTestId('vnl-ball-38')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('vnl-ball-07')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('vnl-quick-clear').click();
  await expect(page.getByTestId('vnl-line-count')).toHaveText('0');

  await addLine(page, 'lo', SLIP[0] as Line);
  await addLine(page, 'de', SLIP[1] as Line);
  await expect(page.getByTestId('vnl-line')).toHaveCount(2);
  await expect.poll(() => shownDong(page, 'vnl-total')).toBe(SLIP_COST / 100n);
  await shot(page, `lottery-vn-slip-${sizeName}-${language}`);
}

/** The results sheet, then the statistics: the đề number of each draw as a trend chart (recharts). */
async function resultsAndTrend(page: Page, sizeName: string, language: 'vi' | 'en') {
  await page.getByTestId('vnl-tab-results').click();
  await expect(page.getByTestId('vnl-result-sheet').first()).toBeVisible();
  await shot(page, `lottery-vn-paid-${sizeName}-${language}`);
  await page.getByTestId('vnl-tab-stats').click();
  // a point per draw (a line once there are two: a fresh database may hold only the draw this test bet on)
  await expect(
    page.getByTestId('vnl-trend').locator('.recharts-line-dots .recharts-dot').first(),
  ).toBeVisible();
  await expectNoOverflow(page);
  await shot(page, `lottery-vn-trend-${sizeName}-${language}`);
}

/**
 * The fast draw's journey waits for its draw once, at the desktop in English (where the header shows the balance
 * too); the phone, in Vietnamese, checks the layout of the same screens without waiting for a draw (the pairs of
 * e2e/play/rtp.spec.ts): the slip, the results and the trend.
 */
const [DESKTOP, PHONE] = WIDTHS;

test('desktop: lô and đề on a 45-second draw, drawn, paid, the balance and the orders agree', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [size, language] = [DESKTOP, 'en'] as const;
  await page.setViewportSize({ width: size.width, height: size.height });
  await fundedMember(page, 'lott');
  await useLanguage(page, language);
  const draw = await openDrawWithTime(page, FAST, 25);
  await page.goto(`/vnlottery?gameCode=${FAST}`);
  await expect(page.getByTestId(`vnl-game-${FAST}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('vnl-issue')).toBeVisible();
  await expectNoOverflow(page);

  await fillSlip(page, size.name, language);
  const answer = await confirmSlip(page, SLIP_COST);
  const placedOn = answer.bets[0]?.drawId as string;
  expect(answer.bets.map((bet) => bet.type)).toEqual(['lo_2_digits', 'de_special_last_2']);
  expect(BigInt(answer.balance)).toBe(FUNDS - SLIP_COST);
  await expect.poll(() => shownDong(page, 'header-balance-value')).toBe((FUNDS - SLIP_COST) / 100n);
  expect(BigInt(placedOn)).toBeGreaterThanOrEqual(BigInt(draw.drawId));

  // the draw comes by itself (the job queue, on the server's clock): the result, the payout, the balance
  const drawn = await settledDraw(page, FAST, placedOn);
  const result = drawn.result as VnResult;
  const net = expectedNet(SLIP, result);
  expect(await sumBalance(page)).toBe(FUNDS + net);
  await page.getByTestId('vnl-tab-orders').click();
  const orders = page.getByTestId('vnl-order');
  await expect(orders).toHaveCount(2);
  await expect(orders.and(page.locator('[data-status="open"]'))).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(() => shownDong(page, 'header-balance-value'), { timeout: 20_000 })
    .toBe((FUNDS + net) / 100n);
  await resultsAndTrend(page, size.name, language);
});

test('phone: the 45-second draw’s slip, results and trend fit, in Vietnamese (no draw waited for)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [size, language] = [PHONE, 'vi'] as const;
  await page.setViewportSize({ width: size.width, height: size.height });
  await fundedMember(page, 'lotl');
  await useLanguage(page, language);
  // the results and the trend show the draws made so far (a new server's first within one draw's time)
  await drawnBefore(page, FAST);
  await page.goto(`/vnlottery?gameCode=${FAST}`);
  await expect(page.getByTestId(`vnl-game-${FAST}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('vnl-issue')).toBeVisible();
  await expectNoOverflow(page);
  await fillSlip(page, size.name, language);
  await resultsAndTrend(page, size.name, language);
});

test('an official North result entered by two operators settles the bets on it', async ({ page }) => {
  test.setTimeout(180_000);
  await fundedMember(page, 'lotn');
  const draw = await openDrawWithTime(page, NORTH, 60);
  await page.goto(`/vnlottery?gameCode=${NORTH}`);
  await expect(page.getByTestId('vnl-issue')).toContainText(draw.issueNo);
  const result = NORTH_2026_09_11.result as VnResultBody; // a real published sheet: special 29352
  const lines: Line[] = [
    { type: 'de_special_last_2', numbers: ['52', '25'], points: '5' },
    { type: 'lo_2_digits', numbers: ['01'], points: '1' },
  ];
  await addLine(page, 'de', lines[0] as Line);
  await addLine(page, 'lo', lines[1] as Line);
  const cost = 10n * 100_000n + 2_700_000n;
  await confirmSlip(page, cost);

  // the draw closes (moved to now: the official draw is at 18:15), and two operators enter its result
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `UPDATE lottery_draws SET closes_at = now() - interval '2 seconds', draws_at = now() - interval '1 second'
        WHERE id = $1`,
      [draw.drawId],
    );
  } finally {
    await client.end();
  }
  const stamp = Date.now().toString(36);
  const tokens: string[] = [];
  // operators work with a bearer token, from a client of their own (not the member's browser and cookies)
  const operatorCall = (path: string, body: unknown, token?: string) =>
    fetch(`${process.env.E2E_BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  for (const name of [`lotop${stamp}a`, `lotop${stamp}b`]) {
    admin('operator', 'create', name, '--password', 'operator-password-1');
    const login = await operatorCall(OPERATOR_API.login, { username: name, password: 'operator-password-1' });
    expect(login.status).toBe(200);
    tokens.push(((await login.json()) as { value: { token: string } }).value.token);
  }
  const enter = (token: string, sheet: VnResultBody) =>
    operatorCall(`/api/operator/lottery/draws/${draw.drawId}/result`, { result: sheet }, token);
  const first = await enter(tokens[0] as string, result);
  expect(((await first.json()) as { value: { state: string } }).value.state).toBe('entered');
  const wrong = await enter(tokens[1] as string, {
    ...result,
    prizes: { ...result.prizes, special: ['11111'] },
  });
  expect([wrong.status, ((await wrong.json()) as { code: string }).code]).toEqual([
    409,
    'lottery_result_mismatch',
  ]);
  const second = await enter(tokens[1] as string, result);
  expect(((await second.json()) as { value: { state: string } }).value.state).toBe('confirmed');

  await settledDraw(page, NORTH, draw.drawId);
  const net = expectedNet(lines, result as VnResult);
  expect(net).toBe(5n * 9_900_000n - cost); // the đề on 52 wins 5 × 99,000 ₫; 25 and the lô on 01 lose
  expect(await sumBalance(page)).toBe(FUNDS + net);
  await page.getByTestId('vnl-tab-orders').click();
  await expect(page.getByTestId('vnl-order').and(page.locator('[data-status="won"]'))).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('vnl-order').and(page.locator('[data-status="lost"]'))).toHaveCount(1);
  await shot(page, 'lottery-vn-official-north');
});
