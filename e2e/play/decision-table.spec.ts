import {
  TABLE_API,
  type TableBetAnswer,
  type TableDecideAnswer,
  type TableDecisionFamily,
  type TablePlacement,
  type TablePlayerState,
} from '@app/contracts';
import { tableEngine } from '@app/games';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectNoOverflow,
  expectTappable,
  fundedMember,
  openGame,
  shot,
  shownBalance,
  tableOf,
  WIDTHS,
} from './support.ts';

/**
 * A round at a decision table: 15 s of betting, 15 s of decisions, 6 s of result, 3 s of pause at a classic table
 * (8 + 10 + 4 + 2 at a speed one); one always fits in this.
 */
const ROUND_MS = 60_000;

/** Opens the table at the width and in the language of `size`: it fits, and every button takes a finger. */
async function openTable(page: Page, family: TableDecisionFamily, size: (typeof WIDTHS)[number]) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await fundedMember(page, family === 'blackjack' ? 'bj' : 'tcp');
  await openGame(page, await tableOf(family), size.name === 'phone' ? 'vi' : 'en');
  await expect(page.getByTestId('table-screen')).toHaveAttribute('data-family', family);
  await expectNoOverflow(page);
  await expectTappable(page);
}

/** Puts the smallest chip on a spot in a round whose betting is open and confirms it: the placement. */
async function betOn(page: Page, spotKey: string): Promise<TablePlacement> {
  await expect(page.getByTestId('table-phase')).toHaveAttribute('data-phase', 'betting', {
    timeout: ROUND_MS,
  });
  const before = await shownBalance(page);
  await page.locator('[data-testid^="chip-"]').first().click();
  await page.getByTestId(`spot-${spotKey}`).click();
  await expect(page.getByTestId('table-pending')).not.toHaveAttribute('data-value', '0');
  const placed = page.waitForResponse((r) => r.url().endsWith(TABLE_API.bet));
  await page.getByTestId('table-confirm').click();
  const response = await placed;
  expect(response.ok(), await response.text()).toBe(true);
  const { placement } = ((await response.json()) as { value: TableBetAnswer }).value;
  await expect.poll(() => shownBalance(page)).toBe(before - BigInt(placement.stake));
  return placement;
}

/** Presses a move's button: the server's answer (the hand after it, the balance after its stake). */
async function press(page: Page, move: string): Promise<TableDecideAnswer> {
  const button = page.getByTestId(`decide-${move}`);
  await expect(button).toBeEnabled();
  const answered = page.waitForResponse((r) => r.url().endsWith(TABLE_API.decide));
  await button.click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  const answer = ((await response.json()) as { value: TableDecideAnswer }).value;
  await expect.poll(() => shownBalance(page)).toBe(BigInt(answer.balance));
  return answer;
}

/** The state the screen reads once the round is paid (its lastWin that round's), started before it is. */
function paidState(page: Page, tableRoundId: string): Promise<TablePlayerState> {
  return page
    .waitForResponse(
      async (r) =>
        r.url().endsWith(TABLE_API.state) &&
        ((await r.json()) as { value: TablePlayerState }).value.lastWin?.tableRoundId === tableRoundId,
      { timeout: 2 * ROUND_MS },
    )
    .then(async (r) => ((await r.json()) as { value: TablePlayerState }).value);
}

