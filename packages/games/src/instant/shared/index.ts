export { isThreeDice, rollThreeDice } from './dice.ts';
export { type InstantErrorCode, InstantGameError } from './errors.ts';
export { payoutFor } from './money.ts';
export { type BetRtp, RTP_CEILING, RTP_FLOOR, rtpPercent, type StatedRtp, statedRtp } from './rtp.ts';
export type { SettledBet, TableSettlement } from './table-round.ts';
