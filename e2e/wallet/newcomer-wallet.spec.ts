import { mkdirSync } from 'node:fs';
import { siteDateTime, WALLET_API } from '@app/contracts';
import type { Page } from '@playwright/test';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember, PASSWORD } from './support.ts';

const SHOTS = '/tmp/newcomer-shots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
] as const;

/** The screen as it is now, at the phone's width and the desktop's (the state stays; only the window changes). */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png` });
  }
}

// a device far from Vietnam: 11 or 12 hours behind it
test.use({ timezoneId: 'America/New_York' });

for (const lang of ['vi', 'en'] as const) {
  test(`a newcomer's wallet in ${lang.toUpperCase()}: Vietnam times, the card's name filled in, the payment password and back, labelled bonuses, one-language inbox`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, lang);
    await page.setViewportSize(SIZES[1]);
    await newMember(page, `nwc${lang}`, { payeeName: 'Nguyen Van An' });
    await depositBySandbox(page, lang === 'vi' ? '500.000' : '500,000');

    // the deposit's time is Vietnam's, as the draw times are, whatever the device's zone
    const deposits = (await (await page.request.get(WALLET_API.deposits)).json()) as {
      value: { items: { id: string; createdAt: string }[] };
    };
    const made = deposits.value.items[0];
    if (!made) throw new Error('no deposit listed');
    await expect(page.getByTestId('deposit-result')).toContainText(siteDateTime(made.createdAt));
    await page.getByTestId('deposit-result-close').click();
    await expect(page.locator(`[data-testid="deposit-row"][data-id="${made.id}"] td`).first()).toHaveText(
      siteDateTime(made.createdAt),
    );
    await shots(page, `deposit-list-${lang}`);

    // a new card carries the registered payee name, as cards write it, and it cannot be changed
    await page.goto('/index?mc=withdraw');
    await page.getByTestId('card-add').click();
    const payee = page.getByTestId('card-payeeName');
    await expect(payee).toHaveValue('NGUYEN VAN AN');
    await expect(payee).not.toBeEditable();
    await expect(page.getByTestId('card-form')).toContainText(text(lang, 'wallet', 'cards.payeeFixed'));
    await shots(page, `card-form-${lang}`);
    await page.getByTestId('card-bank').selectOption('VCB');
    await page.getByTestId('card-accountNumber').fill('0123456789');
    await page.getByTestId('card-submit').click();
    await expect(page.getByTestId('card-item')).toHaveCount(1);

    // "set payment password" opens its form at once, and comes back to the withdrawal once it is set
    await page.getByTestId('withdraw-set-password').click();
    await expect(page.getByTestId('mc-page-securityCenter')).toBeVisible();
    await expect(page.getByTestId('payment-form')).toBeVisible();
    await shots(page, `payment-password-${lang}`);
    await page.getByTestId('payment-loginPassword').fill(PASSWORD);
    await page.getByTestId('payment-newPaymentPassword').fill('246810');
    await page.getByTestId('payment-confirmPaymentPassword').fill('246810');
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('mc-page-withdraw')).toBeVisible();
    await expect(page.getByTestId('withdraw-amount')).toBeVisible();
    await expect(page.getByTestId('withdraw-no-password')).toHaveCount(0);
    await shots(page, `withdraw-after-password-${lang}`);

    // every bonus says where it came from in words: the registration gift is the sign-up promotion
    await page.goto('/index?mc=bonusDetails');
    const gift = page.getByTestId('bonus-row');
    await expect(gift).toHaveCount(1);
    await expect(gift.getByTestId('bonus-source')).toHaveText(
      text(lang, 'wallet', 'bonus.sources.registration_gift'),
    );
    await shots(page, `bonus-details-${lang}`);

    // the welcome message speaks the member's language only
    await page.goto('/index?mc=messageV2');
    const welcome = page.getByTestId('message-item').filter({ hasText: 'HanoiBet' });
    await expect(welcome.locator('.message-title')).toHaveText(
      lang === 'vi' ? 'Chào mừng bạn đến với HanoiBet' : 'Welcome to HanoiBet',
    );
    await welcome.getByTestId('message-toggle').click();
    await expect(welcome.getByTestId('message-body')).toContainText(
      lang === 'vi' ? 'Cảm ơn bạn' : 'Thank you',
    );
    await expect(welcome.getByTestId('message-body')).not.toContainText(
      lang === 'vi' ? 'Thank you' : 'Cảm ơn',
    );
    await shots(page, `inbox-welcome-${lang}`);
  });
}

for (const lang of ['vi', 'en'] as const) {
  test(`the registration gift's page says it is paid automatically, and offers no support contact, in ${lang.toUpperCase()}`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/promotions');
    await page.getByTestId('promo-card').first().click();
    const detail = page.getByTestId('promo-detail');
    await expect(detail).toContainText(lang === 'vi' ? 'cộng tự động' : 'paid automatically');
    await expect(page.getByTestId('promo-contact')).toHaveCount(0);
    await expect(page.getByTestId('promo-join')).toHaveAttribute('href', '/register');
    await shots(page, `promo-gift-visitor-${lang}`);
    await newMember(page, `nwp${lang}`);
    await page.reload();
    await expect(detail).toContainText(lang === 'vi' ? 'cộng tự động' : 'paid automatically');
    // a member has it already: nothing left to do
    await expect(page.getByTestId('promo-join')).toHaveCount(0);
    await expect(page.getByTestId('promo-contact')).toHaveCount(0);
    await shots(page, `promo-gift-member-${lang}`);
  });
}
