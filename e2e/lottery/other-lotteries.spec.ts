import { LOTTERY_API, type LotteryBetAnswer } from '@app/contracts';
import { KIND_TABLES, kindEngine, settleKindLine } from '@app/games';
import type { Page } from '@playwright/test';
import { expectNoOverflow, fundedMember, shot, WIDTHS } from '../play/support.ts';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { drawnBefore, openDrawWithTime, settledDraw, sumBalance } from './support.ts';

/** Keno 1 Minute (20 of 80 every minute, Elott) and Singapore 4D (SEA), on /lottery and /seaLottery. */
const KENO = 'LOTUS_ELOTT_004';
const FOUR_D = 'SEA_LOTTO_004';
const FUNDS = 50_100_000n; // 501.000,00 ₫: the registration gift and the sandbox deposit

type Line = { type: string; numbers: string[]; points: string };

/** Confirms the slip and answers the server's answer to it. */
async function confirmSlip(page: Page): Promise<LotteryBetAnswer> {
  await page.getByTestId('elt-confirm-open').click();
  const answered = page.waitForResponse((r) => r.url().endsWith(LOTTERY_API.bet));
  await page.getByTestId('vnl-confirm-send').click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: LotteryBetAnswer }).value;
}

/**
 * The keno journey waits for its draw once, on the phone in Vietnamese; the desktop, in English, checks the layout of
 * the same screens without waiting for a draw (the pairs of e2e/play/rtp.spec.ts): the lobby, the slip, the history
 * and the trend. The betting record of the drawn round, which only the journey has, is checked at both widths there.
 */
const [DESKTOP, PHONE] = WIDTHS;
const TICKET = ['07', '21', '38', '64', '80'];

/** From the lobby (which fits) to Keno 1 Minute, a ticket of five numbers and a sum bet on the slip. */
async function lobbyToSlip(
  page: Page,
  sizeName: string,
  language: 'vi' | 'en',
  beforeOpening: () => Promise<void>,
) {
  await page.goto('/lottery');
  await expect(page.getByTestId('elt-lobby')).toBeVisible();
  await expectNoOverflow(page);
  await shot(page, `lottery-lobby-${sizeName}-${language}`);
  await beforeOpening();
  await page
    .getByTestId('elt-lobby-game')
    .filter({ hasText: /Keno 1/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`gameCode=${KENO}`));
  await expect(page.getByTestId('elt-issue')).toBeVisible();

  const picker = page.getByTestId('elt-keno-picker');
  for (const number of TICKET) await picker.getByRole('button', { name: number, exact: true }).click();
  await page.getByTestId('elt-points').fill('2');
  await page.getByTestId('elt-add-line').click();
  await page.getByTestId('elt-group-sum').click();
  await page.getByTestId('elt-type-sum_big').click();
  await page.getByTestId('elt-add-line').click();
  await expect(page.getByTestId('vnl-line')).toHaveCount(2);
  await expectNoOverflow(page);
  await shot(page, `lottery-keno-slip-${sizeName}-${language}`);
}

/** The draws so far, then the chart (recharts, its own chunk): a point per draw's sum. */
async function historyAndTrend(page: Page, sizeName: string, language: 'vi' | 'en') {
  await page.getByTestId('elt-view-history').click();
  await expect(page.getByTestId('elt-history-item').first()).toBeVisible();
  await page.getByTestId('elt-view-trend').click();
  // a line once there are two: a fresh database may hold only the draw this test bet on
  await expect(
    page.getByTestId('elt-trend').locator('.recharts-line-dots .recharts-dot').first(),
  ).toBeVisible();
  await expectNoOverflow(page);
  await shot(page, `lottery-keno-trend-${sizeName}-${language}`);
}

