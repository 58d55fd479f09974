import type { FairRound } from '@app/contracts';
import {
  DEFAULT_DICE_MINI_CONFIG,
  DEFAULT_MINES_CONFIG,
  fairSource,
  hashServerSeed,
  minesPlayerView,
  playDiceMini,
  revealTile,
  SLOT_MODELS,
  spin,
  startMines,
  tableEngine,
  toJson,
} from '@app/games';
import { describe, expect, it } from 'vitest';
import { verifyRound } from './verify';

const serverSeed = 'a'.repeat(64);
const fair = { serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'client', nonce: 3, serverSeed };
const seeds = { serverSeed, clientSeed: 'client', nonce: 3 };

function round(
  family: FairRound['family'],
  model: string,
  outcome: object,
  extra: Partial<FairRound> = {},
): FairRound {
  return {
    roundId: '1',
    gameCode: 'G',
    gameName: null,
    family,
    model,
    stake: '0',
    win: '0',
    createdAt: new Date().toISOString(),
    outcome: outcome as Record<string, unknown>,
    bet: null,
    moves: [],
    fair,
    ...extra,
  };
}

describe('verifying a round in the browser', () => {
  it('plays a slot spin again from the seeds and finds the same reels and win', () => {
    const outcome = toJson(
      spin(SLOT_MODELS['low-20-lines']!, { lineBet: 1000n, lines: 20 }, fairSource(seeds)),
    );
    const result = verifyRound(round('slots', 'low-20-lines', outcome), serverSeed);
    expect(result).toMatchObject({ hashMatches: true, matches: true });
    expect(result.facts.map((f) => f.key)).toEqual(['reels', 'freeSpins', 'payout']);
  });

  it('notices a seed that is not the one committed to, and a result that was changed', () => {
    const bets = [{ type: 'big' as const, stake: 1000n }];
    const outcome = toJson(playDiceMini(DEFAULT_DICE_MINI_CONFIG, bets, fairSource(seeds)));
    expect(verifyRound(round('dice-mini', 'classic', outcome), serverSeed).matches).toBe(true);
    expect(verifyRound(round('dice-mini', 'classic', outcome), 'b'.repeat(64))).toMatchObject({
      hashMatches: false,
      matches: false,
    });
    const changed = { ...outcome, dice: [6, 6, 6] };
    const again = verifyRound(round('dice-mini', 'classic', changed), serverSeed);
    if (JSON.stringify(outcome.dice) !== '[6,6,6]') expect(again.matches).toBe(false);
  });

  it('replays the moves of a mines round', () => {
    const started = startMines(DEFAULT_MINES_CONFIG, { stake: 1000n, mines: 3 }, fairSource(seeds));
    const safe = [...Array(25).keys()].find((tile) => !started.mines.includes(tile))!;
    const ended = revealTile(started, started.mines[0]!);
    const outcome = toJson(minesPlayerView(ended));
    const result = verifyRound(
      round('mines', 'classic', outcome, {
        bet: { stake: '1000', mines: 3 },
        moves: [{ type: 'reveal', tile: started.mines[0] }],
      }),
      serverSeed,
    );
    expect(result.matches).toBe(true);
    expect(safe).toBeGreaterThanOrEqual(0);
  });

  it('deals a live table round again from its seeds and pays the player’s bets the same, whatever the key order', () => {
    const dealt = tableEngine('baccarat').deal(fairSource(seeds));
    const bets = [
      { type: 'banker', stake: '100000' },
      { type: 'tie', stake: '50000' },
    ];
    const payout = tableEngine('baccarat').settle(
      bets.map((b) => ({ ...b, stake: BigInt(b.stake) })),
      dealt,
    ).totalPayout;
    // the database gives the outcome back with its keys in another order
    const reordered = JSON.parse(
      JSON.stringify(dealt, (_k, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
      ),
    );
    const recorded = round(
      'table',
      'baccarat',
      { outcome: reordered, payout: String(payout) },
      { bet: { bets } },
    );
    expect(verifyRound(recorded, serverSeed)).toMatchObject({ hashMatches: true, matches: true });
    const changed = round(
      'table',
      'baccarat',
      { outcome: reordered, payout: String(payout + 1n) },
      { bet: { bets } },
    );
    expect(verifyRound(changed, serverSeed).matches).toBe(false);
    const otherDeal = round(
      'table',
      'baccarat',
      { outcome: tableEngine('baccarat').deal(fairSource({ ...seeds, nonce: 4 })), payout: String(payout) },
      { bet: { bets } },
    );
    expect(verifyRound(otherDeal, serverSeed).facts.find((f) => f.key === 'result')).toSatisfy(
      (f: { recorded: string; recomputed: string }) => f.recorded !== f.recomputed,
    );
  });

  it('plays a decision table’s moves again: the same blackjack hand pays the same, other moves do not match', () => {
    const engine = tableEngine('blackjack');
    const decisions = engine.decisions;
    if (!decisions) throw new Error('blackjack decides');
    let nonce = 3;
    let dealt = engine.deal(fairSource({ ...seeds, nonce })) as { natural: boolean };
    while (dealt.natural)
      dealt = engine.deal(fairSource({ ...seeds, nonce: ++nonce })) as { natural: boolean };
    const bets = [{ type: 'main', stake: '100000' }];
    const stakes = [{ type: 'main', stake: 100_000n }];
    const doubled = decisions.settleMoves(stakes, dealt, ['double']).totalPayout;
    const recorded = (moves: string[], payout: bigint) =>
      round(
        'table',
        'blackjack',
        { outcome: dealt, payout: String(payout) },
        { bet: { bets }, moves: moves.map((move) => ({ move })), fair: { ...fair, nonce } },
      );
    expect(verifyRound(recorded(['double'], doubled), serverSeed)).toMatchObject({ matches: true });
    const stood = decisions.settleMoves(stakes, dealt, ['stand']).totalPayout;
    expect(verifyRound(recorded(['stand'], stood), serverSeed)).toMatchObject({ matches: true });
    if (stood !== doubled) expect(verifyRound(recorded(['stand'], doubled), serverSeed).matches).toBe(false);
  });
});
