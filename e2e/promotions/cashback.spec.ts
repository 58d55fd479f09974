import {
  CSRF_COOKIE,
  CSRF_HEADER,
  REBATE_API,
  type RebateSummary,
  STUDIO_API,
  WALLET_API,
} from '@app/contracts';
import { fundedMember, spinSlot, WIDTHS } from '../play/support.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

for (const size of WIDTHS) {
  for (const lang of ['vi', 'en'] as const) {
    test(`cashback at ${size.width} px in ${lang.toUpperCase()}: slot turnover earns 1 %, claimed once into the wallet`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      // funded in Vietnamese (the deposit form reads "500.000" as Vietnamese does), then shown in `lang`
      await fundedMember(page, 'cbk');
      await useLanguage(page, lang);
      // nothing bet yet: nothing to claim
      await page.goto('/index?mc=manualRebate');
      await expect(page.getByTestId('rebate-page')).toBeVisible();
      await expect(page.getByTestId('rebate-empty')).toBeVisible();
      await expect(page.getByTestId('rebate-claim')).toBeDisabled();
      await expect(page.getByTestId('rebate-claims-empty')).toBeVisible();

      // 3 spins of 20,000 ₫ on a slot: 60,000 ₫ of valid turnover, 600 ₫ of cashback at 1 %
      await spinSlot(page, 3, 2_000_000n);
      const owed = ((await (await page.request.get(REBATE_API.summary)).json()) as { value: RebateSummary })
        .value;
      expect(owed.lines).toEqual([{ category: 'RNG', wagered: '6000000', rateBp: 100, amount: '60000' }]);
      await page.reload();
      const line = page.getByTestId('rebate-line');
      await expect(line).toHaveCount(1);
      await expect(line).toHaveAttribute('data-category', 'RNG');
      await expect(page.getByTestId('rebate-total')).toHaveText(
        lang === 'vi' ? /^600,00\s₫$/ : /^600\.00\s₫$/,
      );
      await saveScreen(page, `promotions-cashback-${size.width}-${lang}`);

      const balance = async () =>
        BigInt(
          ((await (await page.request.get(WALLET_API.balance)).json()) as { value: { sumBalance: string } })
            .value.sumBalance,
        );
      const before = await balance();
      await page.getByTestId('rebate-claim').click();
      await expect(page.getByTestId('rebate-paid')).toBeVisible();
      await expect(page.getByTestId('rebate-empty')).toBeVisible();
      await expect(page.getByTestId('rebate-claim')).toBeDisabled();
      await expect(page.getByTestId('rebate-claim-row')).toHaveCount(1);
      expect(await balance()).toBe(before + 60_000n);
      await saveScreen(page, `promotions-cashback-claimed-${size.width}-${lang}`);

      // the bonus details list the cashback
      await page.getByTestId('mc-menu-bonusDetails').click();
      await expect(page.locator('[data-testid="bonus-row"][data-kind="rebate"]')).toHaveCount(1);
    });
  }
}
