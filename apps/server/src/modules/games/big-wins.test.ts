import { API, type Winner } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { createMember } from '../accounts/testing.ts';
import { fund } from '../wallet/testing.ts';
import { isBigWin } from './big-wins.ts';
import { playerSession, testGame, testRound } from './testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let game = '';

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  game = await testGame(t.db, 'RNG');
});
afterAll(() => t.close());

async function winners(): Promise<Winner[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API.winners}?language=en`,
    headers: { 'x-lang': 'en' },
  });
  return (res.json() as { value: Winner[] }).value;
}

describe('the winners board', () => {
  it('calls a win big at 15× the stake and 20,000 ₫, or at 2,000,000 ₫ whatever the stake', () => {
    expect(isBigWin(100_000n, 1_500_000n)).toBe(false); // 15× but under 20,000 ₫
    expect(isBigWin(200_000n, 3_000_000n)).toBe(true); // 15× and 30,000 ₫
    expect(isBigWin(1_000_000n, 14_000_000n)).toBe(false); // 14×
    expect(isBigWin(100_000_000n, 200_000_000n)).toBe(true); // 2×, but 2,000,000 ₫
    expect(isBigWin(100_000n, 0n)).toBe(false);
  });

  it('shows a real big win of a settled round with the player masked, and nothing of small or demo wins', async () => {
    const before = (await winners()).length;
    const member = await createMember(t.db, { username: 'bigwinner01' });
    await t.db.updateTable('members').set({ nickname: 'Bigwinner' }).where('id', '=', member.id).execute();
    await fund(t.db, member.id, 10_000_000n);
    const session = await playerSession(t.db, member.id, game);

    const small = testRound(t.db, session);
    await small.debit(200_000n);
    await small.credit(2_000_000n); // 10×
    expect(await winners()).toHaveLength(before);

    const big = testRound(t.db, session);
    await big.debit(200_000n);
    await big.credit(1_000_000n, { closeRound: false });
    await big.credit(2_000_000n); // 15× over the round
    const board = await winners();
    expect(board).toHaveLength(before + 1);
    expect(board[0]).toMatchObject({ player: 'Bi***', prize: '3000000', gameName: 'Test RNG' });

    const demo = await createMember(t.db, { type: 4 });
    const demoSession = await playerSession(t.db, demo.id, game, { isDemo: true });
    const played = testRound(t.db, demoSession);
    await played.debit(200_000n);
    await played.credit(5_000_000n);
    expect(await winners()).toHaveLength(before + 1);
  });
});
