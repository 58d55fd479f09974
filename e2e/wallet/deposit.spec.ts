import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember } from './support.ts';

test('deposit 500,000 ₫ by bank transfer through the sandbox gateway: approved, and the balance shows it', async ({
  page,
}) => {
  await newMember(page, 'dep');
  await page.goto('/index');
  // the registration gift (spec §9) is already in the balance
  await expect(page.getByTestId('side-balance-value')).toHaveText('1.000,00 ₫');

  await page.getByTestId('header-deposit').click();
  const centre = page.getByTestId('mc-page-depositv2');
  await expect(centre.getByTestId('deposit-page')).toBeVisible();
  await expect(centre.getByTestId('deposit-recent').getByTestId('empty-state')).toBeVisible();
  await centre.getByTestId('deposit-channel-SANDBOX_BANK').click();
  await expect(centre.getByTestId('deposit-limits')).toContainText('50.000,00 ₫');
  await centre.getByTestId('deposit-amount-preset-50000000').click();
  await expect(centre.getByTestId('deposit-amount')).toHaveValue('500.000');
  await saveScreen(page, 'wallet-deposit-vi');
  await centre.getByTestId('deposit-submit').click();

  // The gateway's hosted page, then back to the site with the result.
  await expect(page.getByTestId('sandbox-approve')).toBeVisible();
  await page.getByTestId('sandbox-approve').click();
  await expect(page).toHaveURL(/\/index\?mc=depositv2&deposit=\d+$/);
  const result = page.getByTestId('deposit-result');
  await expect(result).toHaveAttribute('data-status', 'APPROVED');
  await expect(result.getByTestId('deposit-result-title')).toHaveText(
    text('vi', 'wallet', 'deposit.result.APPROVED'),
  );
  await expect(result.getByTestId('deposit-result-reference')).toHaveText(/^HB[A-Z2-9]{8}$/);
  await expect(result.getByTestId('deposit-result-amount')).toHaveText('500.000,00 ₫');
  await expect(page.getByTestId('side-balance-value')).toHaveText('501.000,00 ₫');
  await expect(page.getByTestId('header-balance-value')).toHaveText('501.000,00 ₫');
  await expect(page.getByTestId('deposit-row')).toHaveCount(1);
  await expect(page.getByTestId('deposit-status')).toHaveText(text('vi', 'wallet', 'deposit.statusAPPROVED'));
  await saveScreen(page, 'wallet-deposit-result-vi');

  // Hidden balance: *** before the currency symbol, remembered across a reload, in both places.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
  await page.getByTestId('header-balance').click();
  await expect(page.getByTestId('side-balance-value')).toHaveText('*** ₫');
  await page.reload();
  await expect(page.getByTestId('header-balance-value')).toHaveText('*** ₫');
  await page.getByTestId('side-balance').click();
  await expect(page.getByTestId('header-balance-value')).toHaveText('501.000,00 ₫');
});

test('a declined deposit shows as declined and a started one waits in the pending list', async ({ page }) => {
  await newMember(page, 'dpd');
  await page.goto('/index?mc=depositv2');
  await page.getByTestId('deposit-channel-SANDBOX_EWALLET').click();
  await page.getByTestId('deposit-amount').fill('100.000');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('sandbox-decline').click();
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'DECLINED');
  await expect(page.getByTestId('side-balance-value')).toHaveText('1.000,00 ₫');

  // Started, then left at the gateway: listed as pending with a way back to its payment page.
  await page.getByTestId('deposit-result-close').click();
  await page.getByTestId('deposit-amount').fill('200000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('sandbox-approve')).toBeVisible();
  await page.goto('/index?mc=depositv2');
  const pending = page.getByTestId('deposit-pending');
  await expect(pending.getByTestId('deposit-pending-row')).toHaveCount(1);
  await expect(pending.getByTestId('deposit-pending-row')).toContainText('200.000,00');
  await pending.getByTestId('deposit-continue').click();
  await page.getByTestId('sandbox-approve').click();
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'APPROVED');
  await expect(page.getByTestId('side-balance-value')).toHaveText('201.000,00 ₫');
  await expect(page.getByTestId('deposit-pending')).toHaveCount(0);
});

