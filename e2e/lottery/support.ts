import { LOTTERY_API, type LotteryDraw, type LotteryState, WALLET_API } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect } from '../support/test.ts';

/** The member's balance as the wallet answers it (minor units). */
export async function sumBalance(page: Page): Promise<bigint> {
  const res = await page.request.get(WALLET_API.balance);
  return BigInt(((await res.json()) as { value: { sumBalance: string } }).value.sumBalance);
}

/** Waits until the game's open draw has at least `seconds` of betting left (a fast draw may be closing). */
export async function openDrawWithTime(page: Page, gameCode: string, seconds: number): Promise<LotteryDraw> {
  let found: LotteryDraw | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${LOTTERY_API.state}?gameCode=${gameCode}`);
        const state = ((await res.json()) as { value: LotteryState }).value;
        const draw = state.open[0];
        found = draw && Date.parse(draw.closesAt) - state.serverTime > seconds * 1000 ? draw : undefined;
        return found !== undefined;
      },
      { timeout: 70_000, intervals: [1_000] },
    )
    .toBe(true);
  return found as LotteryDraw;
}

/** Waits for a draw to be drawn and settled by the job queue, and answers it as players see it. */
export async function settledDraw(page: Page, gameCode: string, drawId: string): Promise<LotteryDraw> {
  let draw: LotteryDraw | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${LOTTERY_API.draws}?gameCode=${gameCode}&pageSize=50`);
        const items = ((await res.json()) as { value: { items: LotteryDraw[] } }).value.items;
        draw = items.find((item) => item.drawId === drawId && item.status === 'settled');
        return draw !== undefined;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  return draw as LotteryDraw;
}

/**
 * Waits until the game has a draw drawn and settled (its results and trend have one to show): at once on a server
 * that has run a while, within one draw's time on a new one.
 */
export async function drawnBefore(page: Page, gameCode: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${LOTTERY_API.draws}?gameCode=${gameCode}&pageSize=50`);
        const items = ((await res.json()) as { value: { items: LotteryDraw[] } }).value.items;
        return items.some((item) => item.status === 'settled');
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
}
