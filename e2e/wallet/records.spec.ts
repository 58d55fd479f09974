import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember } from './support.ts';

for (const lang of ['en', 'vi'] as const) {
  test(`transaction record in ${lang.toUpperCase()}: the gift, a deposit, the presets, the empty state, 360 px`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await newMember(page, 'rec');
    await page.goto('/index?mc=transactionHistory');
    // the registration gift is the first record
    const row = page.getByTestId('record-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('record-kind')).toHaveText(text(lang, 'wallet', 'records.ledger.bonus'));
    await expect(row.getByTestId('record-amount')).toHaveText(lang === 'vi' ? '+1.000,00' : '+1,000.00');
    await depositBySandbox(page, '250000');
    await page.getByTestId('mc-menu-transactionHistory').click();
    await expect(row).toHaveCount(2);
    await expect(row.first().getByTestId('record-kind')).toHaveText(
      text(lang, 'wallet', 'records.ledger.deposit'),
    );
    await expect(row.first().getByTestId('record-amount')).toHaveText(
      lang === 'vi' ? '+250.000,00' : '+250,000.00',
    );
    await expect(row.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await page.getByTestId('range-today').click();
    await expect(row).toHaveCount(2);
    await page.getByTestId('range-days30').click();
    await expect(row).toHaveCount(2);
    await page.getByTestId('records-kind').selectOption('deposit');
    await expect(row).toHaveCount(1);
    await page.getByTestId('records-kind').selectOption('withdrawal');
    await expect(page.getByTestId('records-page').getByTestId('empty-state')).toBeVisible();
    await page.getByTestId('records-kind').selectOption('');
    if (lang === 'en') await saveScreen(page, 'wallet-records-en');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
      .toBe(false);
    await saveScreen(page, `wallet-records-360-${lang}`);
  });
}
