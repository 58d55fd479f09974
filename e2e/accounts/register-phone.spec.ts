import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ERRORS } from '@app/contracts';
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { newUsername, registerByApi, solveCaptcha, trackCaptchas } from './support.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

/** How the captcha image sits in its box (the refresh button around it), once the image has loaded. */
async function captchaBox(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.parentElement as HTMLElement;
    const shown = img.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    // the box's client area: inside its border
    const left = outer.left + box.clientLeft;
    const top = outer.top + box.clientTop;
    return {
      width: shown.width,
      height: shown.height,
      clientWidth: box.clientWidth,
      clientHeight: box.clientHeight,
      inside:
        shown.left >= left - 0.5 &&
        shown.top >= top - 0.5 &&
        shown.right <= left + box.clientWidth + 0.5 &&
        shown.bottom <= top + box.clientHeight + 0.5,
      ratio: shown.width / shown.height,
      naturalRatio: img.naturalWidth / img.naturalHeight,
    };
  });
}

/** Nothing of the page or of the dialog sticks out sideways (a phone would cut it off). */
async function fitsSideways(page: Page, dialog: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const { scrollWidth, clientWidth, right } = await dialog.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    right: element.getBoundingClientRect().right,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(right).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const width of [320, 390]) {
  test(`registration at ${width} px: the captcha image is shown whole, at its own shape`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    const image = modal.getByTestId('register-captcha-image');
    await expect(image).toBeVisible();
    const box = await captchaBox(image);
    expect(box.width).toBeLessThanOrEqual(box.clientWidth + 0.5);
    expect(box.height).toBeLessThanOrEqual(box.clientHeight + 0.5);
    expect(box.inside).toBe(true);
    expect(Math.abs(box.ratio - box.naturalRatio)).toBeLessThan(0.02);
    // legible: not shrunk below the size the server draws it (120 × 44)
    expect(box.width).toBeGreaterThanOrEqual(119);
    await fitsSideways(page, modal);
  });
}

test('registration on a 390 px phone: fill the form, read the captcha, registered and logged in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const captchas = trackCaptchas(page);
  const username = newUsername('ph');
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await modal.getByTestId('register-username').fill(username);
  await modal.getByTestId('register-password').fill('Phone1234');
  await modal.getByTestId('register-confirmPassword').fill('Phone1234');
  await expect(modal.getByTestId('register-captcha-image')).toBeVisible();
  const captcha = modal.getByTestId('register-captcha');
  await captcha.scrollIntoViewIfNeeded();
  await captcha.fill(await solveCaptcha(await captchas.latest()));
  await modal.getByTestId('register-submit').click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/index$/);
  // narrow screens show the member's name in the header too
  await expect(page.getByTestId('header-username')).toHaveText(username);
});

test('a wrong captcha at registration says so on the captcha field and shows a new image', async ({
  page,
}) => {
  const captchas = trackCaptchas(page);
  const username = newUsername('cap');
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await modal.getByTestId('register-username').fill(username);
  await modal.getByTestId('register-password').fill('Captcha123');
  await modal.getByTestId('register-confirmPassword').fill('Captcha123');
  const image = modal.getByTestId('register-captcha-image');
  await expect(image).toBeVisible();
  const first = await captchas.latest();
  const firstImage = await image.getAttribute('src');
  // "0" is not in the captcha alphabet: never the answer
  await modal.getByTestId('register-captcha').fill('0000');
  await modal.getByTestId('register-submit').click();

  await expect(modal.getByTestId('register-captcha-error')).toHaveText(ERRORS.captcha_invalid.vi);
  await expect(modal.getByTestId('register-captcha')).toHaveValue('');
  await expect(modal.getByTestId('register-captcha')).toBeFocused();
  await expect.poll(() => captchas.latest()).not.toBe(first);
  await expect(image).not.toHaveAttribute('src', firstImage ?? '');
  await expect(modal.getByTestId('register-alert')).toHaveCount(0);

  // typing takes the message away; the new image's answer registers
  await modal.getByTestId('register-captcha').fill(await solveCaptcha(await captchas.latest()));
  await expect(modal.getByTestId('register-captcha-error')).toHaveCount(0);
  await modal.getByTestId('register-submit').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-username')).toHaveText(username);
});

