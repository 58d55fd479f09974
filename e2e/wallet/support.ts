import type { Page } from '@playwright/test';
import { newUsername, registerByApi } from '../accounts/support.ts';
import { expect } from '../support/test.ts';

export const PASSWORD = 'Play1234';

/** A new member, logged in as the page's browser, on /index. */
export async function newMember(
  page: Page,
  prefix = 'wal',
  extra: { payeeName?: string; affiliateCode?: string } = {},
) {
  const username = newUsername(prefix);
  await registerByApi(page, { username, password: PASSWORD, ...extra });
  return username;
}

/**
 * Deposits through the member centre and the sandbox gateway's page (approve or decline), ending back on the
 * site with the result shown; answers the deposit id from the return address.
 */
export async function depositBySandbox(
  page: Page,
  amount: string,
  decision: 'approve' | 'decline' = 'approve',
  channel = 'SANDBOX_BANK',
): Promise<string> {
  await page.goto('/index?mc=depositv2');
  await page.getByTestId(`deposit-channel-${channel}`).click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId(`sandbox-${decision}`).click();
  await expect(page).toHaveURL(/\/index\?mc=depositv2&deposit=\d+/);
  const id = new URL(page.url()).searchParams.get('deposit');
  if (!id) throw new Error('No deposit id in the return address');
  await expect(page.getByTestId('deposit-result')).toHaveAttribute(
    'data-status',
    decision === 'approve' ? 'APPROVED' : 'DECLINED',
  );
  return id;
}
