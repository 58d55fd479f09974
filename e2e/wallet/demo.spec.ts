import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';

test('a demo member sees the play money with a demo tag and is sent to the real-account dialog on deposit', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('free-play-button').click();
  await expect(page.getByTestId('header-username')).toHaveText(/^demo_/);
  await expect(page.getByTestId('side-balance-value')).toHaveText('2.000.000,00 ₫');
  await expect(page.getByTestId('side-balance-value-demo')).toHaveText(text('vi', 'layout', 'side.demo'));
  await expect(page.getByTestId('header-balance-value')).toHaveText('2.000.000,00 ₫');

  await page.getByTestId('side-wallet-deposit').click();
  const dialog = page.getByTestId('demo-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('demo-dialog-message')).toHaveText(text('vi', 'session', 'demo.message'));
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
  await dialog.getByTestId('demo-dialog-confirm').click();
  await page.getByTestId('header-withdraw').click();
  await expect(page.getByTestId('demo-dialog')).toBeVisible();
});
