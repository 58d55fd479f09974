import { FISH_API, type FishShootAnswer } from '@app/contracts';
import { expect, test } from '../support/test.ts';
import {
  expectNoOverflow,
  expectTappable,
  fundedMember,
  gameCode,
  openGame,
  shot,
  shownBalance,
  WIDTHS,
} from './support.ts';

for (const size of WIDTHS) {
  test(`a fish session at ${size.name}: the cannon fires, the hits are charged a batch at a time and the captures paid`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`[page] ${message.text()}`);
    });
    await fundedMember(page, 'fsh');
    await openGame(page, await gameCode('Ocean Fishing'), size.name === 'phone' ? 'vi' : 'en');
    await expect(page.getByTestId('fish-field')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expectNoOverflow(page);
    await expectTappable(page);
    const start = await shownBalance(page);
    await shot(page, `play-fish-${size.name}`);

    // every batch the server answers, in order: its stake and win, and the balance after it
    const answers: FishShootAnswer[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith(FISH_API.shoot) || !response.ok()) return;
      answers.push(((await response.json()) as { value: FishShootAnswer }).value);
    });
    await page.getByTestId('fish-auto').click();
    await expect.poll(() => answers.filter((a) => a.round).length, { timeout: 60_000 }).toBeGreaterThan(2);
    await shot(page, `play-fish-firing-${size.name}`);
    await page.getByTestId('fish-auto').click();
    // the last batch answered: the balance on screen is the start less every stake plus every win
    await page.waitForTimeout(2_000);
    const charged = answers.reduce((sum, a) => sum + BigInt(a.round?.stake ?? '0'), 0n);
    const won = answers.reduce((sum, a) => sum + BigInt(a.round?.win ?? '0'), 0n);
    expect(charged).toBeGreaterThan(0n);
    expect(answers.at(-1)?.balance).toBe(String(start - charged + won));
    await expect.poll(() => shownBalance(page)).toBe(start - charged + won);
    for (const answer of answers) {
      const stake = answer.shots.reduce((sum, s) => sum + BigInt(s.stake), 0n);
      if (answer.round) expect(BigInt(answer.round.stake)).toBeGreaterThanOrEqual(stake);
    }
  });
}
