import type { PlayLanguage } from '../launch-params';
import { shortMoney } from '../money/money';

const COLORS = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0f766e', '#be185d', '#1f2937'];

/** A chip's colour by its rank among the table's chips. */
export function chipColor(rank: number): string {
  return COLORS[rank % COLORS.length] as string;
}

/** The colour of a stack: that of the largest chip not above the amount. */
export function stackColor(amount: bigint, chips: readonly bigint[]): string {
  let rank = 0;
  chips.forEach((chip, i) => {
    if (chip <= amount) rank = i;
  });
  return chipColor(rank);
}

/** 100000 minor units → "1K", 25000000 → "250K", 150000000 → "1,5M": what fits on a chip. */
export function compact(amount: bigint, lang: PlayLanguage): string {
  const units = amount / 100n;
  const whole = amount % 100n === 0n;
  if (whole && units >= 1_000_000n && units % 100_000n === 0n) return `${scaled(units, 1_000_000n, lang)}M`;
  if (whole && units >= 1_000n && units % 100n === 0n) return `${scaled(units, 1_000n, lang)}K`;
  return shortMoney(amount, lang);
}

function scaled(units: bigint, scale: bigint, lang: PlayLanguage): string {
  const head = units / scale;
  const tenth = (units % scale) / (scale / 10n);
  return tenth === 0n ? String(head) : `${head}${lang === 'en' ? '.' : ','}${tenth}`;
}
