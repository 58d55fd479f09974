import { defineSlotModel } from '../model.ts';
import { reelColumns } from './reel-columns.ts';
import { GENERIC_SYMBOLS } from './symbols.ts';

export const HIGH_VOLATILITY_SYMBOLS = GENERIC_SYMBOLS;

/**
 * High volatility: 5×4, 1024 ways, stake = 50 coins. Symbols come in stacks, so wins are rarer and
 * bigger; free spins pay ×5 on strips with more wilds. No wild on reel 1. Figures in docs/games/slots.md.
 */
export const HIGH_VOLATILITY_1024_WAYS = defineSlotModel({
  kind: 'ways',
  id: 'high-1024-ways',
  rows: 4,
  symbols: HIGH_VOLATILITY_SYMBOLS,
  wild: 'W',
  betMultiplier: 50,
  // × coin (stake / betMultiplier), per way
  pays: {
    H1: { 3: 20, 4: 100, 5: 425 },
    H2: { 3: 15, 4: 70, 5: 260 },
    H3: { 3: 10, 4: 48, 5: 180 },
    H4: { 3: 8, 4: 38, 5: 140 },
    L1: { 3: 4, 4: 10, 5: 48 },
    L2: { 3: 4, 4: 10, 5: 38 },
    L3: { 3: 3, 4: 8, 5: 28 },
    L4: { 3: 2, 4: 6, 5: 22 },
    L5: { 3: 2, 4: 5, 5: 20 },
  },
  reels: reelColumns(`
    L4  H3  L3  L4  L1
    L5  H3  L3  W   L1
    L5  H3  L3  L5  L1
    L5  H3  L2  L5  H4
    H3  H1  L2  L5  H4
    H1  H3  L2  H1  H4
    L4  L4  L1  H2  H4
    L4  L4  L2  H2  L1
    L4  L4  L2  H2  W
    H2  L5  L2  H2  L4
    H3  L5  L4  L2  L4
    H3  L5  L4  L3  L4
    H3  H2  L4  L3  H3
    H3  H2  L5  L3  H3
    L2  H2  L5  H3  H3
    L3  H2  L5  L5  H3
    L1  L3  H1  H2  H1
    L3  L3  L5  L1  H1
    L3  L3  L5  L3  H1
    L3  L2  L5  L3  H1
    L5  L2  L3  L3  L3
    L5  L2  H4  L1  L5
    L5  L3  H4  L1  L5
    L4  L4  H4  L1  L5
    L4  L4  H4  L2  L3
    L4  L4  H3  L2  L3
    L3  L5  L5  L2  L3
    L3  L5  L4  L5  L1
    L3  L5  L4  L5  L1
    H1  H4  L4  L5  L1
    H1  L4  H2  L4  L2
    H1  W   S   L4  L2
    H1  H2  L1  L4  L2
    H4  H4  L1  H3  H1
    L2  H4  L1  H3  L5
    L2  H4  H3  H3  L5
    L2  H4  H3  H3  L5
    H4  L3  H3  L2  H4
    H4  L3  H3  L2  L3
    H4  L3  L2  L2  L3
    H4  L2  L4  L1  L3
    L5  L1  W   L1  S
    H2  L1  L1  L1  L5
    H2  L1  L1  H4  H3
    H2  H1  L1  H4  L2
    H2  H1  L3  H4  L2
    L1  H1  L3  H4  L2
    L1  H1  L3  S   H2
    L1  L1  H2  L4  L2
    L2  L2  H2  L4  L4
    L2  L2  H2  L4  H2
    L2  L2  H2  H4  H2
    S   L1  H1  H1  H2
    L1  L1  H1  H1  H2
    L1  L1  H1  H1  L4
    L1  L5  H1  H1  L4
    .   S   H4  L3  L4
  `),
  scatter: { symbol: 'S', pays: { 3: 10, 4: 50, 5: 250 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  freeSpins: {
    multiplier: 5,
    retrigger: { 3: 10, 4: 15, 5: 20 },
    maxSpins: 500,
    reels: reelColumns(`
      L3  W   H2  L4  W
      L3  L3  L5  W   H1
      L3  L3  L5  H2  W
      H1  L3  L5  H2  H4
      L2  L4  H2  H2  H4
      L2  L4  H2  H2  H4
      L2  L4  H2  L2  H4
      L3  H1  H2  L1  L5
      H2  L1  W   L1  L5
      L3  L1  L3  L1  L5
      L3  L1  L4  L5  S
      L3  H2  L1  L5  H4
      H2  L2  L4  L5  L1
      H2  L2  L4  H4  L1
      H2  L2  L4  H3  L1
      H2  L5  H1  H3  L3
      H3  L5  L1  H3  L3
      H3  L5  L1  H3  L3
      H3  H4  L1  W   L1
      H3  H4  W   L2  L1
      L4  H4  L2  L2  L1
      S   H4  L2  L2  L3
      L1  L4  L2  W   L3
      L2  L4  L4  L4  L3
      L5  L4  L4  L4  L2
      H1  S   L4  L4  L2
      H1  L5  W   L3  L2
      H1  H3  L3  L3  L5
      H1  H3  L3  L3  L5
      L1  H3  L3  H4  L5
      L1  H3  L2  H4  L4
      L1  W   L2  H4  H1
      L5  H2  L2  H4  H1
      L5  H2  H1  S   H1
      L5  H2  H1  W   H1
      L4  H2  H1  L3  H2
      L4  W   H1  L3  H2
      L4  L1  W   L3  H2
      L2  L1  L3  H2  H2
      L2  L1  L3  L1  L1
      L2  L5  L3  L1  H2
      L4  L5  H3  L1  L3
      L4  L5  L5  H1  L2
      L4  L3  H4  H1  L2
      L1  L2  H4  H1  L2
      L1  L3  H4  H1  L4
      L1  L3  H4  L1  L4
      L5  L3  H3  H1  L4
      L5  L2  H3  L2  H3
      L5  L2  H3  L2  H3
      H4  L2  H3  L2  H3
      H3  L1  S   L5  H3
      H4  H4  L5  L5  W
      H4  W   L5  L5  L2
      H4  H1  L5  H3  L4
      H4  H1  L2  L5  L4
      .   H1  H4  L4  L4
      .   H1  L1  L4  L5
      .   L4  L1  L4  W
      .   H3  L1  L3  H3
    `),
  },
});
