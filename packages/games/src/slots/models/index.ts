import type { SlotModel } from '../model.ts';
import { HIGH_VOLATILITY_1024_WAYS } from './high-volatility.ts';
import { LOW_VOLATILITY_20_LINES } from './low-volatility.ts';
import { MEDIUM_VOLATILITY_243_WAYS } from './medium-volatility.ts';

export { HIGH_VOLATILITY_1024_WAYS, HIGH_VOLATILITY_SYMBOLS } from './high-volatility.ts';
export { LOW_VOLATILITY_20_LINES, LOW_VOLATILITY_SYMBOLS } from './low-volatility.ts';
export { MEDIUM_VOLATILITY_243_WAYS, MEDIUM_VOLATILITY_SYMBOLS } from './medium-volatility.ts';
export { PAYLINES_20 } from './paylines.ts';
export { GENERIC_SYMBOLS } from './symbols.ts';

/** Every model by id; a catalogue title is one of these plus a theme. */
export const SLOT_MODELS: Readonly<Record<string, SlotModel>> = {
  [LOW_VOLATILITY_20_LINES.id]: LOW_VOLATILITY_20_LINES,
  [MEDIUM_VOLATILITY_243_WAYS.id]: MEDIUM_VOLATILITY_243_WAYS,
  [HIGH_VOLATILITY_1024_WAYS.id]: HIGH_VOLATILITY_1024_WAYS,
};
