import { PVP_API } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { newMember } from '../wallet/support.ts';
import { expectNoOverflow, gameCode, openGame, shot, tableOf, WIDTHS } from './support.ts';

/**
 * What the rules panels state (issue 32, "Exact and fair"): the lowest bet's return first, the range when bets
 * return differently, each bet's return listed; PVP's rake and the players' return, never 100 %.
 */
// nothing is staked here: a new member (the registration gift) reads the rules
/**
 * Each figure in both languages and each panel at both widths, paired (Vietnamese on the phone, English on the
 * desktop): the figures do not depend on the width, nor the layout on the figures (the rules are unit-tested).
 */
const VIEWS = [
  { lang: 'vi', size: WIDTHS[1] },
  { lang: 'en', size: WIDTHS[0] },
] as const;
const decimal = (lang: 'vi' | 'en', text: string) => (lang === 'vi' ? text.replaceAll('.', ',') : text);

async function openRules(page: Page) {
  await page.getByTestId('play-rules').click();
  const panel = page.getByTestId('rules-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** The panel as opened, then scrolled to `testId` (the table of returns). */
async function shots(page: Page, testId: string, name: string) {
  await shot(page, `${name}-top`);
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await shot(page, `${name}-table`);
}

test('Hi-Lo and Tài Xỉu mini state their lowest bet first and list each bet’s return', async ({ page }) => {
  test.setTimeout(180_000);
  await newMember(page, 'rtp');
  const hilo = await gameCode('Hi-Lo');
  const dice = await gameCode('Mini Sic Bo');
  for (const { lang, size } of VIEWS) {
    await page.setViewportSize({ width: size.width, height: size.height });

    await openGame(page, hilo, lang);
    let panel = await openRules(page);
    await expect(panel.getByTestId('rules-rtp')).toContainText(decimal(lang, '98.32–99.00%'));
    await expect(panel.getByTestId('hilo-rules-odds')).toContainText(decimal(lang, '98.46–99.00%'));
    const guesses = panel.getByTestId('hilo-rules-guesses').locator('tbody tr');
    await expect(guesses).toHaveCount(13);
    // a 7: either side wins on 7 of 13 ranks and returns 98.54 %; an ace: only lower-or-same, 99 %
    await expect(guesses.nth(6)).toContainText(decimal(lang, '98.54%'));
    await expect(guesses.nth(0)).toContainText('—');
    await expectNoOverflow(page);
    await shots(page, 'hilo-rules-guesses', `rtp-hilo-${size.name}-${lang}`);

    await openGame(page, dice, lang);
    panel = await openRules(page);
    await expect(panel.getByTestId('rules-rtp')).toContainText(decimal(lang, '92.13–97.22%'));
    const bets = panel.getByTestId('dice-rules-bets').locator('tbody tr');
    await expect(bets.last()).toContainText(decimal(lang, '92.13%'));
    await expect(bets.first()).toContainText(decimal(lang, '97.22%'));
    await expectNoOverflow(page);
    await shots(page, 'dice-rules-bets', `rtp-dice-${size.name}-${lang}`);
  }
});

test('Treasure Mines and Lotus Plinko state their range and each choice’s return', async ({ page }) => {
  test.setTimeout(150_000);
  await newMember(page, 'rtm');
  const mines = await gameCode('Treasure Mines');
  const plinko = await gameCode('Lotus Plinko');
  for (const { lang, size } of VIEWS) {
    await page.setViewportSize({ width: size.width, height: size.height });

    await openGame(page, mines, lang);
    let panel = await openRules(page);
    await expect(panel.getByTestId('rules-rtp')).toContainText(decimal(lang, '98.28–99.00%'));
    const counts = panel.getByTestId('mines-rules-counts').locator('tbody tr');
    await expect(counts).toHaveCount(8);
    await expect(counts.first()).toContainText(decimal(lang, '98.28–99.00%'));
    await expect(counts.last()).toContainText(decimal(lang, '99.00%'));
    await expectNoOverflow(page);
    await shots(page, 'mines-rules-counts', `rtp-mines-${size.name}-${lang}`);

    await openGame(page, plinko, lang);
    panel = await openRules(page);
    await expect(panel.getByTestId('rules-rtp')).toContainText(decimal(lang, '98.91–99.16%'));
    const tables = panel.getByTestId('plinko-rules-tables').locator('tbody tr');
    await expect(tables).toHaveCount(9);
    await expect(tables.nth(3)).toContainText(decimal(lang, '99.16%')); // 11 rows, high
    await expectNoOverflow(page);
    await shots(page, 'plinko-rules-tables', `rtp-plinko-${size.name}-${lang}`);
  }
});

test('a Niu Niu table states double per bet placed: 95.97 %, the headline its lowest', async ({ page }) => {
  test.setTimeout(120_000);
  await newMember(page, 'rtn');
  const code = await tableOf('niu-niu');
  for (const { lang, size } of VIEWS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGame(page, code, lang);
    await expect(page.getByTestId('table-board')).toBeVisible();
    const panel = await openRules(page);
    await expect(panel.getByTestId('rules-rtp')).toContainText(decimal(lang, '95.97–97.50%'));
    const rows = panel.getByTestId('rules-bets').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(decimal(lang, '97.50%'));
    await expect(rows.nth(1)).toContainText(decimal(lang, '95.97%'));
    await expect(panel.getByTestId('rules-double-rtp')).toContainText(decimal(lang, '95.97%'));
    await expect(panel).not.toContainText(decimal(lang, '99.19'));
    await expectNoOverflow(page);
    await shots(page, 'rules-double-rtp', `rtp-niu-niu-${size.name}-${lang}`);
  }
});

test('the PVP rooms state the rake and the players’ return, never 100 %', async ({ page }) => {
  test.setTimeout(180_000);
  await newMember(page, 'rtv');
  const baCay = await gameCode('Three Cards');
  const tienLen = await gameCode('Tien Len South');
  for (const { lang, size } of VIEWS) {
    await page.setViewportSize({ width: size.width, height: size.height });

    await openGame(page, tienLen, lang);
    await expect(page.getByTestId('pvp-rooms')).toBeVisible();
    let panel = await openRules(page);
    await expect(panel.getByTestId('rules-rtp')).toContainText(decimal(lang, '97.50%'));
    await expect(panel.getByTestId('pvp-rules-return')).toContainText(decimal(lang, '97.50%'));
    await expect(panel).not.toContainText(decimal(lang, '100.00%'));
    await expectNoOverflow(page);
    await shots(page, 'pvp-rules-return', `rtp-tien-len-lobby-${size.name}-${lang}`);

    await openGame(page, baCay, lang);
    await expect(page.getByTestId('pvp-rooms')).toBeVisible();
    panel = await openRules(page);
    await expect(panel.getByTestId('rules-rtp')).toContainText(decimal(lang, '95.83–97.50%'));
    const byPlayers = panel.getByTestId('pvp-rules-returns').locator('tbody tr');
    await expect(byPlayers).toHaveCount(5);
    await expect(byPlayers.first()).toContainText(decimal(lang, '97.50%'));
    await expect(byPlayers.last()).toContainText(decimal(lang, '95.83%'));
    await expectNoOverflow(page);
    await shots(page, 'pvp-rules-returns', `rtp-ba-cay-lobby-${size.name}-${lang}`);
  }

  // at a table: the same statement with the table's own rake
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, baCay, 'vi');
  const joined = page.waitForResponse((r) => r.url().endsWith(PVP_API.join));
  await page.getByTestId('pvp-join-beginner').click();
  expect((await joined).ok()).toBe(true);
  await expect(page.getByTestId('pvp-table')).toBeVisible();
  const panel = await openRules(page);
  await expect(panel.getByTestId('pvp-rules-return')).toContainText('5%');
  await expect(panel.getByTestId('pvp-rules-returns').locator('tbody tr')).toHaveCount(5);
  await shots(page, 'pvp-rules-returns', 'rtp-ba-cay-table-phone-vi');
});
