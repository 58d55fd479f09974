import { WALLET_API } from '@app/contracts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { newMember } from './support.ts';

/** The example the invalid-amount message gives, written the Vietnamese way. */
const INVALID_EXAMPLE = { example: '500.000', digits: '500000' };

test('bad deposit amounts are explained on the form and nothing is created', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(WALLET_API.deposits)) posts.push(request.url());
  });
  await newMember(page, 'dpv');
  await page.goto('/index?mc=depositv2');
  await page.getByTestId('deposit-channel-SANDBOX_BANK').click();
  const amount = page.getByTestId('deposit-amount');
  const error = page.getByTestId('deposit-amount-error');
  const submit = page.getByTestId('deposit-submit');

  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.empty'));
  await amount.fill('0');
  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.zero'));
  await amount.fill('năm trăm');
  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.invalid', INVALID_EXAMPLE));
  await amount.fill('1.000,555');
  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.decimals'));
  await amount.fill('10.000');
  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.belowMin', { amount: '50.000,00 ₫' }));
  await amount.fill('300.000.001');
  await amount.blur();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.aboveMax', { amount: '300.000.000,00 ₫' }));
  // The e-wallet channel has its own bounds.
  await page.getByTestId('deposit-channel-SANDBOX_EWALLET').click();
  await amount.fill('25.000.000');
  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.aboveMax', { amount: '20.000.000,00 ₫' }));
  // In Vietnamese the comma marks decimals: the English way of writing an amount is refused, never guessed.
  await amount.fill('25,000,000');
  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.invalid', INVALID_EXAMPLE));
  await amount.fill('100,000');
  await submit.click();
  await expect(error).toHaveText(text('vi', 'wallet', 'amount.decimals'));

  await expect(page.getByTestId('deposit-recent').getByTestId('empty-state')).toBeVisible();
  expect(posts).toEqual([]);
});
