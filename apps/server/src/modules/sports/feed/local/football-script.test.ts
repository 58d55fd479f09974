import { footballRates, seededSource } from '@app/games';
import { describe, expect, it } from 'vitest';
import { feedMessage } from '../messages.ts';
import { footballMarkets, footballScript } from './football-script.ts';

const PACE = { msPerMinute: 60_000, breakMinutes: 15 };
const RATES = footballRates({ attack: 1.2, defence: 0.9 }, { attack: 1, defence: 1 });
const script = (seed: number) => footballScript('m1', RATES, seededSource(seed), PACE, 50);

describe('a football match told as the feed tells it', () => {
  it('is the same script from the same seed, and another from another', () => {
    expect(script(7)).toEqual(script(7));
    expect(script(7)).not.toEqual(script(8));
  });

  it('sends messages the feed schema accepts, in time order, over a match and its break', () => {
    for (const seed of [1, 2, 3]) {
      const { messages, durationMs } = script(seed);
      let previous = 0;
      for (const [i, { offsetMs, body }] of messages.entries()) {
        expect(offsetMs).toBeGreaterThanOrEqual(previous);
        previous = offsetMs;
        expect(feedMessage.safeParse({ ...body, producer: 'local', seq: i + 1, at: offsetMs }).success).toBe(
          true,
        );
      }
      // 90 minutes, 3 to 11 of stoppage, a 15-minute break
      expect(durationMs).toBeGreaterThanOrEqual(108 * 60_000);
      expect(durationMs).toBeLessThanOrEqual(116 * 60_000);
    }
  });

  it('reopens a stopped market no sooner than 20 seconds after the stop, with the score of the moment', () => {
    const { messages } = script(11);
    let stoppedAt: number | undefined;
    let score = 0;
    for (const { offsetMs, body } of messages) {
      if (body.kind === 'bet_stop') stoppedAt ??= offsetMs;
      if (body.kind === 'odds_change' && body.markets.some((m) => m.status === 'active')) {
        if (stoppedAt !== undefined) expect(offsetMs - stoppedAt).toBeGreaterThanOrEqual(20_000);
        stoppedAt = undefined;
      }
      if (body.kind === 'odds_change' && body.state) {
        const goals = body.state.home + body.state.away;
        expect(goals).toBeGreaterThanOrEqual(score);
        score = goals;
      }
    }
    expect(messages.filter((m) => m.body.kind === 'bet_stop').length).toBeGreaterThan(2);
  });

  it('settles the first half at half time and every match market at full time, as the last scores say', () => {
    const { messages } = script(5);
    const settlements = messages.filter((m) => m.body.kind === 'bet_settlement');
    expect(settlements).toHaveLength(2);
    const keys = footballMarkets(RATES).map(
      (spec) => `${spec.period}:${spec.kind}${'line' in spec ? `:${spec.line}` : ''}`,
    );
    const settled = settlements.flatMap((m) =>
      m.body.kind === 'bet_settlement' ? m.body.markets.map((x) => x.key) : [],
    );
    expect(settled.sort()).toEqual([...keys].sort());
    const last = [...messages]
      .reverse()
      .find((m) => m.body.kind === 'odds_change' && m.body.state?.period === 'ft');
    const final = last?.body.kind === 'odds_change' ? last.body.state : undefined;
    const fullTime = settlements[1]?.body;
    if (!final || fullTime?.kind !== 'bet_settlement') throw new Error('no full time');
    const x12 = fullTime.markets.find((m) => m.key === 'ft:1x2')?.outcomes;
    const winner = final.home > final.away ? '1' : final.home < final.away ? '2' : 'X';
    expect(x12?.[winner]).toBe('win');
    expect(
      fullTime.markets.find((m) => m.key === 'ft:cs')?.outcomes[
        final.home <= 4 && final.away <= 4 ? `${final.home}-${final.away}` : 'other'
      ],
    ).toBe('win');
    // half-time and second-half goals add up to the final score
    const [[h1, a1] = [0, 0], [h2, a2] = [0, 0]] = final.periods;
    expect([h1 + h2, a1 + a2]).toEqual([final.home, final.away]);
  });

  it('offers the balanced handicap line with its two neighbours, and prices within the ladder', () => {
    const lines = footballMarkets(RATES).filter((s) => s.period === 'ft' && s.kind === 'ah');
    expect(lines).toHaveLength(3);
    const first = script(3).messages[0]?.body;
    if (first?.kind !== 'odds_change') throw new Error('the match opens with prices');
    for (const market of first.markets) {
      for (const odds of Object.values(market.odds)) {
        expect(odds % 10).toBe(0);
        expect(odds).toBeGreaterThanOrEqual(1010);
      }
    }
    const x12 = first.markets.find((m) => m.key === 'ft:1x2');
    // the stronger home side is the favourite
    expect((x12?.odds['1'] ?? 0) < (x12?.odds['2'] ?? 0)).toBe(true);
  });
});
