import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { latestMessage } from './support.ts';

// Seeded demo member (apps/server/src/db/seed/accounts.ts).
const USERNAME = 'demo01';
const EMAIL = 'demo01@hanoibet.example';

test('forgot password by e-mail: the mailed link sets a new password that logs in', async ({ page }) => {
  const password = 'Reset2468';
  await page.goto('/index');
  await page.getByTestId('side-login').click();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('login-forgot').click();

  const modal = page.getByTestId('forgot-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('forgot-username').fill(USERNAME);
  await modal.getByTestId('forgot-email').fill(EMAIL);
  await modal.getByTestId('forgot-submit').click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByTestId('toast').filter({ hasText: text('vi', 'session', 'forgot.emailSent') }),
  ).toBeVisible();

  const mail = await latestMessage(page.request, EMAIL);
  const link = /\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  expect(link?.[1]).toBeTruthy();
  await page.goto(`/resetPassword?token=${link?.[1]}`);
  await expect(page.getByTestId('reset-page')).toBeVisible();
  await page.getByTestId('reset-new-password').fill(password);
  await page.getByTestId('reset-confirm-password').fill(password);
  await page.getByTestId('reset-submit').click();

  const login = page.getByTestId('login-popup');
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  await login.getByTestId('login-username').fill(USERNAME);
  await login.getByTestId('login-password').fill(password);
  await login.getByTestId('login-submit').click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('header-username')).toHaveText(USERNAME);
});
