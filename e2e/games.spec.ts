import { saveScreen, useLanguage } from './support/screens.ts';
import { expect, test } from './support/test.ts';

test('/rng lists games; the vendor tab and the page change the list; search narrows it', async ({ page }) => {
  await page.goto('/rng');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(24);
  const firstAll = await cards.first().textContent();

  await page.getByTestId('pagination').getByTestId('page-2').click();
  await expect(cards.first()).not.toHaveText(firstAll ?? '');
  const firstPage2 = await cards.first().textContent();
  expect(firstPage2).not.toBe(firstAll);

  const tabs = page.locator('[data-testid^="vendor-tab-"]:not([data-testid="vendor-tab-all"])');
  const secondTab = tabs.nth(1);
  const vendorId = (await secondTab.getAttribute('data-testid'))!.replace('vendor-tab-', '');
  await secondTab.click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${vendorId}`));
  // the previous page stays on screen until the vendor's list has come: wait for it to change
  await expect(cards.first()).not.toHaveText(firstPage2 ?? '');
  await expect(cards.first()).toBeVisible();

  const before = await cards.count();
  const name = (await cards.first().locator('.game-card-name').textContent())!.trim();
  await page.getByTestId('game-search').fill(name);
  await expect(async () => {
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(before);
    for (const card of await cards.all()) await expect(card).toContainText(name);
  }).toPass();
  await saveScreen(page, 'rng-vi-search');
});

test('/rng?page=<vendor> opens on that vendor tab', async ({ page }) => {
  await page.goto('/rng');
  const tab = page.locator('[data-testid^="vendor-tab-"]:not([data-testid="vendor-tab-all"])').first();
  const vendorId = (await tab.getAttribute('data-testid'))!.replace('vendor-tab-', '');
  await page.goto(`/rng?page=${vendorId}`);
  await expect(page.getByTestId(`vendor-tab-${vendorId}`)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
});

test('searching for a name that matches nothing shows the empty state', async ({ page }) => {
  await page.goto('/rng');
  await page.getByTestId('game-search').fill('zzzz-no-such-game');
  await expect(page.getByTestId('game-card')).toHaveCount(0);
  await expect(page.getByTestId('games-empty')).toBeVisible();
});

test('hovering a header category shows its vendors, and hovering a vendor shows its games', async ({
  page,
}) => {
  await page.goto('/index');
  await page.getByTestId('nav-RNG').hover();
  const dropdown = page.getByTestId('vendor-dropdown');
  await expect(dropdown).toBeVisible();
  const vendors = dropdown.locator('[data-testid^="dropdown-vendor-"]');
  await expect(vendors.first()).toBeVisible();
  await vendors.first().hover();
  await expect(dropdown.getByTestId('dropdown-game').first()).toBeVisible();
  const count = await dropdown.getByTestId('dropdown-game').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(21);
  await saveScreen(page, 'header-dropdown-vi');
});

test('/rng in English', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/rng');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('game-card')).toHaveCount(24);
  await saveScreen(page, 'rng-en');
});

test('/rng in Vietnamese', async ({ page }) => {
  await page.goto('/rng');
  await expect(page.getByTestId('game-card')).toHaveCount(24);
  await saveScreen(page, 'rng-vi');
});
