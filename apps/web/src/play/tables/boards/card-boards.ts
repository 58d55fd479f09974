import {
  type BaccaratOutcome,
  DEFAULT_BACCARAT_CONFIG,
  DEFAULT_DRAGON_TIGER_CONFIG,
  DEFAULT_NIU_NIU_CONFIG,
  type DragonTigerOutcome,
  type NiuNiuOutcome,
} from '@app/games';
import { API_MAX_BETS, type FamilyBoard, odds, spot } from './board-types';

const BACCARAT = DEFAULT_BACCARAT_CONFIG.payouts;
const DRAGON_TIGER = DEFAULT_DRAGON_TIGER_CONFIG.payouts;

const isPair = (hand: BaccaratOutcome['player']) => hand.cards[0]?.rank === hand.cards[1]?.rank;

/** Baccarat: pairs and tie above, Player and Banker below (the tie pushes Player and Banker). */
export const baccaratBoard: FamilyBoard<BaccaratOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'side',
      layout: 'grid',
      columns: 3,
      spots: [
        spot({
          bet: { type: 'player_pair' },
          label: x('playerPair'),
          name: x('playerPair'),
          odds: odds(BACCARAT.player_pair, lang),
          tone: 'blue',
          wins: (o) => isPair(o.player),
        }),
        spot({
          bet: { type: 'tie' },
          label: x('tie'),
          name: x('tie'),
          odds: odds(BACCARAT.tie, lang),
          tone: 'green',
          wins: (o) => o.winner === 'tie',
        }),
        spot({
          bet: { type: 'banker_pair' },
          label: x('bankerPair'),
          name: x('bankerPair'),
          odds: odds(BACCARAT.banker_pair, lang),
          tone: 'red',
          wins: (o) => isPair(o.banker),
        }),
      ],
    },
    {
      id: 'main',
      layout: 'grid',
      columns: 2,
      spots: [
        spot({
          bet: { type: 'player' },
          label: x('player'),
          name: x('player'),
          odds: odds(BACCARAT.player, lang),
          tone: 'blue big',
          wins: (o) => o.winner === 'player',
        }),
        spot({
          bet: { type: 'banker' },
          label: x('banker'),
          name: x('banker'),
          odds: odds(BACCARAT.banker, lang),
          tone: 'red big',
          wins: (o) => o.winner === 'banker',
        }),
      ],
    },
  ],
  badge: (o, { x }) => ({
    text: x(o.winner === 'player' ? 'roadPlayer' : o.winner === 'banker' ? 'roadBanker' : 'roadTie'),
    tone: o.winner === 'player' ? 'blue' : o.winner === 'banker' ? 'red' : 'green',
    label: `${x(o.winner === 'player' ? 'player' : o.winner === 'banker' ? 'banker' : 'tie')} ${o.player.total}–${o.banker.total}`,
  }),
  maxBets: Math.min(API_MAX_BETS, DEFAULT_BACCARAT_CONFIG.maxBetsPerRound),
  revealMs: 3_000,
};

/** Dragon Tiger: one card each, the higher wins; a tie returns half of the Dragon and Tiger bets. */
export const dragonTigerBoard: FamilyBoard<DragonTigerOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'main',
      layout: 'grid',
      columns: 3,
      spots: [
        spot({
          bet: { type: 'dragon' },
          label: x('dragon'),
          name: x('dragon'),
          odds: odds(DRAGON_TIGER.dragon, lang),
          tone: 'red big',
          wins: (o) => o.winner === 'dragon',
        }),
        spot({
          bet: { type: 'tie' },
          label: x('tie'),
          name: x('tie'),
          odds: odds(DRAGON_TIGER.tie, lang),
          tone: 'green big',
          wins: (o) => o.winner === 'tie',
        }),
        spot({
          bet: { type: 'tiger' },
          label: x('tiger'),
          name: x('tiger'),
          odds: odds(DRAGON_TIGER.tiger, lang),
          tone: 'blue big',
          wins: (o) => o.winner === 'tiger',
        }),
      ],
    },
  ],
  badge: (o, { x }) => ({
    text: x(o.winner === 'dragon' ? 'roadDragon' : o.winner === 'tiger' ? 'roadTiger' : 'roadTie'),
    tone: o.winner === 'dragon' ? 'red' : o.winner === 'tiger' ? 'blue' : 'green',
    label: x(o.winner),
  }),
  maxBets: Math.min(API_MAX_BETS, DEFAULT_DRAGON_TIGER_CONFIG.maxBetsPerRound),
  revealMs: 1_400,
};

/** The bets a double holds: the largest multiple (5 on the default table). */
export const NIU_NIU_HOLD = Math.max(...Object.values(DEFAULT_NIU_NIU_CONFIG.doubleMultiples));
const POSITIONS = [1, 2, 3] as const;
const positionOf = (n: number) => `player_${n}` as 'player_1' | 'player_2' | 'player_3';

/** Niu Niu: the three positions against the banker, each at equal or double; the wire names a position 1..3. */
export const niuNiuBoard: FamilyBoard<NiuNiuOutcome> = {
  sections: ({ x, lang }) => [
    {
      id: 'positions',
      layout: 'grid',
      columns: 3,
      spots: (['equal', 'double'] as const).flatMap((type) =>
        POSITIONS.map((n) =>
          spot<NiuNiuOutcome>({
            bet: { type, selection: n },
            label: x('position', { n }),
            sub: type === 'double' ? `${x(type)} · ${x('holdsShort', { n: NIU_NIU_HOLD })}` : x(type),
            name: `${x('position', { n })}, ${x(type)}`,
            odds:
              type === 'equal'
                ? odds(200 - DEFAULT_NIU_NIU_CONFIG.commissionPercent.equal, lang)
                : `${odds(200 - DEFAULT_NIU_NIU_CONFIG.commissionPercent.double, lang)} ×1–${NIU_NIU_HOLD}`,
            tone: type === 'equal' ? 'blue' : 'gold',
            hold: type === 'double' ? NIU_NIU_HOLD : undefined,
            wins: (o) => o.beatsBanker[positionOf(n)],
          }),
        ),
      ),
    },
  ],
  badge: (o, { x }) => {
    const winners = POSITIONS.filter((n) => o.beatsBanker[positionOf(n)]);
    return {
      text: winners.length === 0 ? x('roadBankerShort') : winners.join(' '),
      tone: winners.length === 0 ? 'red' : 'blue',
      label:
        winners.length === 0
          ? x('bankerWinsAll')
          : x('positionsWin', { list: winners.map((n) => x('position', { n })).join(', ') }),
    };
  },
  maxBets: Math.min(API_MAX_BETS, DEFAULT_NIU_NIU_CONFIG.maxBetsPerRound),
  revealMs: 2_600,
};
