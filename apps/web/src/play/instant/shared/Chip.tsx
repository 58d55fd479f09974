import type { PlayLanguage } from '../../launch-params';
import { shortMoney } from '../../money/money';

const COLORS = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0f766e', '#be185d', '#1f2937'];

/** A casino chip drawn in CSS, its colour by its rank among the table's chips. */
export function ChipFace({ amount, rank, lang }: { amount: bigint; rank: number; lang: PlayLanguage }) {
  return (
    <span className="chip-face" style={{ '--chip': COLORS[rank % COLORS.length] } as React.CSSProperties}>
      {compact(amount, lang)}
    </span>
  );
}

/** 100000 minor units → "1K", 25000000 → "250K", 100000000 → "1M": what fits on a chip. */
export function compact(amount: bigint, lang: PlayLanguage): string {
  const units = amount / 100n;
  const sub = amount % 100n === 0n;
  if (sub && units >= 1_000_000n && units % 100_000n === 0n) return `${trim(units, 1_000_000n, lang)}M`;
  if (sub && units >= 1_000n && units % 100n === 0n) return `${trim(units, 1_000n, lang)}K`;
  return shortMoney(amount, lang);
}

function trim(units: bigint, scale: bigint, lang: PlayLanguage): string {
  const whole = units / scale;
  const tenth = (units % scale) / (scale / 10n);
  return tenth === 0n ? String(whole) : `${whole}${lang === 'en' ? '.' : ','}${tenth}`;
}
