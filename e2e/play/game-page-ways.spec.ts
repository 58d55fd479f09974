import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/texts.ts';
import { newMember } from '../wallet/support.ts';
import { slotOfModel } from './support.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
] as const;

const SHOTS = '/tmp/newcomer-shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * WCAG's contrast ratio of an element's text colour against the background it is drawn on (the first ancestor with
 * an opaque enough background colour), as the browser computed them.
 */
async function contrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let node: Element | null = element;
    let background = [255, 255, 255];
    while (node) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a > 0.5) {
        background = [r ?? 0, g ?? 0, b ?? 0];
        break;
      }
      node = node.parentElement;
    }
    const [fg, bg] = [luminance(rgb(getComputedStyle(element).color)), luminance(background)];
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

for (const lang of ['vi', 'en'] as const) {
  test(`the game page's toolbar is the dark site's, readable (WCAG AA) at both widths, in ${lang.toUpperCase()}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await useLanguage(page, lang);
    await newMember(page, `gbar${lang}`);
    const code = await slotOfModel('low-20-lines');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/game?code=${code}`);
      await expect(page.getByTestId('game-frame')).toBeVisible();
      const bar = page.locator('.game-page-bar');
      // a dark bar on the dark site, not a white strip
      const barLight = await bar.evaluate((element) => {
        const [r = 0, g = 0, b = 0] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(
          Number,
        );
        return (r + g + b) / 3;
      });
      expect(barLight).toBeLessThan(80);
      await expect(page.getByTestId('game-leave')).toHaveText(text(lang, 'gameLaunch', 'game.leave'));
      for (const control of [
        page.getByTestId('game-leave'),
        bar.getByRole('link', { name: text(lang, 'gameLaunch', 'game.home') }),
        page.getByTestId('game-favourite'),
      ])
        expect(await contrast(control)).toBeGreaterThanOrEqual(4.5);
      await shot(page, `game-toolbar-${size.width}-${lang}`);
    }
  });

  test(`a game that cannot open says so with the ways back, in ${lang.toUpperCase()}`, async ({ page }) => {
    await useLanguage(page, lang);
    await newMember(page, `gerr${lang}`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/index');
      await page.goto('/game?code=NO_SUCH_GAME_001');
      const problem = page.getByTestId('game-problem');
      await expect(problem).toContainText(text(lang, 'gameLaunch', 'game.problemHint'));
      // the header stays, and the page itself leads back and home
      await expect(page.locator('header.header')).toBeVisible();
      await shot(page, `game-problem-${size.width}-${lang}`);
      await problem.getByTestId('game-problem-back').click();
      await expect(page).toHaveURL(/\/index$/);
      await page.goto('/game?code=NO_SUCH_GAME_001');
      await page.getByTestId('game-problem-home').click();
      await expect(page).toHaveURL(/\/index$/);
    }
  });
}

/** Puts a game in maintenance for an hour (or ends it), as the operator's setting does. */
async function maintenance(code: string, on: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `UPDATE games SET maintenance_until = ${on ? "now() + interval '1 hour'" : 'NULL'} WHERE code = $1`,
      [code],
    );
  } finally {
    await client.end();
  }
}

test('a game in maintenance says until when, readable on the dark site, in both languages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newMember(page, 'gmnt');
  const code = await slotOfModel('high-1024-ways');
  await maintenance(code, true);
  try {
    for (const lang of ['vi', 'en'] as const) {
      await page.goto('/index');
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(`/game?code=${code}`);
        const notice = page.getByTestId('game-maintenance').getByRole('status');
        await expect(notice).toContainText(text(lang, 'gameLaunch', 'game.maintenanceTitle'));
        expect(await contrast(notice.locator('p'))).toBeGreaterThanOrEqual(4.5);
        await shot(page, `game-maintenance-${size.width}-${lang}`);
      }
    }
  } finally {
    await maintenance(code, false);
  }
});

test('a lottery game opened on /game goes to its lottery page, that game chosen', async ({ page }) => {
  // the lottery pages are one chunk, fetched on the way: slow on a busy machine
  test.setTimeout(90_000);
  await newMember(page, 'glot');
  await page.goto('/game?code=VN_LOTTO_002');
  await expect(page).toHaveURL(/\/vnlottery\?gameCode=VN_LOTTO_002$/, { timeout: 30_000 });
  await expect(page.getByTestId('vnl-page')).toBeVisible();
  await page.goto('/game?code=SEA_LOTTO_001');
  await expect(page).toHaveURL(/\/seaLottery\?gameCode=SEA_LOTTO_001$/);
  await page.goto('/game?code=LOTUS_ELOTT_001');
  await expect(page).toHaveURL(/\/lottery\?gameCode=LOTUS_ELOTT_001$/);
  await expect(page.getByTestId('elt-page')).toBeVisible();
});

for (const size of SIZES) {
  test(`each vendor of the /elott lane enters its lottery lobby at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await newMember(page, 'glob');
    const lobbies: Record<string, RegExp> = {
      LOTUS_ELOTT: /\/lottery$/,
      VN_LOTTO: /\/vnlottery(\?gameCode=VN_LOTTO_\d+)?$/,
      SEA_LOTTO: /\/seaLottery(\?gameCode=SEA_LOTTO_\d+)?$/,
      KIM_LONG_LOTT: /\/lottery$/,
    };
    await page.goto('/elott');
    const cards = page.getByTestId('elott-page').locator('[data-testid^="vendor-card-"]');
    await expect(cards).toHaveCount(4);
    await shot(page, `elott-lane-${size.width}-vi`);
    for (const [vendor, address] of Object.entries(lobbies)) {
      await page.goto('/elott');
      await page.getByTestId(`vendor-card-${vendor}`).click();
      await expect(page).toHaveURL(address);
      await expect(page.getByText(text('vi', 'gameLaunch', 'game.missing'))).toHaveCount(0);
    }
    // the hall lists the games, its money written as the rest of the site writes it (two decimals)
    await page.getByTestId('elt-lobby-game').first().click();
    await expect(page.getByTestId('elt-page')).toContainText(/\d,00\u00a0₫/);
    await shot(page, `lottery-game-${size.width}-vi`);
  });
}
