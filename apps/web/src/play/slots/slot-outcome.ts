import type { Cell, Jsonified, SpinOutcome, SpinResult } from '@app/games';

/** A spin's outcome as the studio sends it: the engine's SpinOutcome, money as strings. */
export type SlotOutcome = Jsonified<SpinOutcome>;
export type SlotSpin = Jsonified<SpinResult>;
export type { Cell };
