import type { Page, Route } from '@playwright/test';
import { saveScreen, useLanguage } from './support/screens.ts';
import { expect, test } from './support/test.ts';
import { newMember } from './wallet/support.ts';

/** A phone and a desktop: the widths the pages below are looked at in (e2e/screenshots/pages-*.png). */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
] as const;

/** Counts the page's layout shifts (those not caused by input), as Cumulative Layout Shift does. */
async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  // one more frame, so the observer has been told of the last shifts
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Holds the answers to `patterns` until `release()`: the page shows its placeholders meanwhile. */
async function holdAnswers(page: Page, patterns: string[]) {
  const held: Route[] = [];
  let released = false;
  for (const pattern of patterns) {
    await page.route(pattern, (route) => {
      if (released) return route.continue();
      held.push(route);
    });
  }
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('the home page keeps its place while its content arrives late: no layout shift, footer below', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  await countLayoutShifts(page);
  const late = await holdAnswers(page, [
    '**/api/platform/announcements?*',
    '**/api/games/popular?*',
    '**/api/games/winners',
    '**/api/games/leaderboard',
  ]);
  await page.goto('/index');
  // the popular games' placeholder (the new games below may show theirs at the same moment)
  await expect(page.getByTestId('popular-games').getByTestId('game-grid-skeleton')).toBeVisible();
  await expect(page.locator('.banner.skeleton')).toBeVisible();
  await saveScreen(page, 'pages-home-loading-390-vi');
  // the footer starts below the fold, so content arriving cannot push it
  const footerTop = await page.getByTestId('footer').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(WIDTHS[0].height);

  await late.release();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('home-notice').first()).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

test('a game list keeps its place while its games arrive late', async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  await countLayoutShifts(page);
  const late = await holdAnswers(page, ['**/api/games/list?*']);
  await page.goto('/rng');
  await expect(page.getByTestId('game-grid-skeleton')).toBeVisible();
  await saveScreen(page, 'pages-rng-loading-390-vi');
  await late.release();
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

for (const lang of ['vi', 'en'] as const) {
  test(`home, games, promotions and notices at phone and desktop widths in ${lang.toUpperCase()}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/index');
      await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await saveScreen(page, `pages-home-${size.width}-${lang}`);
      // the providers' row comes once the page has loaded (and its logos once the row is near the viewport): scroll
      // to the row itself, waiting for it, not to the footer, whose top it may join above the fold
      const logos = page.getByTestId('footer').locator('.footer-logos');
      await logos.scrollIntoViewIfNeeded();
      await expect(logos.locator('img').first()).toBeVisible();
      await saveScreen(page, `pages-home-footer-${size.width}-${lang}`);

      await page.goto('/rng');
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await saveScreen(page, `pages-rng-${size.width}-${lang}`);

      await page.goto('/promotions');
      await expect(page.getByTestId('promo-card').first()).toBeVisible();
      await saveScreen(page, `pages-promotions-${size.width}-${lang}`);
      await page.getByTestId('promo-card').first().click();
      await expect(page.getByTestId('promo-detail')).toBeVisible();
      await expect(page.getByTestId('promo-join')).toBeVisible();
      await saveScreen(page, `pages-promo-detail-${size.width}-${lang}`);

      await page.goto('/noticePage');
      await expect(page.getByTestId('notice-item').first()).toBeVisible();
      await page.getByTestId('notice-toggle').first().click();
      await expect(page.getByTestId('notice-content').first()).toBeVisible();
      // its text comes with the sanitiser's chunk: the screen shows the opened notice, not its empty box
      await expect(page.getByTestId('notice-content').first()).toHaveText(/\S/);
      await saveScreen(page, `pages-notices-${size.width}-${lang}`);
    }
  });

  test(`the deposit page at phone and desktop widths in ${lang.toUpperCase()}`, async ({ page }) => {
    await useLanguage(page, lang);
    await newMember(page, `pp${lang}`);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/index?mc=depositv2');
      const centre = page.getByTestId('mc-page-depositv2');
      await expect(centre.getByTestId('deposit-page')).toBeVisible();
      await expect(centre.getByTestId('deposit-recent')).toBeVisible();
      // the open page's entry is in sight in the menu (a sideways row on a phone, scrolled to it)
      const entry = await page.getByTestId('mc-menu-depositv2').boundingBox();
      const menu = await page.locator('.member-centre-menu').boundingBox();
      expect(entry && menu && entry.x >= menu.x && entry.x + entry.width <= menu.x + menu.width).toBe(true);
      // focus starts on the amount field when the page was in before the panel opened, else on the page's entry
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      expect(['deposit-amount', 'mc-menu-depositv2']).toContain(focused);
      await saveScreen(page, `pages-deposit-${size.width}-${lang}`);
    }
  });
}
