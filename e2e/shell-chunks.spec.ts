import { saveScreen, useLanguage } from './support/screens.ts';
import { expect, test } from './support/test.ts';
import { text } from './support/texts.ts';

const HELP_CHUNK = /\/assets\/HelpPage-[^/]+\.js$/;

for (const lang of ['vi', 'en'] as const) {
  test(`a page whose code cannot be fetched says which chunk failed and offers a reload (spec §8, ${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(HELP_CHUNK, (route) => route.abort());
    await page.goto('/help');
    const failure = page.getByTestId('route-error');
    await expect(failure).toHaveAttribute('data-chunk', 'script:missing');
    const title = text(lang, 'common', 'errors.scriptChunkFailed', { chunk: '§' }).split('§');
    await expect(failure.locator('.state-message-title')).toHaveText(
      new RegExp(`^${title[0]}HelpPage-[\\w-]+${title[1]}$`),
    );
    await expect(failure).toContainText(text(lang, 'common', 'errors.network'));
    await saveScreen(page, `chunk-failed-1280-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreen(page, `chunk-failed-390-${lang}`);

    // the reload fetches it again: with the network back, the page shows
    await page.unroute(HELP_CHUNK);
    await failure.getByRole('button', { name: text(lang, 'common', 'actions.reload') }).click();
    await expect(page.getByTestId('help-content')).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });
}
