import { ACCOUNTS_API } from '@app/contracts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, hideHomePopups, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { newUsername, registerByApi } from './support.ts';

const PASSWORD = 'Demo1234';
const OTHER = { vi: 'en', en: 'vi' } as const;

for (const lang of ['vi', 'en'] as const) {
  test(`a member's language follows them to another device, whose login shows the after-login modal (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // on the first device the member picks the site language; the server keeps it (spec §7 update language)
    await useLanguage(page, OTHER[lang]);
    const username = newUsername('alm');
    await registerByApi(page, { username, password: PASSWORD });
    await page.goto('/index');
    await expect(page.getByTestId('header-username')).toHaveText(username);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(ACCOUNTS_API.language) && response.request().method() === 'PUT',
    );
    await page.getByTestId('lang-picker').first().selectOption(lang);
    expect((await saved).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // another device, in the other language: a login with "remember me" starts in the member's language
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    const other = await phone.newPage();
    // a returning visitor there too: the visitors' welcome popup, which comes at the page's first quiet moment,
    // would otherwise cover the login button or the forms whenever the page settles before the test acts
    await hideHomePopups(other);
    await useLanguage(other, OTHER[lang]);
    await other.goto('/index');
    await other.getByTestId('header-login-button').click();
    const popup = other.getByTestId('login-popup');
    await popup.getByTestId('login-username').fill(username);
    await popup.getByTestId('login-password').fill(PASSWORD);
    await expect(popup.getByTestId('login-remember')).not.toBeChecked();
    await popup.getByTestId('login-remember').check();
    await popup.getByTestId('login-submit').click();

    const modal = other.getByTestId('after-login');
    await expect(modal).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', lang);
    await expect(modal).toContainText(text(lang, 'session', 'afterLogin.title'));
    await expect(modal.getByTestId('after-login-greeting')).toHaveText(
      text(lang, 'session', 'afterLogin.welcomeBack', { name: username }),
    );
    await expect(modal.getByTestId('after-login-account')).toHaveText(username);
    await expect(modal.getByTestId('after-login-rank')).toHaveText(/^VIP\d+$/);
    // the registration gift (1,000 ₫), in the member's language
    await expect(modal.getByTestId('after-login-balance')).toHaveText(
      lang === 'vi' ? '1.000,00\u00a0₫' : '1,000.00\u00a0₫',
    );
    await expect(modal.getByTestId('after-login-unread')).toHaveText(/\d/);
    await saveScreen(other, `after-login-390-${lang}`);
    await other.setViewportSize({ width: 1280, height: 800 });
    await saveScreen(other, `after-login-1280-${lang}`);

    // remembered for exactly one day (spec §9): the account name, nothing else
    const cookie = (await phone.cookies()).find((c) => c.name === 'hb_remember_account');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe(username);
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000)).toBe(24);

    // on to the deposit page, the modal gone
    await modal.getByTestId('after-login-deposit').click();
    await expect(modal).toBeHidden();
    await expect(other).toHaveURL(/[?&]mc=depositv2/);

    // logged out, the login form fills in the remembered name
    await other.context().clearCookies({ name: 'hb_session' });
    await other.goto('/index');
    await expect(other.getByTestId('header-login-username')).toHaveValue(username);
    await phone.close();
  });
}

test('a login made for a protected action goes on to it, without the after-login modal', async ({ page }) => {
  const username = newUsername('alp');
  await registerByApi(page, { username, password: PASSWORD });
  await page.context().clearCookies();
  // the modal's code is asked for in the same render that would show it, before the resumed page's
  const modalChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/AfterLoginModal-[^/]*\.js$/.test(request.url())) modalChunks.push(request.url());
  });
  // a visitor opening the deposit page is asked to log in first
  await page.goto('/index?mc=depositv2');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill(username);
  await popup.getByTestId('login-password').fill(PASSWORD);
  await popup.getByTestId('login-submit').click();
  await expect(page.getByTestId('mc-page-depositv2')).toBeVisible();
  await expect(page.getByTestId('after-login')).toHaveCount(0);
  expect(modalChunks).toEqual([]);
});
