import { ERRORS, patternMessage, type RegisterSettings } from '@app/contracts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';

test('register form: a short username shows its pattern message, a mismatch the confirmation message', async ({
  page,
}) => {
  const settings = (await (await page.request.get('/api/accounts/register-settings')).json()) as {
    value: RegisterSettings;
  };
  const rule = settings.value.rules.find((item) => item.field === 'username');
  expect(rule).toBeTruthy();

  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('register-username').fill('ab');
  await modal.getByTestId('register-password').focus();
  await expect(modal.getByTestId('register-username-error')).toHaveText(
    patternMessage(rule?.patternId ?? 'any', 'vi', rule?.minLength ?? 0, rule?.maxLength ?? 0),
  );

  await modal.getByTestId('register-password').fill('Abc12345');
  await modal.getByTestId('register-confirmPassword').fill('Abc12346');
  await modal.getByTestId('register-confirmPassword').blur();
  await expect(modal.getByTestId('register-confirmPassword-error')).toHaveText(
    text('vi', 'session', 'register.mismatch'),
  );
  expect(text('vi', 'session', 'register.mismatch')).toBe(ERRORS.password_mismatch.vi);

  // Submitting keeps the modal and the messages; nothing is sent with invalid fields.
  await modal.getByTestId('register-submit').click();
  await expect(modal.getByTestId('register-username-error')).toBeVisible();
  await expect(modal).toBeVisible();
});

test('register form: an invitation code from the link that does not exist shows the warning dialog', async ({
  page,
}) => {
  await page.goto('/register?code=NOSUCH99');
  const modal = page.getByTestId('register-modal');
  await expect(modal.getByTestId('register-affiliateCode')).toHaveValue('NOSUCH99');
  const dialog = page.getByTestId('invitation-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('invitation-dialog-message')).toHaveText(ERRORS.invitation_code_error.vi);
  await dialog.getByTestId('invitation-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(modal).toBeVisible();
});
