import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { newUsername } from './support.ts';

test('Google sign-in: a new identity registers a new account after the final-choice confirmation', async ({
  page,
}) => {
  const username = newUsername('oa');
  const email = `${username}@example.com`;
  await page.goto('/login');
  await page.getByTestId('oauth-google').click();
  // The local development provider's page stands in for Google.
  await page.locator('#email').fill(email);
  await page.locator('#displayName').fill('E2E Player');
  await page.locator('button.primary').click();

  const modal = page.getByTestId('oauth-modal');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/oauthTicket=/);
  await expect(modal.getByTestId('oauth-identity')).toContainText('E2E Player');
  await modal.getByTestId('oauth-choice-register').click();
  await expect(modal.getByTestId('oauth-password')).toHaveCount(0);
  await modal.getByTestId('oauth-username').fill(username);
  await modal.getByTestId('oauth-continue').click();
  await expect(modal.getByTestId('oauth-final-warning')).toContainText(username);
  await modal.getByTestId('oauth-confirm').click();

  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/oauthTicket=/);
  await expect(page.getByTestId('header-username')).toHaveText(username);
});

test('cancelling on the provider page says the popup closed and the login failed', async ({ page }) => {
  await page.goto('/index');
  await page.getByTestId('side-login').click();
  await page.getByTestId('oauth-facebook').click();
  await page.locator('.actions a').click();
  const dialog = page.getByTestId('oauth-error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('oauth-error-dialog-message')).toHaveText(
    text('vi', 'session', 'oauth.popupClosed'),
  );
  await dialog.getByTestId('oauth-error-dialog-confirm').click();
  await expect(page).not.toHaveURL(/oauthError=/);
});
