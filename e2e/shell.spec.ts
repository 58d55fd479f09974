import { saveScreen } from './support/screens.ts';
import { expect, test } from './support/test.ts';
import { text } from './support/texts.ts';

test('/ lands on /index in Vietnamese with the site shell', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('vi', 'layout', 'header.promotions') }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('nav-RNG')).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
  await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
  await saveScreen(page, 'home-vi');
});

test('switching the language to English changes the header texts and is remembered', async ({ page }) => {
  await page.goto('/index');
  const promotions = page.getByRole('link', { name: text('vi', 'layout', 'header.promotions') }).first();
  await expect(promotions).toBeVisible();
  await page.getByTestId('lang-picker').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('link', { name: text('en', 'layout', 'header.promotions') }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: text('en', 'layout', 'header.register') }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'en',
    'en',
  ]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
  await saveScreen(page, 'home-en');
});

test('the theme switch changes the page colours and survives a reload', async ({ page }) => {
  await page.goto('/index');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  const themeBefore = await page.locator('html').getAttribute('data-theme');
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', themeBefore ?? '');
  const after = await background();
  expect(after).not.toBe(before);
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await background()).toBe(after);
  await saveScreen(page, 'home-vi-other-theme');
});

test('an unknown route shows the not-found page inside the site layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(text('vi', 'common', 'notFound.title'))).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
  await expect(page.getByTestId('nav-RNG')).toBeVisible();
});

test('the notice page lists nine notices a page, expands content and runs no script from it', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/noticePage');
  await expect(page.getByTestId('notice-item')).toHaveCount(9);
  await expect(page.getByTestId('notice-date').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const firstTitle = await page.getByTestId('notice-item').first().textContent();
  await page.getByTestId('pagination').getByTestId('page-2').click();
  await expect(page.getByTestId('notice-item').first()).not.toHaveText(firstTitle ?? '');
  for (const toggle of await page.getByTestId('notice-toggle').all()) await toggle.click();
  await page.getByTestId('pagination').getByTestId('page-1').click();
  for (const toggle of await page.getByTestId('notice-toggle').all()) await toggle.click();
  await expect(page.getByTestId('notice-content').first()).toBeVisible();
  expect(await page.locator('.notice-content script').count()).toBe(0);
  expect(await page.locator('.notice-content [onerror]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test.describe('home popup', () => {
  test.use({ freshVisitor: true });

  test('shows on the first visit and stays hidden for the day once "hide for today" is ticked', async ({
    page,
  }) => {
    await page.goto('/index');
    const popup = page.getByTestId('home-popup');
    await expect(popup).toBeVisible();
    await page.getByTestId('popup-hide-today').check();
    await page.getByTestId('popup-close').click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
    await expect(popup).toBeHidden();
  });
});
