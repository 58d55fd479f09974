import type { ProfitLoss } from '@app/contracts';

export type ProfitDay = { date: string; label: string; net: string; height: number };

/** The net of each day over every game type, oldest first (exact sums; `height` is the bar's, in minor units). */
export function dailyNet(rows: ProfitLoss['rows']): ProfitDay[] {
  const byDay = new Map<string, bigint>();
  for (const row of rows) byDay.set(row.date, (byDay.get(row.date) ?? 0n) + BigInt(row.net));
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, net]) => ({
      date,
      label: `${date.slice(8, 10)}/${date.slice(5, 7)}`,
      net: String(net),
      height: Number(net),
    }));
}
