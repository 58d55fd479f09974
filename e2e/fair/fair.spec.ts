import { STUDIO_API } from '@app/contracts';
import { fundedMember, gameCode, roundOf, shot, WIDTHS } from '../play/support.ts';
import { expect, test } from '../support/test.ts';

for (const size of WIDTHS) {
  test(`a round played in the /game frame is verified on /fair once its seed is revealed (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await fundedMember(page, 'fair');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/game?code=${await gameCode('Mini Sic Bo')}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');

    // one roll of Tài Xỉu through the game's own screen
    await frame.locator('[data-testid^="chip-"]').first().click();
    await frame.getByTestId('box-big').click();
    const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
    await frame.getByTestId('instant-play').click();
    const round = await roundOf(await answered);
    await expect(frame.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');

    // a new seed pair reveals the one the round was played with
    await frame.getByTestId('play-fair').click();
    const revealed = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.rotateSeed));
    await frame.getByTestId('fair-rotate').click();
    expect((await revealed).ok()).toBe(true);

    // leaving asks first
    await page.getByTestId('game-leave').click();
    await expect(page.getByTestId('game-leave-confirm')).toBeVisible();
    await page.getByTestId('game-leave-confirm').getByRole('button', { name: 'Rời đi' }).click();

    await page.goto(`/fair?round=${round.roundId}`);
    await expect(page.getByTestId('fair-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await page.getByTestId('fair-verify').click();
    await expect(page.getByTestId('fair-result')).toHaveAttribute('data-matches', 'true');
    await expect(page.getByTestId('fair-result')).toContainText(JSON.stringify(round.outcome.dice));
    await shot(page, `fair-verified-${size.name}-vi`);
  });
}
