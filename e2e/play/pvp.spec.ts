import { PVP_API, type PvpPlayerTable, type PvpRoom } from '@app/contracts';
import { tienLenSortCards } from '@app/games';
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

/** A seat as the game client holds it: the table it joined and the bearer token its calls carry. */
type Seated = { table: PvpPlayerTable; authorization: string };

/** Joins a room (the beginner one unless told) and presses ready: the hold leaves the balance at once. */
async function sitAndReady(page: Page, room: PvpRoom = 'beginner'): Promise<Seated> {
  await expect(page.getByTestId('pvp-lobby')).toBeVisible();
  const joined = page.waitForResponse((r) => r.url().endsWith(PVP_API.join));
  await page.getByTestId(`pvp-join-${room}`).click();
  const response = await joined;
  const table = ((await response.json()) as { value: PvpPlayerTable }).value;
  const authorization = (await response.request().allHeaders()).authorization ?? '';
  await expect(page.getByTestId('pvp-table')).toBeVisible();
  const before = await shownBalance(page);
  const readied = page.waitForResponse((r) => r.url().endsWith(PVP_API.ready));
  await page.getByTestId('pvp-ready').click();
  expect((await readied).ok()).toBe(true);
  await expect.poll(() => shownBalance(page)).toBe(before - BigInt(table.stake) * BigInt(table.holdUnits));
  return { table, authorization };
}

/** The table as the seated player's game client reads it (their own cards included). */
async function tableView(page: Page, seated: Seated): Promise<PvpPlayerTable> {
  const response = await page.request.get(`${PVP_API.table}?tableId=${seated.table.tableId}`, {
    headers: { authorization: seated.authorization },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: PvpPlayerTable }).value;
}

/**
 * The tiến lên move of the journey through the screen, once it says it is the player's turn: a pass when there is a
 * trick to beat, else their lowest card (the first of the fan) played. False when the screen did not get there.
 */
async function moveByClicks(page: Page): Promise<boolean> {
  const status = page.getByTestId('pvp-status');
  if (
    !(await expect(status)
      .toHaveAttribute('data-status', 'yourTurn', { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      ))
  )
    return false;
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
    if (!(await play.isEnabled({ timeout: 2_000 }).catch(() => false))) return false;
    await play.dispatchEvent('click');
  }
  return (await answered)?.ok() ?? false;
}

/** The same move sent as the game client sends it: a pass on a trick, else the lowest card led. */
async function moveByApi(page: Page, seated: Seated, view: PvpPlayerTable): Promise<void> {
  const hand = view.hand as NonNullable<PvpPlayerTable['hand']>;
  const move = hand.trick
    ? { kind: 'pass' as const }
    : { kind: 'play' as const, cards: tienLenSortCards(view.myCards).slice(0, 1) };
  const response = await page.request.post(PVP_API.move, {
    data: {
      requestId: `tl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      tableId: view.tableId,
      handId: hand.handId,
      seat: view.mySeat,
      move,
    },
    headers: { authorization: seated.authorization },
  });
  // refused only when the turn's timer moved first (the seat then plays on auto): the next look tells
  if (!response.ok()) expect(response.status(), await response.text()).toBe(409);
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
  const seatedA = await sitAndReady(a, room);
  const seatedB = await sitAndReady(b, room);
  expect(seatedB.table.tableId).toBe(seatedA.table.tableId);
  const players = [
    { page: a, ...seatedA },
    { page: b, ...seatedB },
  ];

  await expect(a.getByTestId('pvp-my-cards').locator('button')).toHaveCount(13, { timeout: 20_000 });
  await shot(a, 'play-pvp-tien-len-desktop');
  await shot(b, 'play-pvp-tien-len-phone');
  // each player on their turn leads their lowest card — always legal, the 3 of spades rule included — or passes
  // when there is a trick to beat, so the hand runs to its end. Each player's first move is made on their screen
  // (clicks dispatched to the card itself, as the phone's fan overlaps its cards); the rest of the hand goes
  // through the game client's API, as its buttons would send it: on a loaded machine the screens read slowly
  const clickedBy = new Set<Page>();
  let humanTurns = 0;
  let settled = false;
  const playUntil = Date.now() + 170_000;
  while (Date.now() < playUntil) {
    const view = await tableView(a, seatedA);
    const hand = view.hand;
    if (hand?.phase === 'settled') {
      settled = true;
      break;
    }
    const mover = players.find((player) => player.table.mySeat === hand?.turn);
    if (!hand || !mover || view.seats.find((seat) => seat.seat === mover.table.mySeat)?.auto) {
      // a bot's turn (or a seat the timer put on auto): the server moves it
      await a.waitForTimeout(150);
      continue;
    }
    humanTurns += 1;
    if (!clickedBy.has(mover.page) && (await moveByClicks(mover.page))) {
      clickedBy.add(mover.page);
      continue;
    }
    const mine = mover.page === a ? view : await tableView(mover.page, mover);
    if (mine.hand?.turn === mine.mySeat) await moveByApi(mover.page, mover, mine);
  }
  expect(settled, 'the hand settled within the play budget').toBe(true);
  // a hand won at the deal (an instant win) has no turn to play
  if (humanTurns > 0) expect(clickedBy.size, 'a move made on a screen').toBeGreaterThan(0);
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
