export { CARD_SUITS, type Card, type CardSuit, cardFromIndex, dealCards, drawCard } from './cards.ts';
export { DEFAULT_HILO_CONFIG, type HiLoConfig, validateHiLoConfig } from './hilo-config.ts';
export {
  HILO_GUESSES,
  type HiLoGuess,
  hiLoChainMultiplierX100,
  hiLoGuessAllowed,
  hiLoGuessWins,
  hiLoWinningRanks,
} from './hilo-odds.ts';
export {
  cashOutHiLo,
  guessHiLo,
  type HiLoBet,
  type HiLoRound,
  type HiLoStatus,
  type HiLoStep,
  hiLoNextMultipliers,
  skipHiLoCard,
  startHiLo,
  validateHiLoBet,
} from './hilo-round.ts';
export { hiLoExactRtp, hiLoGuessTable, hiLoRtpRange } from './hilo-rtp.ts';
