import { API, type Game } from '@app/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { GAME_EN, GAME_VI, miniSicBo, playRounds } from '../bets/support.ts';
import { shot, WIDTHS } from '../play/support.ts';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { depositBySandbox, newMember, PASSWORD } from '../wallet/support.ts';

const LANGS = ['vi', 'en'] as const;

/** The newest games as the server lists them in a language. */
async function newGames(page: Page, lang: 'vi' | 'en'): Promise<Game[]> {
  const response = await page.request.get(API.newGames, { headers: { 'x-lang': lang } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: Game[] }).value;
}

/** Scrolls `target`'s top to just under the sticky header, and waits for the game icons on screen to show. */
async function bringIntoView(page: Page, target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const header = document.querySelector('.header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - header - 12);
  });
  await expect
    .poll(() =>
      page.locator('img.game-card-icon').evaluateAll((icons) =>
        (icons as HTMLImageElement[])
          .filter((icon) => {
            const box = icon.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((icon) => icon.complete && !icon.src.endsWith('/media/games/default.svg')),
      ),
    )
    .toBe(true);
}

/** A member registered in a browser of its own, so this page stays logged out. */
async function memberElsewhere(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    return await newMember(await context.newPage(), 'hrt');
  } finally {
    await context.close();
  }
}

for (const size of WIDTHS) {
  for (const lang of LANGS) {
    test(`new games on home; a card's heart adds to /fav and takes out, logged out it asks for a login first (${size.name}, ${lang})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await useLanguage(page, lang);
      await page.setViewportSize({ width: size.width, height: size.height });

      // the home page's new games: the server's newest first, twelve, then all of them on demand
      const newest = await newGames(page, lang);
      expect(newest).toHaveLength(24);
      await page.goto('/index');
      const section = page.getByTestId('new-games');
      await expect(section.getByRole('heading')).toHaveText(text(lang, 'home', 'newGames.title'));
      const cards = section.getByTestId('game-card');
      await expect(cards).toHaveCount(12);
      await expect(cards.first().locator('.game-card-name')).toHaveText(newest[0]!.gameName);
      await bringIntoView(page, section);
      await shot(page, `games-new-${size.name}-${lang}`);
      const more = section.getByTestId('new-games-more');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(cards).toHaveCount(24);
      await expect(cards.last().locator('.game-card-name')).toHaveText(newest[23]!.gameName);
      await expect(more).toHaveAttribute('aria-expanded', 'true');

      // logged out: a heart opens the login popup, and the game is added once logged in
      const username = await memberElsewhere(browser);
      await page.goto('/rng');
      const tile = page.locator('.game-tile').first();
      const name = (await tile.locator('.game-card-name').textContent())!.trim();
      const heart = tile.getByTestId('game-card-favourite');
      await expect(heart).toHaveAccessibleName(text(lang, 'common', 'games.favouriteOf', { name }));
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      const popup = page.getByTestId('login-popup');
      await expect(popup).toBeVisible();
      await shot(page, `games-heart-login-${size.name}-${lang}`);
      await popup.getByTestId('login-username').fill(username);
      await popup.getByTestId('login-password').fill(PASSWORD);
      await popup.getByTestId('login-submit').click();
      await expect(popup).toBeHidden();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await bringIntoView(page, page.getByTestId('games-page-rng').locator('.game-grid'));
      await shot(page, `games-heart-rng-${size.name}-${lang}`);

      // /fav lists it; its heart there takes it out again
      await page.goto('/fav');
      const favourites = page.getByTestId('fav-list').getByTestId('game-card');
      await expect(favourites).toHaveCount(1);
      await expect(favourites.locator('.game-card-name')).toHaveText(name);
      await shot(page, `games-heart-fav-${size.name}-${lang}`);
      const favHeart = page.getByTestId('fav-list').getByTestId('game-card-favourite');
      await expect(favHeart).toHaveAttribute('aria-pressed', 'true');
      await favHeart.click();
      await expect(page.getByTestId('fav-empty')).toBeVisible();

      // a heart on /rng adds it, and pressing it again takes it out (the keyboard reaches it after its card)
      await page.goto('/rng');
      await tile.getByTestId('game-card').focus();
      await page.keyboard.press('Tab');
      await expect(heart).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/fav');
      await expect(favourites.locator('.game-card-name')).toHaveText(name);
      await page.goto('/rng');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await page.goto('/fav');
      await expect(page.getByTestId('fav-empty')).toBeVisible();
    });
  }
}

test('a heart the server refuses changes back, with a notice', async ({ page }) => {
  await newMember(page, 'hrt');
  await page.goto('/rng');
  const heart = page.locator('.game-tile').first().getByTestId('game-card-favourite');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/games/favourites/*', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
  });
  await heart.click();
  // pressed at once, before the server has answered
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  release();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('toast')).toHaveText(text('vi', 'common', 'games.favouriteFailed'));
});

test('the fair page names the game in the page’s language, its code beside it', async ({ page }) => {
  test.setTimeout(120_000);
  await newMember(page, 'fgn');
  await depositBySandbox(page, '100000');
  const game = await miniSicBo(page);
  const [round] = await playRounds(page, game.code, game.minBet, 1);
  for (const lang of LANGS) {
    await useLanguage(page, lang);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`/fair?round=${round!.roundId}`);
      await expect(page.getByTestId('fair-game-name')).toHaveText(lang === 'vi' ? GAME_VI : GAME_EN);
      await expect(page.getByTestId('fair-game-code')).toHaveText(game.code);
      await page.getByTestId('fair-round').scrollIntoViewIfNeeded();
      await shot(page, `fair-game-name-${size.name}-${lang}`);
    }
  }
});
