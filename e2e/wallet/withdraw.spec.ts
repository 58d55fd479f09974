import { admin } from '../support/admin.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember, PASSWORD } from './support.ts';

const PAYMENT_PASSWORD = '246810';

test('bind a card, set a payment password, withdraw 200,000 ₫, operator approves, confirm received, records show it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newMember(page, 'wdr');
  await depositBySandbox(page, '500.000');
  await expect(page.getByTestId('side-balance-value')).toHaveText('501.000,00 ₫');

  // No payment password yet: the page says so and leads to the security centre.
  await page.getByTestId('mc-menu-withdraw').click();
  await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
  await page.getByTestId('withdraw-set-password').click();
  await expect(page.getByTestId('mc-page-securityCenter')).toBeVisible();
  // its payment password form open at once, and back to the withdrawal once set
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await page.getByTestId('payment-loginPassword').fill(PASSWORD);
  await page.getByTestId('payment-newPaymentPassword').fill(PAYMENT_PASSWORD);
  await page.getByTestId('payment-confirmPaymentPassword').fill(PAYMENT_PASSWORD);
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('mc-page-withdraw')).toBeVisible();

  // Bind a card: the payee name must be written without diacritics.
  await page.getByTestId('mc-menu-withdraw').click();
  await expect(page.getByTestId('withdraw-form-card')).toBeVisible();
  await expect(page.getByTestId('withdraw-no-card')).toBeVisible();
  await page.getByTestId('card-add').click();
  await page.getByTestId('card-bank').selectOption('VCB');
  await page.getByTestId('card-accountNumber').fill('0123456789');
  await page.getByTestId('card-payeeName').fill('Nguyễn Văn A');
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('card-payeeName-error')).toBeVisible();
  await page.getByTestId('card-payeeName').fill('NGUYEN VAN A');
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('card-item')).toHaveCount(1);
  await expect(page.getByTestId('card-number')).toHaveText('******6789');

  // Withdraw: the wrong payment password is refused as the server says, then the money is held.
  await page.getByTestId('withdraw-amount').fill('200.000');
  await page.getByTestId('withdraw-password').fill('135791');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-password-error')).toBeVisible();
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  const pending = page.getByTestId('withdraw-pending').getByTestId('withdraw-row');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('200.000,00');
  await expect(page.getByTestId('side-balance-value')).toHaveText('301.000,00 ₫');
  await saveScreen(page, 'wallet-withdraw-vi');
  const id = await pending.getAttribute('data-id');
  if (!id) throw new Error('No withdrawal id');

  // The operator approves; the sandbox pays out; the member confirms receipt (spec §4).
  admin('withdrawals', 'approve', id);
  await page.reload();
  const confirm = page.getByTestId('withdraw-confirm');
  await expect(confirm).toBeVisible();
  await saveScreen(page, 'wallet-withdraw-confirm-vi');
  await confirm.getByTestId('confirm-received').click();
  await expect(page.getByTestId('withdraw-confirm')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-history').getByTestId('withdraw-status').first()).toHaveText(
    text('vi', 'wallet', 'withdraw.status.RECEIVED'),
  );
  await expect(page.getByTestId('side-balance-value')).toHaveText('301.000,00 ₫');

  // The transaction record is the main wallet's: the gift, the deposit, and the money held for the withdrawal
  // leaving it (the payout itself moves the held money, not the balance).
  await page.getByTestId('mc-menu-transactionHistory').click();
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="record-row"][data-kind="deposit"]')).toContainText('+500.000,00');
  const hold = page.locator('[data-testid="record-row"][data-kind="withdrawal_hold"]');
  await expect(hold).toHaveCount(1);
  await expect(hold).toContainText('-200.000,00');
  await expect(hold).toContainText('301.000,00');
  await saveScreen(page, 'wallet-records-vi');
  await page.getByTestId('records-kind').selectOption('deposit');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('range-custom').click();
  await page.getByTestId('range-from').fill('2020-01-01');
  await expect(page.getByTestId('range-error')).toHaveText(
    text('vi', 'common', 'dateRange.problems.tooLong'),
  );
});

