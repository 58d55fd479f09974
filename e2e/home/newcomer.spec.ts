import { saveScreen, useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';

const SITE = 'HanoiBet';
const TERMS = { vi: 'Điều khoản và điều kiện chung', en: 'General terms and conditions' };

test('the first HTML already has a title, before any script runs', async ({ request }) => {
  const html = await (await request.get('/index')).text();
  expect(html).toMatch(new RegExp(`<title>${SITE}</title>`));
});

for (const lang of ['vi', 'en'] as const) {
  test(`every page names itself in the tab, in ${lang.toUpperCase()}: "<page> | ${SITE}"`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    const pages: [string, string][] = [
      ['/index', text(lang, 'home', 'title')],
      ['/register', text(lang, 'session', 'register.title')],
      ['/noticePage', text(lang, 'notices', 'title')],
      ['/promotions', text(lang, 'promotions', 'title')],
      ['/help?page=terms', TERMS[lang]],
      ['/rng', text(lang, 'common', 'categories.RNG')],
      ['/no-such-page', text(lang, 'common', 'notFound.title')],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${title} | ${SITE}`);
    }
  });

  test(`the header's user agreement opens the terms, in ${lang.toUpperCase()}`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/index');
    const link = page.getByTestId('header-agreement');
    await expect(link).toHaveText(text(lang, 'layout', 'header.agreement'));
    await link.click();
    await expect(page).toHaveURL(/\/help\?page=terms$/);
    await expect(page.getByTestId('help-content').locator('.help-title')).toHaveText(TERMS[lang]);
    await expect(page.getByTestId('help-tab-terms')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${TERMS[lang]} | ${SITE}`);
    await saveScreen(page, `help-terms-1280-${lang}`);
  });

  for (const width of [1024, 1280, 1366, 1440]) {
    test(`the category bar fits ${width} px in ${lang.toUpperCase()}: its last item is on screen`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/index');
      const last = page.getByTestId('nav-HOT');
      await expect(last).toBeVisible();
      // every category the vendor data lists is in the bar (the longest Vietnamese names among them)
      await expect(page.getByTestId('nav-ESPORTS')).toBeVisible();
      await expect(page.getByTestId('nav-pulled-out')).toBeVisible();
      const bar = await page.locator('.navbar-list').evaluate((list) => ({
        scrollWidth: list.scrollWidth,
        clientWidth: list.clientWidth,
        right: list.getBoundingClientRect().right,
      }));
      // nothing hidden past the bar's edge (it would scroll sideways, with no scrollbar to show it)
      expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
      const box = await last.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
        Math.min(width, bar.right),
      );
      await saveScreen(page, `header-nav-${width}-${lang}`);
    });
  }
}
