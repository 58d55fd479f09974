export { dealBaCay } from './ba-cay-deal.ts';
export {
  BA_CAY_SUITS_HIGH_FIRST,
  type BaCayHandValue,
  baCayCardPoints,
  baCayCardRank,
  baCayCompare,
  baCayStrength,
  baCayValue,
} from './ba-cay-hand.ts';
export {
  BA_CAY_BA_TAY_MULTIPLE,
  BA_CAY_CARDS_PER_SEAT,
  BA_CAY_HOUSE_EDGE,
  BA_CAY_MAX_PLAYERS,
  BA_CAY_MIN_PLAYERS,
  BA_CAY_MODES,
  BA_CAY_MOST_BA_TAY_HANDS,
  BA_CAY_MOVES,
  type BaCayMode,
  type BaCayMove,
  baCayAutoMove,
  baCayCheckBet,
  baCayCheckMode,
  baCayCheckPlayers,
} from './ba-cay-rules.ts';
export { type BaCayResult, baCayMaxLossUnits, baCaySeatMaxLossUnits, settleBaCay } from './ba-cay-settle.ts';