for (const lang of ['en', 'vi'] as const) {
  test(`deposit screens in ${lang.toUpperCase()}, desktop and 360 px`, async ({ page }) => {
    await useLanguage(page, lang);
    await newMember(page, 'dps');
    await page.goto('/index?mc=depositv2');
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await expect(page.getByTestId('deposit-limits')).toContainText(text(lang, 'wallet', 'limits.daily'));
    if (lang === 'en') await saveScreen(page, 'wallet-deposit-en');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('deposit-submit')).toBeVisible();
    // the home page behind the panel settles its banners after a resize
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
      .toBe(false);
    await saveScreen(page, `wallet-deposit-360-${lang}`);
  });
}

test('the same amounts in Vietnamese and in English: the deposit page and the balance, at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newMember(page, 'dpl');
  // typed the Vietnamese way: dots group thousands, the comma marks the xu
  await depositBySandbox(page, '123.456,78');
  const centre = page.getByTestId('mc-page-depositv2');
  await expect(centre.getByTestId('deposit-result-amount')).toHaveText('123.456,78 ₫');
  // with the registration gift of 1.000,00 ₫
  await expect(page.getByTestId('header-balance-value')).toHaveText('124.456,78 ₫');
  await expect(page.getByTestId('side-balance-value')).toHaveText('124.456,78 ₫');
  await expect(centre.getByTestId('deposit-row')).toContainText('123.456,78');
  await expect(centre.getByTestId('deposit-limits')).toContainText('50.000,00 ₫');
  await expect(centre.getByTestId('deposit-amount-preset-50000000')).toHaveText('500.000');
  await centre.getByTestId('deposit-amount-preset-50000000').click();
  await expect(centre.getByTestId('deposit-amount')).toHaveValue('500.000');
  await saveScreen(page, 'wallet-money-1280-vi');

  // English: the same amounts, commas grouping thousands and a dot before the cents
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
  await saveScreen(page, 'wallet-money-header-1280-vi');
  await page.getByTestId('lang-picker').first().selectOption('en');
  await expect(page.getByTestId('header-balance-value')).toHaveText('124,456.78 ₫');
  await expect(page.getByTestId('side-balance-value')).toHaveText('124,456.78 ₫');
  await saveScreen(page, 'wallet-money-header-1280-en');
  await page.getByTestId('header-deposit').click();
  await expect(centre.getByTestId('deposit-row')).toContainText('123,456.78');
  await expect(centre.getByTestId('deposit-limits')).toContainText('50,000.00 ₫');
  await expect(centre.getByTestId('deposit-amount-preset-50000000')).toHaveText('500,000');
  await centre.getByTestId('deposit-amount-preset-50000000').click();
  await expect(centre.getByTestId('deposit-amount')).toHaveValue('500,000');
  // the Vietnamese way of writing is not guessed at in English: "100.000" has three decimals there
  await centre.getByTestId('deposit-amount').fill('100.000');
  await centre.getByTestId('deposit-submit').click();
  await expect(centre.getByTestId('deposit-amount-error')).toHaveText(
    text('en', 'wallet', 'amount.decimals'),
  );
  await centre.getByTestId('deposit-amount').fill('10,000');
  await centre.getByTestId('deposit-amount').blur();
  await expect(centre.getByTestId('deposit-amount-error')).toHaveText(
    text('en', 'wallet', 'amount.belowMin', { amount: '50,000.00 ₫' }),
  );
  await saveScreen(page, 'wallet-money-1280-en');

  // A phone: the deposit page, then the balance in the side menu, in English and back in Vietnamese.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
    .toBe(false);
  await saveScreen(page, 'wallet-money-390-en');
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-balance-value')).toHaveText('124,456.78 ₫');
  await saveScreen(page, 'wallet-money-side-390-en');
  await page.getByTestId('side-lang-picker').selectOption('vi');
  await expect(page.getByTestId('side-balance-value')).toHaveText('124.456,78 ₫');
  await saveScreen(page, 'wallet-money-side-390-vi');
  await page.goto('/index?mc=depositv2');
  await expect(page.getByTestId('deposit-row')).toContainText('123.456,78');
  await saveScreen(page, 'wallet-money-390-vi');
});
