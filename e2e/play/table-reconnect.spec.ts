import { TABLE_API, type TableBetAnswer, type TablePlayerState } from '@app/contracts';
import { tableEngine } from '@app/games';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { tableTitle } from '../../apps/server/src/modules/studio/catalogue.ts';
import { expect, test } from '../support/test.ts';
import { fundedMember, launch, shot, shownBalance } from './support.ts';

const ROUND_MS = 60_000;

/** A speed xóc đĩa table (8 s of betting) that the other journeys leave alone: the second one of the seed. */
async function xocDiaTable(): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string; name_en: string }>(
      `SELECT g.code, g.name_en FROM games g JOIN vendors v ON v.vassalage = g.vassalage
       WHERE v.provider = 'studio' AND g.category = 'LIVE' AND g.active AND v.active ORDER BY g.code DESC`,
    );
    const tables = rows.filter((row) => tableTitle(row.name_en)?.family === 'xoc-dia');
    const table = tables.find((t) => tableTitle(t.name_en)?.variant === 'speed') ?? tables[0];
    if (!table) throw new Error('No xóc đĩa table');
    return table.code;
  } finally {
    await client.end();
  }
}

async function bettingOpen(page: Page) {
  await expect(page.getByTestId('table-phase')).toHaveAttribute('data-phase', 'betting', {
    timeout: ROUND_MS,
  });
}

/** A chip on Chẵn, confirmed: the placement the server answered. */
async function betEven(page: Page) {
  await page.locator('[data-testid^="chip-"]').first().click();
  await page.getByTestId('spot-even').click();
  const placed = page.waitForResponse((r) => r.url().endsWith(TABLE_API.bet));
  await page.getByTestId('table-confirm').click();
  const response = await placed;
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: TableBetAnswer }).value.placement;
}

/** The state the page reads once the round is paid (its last win is this round). */
function paidState(page: Page, tableRoundId: string) {
  return page.waitForResponse(
    async (r) =>
      r.url().endsWith(TABLE_API.state) &&
      // an answer of the page being reloaded has no body left to read: the reloaded page asks again
      (await r
        .json()
        .then((body: { value: TablePlayerState }) => body.value.lastWin?.tableRoundId === tableRoundId)
        .catch(() => false)),
    { timeout: 2 * ROUND_MS },
  );
}

test('a player reloading the game during the reveal comes back to the same round and is paid once', async ({
  page,
}) => {
  test.setTimeout(4 * ROUND_MS);
  await page.setViewportSize({ width: 390, height: 844 });
  await fundedMember(page, 'rcn');
  await page.goto(await launch(page, await xocDiaTable(), 'vi'));
  await expect(page.getByTestId('table-screen')).toBeVisible();
  await bettingOpen(page);
  const start = await shownBalance(page);
  const placement = await betEven(page);
  const stake = BigInt(placement.stake);

  // the result is being shown: the connection goes (a reload: a new page, a new socket, the same session)
  await expect(page.getByTestId('table-phase')).toHaveAttribute('data-phase', /revealing|settled/, {
    timeout: ROUND_MS,
  });
  const paid = paidState(page, placement.tableRoundId);
  await page.reload();
  await expect(page.getByTestId('table-screen')).toBeVisible();
  const state = ((await (await paid).json()) as { value: TablePlayerState }).value;
  const round = state.history.find((r) => r.tableRoundId === placement.tableRoundId) ?? state.round;
  const payout = tableEngine('xoc-dia').settle(
    placement.bets.map((bet) => ({ ...bet, stake: BigInt(bet.stake) })),
    round?.outcome,
  ).totalPayout;
  expect(state.lastWin?.payout).toBe(String(payout));
  await expect.poll(() => shownBalance(page)).toBe(start - stake + payout);
  await shot(page, 'play-table-reconnected-phone');
});

test('one player in two tabs at one table: both show the same round, the bet made in one counts once in both', async ({
  browser,
}) => {
  test.setTimeout(4 * ROUND_MS);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await context.newPage();
  await fundedMember(a, 'two');
  const code = await xocDiaTable();
  await a.goto(await launch(a, code, 'en'));
  const b = await context.newPage();
  await b.goto(await launch(b, code, 'en'));
  await expect(a.getByTestId('table-screen')).toBeVisible();
  await expect(b.getByTestId('table-screen')).toBeVisible();
  await bettingOpen(a);
  await bettingOpen(b);
  // a speed table bets for 8 s: wait for a round with time left for the bet and its check in the other tab
  await expect
    .poll(
      async () => {
        const countdown = a.getByTestId('table-countdown');
        return (await countdown.count()) > 0 ? Number(await countdown.textContent()) : 0;
      },
      { timeout: ROUND_MS },
    )
    .toBeGreaterThanOrEqual(6);
  await expect(b.getByTestId('table-round')).toHaveText(
    (await a.getByTestId('table-round').textContent()) ?? '',
  );
  const start = await shownBalance(a);
  const placement = await betEven(a);
  const stake = BigInt(placement.stake);

  const paidA = paidState(a, placement.tableRoundId);
  const paidB = paidState(b, placement.tableRoundId);
  const read = async (r: Awaited<typeof paidA>) => ((await r.json()) as { value: TablePlayerState }).value;
  const stateA = await read(await paidA);
  const stateB = await read(await paidB);
  expect(stateB.lastWin).toEqual(stateA.lastWin);
  const payout = BigInt(stateA.lastWin?.payout ?? 'NaN');
  await expect.poll(() => shownBalance(a)).toBe(start - stake + payout);
  await expect.poll(() => shownBalance(b)).toBe(start - stake + payout);
  await context.close();
});
