import { CRASH_API, type CrashBetAnswer, FAIR_API, type FairRound } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  atWidth,
  expectNoOverflow,
  expectTappable,
  fundedMember,
  gameCode,
  openGame,
  shot,
  shownBalance,
  WIDTHS,
} from './support.ts';

/** A long flight (a bust point of 50× takes a minute) may be on when the page opens: a round fits in this. */
const ROUND_MS = 120_000;

/** Places the bet of the next round whose betting is open (queued if a flight is on). */
async function betNextRound(page: Page): Promise<CrashBetAnswer> {
  const answered = page.waitForResponse((r) => r.url().endsWith(CRASH_API.bet) && r.ok(), {
    timeout: ROUND_MS,
  });
  const bet = page.getByTestId('crash-bet');
  if ((await bet.count()) > 0 && (await bet.isEnabled())) await bet.click();
  else await page.getByTestId('crash-queue').click();
  return ((await (await answered).json()) as { value: CrashBetAnswer }).value;
}

/**
 * Rocket Crash's round is waited for once, at the desktop in English; the phone, in Vietnamese, checks the layout
 * of its screen without waiting for a round (the pairs of e2e/play/rtp.spec.ts), and the journey shows its bet and
 * its bust at the phone's width too. Daring Pilot's journey below plays a round on the phone.
 */
const [DESKTOP, PHONE] = WIDTHS;

test("Rocket Crash at desktop: bet, cash out by hand on the server's clock, the balance adds up", async ({
  page,
}) => {
  test.setTimeout(4 * ROUND_MS);
  const size = DESKTOP;
  await page.setViewportSize({ width: size.width, height: size.height });
  await fundedMember(page, 'crs');
  const code = await gameCode('Rocket Crash');
  await openGame(page, code, 'en');
  await expect(page.getByTestId('crash-stage')).toBeVisible();
  await expectNoOverflow(page);
  await expectTappable(page);
  await shot(page, `play-crash-${size.name}`);
  const before = await shownBalance(page);
  const placed = await betNextRound(page);
  expect(await shownBalance(page)).toBe(before - BigInt(placed.bet.stake));
  await expect(page.getByTestId('crash-players')).toContainText(/\*\*\*/);
  await shot(page, `play-crash-betting-${size.name}`);
  await atWidth(page, PHONE, () => shot(page, `play-crash-betting-${PHONE.name}`));

  // cash out as soon as the flight allows it; a round that busts first (about 2 in 100) is a loss
  const cashout = page.getByTestId('crash-cashout');
  const stage = page.getByTestId('crash-stage');
  await expect(cashout.or(stage.and(page.locator('[data-phase="busted"]')))).toBeVisible({
    timeout: ROUND_MS,
  });
  let payout = 0n;
  if (await cashout.isVisible()) {
    await expect(cashout.or(stage.and(page.locator('[data-phase="busted"]'))).first()).toBeEnabled();
    const answered = page.waitForResponse((r) => r.url().endsWith(CRASH_API.cashout));
    await cashout.click().catch(() => undefined);
    const response = await answered.catch(() => null);
    if (response?.ok()) {
      const { value } = (await response.json()) as { value: CrashBetAnswer };
      expect(value.bet.status).toBe('won');
      payout = BigInt(value.bet.payout ?? '0');
      expect(payout).toBe((BigInt(value.bet.stake) * BigInt(value.bet.cashoutX100 ?? 0)) / 100n);
      await expect(page.getByTestId('crash-result')).toContainText(/\+|Cashed out/);
    }
  }
  await expect(stage).toHaveAttribute('data-phase', 'busted', { timeout: ROUND_MS });
  await shot(page, `play-crash-busted-${size.name}`);
  await atWidth(page, PHONE, () => shot(page, `play-crash-busted-${PHONE.name}`));
  await expect.poll(() => shownBalance(page)).toBe(before - BigInt(placed.bet.stake) + payout);
  await expect(page.getByTestId('crash-history').locator('li').first()).toBeVisible();

  // the bet on the verification page, once its round has busted: the seed gives the bust point and payout
  const round = await page.request.get(FAIR_API.round(placed.bet.roundId));
  const fair = ((await round.json()) as { value: FairRound }).value;
  expect(fair.fair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  await page.goto(`/fair?round=${placed.bet.roundId}`);
  await expect(page.getByTestId('fair-server-seed')).toHaveText(fair.fair.serverSeed as string);
  await page.getByTestId('fair-verify').click();
  await expect(page.getByTestId('fair-result')).toHaveAttribute('data-matches', 'true');
});

test('Rocket Crash at phone: the game fits and takes a finger, in Vietnamese (no round waited for)', async ({
  page,
}) => {
  const size = PHONE;
  await page.setViewportSize({ width: size.width, height: size.height });
  await fundedMember(page, 'crl');
  await openGame(page, await gameCode('Rocket Crash'), 'vi');
  await expect(page.getByTestId('crash-stage')).toBeVisible();
  await expect(page.getByTestId('crash-bet').or(page.getByTestId('crash-queue'))).toBeVisible();
  await expectNoOverflow(page);
  await expectTappable(page);
  await shot(page, `play-crash-${size.name}`);
});

test('Daring Pilot Crash: an auto cash-out is paid by the server at its target, or lost at the bust', async ({
  page,
}) => {
  test.setTimeout(4 * ROUND_MS);
  await fundedMember(page, 'crp');
  await openGame(page, await gameCode('Daring Pilot Crash'), 'vi');
  await page.getByTestId('crash-auto-150').click();
  const before = await shownBalance(page);
  const placed = await betNextRound(page);
  expect(placed.bet.autoCashoutX100).toBe(150);
  const stage = page.getByTestId('crash-stage');
  // the bet's answer can come before the socket's news of its round: the last round's bust may still be on screen
  await expect(stage).not.toHaveAttribute('data-phase', 'busted', { timeout: ROUND_MS });
  await expect(stage).toHaveAttribute('data-phase', 'busted', { timeout: ROUND_MS });
  // the bust point of the bet's own round, as the server recorded it (the verification page recomputes it)
  let fair: FairRound | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(FAIR_API.round(placed.bet.roundId));
        fair = ((await answer.json()) as { value?: FairRound }).value;
        return (fair?.outcome as { bustX100?: number | null } | undefined)?.bustX100 ?? null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  const bust = Number((fair?.outcome as { bustX100?: number } | undefined)?.bustX100);
  const won = bust >= 150;
  const payout = won ? (BigInt(placed.bet.stake) * 150n) / 100n : 0n;
  await expect.poll(() => shownBalance(page)).toBe(before - BigInt(placed.bet.stake) + payout);
  await expect(page.getByTestId('crash-result')).toContainText(won ? 'Đã rút ở 1,50×' : 'Nổ ở');
  await shot(page, 'play-crash-pilot-phone');
});