test('phone: a keno ticket and a sum bet from the lobby, drawn, paid, the balance and the orders agree', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const [size, language] = [PHONE, 'vi'] as const;
  await page.setViewportSize({ width: size.width, height: size.height });
  await fundedMember(page, 'keno');
  await useLanguage(page, language);
  await lobbyToSlip(page, size.name, language, async () => {
    await openDrawWithTime(page, KENO, 25);
  });
  const lines: Line[] = [
    { type: 'spots', numbers: TICKET, points: '2' },
    { type: 'sum_big', numbers: ['-'], points: '2' },
  ];
  const answer = await confirmSlip(page);
  // a ticket is one bet: 2 points × 1,000 ₫, the sum bet the same
  const cost = 2n * 100_000n + 2n * 100_000n;
  expect(answer.bets.map((bet) => bet.type)).toEqual(['spots', 'sum_big']);
  expect(BigInt(answer.balance)).toBe(FUNDS - cost);

  // the draw comes by itself: the payout is the engine's on the drawn numbers, to the minor unit
  const drawn = await settledDraw(page, KENO, answer.bets[0]?.drawId as string);
  const engine = kindEngine({ kind: 'keno' });
  const payout = lines
    .map((line) => settleKindLine(engine, KIND_TABLES.Elott, { ...line, points: 2n }, drawn.outcome).payout)
    .reduce((sum, value) => sum + value, 0n);
  expect(await sumBalance(page)).toBe(FUNDS - cost + payout);
  await page.getByTestId('elt-view-orders').click();
  const orders = page.getByTestId('vnl-order');
  await expect(orders).toHaveCount(2);
  await expect(orders.and(page.locator('[data-status="open"]'))).toHaveCount(0, { timeout: 20_000 });
  await historyAndTrend(page, size.name, language);

  // the betting record: the draw's round with its sum and each line, named, with what it paid
  await page.goto('/index?mc=personalHistoryCopy');
  await page.getByTestId('bet-row').first().getByTestId('bet-open').click();
  const outcome = page.getByTestId('bet-detail').getByTestId('bet-outcome');
  await expect(outcome).toHaveAttribute('data-kind', 'lottery');
  await expect(outcome).toContainText(engine.headline(drawn.outcome));
  await expect(outcome.locator('li')).toHaveCount(2);
  await expect(outcome).toContainText(TICKET.join(' '));
  await expectNoOverflow(page);
  await shot(page, `lottery-keno-record-${size.name}-${language}`);
  // the same record at the desktop's width (the desktop's own journey waits for no draw)
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await expect(outcome).toContainText(TICKET.join(' '));
  await expectNoOverflow(page);
  await shot(page, `lottery-keno-record-${DESKTOP.name}-${language}`);
});

test('desktop: the keno lobby, slip, history and trend fit, in English (no draw waited for)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [size, language] = [DESKTOP, 'en'] as const;
  await page.setViewportSize({ width: size.width, height: size.height });
  await fundedMember(page, 'kenl');
  await useLanguage(page, language);
  // the history and the trend show the draws made so far (a new server's first within one draw's time)
  await drawnBefore(page, KENO);
  await lobbyToSlip(page, size.name, language, async () => undefined);
  await historyAndTrend(page, size.name, language);
});

test('phone: a chased 4D slip on /seaLottery from typed numbers, malformed ones pointed out, then in my bets', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await fundedMember(page, 'fourd');
  await useLanguage(page, 'vi');
  await page.goto(`/seaLottery?gameCode=${FOUR_D}`);
  await expect(page.getByTestId('elt-issue')).toBeVisible();
  await openDrawWithTime(page, FOUR_D, 30);
  await page.getByTestId('elt-typed-input').fill('1234 0042, 1234 99 7777');
  await page.getByTestId('elt-typed-input').press('Enter');
  // the repeat and the two-digit number are named; 99 stays in the field to be mended
  await expect(page.getByTestId('elt-typed-report')).toContainText('1234');
  await expect(page.getByTestId('elt-typed-report')).toContainText('99');
  await expect(page.getByTestId('elt-typed-input')).toHaveValue('99');
  // 3 numbers × 2 points × 1,000 ₫: above the game's least slip (5,000 ₫)
  await page.getByTestId('elt-points').fill('2');
  await page.getByTestId('elt-add-line').click();
  await expect(page.getByTestId('vnl-line')).toHaveCount(1);
  await expectNoOverflow(page);
  // chased over 3 draws: the foot says the most it may charge, and only this draw's slip is charged now
  // the switch's input is drawn by its label (the input itself is hidden)
  await page.getByTestId('vnl-chase').locator('label.vnl-chase-toggle').click();
  await expect(page.getByTestId('vnl-chase-toggle')).toBeChecked();
  await page.getByTestId('vnl-chase-draws').fill('3');
  await expect(page.getByTestId('elt-chase-foot')).toContainText('18.000');
  const answer = await confirmSlip(page);
  expect(answer.bets[0]?.numbers).toEqual(['0042', '1234', '7777']);
  expect(answer.chase).toMatchObject({ drawsTotal: 3, stopOnWin: true });
  expect(BigInt(answer.balance)).toBe(FUNDS - 6n * 100_000n);
  await expect(page.getByTestId('elt-bet-success')).toBeVisible();
  await expect(page.getByTestId('vnl-chase-toggle')).not.toBeChecked();
  await page.getByTestId('elt-view-orders').click();
  await expect(page.getByTestId('vnl-order')).toHaveCount(1);
  await shot(page, 'lottery-4d-orders-phone-vi');
});
