import type { StudioRound } from '@app/contracts';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test, vietnamDay } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember } from '../wallet/support.ts';
import { GAME_EN, GAME_VI, miniSicBo, money, playRounds } from './support.ts';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Moves a round back in time (it was played ten days ago, as far as the record can tell). */
async function backdate(roundId: string, days: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `UPDATE game_rounds SET created_at = created_at - make_interval(days => $2),
                              settled_at = settled_at - make_interval(days => $2) WHERE id = $1`,
      [roundId, days],
    );
  } finally {
    await client.end();
  }
}

const sum = (rounds: StudioRound[], field: 'stake' | 'win') =>
  rounds.reduce((total, r) => total + BigInt(r[field]), 0n);

async function expectTotals(page: Page, lang: 'vi' | 'en', rounds: StudioRound[]) {
  const totals = page.getByTestId('bets-totals');
  const [stake, win] = [sum(rounds, 'stake'), sum(rounds, 'win')];
  await expect(totals.getByTestId('bets-total-rounds')).toHaveText(
    text(lang, 'bets', rounds.length === 1 ? 'totals.rounds_one' : 'totals.rounds_other', {
      count: String(rounds.length),
    }),
  );
  await expect(totals.getByTestId('bets-total-stake')).toHaveText(money(stake, lang));
  await expect(totals.getByTestId('bets-total-win')).toHaveText(money(win, lang));
  await expect(totals.getByTestId('bets-total-profit')).toHaveText(money(win - stake, lang, true));
}

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
    .toBe(false);
}

for (const lang of ['vi', 'en'] as const) {
  test(`betting record in ${lang.toUpperCase()}: rounds played, totals, presets, filters, a round's detail, desktop and phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await page.setViewportSize(SIZES[0]);
    await newMember(page, 'bet');
    await depositBySandbox(page, '250000');
    const game = await miniSicBo(page);
    const played = await playRounds(page, game.code, game.minBet, 4);
    // the first round was played ten days ago: in the 30-day preset, not in the 7-day one
    await backdate(played[0]!.roundId, 10);
    const week = played.slice(1);
    const newestFirst = [...week].reverse();

    await page.goto('/index?mc=personalHistoryCopy');
    const rows = page.getByTestId('bet-row');
    await expect(rows).toHaveCount(3);
    for (const [i, round] of newestFirst.entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-id', round.roundId);
      await expect(row.getByTestId('bet-game')).toHaveText(lang === 'vi' ? GAME_VI : GAME_EN);
      await expect(row.getByTestId('bet-stake')).toHaveText(money(BigInt(round.stake), lang));
      await expect(row.getByTestId('bet-win')).toHaveText(money(BigInt(round.win), lang));
      await expect(row.getByTestId('bet-profit')).toHaveText(
        money(BigInt(round.win) - BigInt(round.stake), lang, true),
      );
      await expect(row.getByTestId('bet-status')).toHaveText(text(lang, 'bets', 'status.settled'));
      await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    }
    await expectTotals(page, lang, week);
    await saveScreen(page, `bets-list-desktop-${lang}`);

    // date presets: 30 days reaches the round of ten days ago, today does not
    await page.getByTestId('range-days30').click();
    await expect(rows).toHaveCount(4);
    await expectTotals(page, lang, played);
    await page.getByTestId('range-today').click();
    await expect(rows).toHaveCount(3);
    await expectTotals(page, lang, week);
    // a custom range: the ends out of order are refused on the page, a good one applies
    const today = vietnamDay();
    const tenDaysAgo = vietnamDay(Date.now() - 10 * 86_400_000);
    await page.getByTestId('range-custom').click();
    await page.getByTestId('range-from').fill(today);
    await page.getByTestId('range-to').fill(tenDaysAgo);
    await expect(page.getByTestId('range-error')).toHaveText(
      text(lang, 'common', 'dateRange.problems.order'),
    );
    await page.getByTestId('range-from').fill(tenDaysAgo);
    await page.getByTestId('range-to').fill(tenDaysAgo);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-id', played[0]!.roundId);
    await page.getByTestId('range-today').click();
    await expect(rows).toHaveCount(3);

    // filters: status, game type, provider and game
    await page.getByTestId('bets-status').selectOption('cancelled');
    await expect(page.getByTestId('bets-empty')).toBeVisible();
    await expect(page.getByTestId('bets-empty')).toContainText(text(lang, 'bets', 'emptyTitle'));
    await saveScreen(page, `bets-empty-desktop-${lang}`);
    await page.getByTestId('bets-status').selectOption('settled');
    await expect(rows).toHaveCount(3);
    await page.getByTestId('bets-category').selectOption('LIVE');
    await expect(page.getByTestId('bets-empty')).toBeVisible();
    await page.getByTestId('bets-category').selectOption('RNG');
    await expect(rows).toHaveCount(3);
    await page.getByTestId('bets-vendor').selectOption(game.vassalage);
    await expect(page.getByTestId('bets-game')).toBeEnabled();
    await expect(page.getByTestId('bets-game').locator(`option[value="${game.code}"]`)).toHaveCount(1);
    await page.getByTestId('bets-game').selectOption(game.code);
    await expect(rows).toHaveCount(3);
    await expectTotals(page, lang, week);

    // a round in detail, with its dice and the way to verify it
    const newest = newestFirst[0]!;
    await rows.first().getByTestId('bet-open').click();
    const detail = page.getByTestId('bet-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('bet-detail-game')).toHaveText(lang === 'vi' ? GAME_VI : GAME_EN);
    await expect(detail.getByTestId('bet-detail-stake')).toHaveText(
      `${money(BigInt(newest.stake), lang)}\u00a0₫`,
    );
    await expect(detail.getByTestId('bet-detail-win')).toHaveText(
      `${money(BigInt(newest.win), lang)}\u00a0₫`,
    );
    await expect(detail.getByTestId('bet-detail-balance')).toHaveText(
      `${money(BigInt(newest.balance), lang)}\u00a0₫`,
    );
    await expect(detail.getByTestId('bet-outcome')).toHaveAttribute('data-kind', 'dice');
    await expect(detail.getByTestId('bet-fair')).toContainText(newest.fair.serverSeedHash);
    await expect(detail.getByTestId('bet-verify')).toHaveAttribute('href', `/fair?round=${newest.roundId}`);
    await expect(detail.getByTestId('bet-verify')).toHaveText(text(lang, 'bets', 'detail.verify'));
    await saveScreen(page, `bets-detail-desktop-${lang}`);

    // the phone: rows become cards, nothing scrolls sideways
    await page.setViewportSize(SIZES[1]);
    await expectNoSidewaysScroll(page);
    await saveScreen(page, `bets-detail-phone-${lang}`);
    await page.getByTestId('bet-detail-close').click();
    await expect(detail).toBeHidden();
    await expect(rows).toHaveCount(3);
    await expectNoSidewaysScroll(page);
    await saveScreen(page, `bets-list-phone-${lang}`);
    await page.getByTestId('bets-totals').scrollIntoViewIfNeeded();
    await saveScreen(page, `bets-totals-phone-${lang}`);

    // the verification link leads to the site's fair page for this round
    await rows.first().getByTestId('bet-open').click();
    await detail.getByTestId('bet-verify').click();
    await expect(page).toHaveURL(new RegExp(`/fair\\?round=${newest.roundId}$`));
  });
}