test('cancel a pending withdrawal, and report a paid one as partly received with a proof image', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newMember(page, 'wdc');
  await depositBySandbox(page, '1.000.000');
  await page.request.post('/api/accounts/payment-password', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: {
      loginPassword: PASSWORD,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  await page.goto('/index?mc=withdraw');
  await page.getByTestId('card-add').click();
  await page.getByTestId('card-bank').selectOption('VCB');
  await page.getByTestId('card-accountNumber').fill('9876543210');
  await page.getByTestId('card-payeeName').fill('TRAN THI B');
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('card-item')).toHaveCount(1);

  // Limits are checked before anything is sent.
  await page.getByTestId('withdraw-amount').fill('0');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-amount-error')).toHaveText(text('vi', 'wallet', 'amount.zero'));

  await page.getByTestId('withdraw-amount').fill('100000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-pending').getByTestId('withdraw-row')).toHaveCount(1);
  await expect(page.getByTestId('side-balance-value')).toHaveText('901.000,00 ₫');
  await page.getByTestId('withdraw-cancel').click();
  await page.getByTestId('withdraw-cancel-confirm').click();
  await expect(page.getByTestId('withdraw-pending')).toHaveCount(0);
  await expect(page.getByTestId('side-balance-value')).toHaveText('1.001.000,00 ₫');
  await expect(page.getByTestId('withdraw-status').first()).toHaveText(
    text('vi', 'wallet', 'withdraw.status.CANCELLED'),
  );

  await page.getByTestId('withdraw-amount').fill('300.000');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  const id = await page.getByTestId('withdraw-pending').getByTestId('withdraw-row').getAttribute('data-id');
  admin('withdrawals', 'approve', id ?? '');
  await page.reload();
  const confirm = page.getByTestId('withdraw-confirm');
  await confirm.getByTestId('confirm-not-received').click();
  await confirm.getByTestId('confirm-amount').fill('100.000');
  await confirm.getByTestId('confirm-dispute-submit').click();
  await expect(confirm.getByTestId('confirm-proof-error')).toHaveText(
    text('vi', 'wallet', 'confirm.proofRequired'),
  );
  await confirm.getByTestId('confirm-proof').setInputFiles({
    name: 'proof.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(confirm.getByTestId('confirm-proof-error')).toHaveText(
    text('vi', 'wallet', 'confirm.proofType'),
  );
  await confirm.getByTestId('confirm-proof').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(confirm.getByTestId('confirm-proof-error')).toHaveText(
    text('vi', 'wallet', 'confirm.proofSize').replace('{{mb}}', '5'),
  );
  await confirm
    .getByTestId('confirm-proof')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await confirm.getByTestId('confirm-amount').fill('400.000');
  await confirm.getByTestId('confirm-dispute-submit').click();
  await expect(confirm.getByTestId('confirm-amount-error')).toHaveText(
    text('vi', 'wallet', 'amount.aboveMax', { amount: '300.000,00 ₫' }),
  );
  await confirm.getByTestId('confirm-amount').fill('100.000');
  await confirm.getByTestId('confirm-dispute-submit').click();
  await expect(page.getByTestId('withdraw-confirm')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-status').first()).toHaveText(
    text('vi', 'wallet', 'withdraw.status.DISPUTED'),
  );
});

for (const lang of ['en', 'vi'] as const) {
  test(`withdraw screen in ${lang.toUpperCase()} at 360 px`, async ({ page }) => {
    await useLanguage(page, lang);
    await newMember(page, 'wds');
    await page.goto('/index?mc=withdraw');
    await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
    if (lang === 'en') await saveScreen(page, 'wallet-withdraw-en');
    await page.setViewportSize({ width: 360, height: 740 });
    // the home page behind the panel settles its banners after a resize
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
      .toBe(false);
    await saveScreen(page, `wallet-withdraw-360-${lang}`);
  });
}

async function csrf(page: import('@playwright/test').Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hb_csrf');
  return cookie?.value ?? '';
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
