import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { newUsername, registerByApi, totpCode } from './support.ts';

test('authenticator: set up in the security centre, then a login from a new IP is verified by its code', async ({
  page,
}) => {
  const username = newUsername('totp');
  const password = 'Totp1234';
  await registerByApi(page, { username, password });

  await page.goto('/index');
  await page.getByTestId('header-username').click();
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible();
  await expect(page).toHaveURL(/mc=securityCenter/);
  await expect(centre.getByTestId('mc-menu-securityCenter')).toHaveAttribute('aria-current', 'page');

  const row = centre.getByTestId('security-authenticator');
  await row.getByTestId('security-authenticator-action').click();
  await row.getByTestId('auth-setup').click();
  await expect(row.getByTestId('auth-qr')).toBeVisible();
  const secret = (await row.getByTestId('auth-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await row.getByTestId('auth-code').fill(totpCode(secret));
  await row.getByTestId('auth-enable').click();
  await expect(row.getByTestId('security-authenticator-status')).toHaveText(
    text('vi', 'security', 'authenticator.stateOn'),
  );

  await centre.getByTestId('member-centre-close').click();
  await expect(centre).toBeHidden();
  await page.getByTestId('header-logout').click();
  await page.getByTestId('logout-dialog-confirm').click();
  await expect(page.getByTestId('header-login-form')).toBeVisible();

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.50' });
  await page.goto('/index');
  await page.getByTestId('header-login-username').fill(username);
  await page.getByTestId('header-login-password').fill(password);
  await page.getByTestId('header-login-submit').click();

  const verify = page.getByTestId('verify-modal');
  await expect(verify).toBeVisible();
  await expect(page.getByTestId('header-username')).toHaveCount(0);
  // The code of the next 30-second step: the one used to turn the authenticator on cannot be replayed.
  await verify.getByTestId('verify-answer').fill(totpCode(secret, 30));
  await verify.getByTestId('verify-submit').click();
  await expect(
    page.getByTestId('toast').filter({ hasText: text('vi', 'session', 'verify.done') }),
  ).toBeVisible();
  await expect(verify).toBeHidden();
  await expect(page.getByTestId('header-username')).toHaveText(username);
});
