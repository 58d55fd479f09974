import { TABLE_DECISION_FAMILIES, type TableDecision } from '@app/contracts';
import {
  type BlackjackTableOutcome,
  blackjackTotal,
  seededSource,
  type TableStake,
  tableEngine,
  validateTableBets,
} from '@app/games';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/texts';
import { blackjackView, laterDecision, moveCost, moveKey, orderedMoves, pokerView } from '../decision-view';
import { TABLE_TEXTS } from '../table-texts';
import { keyOf } from './board-types';
import { BOARDS } from './boards';
import { ratio } from './decision-boards';

const STAKE = 5_000n;
const context = { x: translator(TABLE_TEXTS, 'vi'), lang: 'vi' as const };
const SPOTS = {
  blackjack: ['main'],
  'three-card-poker': ['ante', 'pair_plus'],
  'casino-holdem': ['ante', 'aa_bonus'],
};

/** The round's outcome as the wire carries it. */
const dealt = (family: (typeof TABLE_DECISION_FAMILIES)[number], seed: number) =>
  JSON.parse(JSON.stringify(tableEngine(family).deal(seededSource(seed))));

describe('the decision tables’ boards', () => {
  for (const family of TABLE_DECISION_FAMILIES) {
    it(`${family}: every spot is a bet the server takes; only a side bet paid on the shared cards lights`, () => {
      const board = BOARDS[family];
      const spots = board.sections(context).flatMap((section) => section.spots);
      expect(spots.map((spot) => spot.key)).toEqual(SPOTS[family]);
      const bets: TableStake[] = spots.map((spot) => ({ ...spot.bet, stake: STAKE }));
      for (const spot of spots) expect(spot.key).toBe(keyOf(spot.bet));
      // the side bets need an ante beside them
      expect(() => validateTableBets(family, bets)).not.toThrow();
      const decisions = tableEngine(family).decisions;
      if (!decisions) throw new Error(`${family} has no decisions`);
      for (let seed = 1; seed <= 150; seed++) {
        const outcome = dealt(family, seed);
        // whatever the player decides: a spot lit is a bet paid more than its stake, and the ante never lights
        for (const moves of family === 'blackjack' ? [[], ['hit']] : [['play'], ['fold']]) {
          if (family === 'blackjack' && !decisions.open(outcome) && moves.length > 0) continue;
          const settled = decisions.settleMoves(bets, outcome, moves);
          spots.forEach((spot, i) => {
            const lit = spot.wins(outcome as never);
            const part = settled.bets[i];
            if (spot.bet.type === 'main' || spot.bet.type === 'ante') expect(lit).toBe(false);
            else
              expect({ seed, key: spot.key, lit }).toEqual({
                seed,
                key: spot.key,
                lit: part!.payout > STAKE,
              });
          });
        }
        expect(board.badge(outcome as never, context).label.length).toBeGreaterThan(0);
      }
    });
  }

  it('puts the dealer’s final total, a bust or a blackjack on the blackjack road', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const outcome = dealt('blackjack', seed) as BlackjackTableOutcome;
      const badge = BOARDS.blackjack.badge(outcome as never, context);
      const total = blackjackTotal(outcome.dealer);
      if (outcome.natural) expect(badge.text).toBe('BJ');
      else if (total > 21) expect(badge).toMatchObject({ text: 'Quắc', label: 'Nhà cái quắc' });
      else expect(badge).toMatchObject({ text: String(total), label: `Nhà cái ${total} điểm` });
      seen.add(badge.text === 'BJ' ? 'bj' : badge.text === 'Quắc' ? 'bust' : 'total');
    }
    expect(seen).toEqual(new Set(['bj', 'bust', 'total']));
    expect(ratio(250)).toBe('3:2');
    expect(ratio(220)).toBe('6:5');
  });

  it('says on the poker road who won the showdown, and marks a dealer who did not qualify', () => {
    const en = { x: translator(TABLE_TEXTS, 'en'), lang: 'en' as const };
    let unqualified = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const outcome = dealt('three-card-poker', seed);
      const badge = BOARDS['three-card-poker'].badge(outcome as never, en);
      expect(badge.text).toBe({ player: 'P', dealer: 'D', tie: 'T' }[outcome.showdown as string]);
      expect(badge.tone.includes('nq')).toBe(!outcome.dealerQualifies);
      expect(badge.label.includes('Dealer does not qualify')).toBe(!outcome.dealerQualifies);
      if (!outcome.dealerQualifies) unqualified++;
    }
    expect(unqualified).toBeGreaterThan(0);
  });
});

