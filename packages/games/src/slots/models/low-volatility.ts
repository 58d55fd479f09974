import { defineSlotModel } from '../model.ts';
import { PAYLINES_20 } from './paylines.ts';
import { reelColumns } from './reel-columns.ts';
import { GENERIC_SYMBOLS } from './symbols.ts';

export const LOW_VOLATILITY_SYMBOLS = GENERIC_SYMBOLS;

/**
 * Low volatility: 5×3, 20 paylines, wilds on every reel, frequent small line wins. Free spins pay double.
 * Figures (exact RTP, hit and trigger rates) in docs/games/slots.md.
 */
export const LOW_VOLATILITY_20_LINES = defineSlotModel({
  kind: 'lines',
  id: 'low-20-lines',
  rows: 3,
  symbols: LOW_VOLATILITY_SYMBOLS,
  wild: 'W',
  lines: PAYLINES_20,
  // × line bet
  pays: {
    W: { 3: 50, 4: 250, 5: 1000 },
    H1: { 2: 5, 3: 50, 4: 200, 5: 750 },
    H2: { 3: 40, 4: 150, 5: 500 },
    H3: { 3: 30, 4: 100, 5: 300 },
    H4: { 3: 20, 4: 75, 5: 200 },
    L1: { 3: 8, 4: 30, 5: 150 },
    L2: { 3: 8, 4: 25, 5: 120 },
    L3: { 3: 6, 4: 20, 5: 100 },
    L4: { 3: 5, 4: 20, 5: 80 },
    L5: { 3: 5, 4: 15, 5: 80 },
  },
  reels: reelColumns(`
    L5  H2  L4  L5  H3
    H3  H3  L5  L2  L4
    L2  W   L2  L5  L1
    W   L4  W   H4  L5
    L1  L5  L5  L5  H3
    H2  L4  H1  L4  H2
    L5  L5  S   L3  L5
    H4  H4  H2  L2  L3
    L4  L3  L5  L5  L1
    H4  L5  H1  L3  H1
    S   L2  L2  H4  L5
    L5  H3  L3  L1  W
    L1  L4  H3  L4  H3
    H3  L1  H4  H2  L2
    L2  L3  L4  L1  L1
    L3  L2  L3  L4  W
    W   S   L1  H3  L4
    H2  L5  S   W   L5
    L3  H1  L2  L4  L2
    L4  H4  H4  H2  L3
    H4  L2  L4  L3  L4
    L2  L3  L5  H1  L5
    L4  L2  L4  W   L2
    H1  H3  W   S   L1
    L3  L3  L3  L3  H4
    L4  H1  H2  H3  S
    H1  L1  L1  L1  H1
    L2  H2  L3  L5  H2
    L3  L4  L2  L1  L4
    L1  L5  L4  H3  L3
    L4  H4  H3  H1  L2
    L5  W   L5  L2  H4
    L1  L1  L1  L4  L4
    L5  L4  H4  H4  L3
    H3  L1  H3  L2  H4
    .   .   L1  .   .
  `),
  scatter: { symbol: 'S', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  freeSpins: {
    multiplier: 2,
    retrigger: { 3: 10, 4: 15, 5: 20 },
    maxSpins: 500,
    reels: reelColumns(`
      L3  H3  H1  L3  L4
      W   L2  L5  L4  L3
      S   H3  H2  H1  L2
      L4  L2  S   L2  L4
      L2  H2  L1  H3  L1
      H4  L3  L4  L5  L2
      H3  L4  L1  H3  L4
      H4  L3  W   H2  L5
      H3  H2  L4  L1  H2
      L4  L1  H4  L5  H3
      H1  H4  H3  W   L1
      L5  S   L5  L4  L3
      L2  L1  H2  L1  H1
      L3  H4  L4  L4  H4
      L5  W   L2  L3  L5
      H2  H1  L4  H3  S
      H3  L4  L5  L2  L3
      H4  H1  L1  S   L2
      H2  L4  L3  L5  L4
      L4  L3  H3  W   H3
      L5  H4  L2  H4  L1
      L3  H3  L1  H1  H1
      L1  L4  L3  L4  L4
      W   L5  H4  H2  H4
      L1  L1  S   L3  L1
      L4  L4  L3  H4  H4
      H1  L3  H3  L3  L5
      L1  L2  L2  L2  L3
      L3  W   H4  L1  L2
      L1  L5  L2  L4  W
      L2  L2  L4  L2  H2
      L4  L5  H1  H4  W
      L2  L1  W   L1  H3
      .   .   L3  .   .
    `),
  },
});
