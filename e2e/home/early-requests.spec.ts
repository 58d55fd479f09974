import { API, LOTTERY_API } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { newMember } from '../wallet/support.ts';

/** Counts the GETs of each API path the page makes, and the page's console complaints. */
function watch(page: Page) {
  const asked = new Map<string, number>();
  const complaints: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text());
  });
  return { asked, complaints };
}

test.describe('a first visit asks for its data once, as the HTML arrives', () => {
  for (const width of [390, 1280]) {
    test(`${width} px: the home page's banners and the game list come from the early requests`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 860 });
      const { asked, complaints } = watch(page);
      await page.goto('/index');
      await expect(page.locator('img.banner-image').first()).toBeVisible();
      await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
      // the inline script ran (the browser reports a script the security policy blocks) and the app took its
      // answers instead of asking again
      expect(asked.get(API.announcements)).toBe(1);
      expect(asked.get(API.popularGames)).toBe(1);
      expect(asked.get(API.permission)).toBe(1);
      expect(complaints.filter((text) => /Content Security Policy|inline script/i.test(text))).toEqual([]);

      // the footer asks for the vendors once the home page has loaded: let it, before counting the next page's asks
      await expect.poll(() => asked.get(API.vendors) ?? 0).toBeGreaterThanOrEqual(1);
      const list = watch(page);
      await page.goto('/rng');
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      expect(list.asked.get(API.gameList)).toBe(1);
      expect(list.asked.get(API.vendors)).toBe(1);
      expect(list.complaints.filter((text) => /Content Security Policy|inline script/i.test(text))).toEqual(
        [],
      );

      // a lottery page: its games, the game's state and (on /vnlottery) its latest draws, each asked once (an
      // official draw, polled every 30 s, so no close comes in between)
      const lottery = watch(page);
      await page.goto('/vnlottery?gameCode=VN_LOTTO_001');
      await expect(page.getByTestId('vnl-rate')).toBeVisible();
      await expect(page.getByTestId('vnl-tab-results')).toBeVisible();
      expect(lottery.asked.get(LOTTERY_API.games)).toBe(1);
      expect(lottery.asked.get(LOTTERY_API.state)).toBe(1);
      expect(lottery.asked.get(LOTTERY_API.draws)).toBe(1);
    });
  }
});

test("a member page opened over the home (the gateway sending a member back) keeps the home's later sections waiting until it closes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 860 });
  await newMember(page, 'erq');
  const { asked } = watch(page);
  await page.goto('/index?mc=depositv2');
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
  // the page has loaded and gone idle (the footer's vendors come then), yet the covered sections asked nothing
  await expect.poll(() => asked.get(API.vendors) ?? 0).toBeGreaterThanOrEqual(1);
  for (const path of [API.newGames, API.winners, API.leaderboard, LOTTERY_API.popular]) {
    expect(asked.get(path) ?? 0, path).toBe(0);
  }
  await expect(page.getByTestId('new-games').getByTestId('game-grid-skeleton')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
  await expect(page.getByTestId('new-games').getByTestId('game-card').first()).toBeVisible();
  for (const path of [API.newGames, API.winners, API.leaderboard, LOTTERY_API.popular]) {
    await expect.poll(() => asked.get(path) ?? 0, path).toBe(1);
  }
});
