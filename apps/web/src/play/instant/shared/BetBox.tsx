import type { ReactNode } from 'react';
import type { PlayLanguage } from '../../launch-params';
import { money } from '../../money/money';
import { compact } from './Chip';

type Props = {
  box: string;
  label: ReactNode;
  /** The accessible name ("Bet on Tài"). */
  name: string;
  odds?: string;
  amount: bigint;
  /** After a round: what this box paid (the stake included), null when it lost or held no bet. */
  paid: bigint | null;
  /** The drawn result lands here (even without a bet on it). */
  hit: boolean;
  disabled: boolean;
  lang: PlayLanguage;
  onPlace: (box: string) => void;
  className?: string;
};

/** One box of a betting table: its name and odds, the chips on it, and after a round whether it won. */
export function BetBox({
  box,
  label,
  name,
  odds,
  amount,
  paid,
  hit,
  disabled,
  lang,
  onPlace,
  className = '',
}: Props) {
  return (
    <button
      type="button"
      className={`bet-box ${className}${hit ? ' hit' : ''}${paid !== null ? ' paid' : ''}`}
      onClick={() => onPlace(box)}
      disabled={disabled}
      aria-label={`${name}${amount > 0n ? ` (${money(amount, lang)})` : ''}`}
      data-testid={`box-${box}`}
      data-amount={String(amount)}
    >
      <span className="bet-box-label">{label}</span>
      {paid !== null ? (
        <span className="bet-box-paid">+{compact(paid, lang)}</span>
      ) : (
        odds && <span className="bet-box-odds">{odds}</span>
      )}
      {amount > 0n && <span className="bet-box-stake">{compact(amount, lang)}</span>}
    </button>
  );
}

/** "69:1" from a return multiplier in hundredths (stake included): 7000 → 69:1, 777 → 6,77:1. */
export function toOne(multiplierX100: number, lang: PlayLanguage): string {
  const profit = multiplierX100 - 100;
  const whole = Math.floor(profit / 100);
  const cents = profit % 100;
  const text =
    cents === 0
      ? String(whole)
      : `${whole}${lang === 'en' ? '.' : ','}${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `${text}:1`;
}
