import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createDb } from '../../apps/server/src/db/database.ts';
import { memberMainAccount, worldAccount } from '../../apps/server/src/modules/wallet/accounts.ts';
import { transfer } from '../../apps/server/src/modules/wallet/ledger.ts';
import { admin } from '../support/admin.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember, PASSWORD } from './support.ts';

const PAYMENT_PASSWORD = '246810';

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'hb_csrf')?.value ?? '';
}

/** A member with money, a payment password and a bank card, and one withdrawal under review (made on the page). */
async function memberWithPendingWithdrawal(
  page: Page,
  prefix: string,
): Promise<{ username: string; id: string }> {
  const username = await newMember(page, prefix);
  await depositBySandbox(page, '500000');
  const headers = { 'x-csrf-token': await csrf(page) };
  const password = await page.request.post('/api/accounts/payment-password', {
    headers,
    data: {
      loginPassword: PASSWORD,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(password.ok()).toBe(true);
  const card = await page.request.post('/api/wallet/cards', {
    headers,
    data: { bankCode: 'VCB', accountNumber: '0123456789', payeeName: 'NGUYEN VAN A' },
  });
  expect(card.ok()).toBe(true);
  await page.goto('/index?mc=withdraw');
  await page.getByTestId('withdraw-amount').fill('200000');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  const pending = page.getByTestId('withdraw-pending').getByTestId('withdraw-row');
  await expect(pending).toHaveCount(1);
  const id = await pending.getAttribute('data-id');
  if (!id) throw new Error('No withdrawal id');
  return { username, id };
}

/** Game play in the member's ledger (as a game provider's settlement would post it): a bet and a win. */
async function playedASlot(username: string): Promise<void> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 2);
  try {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (tx) => {
      const [world, wallet] = [await worldAccount(tx, 'test'), await memberMainAccount(tx, member.id)];
      const round = { category: 'RNG', gameCode: 'LOTUS_SLOT_1', roundId: `e2e-${randomUUID()}` };
      await transfer(tx, {
        key: `bet:${round.roundId}`,
        kind: 'bet',
        moves: [{ from: wallet, to: world, amount: 2_500_000n }],
        metadata: round,
      });
      await transfer(tx, {
        key: `win:${round.roundId}`,
        kind: 'win',
        moves: [{ from: world, to: wallet, amount: 7_250_000n }],
        metadata: round,
      });
    });
  } finally {
    await db.destroy();
  }
}

test('a withdrawal the operator approves shows as paid, with no cancel button, without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id } = await memberWithPendingWithdrawal(page, 'wlv');
  const pending = page.getByTestId('withdraw-pending');
  await expect(pending.getByTestId('withdraw-cancel')).toBeVisible();
  const history = page
    .getByTestId('withdraw-history')
    .locator(`[data-testid="withdraw-row"][data-id="${id}"]`);
  await expect(history.getByTestId('withdraw-status')).toHaveText(
    text('vi', 'wallet', 'withdraw.status.PENDING_REVIEW'),
  );

  // the operator approves and the sandbox pays out while the member looks at the page
  admin('withdrawals', 'approve', id);
  await expect(pending).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('withdraw-cancel')).toHaveCount(0);
  await expect(history.getByTestId('withdraw-status')).toHaveText(
    text('vi', 'wallet', 'withdraw.status.PAID'),
    {
      timeout: 15_000,
    },
  );
  const confirm = page.getByTestId('withdraw-confirm');
  await expect(confirm).toBeVisible({ timeout: 15_000 });
  await saveScreen(page, 'wallet-withdraw-paid-live-vi');

  // the member's own action refreshes at once
  await confirm.getByTestId('confirm-received').click();
  await expect(confirm).toHaveCount(0);
  await expect(history.getByTestId('withdraw-status')).toHaveText(
    text('vi', 'wallet', 'withdraw.status.RECEIVED'),
  );
});

/** Every table on screen fits its box, and the given amount cells are inside the viewport. */
async function tablesFit(page: Page, amounts: string, width: number): Promise<void> {
  const tables = page.locator('.data-table');
  await expect(tables.first()).toBeVisible();
  for (const table of await tables.all()) {
    const { tableWidth, boxWidth } = await table.evaluate((element) => ({
      tableWidth: element.getBoundingClientRect().width,
      boxWidth: (element.parentElement as HTMLElement).clientWidth,
    }));
    expect(tableWidth).toBeLessThanOrEqual(boxWidth + 0.5);
  }
  const cells = page.locator(amounts);
  await expect(cells.first()).toBeVisible();
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  }
  // (the home page behind the panel settles its banners after a resize)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await cells.first().scrollIntoViewIfNeeded();
}

const PAGES: [key: string, amounts: string][] = [
  ['transactionHistory', '[data-testid="record-amount"]'],
  ['depositv2', '[data-testid="deposit-row"] td.num'],
  ['withdraw', '[data-testid="withdraw-row"] td.num'],
  ['bonusDetails', '[data-testid="bonus-amount"]'],
  ['personalProfit', '[data-testid="profit-net"]'],
];

for (const lang of ['vi', 'en'] as const) {
  test(`member-centre tables fit 390 px with their amounts on screen, in ${lang.toUpperCase()}`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await useLanguage(page, lang);
    const { username } = await memberWithPendingWithdrawal(page, `tb${lang}`);
    await playedASlot(username);
    for (const [key, amounts] of PAGES) {
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.goto(`/index?mc=${key}`);
      await expect(page.locator('.data-table').first()).toBeVisible();
      // wide: a table with its header row
      await expect(page.locator('.data-table thead').first()).toBeVisible();
      await saveScreen(page, `wallet-table-${key}-1280-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await tablesFit(page, amounts, 390);
      await saveScreen(page, `wallet-table-${key}-390-${lang}`);
    }
  });
}
