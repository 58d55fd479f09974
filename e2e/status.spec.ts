import { admin } from './support/admin.ts';
import { saveScreen, useLanguage } from './support/screens.ts';
import { expect, test } from './support/test.ts';
import { text } from './support/texts.ts';

test.describe('maintenance', () => {
  test.afterEach(() => {
    admin('maintenance', 'off');
  });

  for (const lang of ['vi', 'en'] as const) {
    test(`turning maintenance on shows the maintenance page with its end time (${lang})`, async ({
      page,
    }) => {
      admin('maintenance', 'on', '--until', '2030-01-02 03:04');
      await useLanguage(page, lang);
      await page.goto('/index');
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByText(text(lang, 'status', 'maintenance.title'))).toBeVisible();
      await expect(page.getByTestId('maintenance-end')).toHaveText(/^2030-01-0[12] \d{2}:04:00$/);
      await expect(page.getByTestId('nav-RNG')).toHaveCount(0);
      await saveScreen(page, `maintenance-${lang}`);
    });
  }

  test('turning maintenance off brings the site back', async ({ page }) => {
    admin('maintenance', 'on');
    await page.goto('/index');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    admin('maintenance', 'off');
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});

test.describe('region restriction', () => {
  test.afterEach(() => {
    admin('unblock-country', 'US');
    admin('unblock-ip', '203.0.113.0/24');
  });

  for (const lang of ['vi', 'en'] as const) {
    test(`a blocked country shows the restriction page with the IP and country (${lang})`, async ({
      page,
    }) => {
      admin('block-country', 'US');
      await useLanguage(page, lang);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
      await page.goto('/index');
      await expect(page.getByTestId('restriction-page')).toBeVisible();
      await expect(page.getByText(text(lang, 'status', 'restriction.title'))).toBeVisible();
      await expect(page.getByTestId('restriction-ip')).toHaveText('8.8.8.8');
      await expect(page.getByTestId('restriction-country')).toContainText('US');
      await saveScreen(page, `restriction-${lang}`);
    });
  }

  test('a blocked IP range shows the restriction page; other visitors still see the site', async ({
    page,
    browser,
  }) => {
    admin('block-ip', '203.0.113.0/24');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.7' });
    await page.goto('/index');
    await expect(page.getByTestId('restriction-ip')).toHaveText('203.0.113.7');

    const other = await browser.newPage();
    await other.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.20' });
    await other.goto('/index');
    await expect(other.getByTestId('home-page')).toBeVisible();
    await other.close();
  });
});
