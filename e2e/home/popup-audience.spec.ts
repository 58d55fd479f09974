import { API, addSiteDays, siteDay, siteDayStart } from '@app/contracts';
import type { Page, Response } from '@playwright/test';
import { newUsername, registerByApi, solveCaptcha, trackCaptchas } from '../accounts/support.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const MINUTE = 60_000;

/** The next midnight in Vietnam (17:00 UTC) after now. */
function nextVietnamMidnight(): number {
  return siteDayStart(addSiteDays(siteDay(), 1)).getTime();
}

const isAnnouncements = (response: Response) =>
  new URL(response.url()).pathname === API.announcements && response.request().method() === 'GET';

/** Opens /index (or reloads) and answers the popups the server sent this browser's session. */
async function openHome(
  page: Page,
  how: 'goto' | 'reload' = 'goto',
): Promise<{ title: string; link: string | null; audience: string }[]> {
  const answer = page.waitForResponse(isAnnouncements);
  if (how === 'goto') await page.goto('/index');
  else await page.reload();
  const body = (await (await answer).json()) as {
    value: { popup: { title: string; link: string | null; audience: string }[] };
  };
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
  return body.value.popup;
}

test.describe('home popup: audience and "don\'t show again today"', () => {
  test.use({ freshVisitor: true });

  for (const width of [390, 1280]) {
    for (const lang of ['vi', 'en'] as const) {
      test(`${width} px ${lang.toUpperCase()}: hidden today stays hidden until midnight in Vietnam, then shows again`, async ({
        page,
      }) => {
        await useLanguage(page, lang);
        await page.setViewportSize({ width, height: width < 768 ? 800 : 860 });
        const midnight = nextVietnamMidnight();
        await page.clock.setFixedTime(midnight - 20 * MINUTE); // 23:40 in Hanoi

        // the seed's one popup for visitors: the welcome gift, leading to registration
        const offered = await openHome(page);
        expect(offered).toEqual([expect.objectContaining({ link: '/register', audience: 'visitors' })]);
        const welcome = offered[0]?.title ?? '';
        const popup = page.getByTestId('home-popup');
        await expect(popup).toBeVisible();
        await expect(popup).toContainText(welcome);
        // the dialog fits the phone: nothing sticks out sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        const box = await popup.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
        await saveScreen(page, `home-popup-${width}-${lang}`);

        await page.getByTestId('popup-hide-today').check();
        await page.getByTestId('popup-close').click();
        await expect(popup).toBeHidden();
        const hiddenOn = await page.evaluate(() =>
          JSON.parse(localStorage.getItem('popupsHiddenOn') ?? '{}'),
        );
        expect(Object.values(hiddenOn)).toEqual([siteDay(midnight - 20 * MINUTE)]);

        // the same evening, reloaded: the server still offers it, the page keeps it away
        expect(await openHome(page, 'reload')).toHaveLength(1);
        await expect(popup).toBeHidden();

        // a minute before midnight in Vietnam: still today
        await page.clock.setFixedTime(midnight - MINUTE);
        await openHome(page, 'reload');
        await expect(popup).toBeHidden();

        // just past midnight in Vietnam (17:01 UTC): a new day, the popup shows again
        await page.clock.setFixedTime(midnight + MINUTE);
        await openHome(page, 'reload');
        await expect(popup).toBeVisible();
        await expect(popup).toContainText(welcome);
      });
    }

    test(`${width} px: a member never sees the visitors' popup; registering takes it away, logging out brings it back`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 800 : 860 });
      const popup = page.getByTestId('home-popup');

      // a visitor closes it (without "don't show again today")
      const welcome = (await openHome(page))[0]?.title ?? '';
      await expect(popup).toBeVisible();
      await page.getByTestId('popup-close').click();
      await expect(popup).toBeHidden();

      // registers: logged in at once, back on the home page, and no welcome offer any more
      const username = newUsername('pop');
      const captchas = trackCaptchas(page);
      const afterRegistering = page.waitForResponse(
        async (response) => isAnnouncements(response) && (await response.json()).value.popup.length === 0,
      );
      await page.goto('/register');
      const modal = page.getByTestId('register-modal');
      await modal.getByTestId('register-username').fill(username);
      await modal.getByTestId('register-password').fill('Play1234');
      await modal.getByTestId('register-confirmPassword').fill('Play1234');
      await modal.getByTestId('register-captcha').fill(await solveCaptcha(await captchas.latest()));
      await modal.getByTestId('register-captcha').press('Enter');
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(/\/index$/);
      await afterRegistering;
      await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
      await expect(popup).toHaveCount(0);

      // a fresh page load as the member: the server sends no visitors' popup at all
      expect(await openHome(page, 'reload')).toEqual([]);
      await expect(popup).toHaveCount(0);
      await saveScreen(page, `home-member-no-popup-${width}-vi`);

      // logging out: a visitor again, and the popup closed earlier in the visit is back
      const logout = width < 1024 ? page.getByTestId('side-logout') : page.getByTestId('header-logout');
      if (width < 1024) await page.getByTestId('menu-toggle').click();
      await logout.click();
      await page.getByTestId('logout-dialog').getByTestId('logout-dialog-confirm').click();
      await expect(page).toHaveURL(/\/index$/);
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(welcome);
    });
  }

  test('a member logging in on a fresh browser is never offered the welcome popup', async ({ page }) => {
    await registerByApi(page, { username: newUsername('pom'), password: 'Play1234' });
    expect(await openHome(page)).toEqual([]);
    await expect(page.getByTestId('header-username')).toBeVisible();
    await expect(page.getByTestId('home-popup')).toHaveCount(0);
  });
});
