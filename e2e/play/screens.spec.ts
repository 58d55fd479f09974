import { STUDIO_API } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { newMember } from '../wallet/support.ts';
import {
  expectNoOverflow,
  expectTappable,
  fundedMember,
  gameCode,
  openGame,
  roundOf,
  shot,
  shownBalance,
  slotOfModel,
  WIDTHS,
} from './support.ts';

type Game = { name: string; file: string; play: (page: Page) => Promise<void> };

/** One round of each instant game, as a player would play it. */
const GAMES: Game[] = [
  {
    name: 'Mini Xoc Dia',
    file: 'xoc-dia',
    play: async (page) => {
      await page.getByTestId('box-even').click();
      await page.getByTestId('instant-play').click();
    },
  },
  { name: 'Rock Paper Scissors', file: 'rps', play: (page) => page.getByTestId('rps-paper').click() },
  { name: 'Lucky Wheel', file: 'wheel', play: (page) => page.getByTestId('instant-play').click() },
  { name: 'Lotus Plinko', file: 'plinko', play: (page) => page.getByTestId('instant-play').click() },
];

for (const game of GAMES) {
  test(`${game.name}: a round in both widths and languages, the balance moves by win − stake`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await fundedMember(page, game.file.slice(0, 3));
    const code = await gameCode(game.name);
    for (const lang of ['vi', 'en'] as const) {
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await openGame(page, code, lang);
        await expectNoOverflow(page);
        await expectTappable(page);
        await shot(page, `play-${game.file}-${size.name}-${lang}`);
        const before = await shownBalance(page);
        const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
        await game.play(page);
        const round = await roundOf(await answered);
        await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle', {
          timeout: 20_000,
        });
        expect(await shownBalance(page)).toBe(before - BigInt(round.stake) + BigInt(round.win));
        await expect(page.getByTestId('instant-result')).toHaveAttribute('data-win', round.win);
        await shot(page, `play-${game.file}-result-${size.name}-${lang}`);
      }
    }
  });
}

test('Treasure Mines: start, reveal, cash out or hit a mine; the balance follows every answer', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await fundedMember(page, 'min');
  const code = await gameCode('Treasure Mines');
  for (const lang of ['vi', 'en'] as const) {
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openGame(page, code, lang);
      await expectTappable(page);
      await shot(page, `play-mines-${size.name}-${lang}`);
      const before = await shownBalance(page);
      await page.getByTestId('mines-1').click();
      const started = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
      await page.getByTestId('instant-play').click();
      const opened = await roundOf(await started);
      expect(opened.status).toBe('open');
      await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
      expect(await shownBalance(page)).toBe(before - BigInt(opened.stake));
      const revealed = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.action));
      await page.getByTestId('tile-12').click();
      let round = await roundOf(await revealed);
      await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
      await shot(page, `play-mines-playing-${size.name}-${lang}`);
      if (round.status === 'open') {
        await expect(page.getByTestId('mines-info')).toContainText(/\d/);
        const cashed = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.action));
        await page.getByTestId('mines-cashout').click();
        round = await roundOf(await cashed);
        expect(BigInt(round.win)).toBeGreaterThan(BigInt(round.stake));
      }
      expect(round.status).toBe('settled');
      await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
      await expect(page.getByTestId('mines-grid')).toHaveAttribute('data-status', /lost|cashed_out/);
      expect(await shownBalance(page)).toBe(before - BigInt(round.stake) + BigInt(round.win));
      await shot(page, `play-mines-result-${size.name}-${lang}`);
    }
  }
});

test('Hi-Lo: deal, skip, guess; a reload of the frame resumes the open round', async ({ page }) => {
  test.setTimeout(150_000);
  await fundedMember(page, 'hil');
  const code = await gameCode('Hi-Lo');
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGame(page, code);
    await shot(page, `play-hilo-${size.name}-vi`);
    const dealt = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
    await page.getByTestId('instant-play').click();
    const opened = await roundOf(await dealt);
    const rank = (opened.outcome as { card: { rank: number } }).card.rank;
    await expect(page.getByTestId('hilo-card')).toHaveAttribute('data-rank', String(rank));
    await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
    await expectTappable(page);
    await shot(page, `play-hilo-playing-${size.name}-vi`);

    // the frame reloads: the launch token is spent, the session and the open round go on
    await page.reload();
    await expect(page.getByTestId('hilo-card')).toHaveAttribute('data-rank', String(rank));
    const skipped = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.action));
    await page.getByTestId('hilo-skip').click();
    const afterSkip = await roundOf(await skipped);
    await expect(page.getByTestId('hilo-card')).toHaveAttribute(
      'data-rank',
      String((afterSkip.outcome as { card: { rank: number } }).card.rank),
    );
    await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
    // the likelier side (the lower multiplier the server offers; a guess that cannot lose is not offered)
    const next = (afterSkip.outcome as { next: Record<'higher_or_same' | 'lower_or_same', number | null> })
      .next;
    const likelier =
      next.lower_or_same === null ||
      (next.higher_or_same !== null && next.higher_or_same <= next.lower_or_same)
        ? 'higher_or_same'
        : 'lower_or_same';
    await expect(
      page.getByTestId(`hilo-${likelier === 'higher_or_same' ? 'lower_or_same' : 'higher_or_same'}`),
    ).toBeVisible();
    const guessed = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.action));
    await page.getByTestId(`hilo-${likelier}`).click();
    let round = await roundOf(await guessed);
    await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
    if (round.status === 'open') {
      const cashed = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.action));
      await page.getByTestId('hilo-cashout').click();
      round = await roundOf(await cashed);
    }
    expect(round.status).toBe('settled');
    await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
    await shot(page, `play-hilo-result-${size.name}-vi`);
  }
});

test('an expired session asks to open the game again; a used launch token too', async ({ page }) => {
  await fundedMember(page, 'exp');
  const code = await gameCode('Lucky Wheel');
  await openGame(page, code);
  const url = page.url();
  // a new page with the same (spent) address and no stored session
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByTestId('play-fatal')).toBeVisible();
  await expect(other.getByTestId('play-fatal')).toContainText(/mở lại trò chơi/);
  await shot(other, 'play-session-ended-phone-vi');
});

test('a spin the balance cannot cover: the server’s message, nothing moves, the reels rest', async ({
  page,
}) => {
  // the registration gift (1.000,00 ₫) is below this slot's smallest stake
  await newMember(page, 'poor');
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, await slotOfModel('medium-243-ways'));
  const before = await shownBalance(page);
  expect(BigInt((await page.getByTestId('slot-bet').getAttribute('data-value')) ?? '0')).toBeGreaterThan(
    before,
  );
  await page.getByTestId('slot-spin').click();
  await expect(page.getByTestId('play-notice')).toContainText('Số dư không đủ');
  await expect(page.getByTestId('slot-stage')).toHaveAttribute('data-state', 'idle');
  await expect(page.locator('[data-state="spinning"]')).toHaveCount(0);
  expect(await shownBalance(page)).toBe(before);
  await shot(page, 'play-slot-insufficient-phone-vi');
});
