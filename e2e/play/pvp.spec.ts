import { PVP_API, type PvpPlayerTable, type PvpRoom } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectNoOverflow,
  expectTappable,
  fundedMember,
  gameCode,
  openGame,
  shot,
  shownBalance,
  WIDTHS,
} from './support.ts';

/** Joins a room (the beginner one unless told) and presses ready: the hold leaves the balance at once. */
async function sitAndReady(page: Page, room: PvpRoom = 'beginner'): Promise<PvpPlayerTable> {
  await expect(page.getByTestId('pvp-lobby')).toBeVisible();
  const joined = page.waitForResponse((r) => r.url().endsWith(PVP_API.join));
  await page.getByTestId(`pvp-join-${room}`).click();
  const table = ((await (await joined).json()) as { value: PvpPlayerTable }).value;
  await expect(page.getByTestId('pvp-table')).toBeVisible();
  const before = await shownBalance(page);
  const readied = page.waitForResponse((r) => r.url().endsWith(PVP_API.ready));
  await page.getByTestId('pvp-ready').click();
  expect((await readied).ok()).toBe(true);
  await expect.poll(() => shownBalance(page)).toBe(before - BigInt(table.stake) * BigInt(table.holdUnits));
  return table;
}

for (const size of WIDTHS) {
  test(`Ba Cây at ${size.name}: ready holds the stake, marked bots sit in, the cards turn up and the result adds up`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await fundedMember(page, 'bac');
    const lang = size.name === 'phone' ? 'vi' : 'en';
    await openGame(page, await gameCode('Three Cards'), lang);
    await expect(page.getByTestId('pvp-rooms')).toBeVisible();
    await expectNoOverflow(page);
    await shot(page, `play-pvp-lobby-${size.name}`);
    const start = await shownBalance(page);
    await sitAndReady(page);

    // the house's bots take seats (marked BOT), the hand is dealt: three cards of mine, face up for me
    await expect(page.locator('[data-testid^="pvp-seat-"]', { hasText: 'BOT' }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('pvp-show')).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByTestId('pvp-my-cards').getByRole('img')).toHaveCount(3);
    await expect(page.getByTestId('pvp-my-cards').locator('[data-card]')).toHaveCount(3);
    await expectNoOverflow(page);
    await expectTappable(page);
    await shot(page, `play-pvp-ba-cay-${size.name}`);

    // my cards up, then the timer turns the rest: the result panel, and hold back ± the net
    const settled = page.waitForResponse(
      async (r) =>
        r.url().includes(PVP_API.table) &&
        ((await r.json()) as { value?: PvpPlayerTable }).value?.hand?.phase === 'settled',
      { timeout: 45_000 },
    );
    await page.getByTestId('pvp-show').click();
    const table = ((await (await settled).json()) as { value: PvpPlayerTable }).value;
    await expect(page.getByTestId('pvp-result')).toBeVisible();
    const index = table.hand?.seats.indexOf(table.mySeat as number) as number;
    const net = BigInt(table.hand?.result?.net[index] as string);
    await expect(page.getByTestId('pvp-my-net')).toHaveAttribute('data-value', String(net));
    await expect.poll(() => shownBalance(page)).toBe(start + net);
    await shot(page, `play-pvp-ba-cay-result-${size.name}`);
  });
}

test('two players play a hand of tiến lên to the end at one table, each paid what the hand says', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const code = await gameCode('Tien Len South');
  const pages: Page[] = [];
  for (const [i, size] of WIDTHS.entries()) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await fundedMember(page, `tl${i}`);
    await openGame(page, code, i === 0 ? 'en' : 'vi');
    pages.push(page);
  }
  const [a, b] = pages as [Page, Page];
  const starts = [await shownBalance(a), await shownBalance(b)];
  // a retry sits in another room: the first attempt's players still hold their seats
  const room: PvpRoom = testInfo.retry === 0 ? 'beginner' : 'standard';
  const tableA = await sitAndReady(a, room);
  const tableB = await sitAndReady(b, room);
  expect(tableB.tableId).toBe(tableA.tableId);

  // each player on their turn: leads their lowest card, or passes — always legal, so the hand runs to its end
  await expect(a.getByTestId('pvp-my-cards').locator('button')).toHaveCount(13, { timeout: 20_000 });
  await shot(a, 'play-pvp-tien-len-desktop');
  await shot(b, 'play-pvp-tien-len-phone');
  const over = async () =>
    (await a.getByTestId('pvp-result').count()) > 0 && (await b.getByTestId('pvp-result').count()) > 0;
  // the player whose turn it is (the screen says so) leads their lowest card — always legal, the 3 of spades
  // rule included — or passes when there is a trick to beat; clicks are dispatched to the card itself, as the
  // phone's fan overlaps its cards
  // a time limit, not a move count: on a loaded machine each look at the two screens is slow
  const playUntil = Date.now() + 170_000;
  while (Date.now() < playUntil && !(await over())) {
    let acted = false;
    for (const page of pages) {
      const status = await page
        .getByTestId('pvp-status')
        .getAttribute('data-status', { timeout: 1_000 })
        .catch(() => null);
      if (status !== 'yourTurn') continue;
      const answered = page
        .waitForResponse((r) => r.url().endsWith(PVP_API.move), { timeout: 10_000 })
        .catch(() => null);
      const pass = page.getByTestId('pvp-pass');
      if (await pass.isEnabled({ timeout: 1_000 }).catch(() => false)) {
        await pass.dispatchEvent('click');
      } else {
        const lowest = page.getByTestId('pvp-my-cards').locator('button:not([disabled])').first();
        await lowest.dispatchEvent('click', undefined, { timeout: 2_000 }).catch(() => undefined);
        const play = page.getByTestId('pvp-play');
        if (!(await play.isEnabled({ timeout: 2_000 }).catch(() => false))) continue;
        await play.dispatchEvent('click');
      }
      await answered;
      await page.waitForTimeout(150);
      acted = true;
    }
    if (!acted) await a.waitForTimeout(250);
  }
  await expect(a.getByTestId('pvp-result')).toBeVisible({ timeout: 30_000 });
  await expect(b.getByTestId('pvp-result')).toBeVisible({ timeout: 30_000 });
  await shot(a, 'play-pvp-tien-len-result-desktop');
  await shot(b, 'play-pvp-tien-len-result-phone');
  for (const [i, page] of pages.entries()) {
    const net = BigInt((await page.getByTestId('pvp-my-net').getAttribute('data-value')) ?? 'NaN');
    await expect.poll(() => shownBalance(page)).toBe((starts[i] as bigint) + net);
  }
  for (const page of pages) await page.context().close();
});
