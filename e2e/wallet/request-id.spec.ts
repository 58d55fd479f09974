import { ACCOUNTS_API, CSRF_COOKIE, CSRF_HEADER, ERRORS, requestId, WALLET_API } from '@app/contracts';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember, PASSWORD } from './support.ts';

const PAYMENT_PASSWORD = '246810';

type Sent = { requestId?: string; amount?: string };

/**
 * Watches the POSTs of one API path. `answer(route, attempt)` decides each one: by default the request goes
 * through; `loseAnswer` lets the server do it but the browser never hears back (a dropped connection).
 */
async function watchPosts(
  page: Page,
  path: string,
  answer: (route: Route, attempt: number) => Promise<void> = (route) => route.fallback(),
): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sent.push(route.request().postDataJSON() as Sent);
      await answer(route, sent.length);
    },
  );
  return sent;
}

/** The server does the request; its answer is lost on the way back. */
async function loseAnswer(route: Route): Promise<void> {
  await route.fetch();
  await route.abort('connectionreset');
}

/** The main wallet, in minor units. */
async function mainBalance(page: Page): Promise<bigint> {
  const response = await page.request.get(WALLET_API.balance);
  return BigInt(((await response.json()) as { value: { main: string } }).value.main);
}

async function memberTotal(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`${path}?pageNo=1&pageSize=10`);
  return ((await response.json()) as { value: { total: number } }).value.total;
}

test('a deposit sent again after a lost answer keeps its requestId (one deposit); a changed form gets a new one', async ({
  page,
}) => {
  await newMember(page, 'rqd');
  await page.goto('/index?mc=depositv2');
  await page.getByTestId('deposit-channel-SANDBOX_BANK').click();
  const sent = await watchPosts(page, WALLET_API.deposits, (route, attempt) =>
    attempt <= 2 ? loseAnswer(route) : route.fallback(),
  );

  await page.getByTestId('deposit-amount').fill('300.000');
  await page.getByTestId('deposit-submit').click();
  const alert = page.getByTestId('deposit-alert');
  await expect(alert).toHaveText(text('vi', 'common', 'errors.network'));
  // the same submission again: the same key, the server answers the deposit it opened
  await page.getByTestId('deposit-submit').click();
  await expect.poll(() => sent.length).toBe(2);
  await expect(alert).toHaveText(text('vi', 'common', 'errors.network'));
  expect(requestId.safeParse(sent[0]?.requestId).success).toBe(true);
  expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
  expect(await memberTotal(page, WALLET_API.deposits)).toBe(1);

  // the member changes the amount: another request
  await page.getByTestId('deposit-amount').fill('400.000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('sandbox-approve')).toBeVisible();
  expect(sent).toHaveLength(3);
  expect(sent[2]?.requestId).not.toBe(sent[0]?.requestId);
  expect(sent[2]?.amount).toBe('40000000');
  expect(await memberTotal(page, WALLET_API.deposits)).toBe(2);
});

test('a requestId the server already saw with another amount: its idempotency_conflict message, then a new key', async ({
  page,
}) => {
  await newMember(page, 'rqc');
  await page.goto('/index?mc=depositv2');
  await page.getByTestId('deposit-channel-SANDBOX_BANK').click();
  const sent = await watchPosts(page, WALLET_API.deposits, async (route, attempt) => {
    if (attempt === 1) return loseAnswer(route);
    if (attempt === 2) {
      // the same key with another body, as a faulty retry would send it
      const body = { ...(route.request().postDataJSON() as Sent), amount: '60000000' };
      return route.continue({ postData: JSON.stringify(body) });
    }
    return route.fallback();
  });

  await page.getByTestId('deposit-amount').fill('500.000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-alert')).toHaveText(text('vi', 'common', 'errors.network'));
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-alert')).toHaveText(ERRORS.idempotency_conflict.vi);
  expect(sent[1]?.requestId).toBe(sent[0]?.requestId);

  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('sandbox-approve')).toBeVisible();
  expect(sent[2]?.requestId).not.toBe(sent[0]?.requestId);
});

test('a withdrawal sent again after a lost answer holds the money once', async ({ page }) => {
  test.setTimeout(90_000);
  await newMember(page, 'rqw');
  await depositBySandbox(page, '500.000');
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const headers = { [CSRF_HEADER]: csrf };
  const set = await page.request.post(ACCOUNTS_API.paymentPassword, {
    headers,
    data: {
      loginPassword: PASSWORD,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(set.ok()).toBe(true);
  const card = await page.request.post(WALLET_API.cards, {
    headers,
    data: { bankCode: 'VCB', accountNumber: '0123456789', payeeName: 'PHAM VAN D' },
  });
  expect(card.ok()).toBe(true);

  const before = await mainBalance(page);
  await page.goto('/index?mc=withdraw');
  const sent = await watchPosts(page, WALLET_API.withdrawals, (route, attempt) =>
    attempt === 1 ? loseAnswer(route) : route.fallback(),
  );
  await page.getByTestId('withdraw-amount').fill('100.000');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-alert')).toHaveText(text('vi', 'common', 'errors.network'));
  await page.getByTestId('withdraw-submit').click();

  await expect(page.getByTestId('withdraw-pending').getByTestId('withdraw-row')).toHaveCount(1);
  expect(sent).toHaveLength(2);
  expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
  // held once: 100,000 ₫ (whatever else the new member was given)
  await expect.poll(() => mainBalance(page)).toBe(before - 10_000_000n);
  expect(await memberTotal(page, WALLET_API.withdrawals)).toBe(1);
  // the form is empty again, and the next request will have a key of its own
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('');
});
