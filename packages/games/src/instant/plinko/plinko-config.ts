import { configError } from '../shared/errors.ts';
import { DEFAULT_PLINKO_TABLES } from './plinko-tables.ts';

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/** Per row count (8..16), per risk: rows + 1 slot multipliers in hundredths, left to right. */
export type PlinkoTables = Readonly<Record<number, Readonly<Record<PlinkoRisk, readonly number[]>>>>;

export interface PlinkoConfig {
  tables: PlinkoTables;
}

export const DEFAULT_PLINKO_CONFIG: PlinkoConfig = { tables: DEFAULT_PLINKO_TABLES };

/** The table a (rows, risk) bet plays on; throws `invalid_game_config` when the config has none. */
export function plinkoTable(config: PlinkoConfig, rows: number, risk: PlinkoRisk): readonly number[] {
  const table = config.tables[rows]?.[risk];
  if (!table) configError(`plinko: no pay table for ${rows} rows, ${risk} risk`);
  return table;
}
