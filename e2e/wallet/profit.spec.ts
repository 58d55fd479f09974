import { miniSicBo, money, playRounds } from '../bets/support.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { depositBySandbox, newMember } from './support.ts';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const lang of ['vi', 'en'] as const) {
  test(`profit and loss in ${lang.toUpperCase()}: the game rounds played today, by game type and by day, with the chart`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await newMember(page, 'pnl');
    await depositBySandbox(page, '250000');
    const game = await miniSicBo(page);
    const rounds = await playRounds(page, game.code, game.minBet, 3);
    const stakes = rounds.reduce((sum, r) => sum + BigInt(r.stake), 0n);
    const wins = rounds.reduce((sum, r) => sum + BigInt(r.win), 0n);

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/index?mc=personalProfit');
      const summary = page.getByTestId('profit-summary');
      const rng = summary.locator('[data-testid="profit-row"][data-category="RNG"]');
      await expect(rng).toBeVisible();
      await expect(rng).toContainText(money(stakes, lang));
      await expect(rng.getByTestId('profit-net')).toHaveText(money(wins - stakes, lang, true));
      await expect(page.getByTestId('profit-overall-net')).toContainText(money(wins - stakes, lang, true));
      await expect(page.getByTestId('profit-daily').getByTestId('profit-row')).toHaveCount(1);
      await expect(page.getByTestId('profit-chart').locator('.recharts-bar-rectangle')).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
        .toBe(false);
      await saveScreen(page, `profit-${size.name}-${lang}`);
    }
  });
}
