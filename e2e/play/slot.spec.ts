import { STUDIO_API } from '@app/contracts';
import { expect, test } from '../support/test.ts';
import {
  expectNoOverflow,
  expectTappable,
  fundedMember,
  openGame,
  roundOf,
  shot,
  shownBalance,
  slotOfModel,
  WIDTHS,
} from './support.ts';

for (const size of WIDTHS) {
  test(`a slot at ${size.width}: spin, the balance moves by win − stake, autoplay with turbo, paytable, fairness`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await fundedMember(page, 'slt');
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGame(page, await slotOfModel('medium-243-ways'));
    const stage = page.getByTestId('slot-stage');
    await expect(stage).toHaveAttribute('data-state', 'idle');
    expect(await shownBalance(page)).toBe(50_100_000n);
    await expect(page.getByTestId('play-balance')).toContainText('501.000,00');
    await expectNoOverflow(page);
    await expectTappable(page);
    await shot(page, `play-slot-${size.name}-vi`);

    // one spin: whatever the reels show, the balance moves by exactly the round's win − stake
    const before = await shownBalance(page);
    const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.spin));
    await page.getByTestId('slot-spin').click();
    const round = await roundOf(await answered);
    expect(round.status).toBe('settled');
    expect(BigInt(round.stake)).toBe(
      BigInt((await page.getByTestId('slot-bet').getAttribute('data-value')) ?? ''),
    );
    await expect(stage).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
    expect(await shownBalance(page)).toBe(before - BigInt(round.stake) + BigInt(round.win));
    expect(round.balance).toBe(String(before - BigInt(round.stake) + BigInt(round.win)));
    await expect(page.getByTestId('slot-win')).toHaveAttribute('data-value', round.win);
    // the window on the reels is the server's
    const window = round.outcome as { base: { window: string[][] }; freeSpins: { window: string[][] }[] };
    const last = window.freeSpins.at(-1)?.window ?? window.base.window;
    for (const [reel, column] of last.entries()) {
      await expect(page.getByTestId(`reel-${reel}`).locator('.cell')).toHaveCount(column.length);
      for (const [row, symbol] of column.entries())
        await expect(page.getByTestId(`reel-${reel}`).locator('.cell').nth(row)).toHaveAttribute(
          'data-symbol',
          symbol,
        );
    }
    await shot(page, `play-slot-after-spin-${size.name}-vi`);

    // a higher bet level, then the bet panel's row of stakes
    await page.getByTestId('bet-plus').click();
    const raised = BigInt((await page.getByTestId('slot-bet').getAttribute('data-value')) ?? '0');
    expect(raised).toBeGreaterThan(BigInt(round.stake));
    await page.getByTestId('slot-bet').click();
    await expect(page.getByTestId('bet-panel')).toBeVisible();
    await expect(page.getByTestId('bet-level-0')).toBeVisible();
    await shot(page, `play-slot-bet-panel-${size.name}-vi`);
    await page.getByTestId('bet-level-0').click();
    await page.getByTestId('bet-panel').getByTestId('panel-close').click();
    await expect(page.getByTestId('slot-bet')).toHaveAttribute('data-value', round.stake);

    // turbo, then autoplay of 10 spins with a loss limit: every spin's balance is the server's
    await page.getByTestId('slot-turbo').click();
    await expect(page.getByTestId('slot-turbo')).toHaveAttribute('aria-pressed', 'true');
    const spins: Promise<unknown>[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.url().endsWith(STUDIO_API.spin)) spins.push(roundOf(response));
    };
    page.on('response', onResponse);
    const startBalance = await shownBalance(page);
    await page.getByTestId('slot-auto').click();
    await expect(page.getByTestId('autoplay-panel')).toBeVisible();
    await shot(page, `play-slot-autoplay-${size.name}-vi`);
    await page.getByTestId('autoplay-spins-10').click();
    await page.getByTestId(`loss-limit-${BigInt(round.stake) * 100n}`).click();
    await page.getByTestId('autoplay-start').click();
    await expect(page.getByTestId('slot-auto')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('slot-auto')).toHaveAttribute('aria-pressed', 'false', {
      timeout: 120_000,
    });
    await expect(stage).toHaveAttribute('data-state', 'idle');
    page.off('response', onResponse);
    const rounds = (await Promise.all(spins)) as { stake: string; win: string; balance: string }[];
    expect(rounds).toHaveLength(10);
    const net = rounds.reduce((sum, r) => sum + BigInt(r.win) - BigInt(r.stake), 0n);
    expect(await shownBalance(page)).toBe(startBalance + net);
    expect(String(await shownBalance(page))).toBe(rounds.at(-1)!.balance);
    await expect(page.getByTestId('win-message')).toBeVisible();

    // the rules: pay table with the model's RTP
    await page.getByTestId('play-rules').click();
    const rules = page.getByTestId('rules-panel');
    await expect(rules.getByTestId('paytable')).toBeVisible();
    await expect(rules.getByTestId('rules-rtp')).toContainText(/\d+,\d{2}%/);
    await expect(rules.getByTestId('pay-H1')).toBeVisible();
    await shot(page, `play-slot-paytable-${size.name}-vi`);
    await page.keyboard.press('Escape');
    await expect(rules).toHaveCount(0);

    // fairness: the hash before play, a rotation reveals the seed and links to the verification page
    await page.getByTestId('play-fair').click();
    const fair = page.getByTestId('fair-panel');
    await expect(fair.getByTestId('fair-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(fair.getByTestId('fair-nonce')).toHaveText(String(rounds.length + 1));
    await shot(page, `play-slot-fair-${size.name}-vi`);
    const hash = await fair.getByTestId('fair-hash').textContent();
    await fair.getByTestId('fair-rotate').click();
    await expect(fair.getByTestId('fair-revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(fair.getByTestId('fair-hash')).not.toHaveText(hash ?? '');
    await expect(fair.getByTestId('fair-verify-link')).toHaveAttribute(
      'href',
      /^\/fair\?.*serverSeed=[0-9a-f]{64}/,
    );
    await shot(page, `play-slot-fair-revealed-${size.name}-vi`);
  });
}

test('a payline slot in English: lines, the space bar spins, the paytable draws the lines', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fundedMember(page, 'sle');
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGame(page, await slotOfModel('low-20-lines'), 'en');
    await expect(page.getByTestId('slot-lines')).toHaveText('20');
    await expect(page.getByTestId('play-balance')).toContainText(/\d{1,3}(,\d{3})*\.\d{2}/);
    await expectNoOverflow(page);
    await expectTappable(page);
    await shot(page, `play-slot-lines-${size.name}-en`);

    await page.getByTestId('slot-bet').click();
    await page.getByTestId('lines-minus').click();
    await expect(page.getByTestId('lines-value')).toHaveText('19');
    await page.getByTestId('lines-plus').click();
    await page.keyboard.press('Escape');
    // focus goes back to the bet button, where the space bar would press it: click somewhere neutral first
    await page.getByTestId('feature-bar').click();

    const before = await shownBalance(page);
    const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.spin));
    await page.keyboard.press('Space');
    const round = await roundOf(await answered);
    expect((round.outcome as { bet: { lines: number } }).bet.lines).toBe(20);
    await expect(page.getByTestId('slot-stage')).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
    expect(await shownBalance(page)).toBe(before - BigInt(round.stake) + BigInt(round.win));
    await shot(page, `play-slot-lines-after-spin-${size.name}-en`);

    await page.getByTestId('play-rules').click();
    await expect(page.getByTestId('paytable')).toContainText('Paylines');
    await shot(page, `play-slot-paytable-${size.name}-en`);
    await page.keyboard.press('Escape');
  }
});

test('inside the site’s /game frame: after a spin the site’s header shows the game’s balance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fundedMember(page, 'frm');
  await page.setViewportSize({ width: 1280, height: 800 });
  const code = await slotOfModel('medium-243-ways');
  await page.goto(`/game?code=${code}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('slot-stage')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('header-balance-value')).toHaveText('501.000,00 ₫');
  const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.spin));
  await frame.getByTestId('slot-spin').click();
  const round = await roundOf(await answered);
  await expect(frame.getByTestId('slot-stage')).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
  const shown = await frame.getByTestId('play-balance').locator('strong').textContent();
  expect(BigInt((await frame.getByTestId('play-balance').getAttribute('data-value')) ?? '')).toBe(
    BigInt(round.balance),
  );
  await expect(page.getByTestId('header-balance-value')).toHaveText(shown ?? '');
  await shot(page, 'play-slot-in-site-frame-desktop-vi');
});
