import { mkdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const SHOTS = '/tmp/newcomer-shots';

/** Holds the announcements (which name the popup) until `release()`, so a test acts before the popup could come. */
async function holdAnnouncements(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/api/platform/announcements?*', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/**
 * Once the popup's code has arrived and the browser has been idle, the popup would be on screen if nothing held it
 * back: the moment to check that something did.
 */
async function popupCouldShowNow(page: Page, popupCode: Promise<unknown>) {
  await popupCode;
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
  );
}

const popupChunk = (page: Page) =>
  page.waitForResponse((response) =>
    /\/assets\/HomePopup-[\w-]+\.js$/.test(new URL(response.url()).pathname),
  );

/** Records, each time the popup appears, whether another dialog was open at that moment. */
async function watchPopup(page: Page) {
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { popupOverDialog: boolean[] }).popupOverDialog = seen;
    new MutationObserver(() => {
      const popup = document.querySelector('[data-testid="home-popup"]');
      if (!popup || popup.hasAttribute('data-watched')) return;
      popup.setAttribute('data-watched', '');
      const others = [...document.querySelectorAll('[aria-modal="true"]')].filter(
        (dialog) => dialog !== popup,
      );
      seen.push(others.length > 0);
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('the visitors’ welcome popup waits its turn', () => {
  test.use({ freshVisitor: true });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 860 },
  ]) {
    for (const lang of ['vi', 'en'] as const) {
      test(`${size.width} px ${lang.toUpperCase()}: not while the visitor's dialog is open; once it has closed`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await useLanguage(page, lang);
        await page.setViewportSize(size);
        await watchPopup(page);
        const announcements = await holdAnnouncements(page);
        const code = popupChunk(page);
        await page.goto('/index');
        // the visitor opens a dialog first: the login on a phone, the registration on a desktop (its login is inline)
        const phone = size.width < 768;
        await page.getByTestId(phone ? 'header-login-button' : 'register-button').click();
        const dialog = page.getByTestId(phone ? 'login-popup' : 'register-modal');
        // its code is a chunk of its own, slow to come on a busy machine
        await expect(dialog).toBeVisible({ timeout: 30_000 });
        await announcements.release();
        await popupCouldShowNow(page, code);
        await expect(page.getByTestId('home-popup')).toHaveCount(0);
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/popup-waits-dialog-${size.width}-${lang}.png` });

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('home-popup')).toBeVisible();
        expect(
          await page.evaluate(() => (window as unknown as { popupOverDialog: boolean[] }).popupOverDialog),
        ).toEqual([false]);
        await page.screenshot({ path: `${SHOTS}/popup-after-dialog-${size.width}-${lang}.png` });
      });
    }
  }

  test('not under a press in progress: it comes once the finger is lifted', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const announcements = await holdAnnouncements(page);
    const code = popupChunk(page);
    await page.goto('/index');
    const heading = page.getByTestId('popular-lotteries').getByRole('heading').first();
    await heading.scrollIntoViewIfNeeded();
    const box = await heading.boundingBox();
    if (!box) throw new Error('no heading to press on');
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.mouse.down();
    await announcements.release();
    await popupCouldShowNow(page, code);
    await expect(page.getByTestId('home-popup')).toHaveCount(0);
    await page.mouse.up();
    await expect(page.getByTestId('home-popup')).toBeVisible();
  });
});