describe('the player’s hand', () => {
  const decision = (moves: string[], view: unknown, tableRoundId = '7'): TableDecision => ({
    tableRoundId,
    moves,
    legal: [],
    extraStake: '0',
    view,
  });

  it('reads blackjack’s hands as the engine reports them, and prices a double or a split at the hand’s bet', () => {
    const bets = [{ type: 'main', stake: STAKE }];
    const decisions = tableEngine('blackjack').decisions!;
    let seed = 1;
    while (!decisions.open(dealt('blackjack', seed))) seed++;
    const outcome = dealt('blackjack', seed);
    const state = decisions.state(bets, outcome, []);
    const view = blackjackView(JSON.parse(JSON.stringify(state.view)));
    expect(view?.activeHand).toBe(0);
    expect(view?.hands).toHaveLength(1);
    expect(view?.hands[0]).toMatchObject({ stake: STAKE, doubled: false, done: false });
    expect(view?.hands[0]?.total).toBe(blackjackTotal(outcome.player));
    expect(view?.results).toBeNull();
    const mine = decision([], JSON.parse(JSON.stringify(state.view)));
    expect(moveCost('blackjack', 'double', mine, 0n)).toBe(STAKE);
    expect(moveCost('blackjack', 'split', mine, 0n)).toBe(STAKE);
    expect(moveCost('blackjack', 'hit', mine, 0n)).toBe(0n);
    expect(orderedMoves([...state.legal].reverse())).toEqual(
      ['hit', 'stand', 'double', 'split'].filter((m) => state.legal.includes(m)),
    );
  });

  it('prices play at the ante, hold’em’s call at twice the ante, and names the call a call', () => {
    const poker = decision([], { decision: null });
    expect(moveCost('three-card-poker', 'play', poker, 1_000n)).toBe(1_000n);
    expect(moveCost('casino-holdem', 'play', poker, 1_000n)).toBe(2_000n);
    expect(moveCost('casino-holdem', 'fold', poker, 1_000n)).toBe(0n);
    expect(moveKey('casino-holdem', 'play')).toBe('moveCall');
    expect(moveKey('three-card-poker', 'play')).toBe('movePlay');
    expect(moveKey('blackjack', 'surrender')).toBeNull();
    const paid = pokerView({
      decision: 'play',
      results: [
        { type: 'ante', stake: '1000', payout: '2000' },
        { type: 'play', stake: '1000', payout: '0' },
      ],
    });
    expect(paid.decision).toBe('play');
    expect(paid.results?.map((r) => [r.type, r.payout])).toEqual([
      ['ante', 2_000n],
      ['play', 0n],
    ]);
  });

  it('never lets an older report of the same round replace a later one', () => {
    const stood = decision(['stand'], { decision: null });
    const fresh = decision([], { decision: null });
    const paid = decision(['stand'], { decision: null, results: [] });
    expect(laterDecision(fresh, stood)).toBe(stood);
    expect(laterDecision(stood, fresh)).toBe(stood);
    expect(laterDecision(paid, stood)).toBe(paid);
    expect(laterDecision(stood, paid)).toBe(paid);
    const next = decision([], { decision: null }, '8');
    expect(laterDecision(next, paid)).toBe(next);
    expect(laterDecision(fresh, null)).toBe(fresh);
  });
});