test('an expired captcha says so too (the server message), with a new image', async ({ page }) => {
  const captchas = trackCaptchas(page);
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await modal.getByTestId('register-username').fill(newUsername('exp'));
  await modal.getByTestId('register-password').fill('Expired123');
  await modal.getByTestId('register-confirmPassword').fill('Expired123');
  await expect(modal.getByTestId('register-captcha-image')).toBeVisible();
  const first = await captchas.latest();
  const answer = await solveCaptcha(first);
  // the captcha runs out before the visitor sends it (the server keeps it 5 minutes)
  await expireCaptcha(first);
  await modal.getByTestId('register-captcha').fill(answer);
  await modal.getByTestId('register-submit').click();
  const message = modal.getByTestId('register-captcha-error');
  await expect(message).toBeVisible();
  expect([
    ERRORS.captcha_invalid.vi,
    (ERRORS as Record<string, { vi: string }>).captcha_expired?.vi,
  ]).toContain(await message.textContent());
  await expect.poll(() => captchas.latest()).not.toBe(first);
  await expect(modal.getByTestId('register-captcha')).toHaveValue('');
});

/** Ends a captcha's life now (what five minutes would do), straight in the journeys' database. */
async function expireCaptcha(captchaId: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [
      captchaId,
    ]);
  } finally {
    await client.end();
  }
}

test('the account dialogs fit a 320 px phone: login, forgot password, change password, verification', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/index');
  await page.getByTestId('header-login-button').click();
  const login = page.getByTestId('login-popup');
  await expect(login).toBeVisible();
  await fitsSideways(page, login);
  await saveScreen(page, 'accounts-login-popup-320-vi');

  await login.getByTestId('login-forgot').click();
  const forgot = page.getByTestId('forgot-modal');
  await expect(forgot).toBeVisible();
  await fitsSideways(page, forgot);
  await forgot.getByTestId('forgot-tab-phone').click();
  await expect(forgot.getByTestId('forgot-send-code')).toBeVisible();
  await fitsSideways(page, forgot);
  await saveScreen(page, 'accounts-forgot-phone-320-vi');
  await page.keyboard.press('Escape');

  await page.goto('/register');
  const register = page.getByTestId('register-modal');
  for (const mode of ['mobile', 'mobilePassword', 'direct', 'username'] as const) {
    const tab = register.getByTestId(`register-tab-${mode}`);
    if ((await tab.count()) === 0) continue;
    await tab.click();
    await fitsSideways(page, register);
  }

  const username = newUsername('fit');
  const password = 'Fit12345';
  await registerByApi(page, { username, password, email: `${username}@example.com`, payeeName: 'LE VAN C' });
  await page.goto('/index?mc=securityCenter');
  await page.getByTestId('security-password-action').click();
  const change = page.getByTestId('change-password-modal');
  await expect(change).toBeVisible();
  await fitsSideways(page, change);
  await saveScreen(page, 'accounts-change-password-320-vi');
  await page.keyboard.press('Escape');

  // a login from an address the member has not used asks for a second verification
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.71' });
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  const verify = page.getByTestId('verify-modal');
  await expect(verify).toBeVisible();
  await fitsSideways(page, verify);
  await saveScreen(page, 'accounts-verify-320-vi');
});

for (const lang of ['vi', 'en'] as const) {
  test(`register modal screenshots in ${lang.toUpperCase()} at 320, 390 and 1280 px`, async ({ page }) => {
    await useLanguage(page, lang);
    for (const width of [320, 390, 1280]) {
      // tall enough to show the whole form without scrolling the dialog
      await page.setViewportSize({ width, height: 1500 });
      await page.goto('/register');
      const modal = page.getByTestId('register-modal');
      await expect(modal.getByTestId('register-captcha-image')).toBeVisible();
      await captchaBox(modal.getByTestId('register-captcha-image'));
      await fitsSideways(page, modal);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await modal.screenshot({
        path: path.join(SCREENSHOTS, `accounts-register-modal-${width}-${lang}.png`),
      });
    }
  });
}
