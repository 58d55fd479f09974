import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { newUsername, solveCaptcha, trackCaptchas } from './support.ts';

test('register by username, sign out after confirming, and log in again with the same credentials', async ({
  page,
}) => {
  const username = newUsername('reg');
  const password = 'Play1234';
  const captchas = trackCaptchas(page);
  await page.goto('/index');
  await page.getByTestId('register-button').click();

  const modal = page.getByTestId('register-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('register-username').fill(username);
  await modal.getByTestId('register-password').fill(password);
  await modal.getByTestId('register-confirmPassword').fill(password);
  await expect(modal.getByTestId('register-terms')).toBeChecked();
  await expect(modal.getByTestId('register-captcha-image')).toBeVisible();
  await modal.getByTestId('register-captcha').fill(await solveCaptcha(await captchas.latest()));
  await modal.getByTestId('register-captcha').press('Enter');

  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await expect(page.getByTestId('toast').first()).toBeVisible();

  await page.getByTestId('header-logout').click();
  const dialog = page.getByTestId('logout-dialog');
  await expect(dialog).toContainText(text('vi', 'session', 'logout.message'));
  await dialog.getByTestId('logout-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('header-username')).toHaveCount(0);
  await expect(page.getByTestId('rank-label')).toHaveText(text('vi', 'layout', 'header.rankLoggedOut'));

  await page.getByTestId('header-login-username').fill(`  ${username}  `);
  await page.getByTestId('header-login-password').fill(password);
  await page.getByTestId('header-login-password').press('Enter');
  await expect(page.getByTestId('header-username')).toHaveText(username);
});