/** What the engine pays the placement after these moves on the round's outcome (the server's own settlement). */
function payoutOf(
  family: TableDecisionFamily,
  placement: TablePlacement,
  paid: TablePlayerState,
  moves: string[],
) {
  const round = paid.history.find((r) => r.tableRoundId === placement.tableRoundId) ?? paid.round;
  expect(round?.tableRoundId).toBe(placement.tableRoundId);
  expect(round?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  const decisions = tableEngine(family).decisions;
  if (!decisions) throw new Error(`${family} takes no decisions`);
  const bets = placement.bets.map((bet) => ({ ...bet, stake: BigInt(bet.stake) }));
  return decisions.settleMoves(bets, round?.outcome, moves).totalPayout;
}

for (const size of WIDTHS) {
  test(`a live blackjack table at ${size.name}: a bet, the player's moves while deciding, paid on the dealer's hand`, async ({
    page,
  }) => {
    test.setTimeout(8 * ROUND_MS);
    await openTable(page, 'blackjack', size);
    await shot(page, `play-table-blackjack-${size.name}`);

    // a blackjack dealt at the start skips the decisions: that round is paid as dealt, and the next one is played
    for (let round = 1; ; round++) {
      expect(round, 'a round with decisions in four').toBeLessThanOrEqual(4);
      const before = await shownBalance(page);
      const placement = await betOn(page, 'main');
      const stake = BigInt(placement.stake);
      const paid = paidState(page, placement.tableRoundId);
      await expect(page.getByTestId('table-phase')).toHaveAttribute(
        'data-phase',
        /deciding|revealing|settled/,
        {
          timeout: ROUND_MS,
        },
      );
      const moves: string[] = [];
      let extra = 0n;
      if ((await page.getByTestId('table-phase').getAttribute('data-phase')) === 'deciding') {
        const bar = page.getByTestId('decision-bar');
        await expect(bar).toHaveAttribute('data-state', 'deciding');
        await expect(page.getByTestId('decision-countdown')).toBeVisible();
        await expect(page.getByTestId('hand-dealer').locator('svg.back')).toHaveCount(1);
        const hand = page.getByTestId('decision-hand-0');
        await expect(hand).toHaveAttribute('data-stake', String(stake));
        await expect(page.getByTestId('decide-double')).toHaveAttribute('data-cost', String(stake));
        await expectNoOverflow(page);
        await expectTappable(page);
        await shot(page, `play-table-blackjack-deciding-${size.name}`);
        // on a phone a hit first when it cannot bust the hand, then stand; on a desktop stand at once
        if (size.name === 'phone' && Number(await hand.getAttribute('data-total')) <= 11) {
          const hit = await press(page, 'hit');
          moves.push('hit');
          expect(hit.decision.moves).toEqual(['hit']);
          extra = BigInt(hit.decision.extraStake);
          await expect(hand.locator('svg.face')).toHaveCount(3);
        }
        // (a hit to 21 ends the hand by itself)
        if (await page.getByTestId('decide-stand').isVisible()) {
          const stood = await press(page, 'stand');
          moves.push('stand');
          expect(stood.decision.legal).toEqual([]);
          extra = BigInt(stood.decision.extraStake);
        }
        await expect(bar).toHaveAttribute('data-state', 'waiting');

        // revealed: the dealer's hand, the player's hand's result and payout (until the next round opens)
        await expect(bar).toHaveAttribute('data-state', 'result', { timeout: ROUND_MS });
        await expect(page.getByTestId('decision-hand-0')).toHaveAttribute('data-payout', /^\d+$/);
        const shownPayout = await page.getByTestId('decision-hand-0').getAttribute('data-payout');
        await expect(page.getByTestId('table-verdict')).not.toBeEmpty();
        await expect(page.getByTestId('hand-dealer').locator('svg.back')).toHaveCount(0);
        await expectNoOverflow(page);
        await shot(page, `play-table-blackjack-paid-${size.name}`);
        expect(shownPayout).toBe(String(payoutOf('blackjack', placement, await paid, moves)));
      }

      // the round is paid: the balance moved by exactly the payout, less what the moves staked
      const state = await paid;
      const payout = payoutOf('blackjack', placement, state, moves);
      expect(state.lastWin?.payout).toBe(String(payout));
      await expect(page.getByTestId('table-result')).toHaveAttribute('data-payout', String(payout));
      await expect(page.getByTestId('table-result')).toHaveAttribute('data-stake', String(stake + extra));
      await expect.poll(() => shownBalance(page)).toBe(before - stake - extra + payout);
      await expect(page.getByTestId('table-road')).toBeVisible();
      if (moves.length > 0) break;
    }
  });

  test(`a live three card poker table at ${size.name}: an ante, Play while deciding, paid at the showdown`, async ({
    page,
  }) => {
    test.setTimeout(5 * ROUND_MS);
    await openTable(page, 'three-card-poker', size);
    const before = await shownBalance(page);
    const placement = await betOn(page, 'ante');
    const ante = BigInt(placement.stake);
    const paid = paidState(page, placement.tableRoundId);

    // the player's three cards dealt, the dealer's face down; Play stakes the ante again
    await expect(page.getByTestId('table-phase')).toHaveAttribute('data-phase', 'deciding', {
      timeout: ROUND_MS,
    });
    await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-state', 'deciding');
    await expect(page.getByTestId('hand-player').locator('svg.face')).toHaveCount(3);
    await expect(page.getByTestId('hand-dealer').locator('svg.back')).toHaveCount(3);
    await expect(page.getByTestId('player-class')).not.toBeEmpty();
    await expect(page.getByTestId('decide-fold')).toBeVisible();
    await expect(page.getByTestId('decide-play')).toHaveAttribute('data-cost', String(ante));
    await expectNoOverflow(page);
    await expectTappable(page);
    await shot(page, `play-table-three-card-poker-deciding-${size.name}`);
    const played = await press(page, 'play');
    expect(played.decision.moves).toEqual(['play']);
    expect(played.decision.extraStake).toBe(String(ante));
    await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('decision-hands')).toHaveAttribute('data-decision', 'play');

    // revealed: the dealer's cards, what the ante and the play bet paid (until the next round opens)
    await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-state', 'result', {
      timeout: ROUND_MS,
    });
    const parts = page.getByTestId('decision-hands').locator('li');
    await expect(parts).toHaveCount(2);
    const shown = await parts.evaluateAll((items) => items.map((item) => item.getAttribute('data-payout')));
    await expect(page.getByTestId('hand-dealer').locator('svg.face')).toHaveCount(3);
    await expect(page.getByTestId('table-verdict')).not.toBeEmpty();
    await expectNoOverflow(page);
    await shot(page, `play-table-three-card-poker-paid-${size.name}`);

    // paid: the balance moved by exactly the payout, less the ante and the play bet
    const state = await paid;
    const payout = payoutOf('three-card-poker', placement, state, ['play']);
    expect(state.lastWin?.payout).toBe(String(payout));
    expect(shown.reduce((sum, value) => sum + BigInt(value ?? 'NaN'), 0n)).toBe(payout);
    await expect(page.getByTestId('table-result')).toHaveAttribute('data-payout', String(payout));
    await expect(page.getByTestId('table-result')).toHaveAttribute('data-stake', String(2n * ante));
    await expect.poll(() => shownBalance(page)).toBe(before - 2n * ante + payout);
  });

  test(`a live casino hold'em table at ${size.name}: an ante, the flop, Fold, and the rules with each bet's RTP`, async ({
    page,
  }) => {
    test.setTimeout(5 * ROUND_MS);
    await openTable(page, 'casino-holdem', size);
    await page.getByTestId('play-rules').click();
    const rtps = page.getByTestId('rules-bets').locator('td[data-type]');
    await expect(rtps).toHaveCount(2);
    for (const cell of await rtps.all()) await expect(cell).toHaveText(/^9\d[.,]\d\d%$/);
    await shot(page, `play-table-casino-holdem-rules-${size.name}`);
    await page.getByTestId('panel-close').click();
    await expect(page.getByTestId('rules-panel')).toBeHidden();

    const before = await shownBalance(page);
    const placement = await betOn(page, 'ante');
    const ante = BigInt(placement.stake);
    const paid = paidState(page, placement.tableRoundId);
    // the two cards and the flop dealt, the turn, the river and the dealer's cards face down; Call costs 2 antes
    await expect(page.getByTestId('table-phase')).toHaveAttribute('data-phase', 'deciding', {
      timeout: ROUND_MS,
    });
    await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-state', 'deciding');
    await expect(page.getByTestId('hand-board').locator('svg.face')).toHaveCount(3);
    await expect(page.getByTestId('hand-dealer').locator('svg.back')).toHaveCount(2);
    await expect(page.getByTestId('decide-play')).toHaveText(size.name === 'phone' ? /Theo/ : /Call/);
    await expect(page.getByTestId('decide-play')).toHaveAttribute('data-cost', String(2n * ante));
    await expectNoOverflow(page);
    await expectTappable(page);
    await shot(page, `play-table-casino-holdem-deciding-${size.name}`);
    const folded = await press(page, 'fold');
    expect(folded.decision).toMatchObject({ moves: ['fold'], legal: [], extraStake: '0' });

    await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-state', 'result', {
      timeout: ROUND_MS,
    });
    await expect(page.getByTestId('hand-board').locator('svg.face')).toHaveCount(5);
    await expect(page.getByTestId('table-verdict')).not.toBeEmpty();
    await expectNoOverflow(page);
    await shot(page, `play-table-casino-holdem-paid-${size.name}`);
    const state = await paid;
    expect(payoutOf('casino-holdem', placement, state, ['fold'])).toBe(0n);
    expect(state.lastWin?.payout).toBe('0');
    await expect.poll(() => shownBalance(page)).toBe(before - ante);
  });
}
