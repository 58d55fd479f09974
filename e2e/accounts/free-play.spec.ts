import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';

test('a free-play (demo) account is turned away from deposit with the need-a-real-account dialog', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('free-play-button').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('header-username')).toHaveText(/^demo_/);

  await page.getByTestId('header-deposit').click();
  const dialog = page.getByTestId('demo-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('demo-dialog-message')).toHaveText(text('vi', 'session', 'demo.message'));
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
  await dialog.getByTestId('demo-dialog-confirm').click();
  await expect(dialog).toBeHidden();

  // A deep link to a real-money page is refused the same way.
  await page.goto('/index?mc=withdraw');
  await expect(page.getByTestId('demo-dialog')).toBeVisible();
  await expect(page).not.toHaveURL(/mc=withdraw/);
});
