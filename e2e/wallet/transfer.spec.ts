import { saveScreen } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember, PASSWORD } from './support.ts';

const PAYMENT_PASSWORD = '246810';

test('a member invited by AGENT01 transfers 100,000 ₫ to the upline; the record shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // registered through the invitation link ?code=AGENT01: the agent is the upline
  await newMember(page, 'trf', { affiliateCode: 'AGENT01' });
  await depositBySandbox(page, '500.000');
  await expect(page.getByTestId('side-balance-value')).toHaveText('501.000,00 ₫');

  // No payment password yet: the page leads to the security centre, as the withdraw page does.
  await page.getByTestId('mc-menu-transferUpline').click();
  await expect(page.getByTestId('transfer-no-password')).toBeVisible();
  await saveScreen(page, 'wallet-transfer-no-password-vi');
  await page.getByTestId('transfer-set-password').click();
  await expect(page.getByTestId('mc-page-securityCenter')).toBeVisible();
  // its payment password form open at once, and back to the transfer once set
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await page.getByTestId('payment-loginPassword').fill(PASSWORD);
  await page.getByTestId('payment-newPaymentPassword').fill(PAYMENT_PASSWORD);
  await page.getByTestId('payment-confirmPaymentPassword').fill(PAYMENT_PASSWORD);
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('mc-page-transferUpline')).toBeVisible();

  await page.getByTestId('mc-menu-transferUpline').click();
  await expect(page.getByTestId('transfer-form-card')).toBeVisible();
  await expect(page.getByTestId('transfer-target-upline')).toContainText('Đại lý 01');
  await expect(page.getByTestId('transfer-target-upline')).toHaveAttribute('aria-checked', 'true');
  // a plain member has no downline picker
  await expect(page.getByTestId('transfer-search')).toHaveCount(0);

  // Checked before anything is sent.
  await page.getByTestId('transfer-amount').fill('0');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('transfer-amount-error')).toHaveText(text('vi', 'wallet', 'amount.zero'));
  await expect(page.getByTestId('transfer-password-error')).toHaveText(
    text('vi', 'wallet', 'transfer.passwordRequired'),
  );

  // A wrong payment password comes back from the server, shown as sent.
  await page.getByTestId('transfer-amount').fill('100.000');
  await page.getByTestId('transfer-password').fill('135791');
  await saveScreen(page, 'wallet-transfer-vi');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('transfer-review-to')).toContainText('Đại lý 01');
  await expect(page.getByTestId('transfer-review-amount')).toHaveText('100.000,00 ₫');
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByTestId('transfer-password-error')).toHaveText('Mật khẩu thanh toán không đúng');

  // Confirm with the right one: a double click still moves the money once.
  await page.getByTestId('transfer-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('transfer-next').click();
  await saveScreen(page, 'wallet-transfer-review-vi');
  await page.getByTestId('transfer-confirm').dblclick();
  await expect(page.getByTestId('transfer-result')).toBeVisible();
  await expect(page.getByTestId('transfer-result-amount')).toHaveText('100.000,00 ₫');
  await expect(page.getByTestId('transfer-result-balance')).toHaveText('401.000,00 ₫');
  await expect(page.getByTestId('side-balance-value')).toHaveText('401.000,00 ₫');
  await saveScreen(page, 'wallet-transfer-result-vi');

  // Above the balance: the server's insufficient-funds answer under the amount.
  await page.getByTestId('transfer-again').click();
  await expect(page.getByTestId('transfer-used-today')).toContainText('100.000,00 /');
  await page.getByTestId('transfer-amount').fill('450.000');
  await page.getByTestId('transfer-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('transfer-next').click();
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByTestId('transfer-amount-error')).toHaveText('Số dư không đủ');

  // The transaction record has one transfer line to the upline.
  await page.getByTestId('mc-menu-transactionHistory').click();
  const transfer = page.locator('[data-testid="record-row"][data-kind="transfer"]');
  await expect(transfer).toHaveCount(1);
  await expect(transfer).toContainText('-100.000,00');
  await expect(transfer).toContainText(text('vi', 'wallet', 'records.descriptions.transfer_to_upline'));
  await expect(page.getByTestId('side-balance-value')).toHaveText('401.000,00 ₫');

  // My wallet: this site runs a single wallet.
  await page.getByTestId('mc-menu-transferFund').click();
  await expect(page.getByTestId('fund-single')).toBeVisible();
  await expect(page.getByTestId('fund-single-balance')).toHaveText('401.000,00 ₫');
  await saveScreen(page, 'wallet-fund-vi');
});

test('an agent finds a direct downline member by search; the server refuses more than the balance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await newMember(page, 'dwn', { affiliateCode: 'AGENT01' });
  await page.context().clearCookies();

  // The seeded agent (README "Demo accounts"), without money, with a payment password.
  await page.goto('/index');
  await page.getByTestId('header-login-username').fill('agent01');
  await page.getByTestId('header-login-password').fill('Demo1234');
  await page.getByTestId('header-login-password').press('Enter');
  await expect(page.getByTestId('header-username')).toHaveText('agent01');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'hb_csrf')?.value ?? '';
  const set = await page.request.post('/api/accounts/payment-password', {
    headers: { 'x-csrf-token': csrf },
    data: {
      loginPassword: 'Demo1234',
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(set.ok()).toBe(true);

  await page.goto('/index?mc=transferUpline');
  await expect(page.getByTestId('transfer-form-card')).toBeVisible();
  await expect(page.getByTestId('transfer-no-upline')).toBeVisible();
  await page.getByTestId('transfer-search').fill(member);
  const choice = page.getByTestId('transfer-target-downline');
  await expect(choice).toHaveCount(1);
  await expect(choice).toContainText(member);
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('transfer-target-error')).toHaveText(
    text('vi', 'wallet', 'transfer.chooseTarget'),
  );
  await choice.click();
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  // whatever the agent holds (other journeys send it money), ask for 10,000 ₫ more
  const balance = (await (await page.request.get('/api/wallet/balance')).json()) as {
    value: { main: string };
  };
  const tooMuch = (BigInt(balance.value.main) / 100n + 10_000n).toString();
  await page.getByTestId('transfer-amount').fill(tooMuch);
  await page.getByTestId('transfer-password').fill(PAYMENT_PASSWORD);
  await saveScreen(page, 'wallet-transfer-agent-vi');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('transfer-review-to')).toContainText(
    text('vi', 'wallet', 'transfer.downline'),
  );
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByTestId('transfer-amount-error')).toHaveText('Số dư không đủ');
  await page.getByTestId('transfer-search').fill('zz-nobody-zz');
  await expect(page.getByTestId('transfer-downline-empty')).toBeVisible();
});

test('personal profit shows its empty state and bonus details the registration gift, in Vietnamese', async ({
  page,
}) => {
  await newMember(page, 'pnl');
  await page.goto('/index?mc=personalProfit');
  await expect(page.getByTestId('profit-empty')).toContainText(text('vi', 'wallet', 'profit.emptyTitle'));
  await page.getByTestId('range-days30').click();
  await expect(page.getByTestId('range-days30')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('profit-empty')).toBeVisible();
  await saveScreen(page, 'wallet-profit-vi');

  await page.getByTestId('mc-menu-bonusDetails').click();
  const gift = page.getByTestId('bonus-row');
  await expect(gift).toHaveCount(1);
  await expect(gift.getByTestId('bonus-title')).toHaveText('Quà đăng ký');
  await expect(gift).toContainText('1.000,00');
  await page.getByTestId('range-today').click();
  await expect(gift).toHaveCount(1);
  await saveScreen(page, 'wallet-bonus-vi');
});
