import { POINT_FACTORS, type PointsCategory } from '@app/contracts';

export type PointsRow = PointsCategory & {
  /** Points per 1,000 ₫ in hundredths (120 is 1.20), as money's minor units; null when the category earns none. */
  factor: string | null;
};

/** The summary's categories, each with the factor it earns at (the lotteries earn none: turnover only). */
export function pointsRows(byCategory: readonly PointsCategory[]): PointsRow[] {
  return byCategory.map((row) => {
    const factor = POINT_FACTORS[row.category];
    return { ...row, factor: factor === undefined ? null : String(factor) };
  });
}
