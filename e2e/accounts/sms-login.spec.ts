import { expect, test } from '../support/test.ts';
import { codeIn, latestMessage } from './support.ts';

// Seeded demo member with a Vietnamese mobile (apps/server/src/db/seed/accounts.ts).
const MOBILE = '912345678';
const TARGET = '84912345678';

test('SMS login: the code button counts down disabled, and the texted code logs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-tab-sms').click();
  const form = page.getByTestId('sms-login-form');
  await expect(form.getByTestId('sms-mobile-country')).toHaveValue('84');
  await form.getByTestId('sms-mobile').fill(MOBILE);
  const send = form.getByTestId('sms-send-code');
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/\d+s/);
  const first = Number(await send.getAttribute('data-countdown'));
  expect(first).toBeGreaterThan(50);
  await expect.poll(async () => Number(await send.getAttribute('data-countdown'))).toBeLessThan(first);

  const code = codeIn((await latestMessage(page.request, TARGET)).body);
  await form.getByTestId('sms-code').fill(code);
  await form.getByTestId('sms-submit').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('header-username')).toHaveText('demo01');
});
