import { configError } from '../shared/errors.ts';
import { DEFAULT_WHEEL_TABLES } from './wheel-tables.ts';

export const WHEEL_SEGMENT_COUNTS = [10, 20, 30, 40, 50] as const;
export type WheelSegmentCount = (typeof WHEEL_SEGMENT_COUNTS)[number];
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

/** Per segment count, per risk: each segment's multiplier in hundredths (the wheel, in order). */
export type WheelTables = Readonly<Record<WheelSegmentCount, Readonly<Record<WheelRisk, readonly number[]>>>>;

export interface WheelConfig {
  tables: WheelTables;
}

export const DEFAULT_WHEEL_CONFIG: WheelConfig = { tables: DEFAULT_WHEEL_TABLES };

export function wheelSegments(
  config: WheelConfig,
  segments: WheelSegmentCount,
  risk: WheelRisk,
): readonly number[] {
  const wheel = config.tables[segments]?.[risk];
  if (!wheel) configError(`wheel: no wheel for ${segments} segments, ${risk} risk`);
  return wheel;
}
