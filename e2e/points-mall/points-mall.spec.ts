import {
  ACCOUNTS_API,
  CSRF_COOKIE,
  CSRF_HEADER,
  POINTS_API,
  type PointsSummary,
  WALLET_API,
} from '@app/contracts';
import { fundedMember, spinSlot, WIDTHS } from '../play/support.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { depositBySandbox, PASSWORD } from '../wallet/support.ts';

const PAYMENT_PASSWORD = '246810';

for (const size of WIDTHS) {
  for (const lang of ['vi', 'en'] as const) {
    test(`the points mall at ${size.width} px in ${lang.toUpperCase()}: slot bets earn points, spent on a cash reward with the payment password`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await fundedMember(page, 'pts');
      await depositBySandbox(page, '1.000.000');
      const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
      const set = await page.request.post(ACCOUNTS_API.paymentPassword, {
        headers: { [CSRF_HEADER]: csrf },
        data: {
          loginPassword: PASSWORD,
          newPaymentPassword: PAYMENT_PASSWORD,
          confirmPaymentPassword: PAYMENT_PASSWORD,
        },
      });
      expect(set.ok()).toBe(true);
      await useLanguage(page, lang);
      // no points yet: the rewards cannot be redeemed
      await page.goto('/pointMall');
      await expect(page.getByTestId('points-mall')).toBeVisible();
      await expect(page.getByTestId('mall-history-empty')).toBeVisible();
      await expect(page.getByTestId('mall-reward')).toHaveCount(3);
      await expect(page.getByTestId('mall-redeem').first()).toBeDisabled();

      // 9 spins of 100,000 ₫ on a slot: 900,000 ₫ of valid turnover, 1,080.00 points at 1.20 per 1,000 ₫
      await spinSlot(page, 9, 10_000_000n);
      const points = ((await (await page.request.get(POINTS_API.summary)).json()) as { value: PointsSummary })
        .value;
      expect(points.balance).toBe('108000');
      await page.reload();
      await expect(page.getByTestId('mall-points')).toHaveText(lang === 'vi' ? '1.080,00' : '1,080.00');
      await expect(page.locator('[data-testid="mall-history-row"][data-kind="earned"]')).toHaveCount(9);
      await saveScreen(page, `points-mall-${size.width}-${lang}`);

      const balance = async () =>
        BigInt(
          ((await (await page.request.get(WALLET_API.balance)).json()) as { value: { sumBalance: string } })
            .value.sumBalance,
        );
      const before = await balance();
      await page.getByTestId('mall-redeem').first().click();
      const dialog = page.getByTestId('redeem-dialog');
      await expect(dialog).toBeVisible();
      // a wrong payment password is refused with the server's message, nothing spent
      await dialog.getByTestId('redeem-password').fill('135790');
      await dialog.getByTestId('redeem-submit').click();
      await expect(dialog.getByTestId('redeem-error')).toBeVisible();
      await saveScreen(page, `points-mall-wrong-password-${size.width}-${lang}`);
      await dialog.getByTestId('redeem-password').fill(PAYMENT_PASSWORD);
      await dialog.getByTestId('redeem-submit').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('mall-redeemed')).toBeVisible();
      await expect(page.getByTestId('mall-points')).toHaveText(lang === 'vi' ? '80,00' : '80.00');
      await expect(page.locator('[data-testid="mall-history-row"][data-kind="redeemed"]')).toHaveCount(1);
      await expect(page.getByTestId('mall-redeem').first()).toBeDisabled();
      expect(await balance()).toBe(before + 1_000_000n);
      await saveScreen(page, `points-mall-redeemed-${size.width}-${lang}`);
    });
  }
}

test('the points mall asks a visitor to log in', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(page.getByTestId('mall-login')).toBeVisible();
  await page.getByTestId('mall-login').getByRole('button').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});
