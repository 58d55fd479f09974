import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';

// Seeded member who must change the password at the next login (apps/server/src/db/seed/accounts.ts).
const USERNAME = 'change01';
const PASSWORD = 'Demo1234';

test('a required password change cannot be dismissed; once changed, the member info reloads and / opens', async ({
  page,
}) => {
  await page.goto('/noticePage');
  await page.getByTestId('header-login-username').fill(USERNAME);
  await page.getByTestId('header-login-password').fill(PASSWORD);
  await page.getByTestId('header-login-submit').click();

  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('change-password-required')).toHaveText(
    text('vi', 'session', 'password.required'),
  );
  await expect(modal.getByTestId('change-password-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  await modal.getByTestId('change-password-oldPassword').fill(PASSWORD);
  await modal.getByTestId('change-password-newPassword').fill('Fresh2468');
  await modal.getByTestId('change-password-confirmNewPassword').fill('Fresh2469');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByTestId('change-password-confirmNewPassword-error')).toHaveText(
    text('vi', 'session', 'register.mismatch'),
  );
  await modal.getByTestId('change-password-confirmNewPassword').fill('Fresh2468');
  await modal.getByTestId('change-password-confirmNewPassword').press('Enter');

  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('header-username')).toHaveText(USERNAME);
});
