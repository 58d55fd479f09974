import { buildTables, type ModelTables } from './tables.ts';
import type { SlotModelSpec } from './types.ts';
import { validateSlotModel } from './validate.ts';

/** A validated model with its evaluation tables; make one with `defineSlotModel`, never by hand. */
export type SlotModel = SlotModelSpec & { readonly tables: ModelTables };

/** Validates the maths model (throws when malformed) and precomputes the tables every spin reads. */
export function defineSlotModel(spec: SlotModelSpec): SlotModel {
  validateSlotModel(spec);
  return Object.freeze({ ...spec, tables: buildTables(spec) });
}
