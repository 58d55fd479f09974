import { STUDIO_API } from '@app/contracts';
import { expect, test } from '../support/test.ts';
import { fundedMember, gameCode, openGame, roundOf, shot, shownBalance } from './support.ts';

test('Treasure Mines: the connection drops mid-round and the player closes the game; opening it again resumes the round, nothing lost', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await fundedMember(page, 'dis');
  const code = await gameCode('Treasure Mines');
  await openGame(page, code, 'en');
  const before = await shownBalance(page);
  await page.getByTestId('mines-1').click();

  // a round with one safe tile revealed (a mine on the first tile, 1 in 25, ends it: start again)
  let stake = 0n;
  let lost = 0n;
  let revealed = -1;
  for (let tile = 0; revealed < 0; tile++) {
    const started = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
    await page.getByTestId('instant-play').click();
    const opened = await roundOf(await started);
    stake = BigInt(opened.stake);
    await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
    const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.action));
    await page.getByTestId(`tile-${tile}`).click();
    const round = await roundOf(await answered);
    await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
    if (round.status === 'open') revealed = tile;
    else lost += stake;
  }

  // the network goes: the next move never reaches the server, the game says so and nothing changes
  await page.context().setOffline(true);
  await page.getByTestId(`tile-${revealed + 1}`).click();
  await expect(page.getByTestId('play-notice')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'play-mines-offline-phone-en');
  await page.context().setOffline(false);

  // the player closes the game and opens it again from the site: a new launch, the same open round
  await page.goto('about:blank');
  await openGame(page, code, 'en');
  await expect(page.getByTestId(`tile-${revealed}`)).toHaveAttribute('data-state', 'safe');
  await expect(page.getByTestId(`tile-${revealed + 1}`)).toHaveAttribute('data-state', 'hidden');
  expect(await shownBalance(page)).toBe(before - lost - stake);
  const cashed = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.action));
  await page.getByTestId('mines-cashout').click();
  const settled = await roundOf(await cashed);
  expect(settled.status).toBe('settled');
  await expect(page.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
  expect(await shownBalance(page)).toBe(before - lost - stake + BigInt(settled.win));
});
