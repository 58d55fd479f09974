import { defineSlotModel } from '../model.ts';
import { reelColumns } from './reel-columns.ts';
import { GENERIC_SYMBOLS } from './symbols.ts';

export const MEDIUM_VOLATILITY_SYMBOLS = GENERIC_SYMBOLS;

/**
 * Medium volatility: 5×3, 243 ways, stake = 25 coins. No wild on reel 1. Free spins pay triple on strips
 * with more wilds. Figures in docs/games/slots.md.
 */
export const MEDIUM_VOLATILITY_243_WAYS = defineSlotModel({
  kind: 'ways',
  id: 'medium-243-ways',
  rows: 3,
  symbols: MEDIUM_VOLATILITY_SYMBOLS,
  wild: 'W',
  betMultiplier: 25,
  // × coin (stake / betMultiplier), per way
  pays: {
    H1: { 3: 50, 4: 150, 5: 500 },
    H2: { 3: 40, 4: 120, 5: 400 },
    H3: { 3: 30, 4: 90, 5: 250 },
    H4: { 3: 25, 4: 60, 5: 200 },
    L1: { 3: 12, 4: 30, 5: 120 },
    L2: { 3: 12, 4: 25, 5: 100 },
    L3: { 3: 6, 4: 20, 5: 75 },
    L4: { 3: 6, 4: 18, 5: 60 },
    L5: { 3: 6, 4: 12, 5: 60 },
  },
  reels: reelColumns(`
    H1  L1  L4  L3  H2
    L3  L5  H4  L4  H3
    H4  L2  H2  L1  S
    L4  L4  W   H3  L1
    L3  L2  H3  L4  L4
    H4  L5  H4  H1  L5
    H2  L2  L1  L3  L3
    H3  L3  L4  H2  H3
    L1  H2  L3  L2  H4
    L2  H3  H1  L5  L2
    L3  L2  S   L1  L3
    L1  H3  H2  H4  L5
    L2  H4  H3  H3  L4
    L5  L4  L3  L4  L2
    L2  L3  H4  L5  L1
    L1  W   L2  H1  L3
    H2  H3  L4  S   H3
    L5  L1  H1  L2  L3
    L1  L4  L3  H4  H1
    L3  H2  L4  H3  L4
    H3  L1  L1  L2  H1
    L2  L4  S   L4  L1
    L5  L3  H2  H2  H4
    H3  H3  L3  L3  L5
    L2  L2  L1  L2  H2
    L3  L4  H4  L5  L4
    L5  L5  L5  H1  L2
    L4  H1  L4  L4  L1
    L1  S   L5  H3  L3
    L4  L5  L2  L1  H4
    H3  H4  H3  L5  H3
    H1  L5  L1  L2  H4
    H2  L3  L5  L3  L2
    L4  H2  L1  H4  H1
    L5  L1  H1  L3  L5
    L4  H4  L5  H4  L4
    H1  H1  H3  L1  L1
    L5  L1  L2  L5  H2
    H4  L5  L3  H2  L5
    S   H1  L2  W   L4
    H4  L3  L5  L4  L5
    L4  L4  L4  L1  L2
    .   H4  L5  L5  W
    .   .   L2  .   .
  `),
  scatter: { symbol: 'S', pays: { 3: 5, 4: 20, 5: 100 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  freeSpins: {
    multiplier: 3,
    retrigger: { 3: 10, 4: 15, 5: 20 },
    maxSpins: 500,
    reels: reelColumns(`
      L5  L3  L2  L3  H4
      L4  L5  L3  L5  L5
      L5  L1  L2  H2  H1
      L2  H3  S   L5  H2
      H2  L5  L5  W   L3
      L3  L1  W   H4  L4
      L2  L3  L5  H1  H1
      L4  W   L4  L4  S
      H1  L5  W   L3  L3
      H3  H2  L3  L4  L2
      L3  L1  H3  W   L5
      L1  L4  L1  H1  H4
      L2  L2  H2  L3  L5
      H4  H4  L3  L2  H4
      L5  W   L2  L1  L2
      H3  H2  H3  L5  L4
      L5  L4  L5  H4  L1
      H2  H3  L1  L5  L5
      H1  L4  L5  H4  L1
      H3  L3  L1  L4  W
      L3  W   H2  S   L4
      L1  H3  H4  H3  L2
      L2  H1  H1  H2  L3
      L1  L3  L5  L2  H3
      H4  L2  H3  L1  H2
      L4  L5  H4  H3  L1
      H4  H1  L2  W   H3
      S   L2  H4  L4  L4
      L5  L1  W   L5  L1
      L4  L3  H3  L3  L4
      H4  H4  L1  L2  W
      L4  L4  L4  L3  L1
      L1  H2  L2  L5  L5
      L2  L1  H2  L4  H4
      H3  L4  H4  L1  L3
      L4  L2  S   L2  W
      H1  H4  L3  H3  L5
      L3  L4  L4  L1  H3
      L5  S   L3  H3  H2
      L1  H4  L5  L4  H3
      H2  H1  L4  H1  L3
      L3  L5  L1  H4  L2
      .   L2  H1  L1  H1
      .   L5  L4  L2  L4
      .   H3  H1  H2  L2
      .   .   L4  .   .
    `),
  },
});
