import { createHash } from 'node:crypto';
import { type RotatedSeed, STUDIO_API } from '@app/contracts';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { fundedMember, gameCode, openGame, roundOf, shot, WIDTHS } from '../play/support.ts';
import { useLanguage } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HASH = /^[0-9a-f]{64}$/;

async function textOf(locator: Locator): Promise<string> {
  await expect(locator).toHaveText(HASH);
  return (await locator.textContent()) ?? '';
}

/**
 * Sets a client seed in the open Fair panel: the hash shown as "next" before becomes the server seed hash, a new
 * next hash is shown, and the answer reveals the pair that ended. Answers the committed hash and the answer.
 */
async function chooseClientSeed(page: Page, panel: Locator, clientSeed: string) {
  const committed = await textOf(panel.getByTestId('fair-next-hash'));
  const current = await textOf(panel.getByTestId('fair-hash'));
  expect(committed).not.toBe(current);
  await panel.getByTestId('fair-client-seed').fill(clientSeed);
  const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.clientSeed));
  await panel.getByRole('button', { name: /^(Lưu|Save)$/ }).click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  const rotated = ((await response.json()) as { value: RotatedSeed }).value;
  expect(rotated.revealed.serverSeedHash).toBe(current);
  await expect(panel.getByTestId('fair-hash')).toHaveText(committed);
  await expect(panel.getByTestId('fair-next-hash')).toHaveText(rotated.next.nextServerSeedHash);
  expect(rotated.next.nextServerSeedHash).not.toBe(committed);
  await expect(panel.getByTestId('fair-revealed-seed')).toHaveText(rotated.revealed.serverSeed);
  return { committed, rotated };
}

/** Rotates in the open Fair panel: the revealed server seed is the one whose hash was committed before. */
async function rotateRevealing(page: Page, panel: Locator, committed: string, clientSeed: string) {
  const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.rotateSeed));
  await panel.getByTestId('fair-rotate').click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  const { revealed } = ((await response.json()) as { value: RotatedSeed }).value;
  expect(revealed).toMatchObject({ serverSeedHash: committed, clientSeed, rounds: 1 });
  const seed = await textOf(panel.getByTestId('fair-revealed-seed'));
  expect(sha256(seed)).toBe(committed);
  return revealed;
}

/** One roll of Tài Xỉu through the game's own screen. */
async function rollDice(page: Page, frame: Page | FrameLocator) {
  await frame.locator('[data-testid^="chip-"]').first().click();
  await frame.getByTestId('box-big').click();
  const answered = page.waitForResponse((r) => r.url().endsWith(STUDIO_API.play));
  await frame.getByTestId('instant-play').click();
  const round = await roundOf(await answered);
  await expect(frame.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');
  return round;
}

for (const size of WIDTHS) {
  test(`a client seed chosen after seeing the next server seed hash: its round verifies on /fair (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await fundedMember(page, 'fair');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/game?code=${await gameCode('Mini Sic Bo')}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('instant-stage')).toHaveAttribute('data-state', 'idle');

    // the next server seed's hash is shown before the player chooses a client seed
    await frame.getByTestId('play-fair').click();
    const panel = frame.getByTestId('fair-panel');
    await expect(panel.getByText('Mã băm hạt giống máy chủ kế tiếp')).toBeVisible();
    await shot(page, `fair-panel-next-${size.name}-vi`);
    const clientSeed = `e2e-${size.name}-seed`;
    const { committed } = await chooseClientSeed(page, panel, clientSeed);
    await shot(page, `fair-panel-chosen-${size.name}-vi`);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    const round = await rollDice(page, frame);
    expect(round.fair).toEqual({ serverSeedHash: committed, clientSeed, nonce: 0 });

    // a new seed pair reveals the one the round was played with: the seed whose hash was shown before choosing
    await frame.getByTestId('play-fair').click();
    await rotateRevealing(page, panel, committed, clientSeed);

    // leaving asks first
    await page.getByTestId('game-leave').click();
    await expect(page.getByTestId('game-leave-confirm')).toBeVisible();
    await page.getByTestId('game-leave-confirm').getByRole('button', { name: 'Rời đi' }).click();

    await page.goto(`/fair?round=${round.roundId}`);
    await expect(page.getByTestId('fair-server-seed')).toHaveText(HASH);
    expect(sha256((await page.getByTestId('fair-server-seed').textContent()) ?? '')).toBe(committed);
    await page.getByTestId('fair-verify').click();
    await expect(page.getByTestId('fair-result')).toHaveAttribute('data-matches', 'true');
    await expect(page.getByTestId('fair-result')).toContainText(JSON.stringify(round.outcome.dice));
    await shot(page, `fair-verified-${size.name}-vi`);
  });

  test(`the Fair panel and /fair in English show the commitment made before the client seed (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await fundedMember(page, 'fairen');
    await page.setViewportSize({ width: size.width, height: size.height });
    await openGame(page, await gameCode('Mini Sic Bo'), 'en');

    await page.getByTestId('play-fair').click();
    const panel = page.getByTestId('fair-panel');
    await expect(panel.getByText('Next server seed hash')).toBeVisible();
    await expect(panel.getByText(/^Fixed before you choose your seed/)).toBeVisible();
    await shot(page, `fair-panel-next-${size.name}-en`);
    const clientSeed = `en-${size.name}`;
    const { committed } = await chooseClientSeed(page, panel, clientSeed);
    await page.keyboard.press('Escape');
    await rollDice(page, page);
    await page.getByTestId('play-fair').click();
    await rotateRevealing(page, panel, committed, clientSeed);
    await shot(page, `fair-panel-revealed-${size.name}-en`);

    // the panel's link opens the verification page on the revealed pair, in the site's language
    const link = (await panel.getByTestId('fair-verify-link').getAttribute('href')) ?? '';
    await useLanguage(page, 'en');
    await page.goto(link);
    const pair = page.getByTestId('fair-pair');
    await expect(pair).toContainText(committed);
    await expect(pair).toContainText('equals the hash published before the round');
    await expect(page.getByTestId('fair-pair-committed')).toContainText('next server seed hash');
    await shot(page, `fair-pair-${size.name}-en`);
  });
}
