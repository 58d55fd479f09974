import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { newMember } from '../wallet/support.ts';
import { shot, WIDTHS } from './support.ts';

type Vendor = { vassalage: string; name: string; games: number; category: string };

/** The listed vendors whose games play on the seamless wallet (served by an active provider). */
async function seamlessVendors(): Promise<Vendor[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ vassalage: string; name: string; games: string; category: string }>(
      `SELECT v.vassalage, v.name, v.category, count(g.id) AS games
       FROM vendors v
       JOIN game_providers p ON p.code = v.provider AND p.active
       LEFT JOIN games g ON g.vassalage = v.vassalage AND g.active
       WHERE v.active
       GROUP BY v.vassalage, v.name, v.category`,
    );
    return rows.map((row) => ({ ...row, games: Number(row.games) }));
  } finally {
    await client.end();
  }
}

/** The vendor a tab stands for. */
async function vendorOf(tab: Locator, vendors: Vendor[]): Promise<Vendor> {
  const vassalage = (await tab.getAttribute('data-testid'))?.replace('seamless-vendor-', '');
  const vendor = vendors.find((v) => v.vassalage === vassalage);
  if (!vendor) throw new Error(`The tab ${vassalage} is not a seamless vendor`);
  return vendor;
}

/** Nothing sticks out sideways, the logged-in header included: the vendor tabs scroll inside their own row. */
async function expectPageFits(page: Page, width: number): Promise<void> {
  const section = page.getByTestId('seamless-page');
  const box = await section.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  expect(await section.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

for (const size of WIDTHS) {
  test(`/seamless at ${size.width}: how the single wallet works, the seamless vendors and their games; a game opens in /game`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const vendors = await seamlessVendors();
    expect(vendors.length).toBeGreaterThan(1);
    await newMember(page, 'sml');
    await page.setViewportSize({ width: size.width, height: size.height });
    const tabs = page.getByRole('tab');
    const panel = page.getByTestId('seamless-games');

    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      await page.goto('/seamless');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'gameLaunch', 'seamless.title'),
      );
      await expect(page.getByTestId('seamless-how')).toContainText(
        text(lang, 'gameLaunch', 'seamless.how.noTransfer.title'),
      );

      // every seamless vendor is a tab, and nothing else is; the first is chosen and lists its games
      await expect(tabs).toHaveCount(vendors.length);
      for (const vendor of vendors) {
        await expect(page.getByTestId(`seamless-vendor-${vendor.vassalage}`)).toBeVisible();
      }
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const first = await vendorOf(tabs.first(), vendors);
      await expect(panel).toHaveAttribute('data-vendor', first.vassalage);
      await expect(panel.getByTestId('game-card')).toHaveCount(Math.min(first.games, 24));
      await expect(panel.getByTestId('game-card').first()).toContainText(first.name);
      await expectPageFits(page, size.width);
      await shot(page, `seamless-${size.name}-${lang}`);
    }

    // the keyboard: an arrow moves to the next vendor, Enter on a game card opens the game
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    const second = tabs.nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    let next = await vendorOf(second, vendors);
    await expect(page).toHaveURL(new RegExp(`[?&]vendor=${next.vassalage}`));
    await expect(panel).toHaveAttribute('data-vendor', next.vassalage);
    // the lotteries' vendors open their own pages (/vnlottery, /lottery, /seaLottery): on to a game that opens in /game
    for (let tab = 1; next.category === 'LOTT' || next.category === 'ELOTT'; tab++) {
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(tab + 1)).toHaveAttribute('aria-selected', 'true');
      next = await vendorOf(tabs.nth(tab + 1), vendors);
      await expect(panel).toHaveAttribute('data-vendor', next.vassalage);
    }
    const card = panel.getByTestId('game-card').first();
    await expect(card).toContainText(next.name);
    await card.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/game\?code=[A-Z0-9_]+/);
    await expect(page.getByTestId('game-page')).toBeVisible();
    await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('play-balance')).toBeVisible({
      timeout: 20_000,
    });
  });
}
