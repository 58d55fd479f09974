import { TABLE_API, type TableBetAnswer, type TableFamily, type TablePlayerState } from '@app/contracts';
import { dealBaccarat, hashServerSeed, seededSource, tableEngine, toJson } from '@app/games';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { tableTitle } from '../../apps/server/src/modules/studio/catalogue.ts';
import { expect, test } from '../support/test.ts';
import {
  expectNoOverflow,
  expectTappable,
  fundedMember,
  openGame,
  shot,
  shownBalance,
  tableOf,
  WIDTHS,
} from './support.ts';

/** A round at a classic table: 15 s of betting, 6 s of result, 3 s of pause; one always fits in this. */
const ROUND_MS = 60_000;

/** Waits for a round whose betting is open with time to spare. */
async function bettingOpen(page: Page): Promise<void> {
  await expect(page.getByTestId('table-phase')).toHaveAttribute('data-phase', 'betting', {
    timeout: ROUND_MS,
  });
  await expect(page.getByTestId('table-board')).toBeVisible();
}

for (const size of WIDTHS) {
  test(`a live Xóc Đĩa table at ${size.name}: a chip on Chẵn confirmed in the open round, paid when the coins show`, async ({
    page,
  }) => {
    test.setTimeout(4 * ROUND_MS);
    await page.setViewportSize({ width: size.width, height: size.height });
    await fundedMember(page, 'tbl');
    const code = await tableOf('xoc-dia');
    await openGame(page, code, size.name === 'phone' ? 'vi' : 'en');
    await expect(page.getByTestId('table-screen')).toBeVisible();
    await expectNoOverflow(page);
    await expectTappable(page);
    await shot(page, `play-table-xoc-dia-${size.name}`);

    await bettingOpen(page);
    const before = await shownBalance(page);
    const chip = page.locator('[data-testid^="chip-"]').first();
    await chip.click();
    await page.getByTestId('spot-even').click();
    await expect(page.getByTestId('table-pending')).not.toHaveAttribute('data-value', '0');
    const placed = page.waitForResponse((r) => r.url().endsWith(TABLE_API.bet));
    await page.getByTestId('table-confirm').click();
    const response = await placed;
    expect(response.ok(), await response.text()).toBe(true);
    const { placement } = ((await response.json()) as { value: TableBetAnswer }).value;
    const stake = BigInt(placement.stake);
    await expect.poll(() => shownBalance(page)).toBe(before - stake);
    await expect(page.getByTestId('table-placed')).toHaveAttribute('data-value', String(stake));
    await shot(page, `play-table-xoc-dia-bet-${size.name}`);

    // the round is paid: the coins shown, the result line, the balance moved by exactly the payout
    const state = page.waitForResponse(
      async (r) =>
        r.url().endsWith(TABLE_API.state) &&
        ((await r.json()) as { value: TablePlayerState }).value.lastWin?.tableRoundId ===
          placement.tableRoundId,
      { timeout: 2 * ROUND_MS },
    );
    const paid = ((await (await state).json()) as { value: TablePlayerState }).value;
    const round = paid.history.find((r) => r.tableRoundId === placement.tableRoundId) ?? paid.round;
    expect(round?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const payout = tableEngine('xoc-dia').settle(
      placement.bets.map((bet) => ({ ...bet, stake: BigInt(bet.stake) })),
      round?.outcome,
    ).totalPayout;
    expect(paid.lastWin?.payout).toBe(String(payout));
    await expect(page.getByTestId('table-coins')).toBeVisible();
    await expect(page.getByTestId('table-result')).not.toBeEmpty();
    await expect.poll(() => shownBalance(page)).toBe(before - stake + payout);
    await expect(page.getByTestId('table-road')).toBeVisible();
    await shot(page, `play-table-xoc-dia-paid-${size.name}`);
  });
}

const FAMILIES: TableFamily[] = [
  'baccarat',
  'dragon-tiger',
  'roulette',
  'fan-tan',
  'niu-niu',
  'sic-bo',
  'bau-cua',
  'mahjong-28',
];

test('every live table game opens its board, fitting a phone and a desktop, in both languages', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await fundedMember(page, 'tbs');
  for (const family of FAMILIES) {
    const code = await tableOf(family);
    for (const size of WIDTHS) {
      const lang = size.name === 'phone' ? 'vi' : 'en';
      await page.setViewportSize({ width: size.width, height: size.height });
      await openGame(page, code, lang);
      await expect(page.getByTestId('table-board')).toBeVisible();
      await expectNoOverflow(page);
      await expectTappable(page);
      await shot(page, `play-table-${family}-${size.name}-${lang}`);
    }
  }
});

test('a baccarat table draws its bead plate and its big road from the rounds it dealt', async ({ page }) => {
  await fundedMember(page, 'rd');
  // the last baccarat table of the seed, which no other journey watches: its past rounds written here
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  const code = await lastTableOf(client, 'baccarat');
  try {
    const { rows } = await client.query<{ next: string }>(
      'SELECT coalesce(max(round_no) + 1, 0)::text AS next FROM table_rounds WHERE game_code = $1',
      [code],
    );
    const start = Number(rows[0]?.next ?? 0);
    for (let i = 0; i < 24; i++) {
      const outcome = toJson(dealBaccarat(seededSource(7_000 + i)));
      await client.query(
        `INSERT INTO table_rounds (game_code, round_no, phase, server_seed, server_seed_hash, client_seed,
           betting_ends_at, outcome, reveal_ends_at, settled_at)
         VALUES ($1, $2, 'settled', $3, $4, $5, now() - interval '1 hour', $6, now() - interval '1 hour', now() - interval '1 hour')`,
        [code, start + i, `seed${i}`, hashServerSeed(`seed${i}`), `table:${code}`, JSON.stringify(outcome)],
      );
    }
  } finally {
    await client.end();
  }
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGame(page, code, size.name === 'phone' ? 'vi' : 'en');
    await expect(page.getByTestId('table-road').locator('li')).toHaveCount(24);
    const rings = page.getByTestId('table-big-road').locator('li');
    // every round but a tie after a winner takes a ring of the big road
    expect(await rings.count()).toBeGreaterThan(10);
    await expectNoOverflow(page);
    await shot(page, `play-table-baccarat-roads-${size.name}`);
  }
});

async function lastTableOf(client: pg.Client, family: TableFamily): Promise<string> {
  const { rows } = await client.query<{ code: string; name_en: string }>(
    `SELECT g.code, g.name_en FROM games g JOIN vendors v ON v.vassalage = g.vassalage
     WHERE v.provider = 'studio' AND g.category = 'LIVE' AND g.active AND v.active ORDER BY g.code DESC`,
  );
  const found = rows.find((row) => tableTitle(row.name_en)?.family === family);
  if (!found) throw new Error(`No live ${family} table`);
  return found.code;
}
