import { STUDIO_API } from '@app/contracts';
import { expect, test } from '../support/test.ts';
import {
  expectNoOverflow,
  expectTappable,
  fundedMember,
  gameCode,
  openGame,
  roundOf,
  shot,
  shownBalance,
  WIDTHS,
} from './support.ts';

const LANGS = ['vi', 'en'] as const;

test('Tài Xỉu mini: chips on Tài and a total, one roll, the balance moves by win − stake, in both languages and widths', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await fundedMember(page, 'dic');
  const code = await gameCode('Mini Sic Bo');
  for (const lang of LANGS) {
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openGame(page, code, lang);
      await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
      await expectNoOverflow(page);
      await expectTappable(page);
      await shot(page, `play-dice-mini-${size.name}-${lang}`);

      const chip = page.locator('[data-testid^="chip-"]').first();
      const chipValue = BigInt(((await chip.getAttribute('data-testid')) ?? '').replace('chip-', ''));
      await chip.click();
      await page.getByTestId('box-big').click();
      await page.getByTestId('box-big').click();
      await page.getByTestId('box-total:10').click();
      await expect(page.getByTestId('box-big')).toHaveAttribute('data-amount', String(chipValue * 2n));
      await expect(page.getByTestId('table-total')).toHaveAttribute('data-value', String(chipValue * 3n));

      const before = await shownBalance(page);
      const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
      await page.getByTestId('instant-play').click();
      const response = await answered;
      expect(response.request().postDataJSON()).toMatchObject({
        bet: {
          bets: [
            { type: 'big', stake: String(chipValue * 2n) },
            { type: 'total', selection: 10, stake: String(chipValue) },
          ],
        },
      });
      const round = await roundOf(response);
      expect(BigInt(round.stake)).toBe(chipValue * 3n);
      await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
      expect(await shownBalance(page)).toBe(before - BigInt(round.stake) + BigInt(round.win));
      const dice = (round.outcome as { dice: number[] }).dice;
      await expect(page.getByTestId('dice')).toHaveAttribute('data-dice', dice.join(','));
      await expect(page.getByTestId('instant-result')).toHaveAttribute('data-win', round.win);
      await shot(page, `play-dice-mini-result-${size.name}-${lang}`);

      await page.getByTestId('play-rules').click();
      await expect(page.getByTestId('rules-panel')).toBeVisible();
      await shot(page, `play-dice-mini-rules-${size.name}-${lang}`);
      await page.keyboard.press('Escape');
    }
  }
});

test('Bầu cua: chips on two faces, a roll, then rebet after clearing', async ({ page }) => {
  test.setTimeout(120_000);
  await fundedMember(page, 'bcu');
  const code = await gameCode('Mini Gourd Crab Fish');
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGame(page, code);
    await page.getByTestId('box-face:cua').click();
    await page.getByTestId('box-face:tom').click();
    const before = await shownBalance(page);
    const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
    await page.getByTestId('instant-play').click();
    const round = await roundOf(await answered);
    await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
    expect(await shownBalance(page)).toBe(before - BigInt(round.stake) + BigInt(round.win));
    await expect(page.getByTestId('dice')).toHaveAttribute(
      'data-dice',
      (round.outcome as { dice: string[] }).dice.join(','),
    );
    await expectNoOverflow(page);
    await shot(page, `play-bau-cua-result-${size.name}-vi`);
    await page.getByTestId('table-clear').click();
    await expect(page.getByTestId('table-total')).toHaveAttribute('data-value', '0');
    await page.getByTestId('table-rebet').click();
    await expect(page.getByTestId('table-total')).toHaveAttribute('data-value', round.stake);
  }
});
