import { API } from '@app/contracts';
import type { Page } from '@playwright/test';
import { newUsername, registerByApi } from '../accounts/support.ts';
import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';

// The seed's one vendor whose isGame is VASSALAGE (apps/server/src/db/seed/games.ts), and a LIVE vendor without it.
const POPUP_VENDOR = 'HALONG_LIVE';
const POPUP_VENDOR_NAME = 'Hạ Long Live Casino';
const ROUTE_VENDOR = 'SAIGON_LIVE';
const VENDOR_GAMES = new RegExp(`${API.gameList.replaceAll('/', '\\/')}\\?.*vassalage=${POPUP_VENDOR}`);

async function openFromHeader(page: Page, vendor: string) {
  await page.getByTestId('nav-LIVE').hover();
  await page.getByTestId(`dropdown-vendor-${vendor}`).click();
}

const focusInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="vendor-games"]')));

for (const lang of ['vi', 'en'] as const) {
  test(`a VASSALAGE vendor lists its games in a popup; another vendor opens its tab (1280, ${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/index');

    // held back: the popup shows its loading cards until the list arrives
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(VENDOR_GAMES, async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse(VENDOR_GAMES);
    await openFromHeader(page, POPUP_VENDOR);
    const popup = page.getByTestId('vendor-games');
    await expect(popup.getByTestId('vendor-games-loading')).toBeVisible();
    release();
    const { total } = ((await (await answer).json()) as { value: { total: number } }).value;
    expect(total).toBeGreaterThan(0);
    const cards = popup.getByTestId('game-card');
    // the first page of 24 (spec §9), with a pager when there are more
    await expect(cards).toHaveCount(Math.min(total, 24));
    await expect(popup.getByTestId('vendor-games-loading')).toHaveCount(0);
    await expect(popup.getByTestId('pagination')).toHaveCount(total > 24 ? 1 : 0);
    await expect(popup.locator('.modal-title')).toHaveText(POPUP_VENDOR_NAME);
    await expect(page).toHaveURL(/\/index$/);
    await expect(popup.locator('.games-count')).toHaveText(
      text(lang, 'games', lang === 'en' && total === 1 ? 'count_one' : 'count_other', {
        count: String(total),
      }),
    );
    await saveScreen(page, `vendor-popup-1280-${lang}`);

    // the keyboard stays inside, both ways round, and Escape closes it
    expect(await focusInside(page)).toBe(true);
    for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page)).toBe(true);
    for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
    expect(await focusInside(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // a vendor flagged otherwise opens its tab on the category page, as before
    await openFromHeader(page, ROUTE_VENDOR);
    await expect(page).toHaveURL(new RegExp(`/live\\?page=${ROUTE_VENDOR}$`));
    await expect(page.getByTestId(`vendor-tab-${ROUTE_VENDOR}`)).toHaveAttribute('aria-current', 'true');
    await expect(popup).toHaveCount(0);
  });

  test(`the popup on a phone: the vendor's tab opens it full screen; a card launches its game (390, ${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await registerByApi(page, { username: newUsername('vgp'), password: 'Demo1234' });
    await page.goto('/live');
    await page.getByTestId(`vendor-tab-${POPUP_VENDOR}`).click();
    const popup = page.getByTestId('vendor-games');
    const first = popup.getByTestId('game-card').first();
    await expect(first).toBeVisible();
    await expect(page).toHaveURL(/\/live$/);
    const box = await popup.boundingBox();
    expect(box?.width).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreen(page, `vendor-popup-390-${lang}`);

    await first.click();
    await expect(page).toHaveURL(new RegExp(`/game\\?code=[^&]+&gameId=[^&]+&vendor=${POPUP_VENDOR}$`));
    await expect(popup).toHaveCount(0);
  });
}

test('the popup says when the vendor has no games, and when the list failed, with a retry', async ({
  page,
}) => {
  await page.route(VENDOR_GAMES, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, value: { games: [], pageNum: 1, totalPages: 0, total: 0 } }),
    }),
  );
  await page.goto('/index');
  await openFromHeader(page, POPUP_VENDOR);
  const popup = page.getByTestId('vendor-games');
  await expect(popup.getByTestId('vendor-games-empty')).toHaveText(text('vi', 'games', 'popup.empty'));

  await page.unroute(VENDOR_GAMES);
  await page.route(VENDOR_GAMES, (route) => route.abort());
  await page.reload();
  await openFromHeader(page, POPUP_VENDOR);
  const failure = popup.getByTestId('error-state');
  await expect(failure).toContainText(text('vi', 'common', 'errors.network'));
  await page.unroute(VENDOR_GAMES);
  await failure.getByRole('button', { name: text('vi', 'common', 'actions.retry') }).click();
  await expect(popup.getByTestId('game-card').first()).toBeVisible();
});
