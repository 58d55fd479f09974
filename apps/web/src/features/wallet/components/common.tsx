import type { ReactNode } from 'react';
import { DONG } from '../../../lib/format-money';
import { useMoney } from '../../../lib/use-money';
import type { Tone } from './status';
import '../../../components/ui/record-cells.css';

export function StatusBadge({ tone, label, testId }: { tone: Tone; label: string; testId?: string }) {
  return (
    <span className="status-badge" data-tone={tone} data-testid={testId}>
      {label}
    </span>
  );
}

/**
 * An amount as the page language lists it (two decimals; no symbol unless `symbol`, for table cells whose
 * column names the currency); signed ones get "+" or "-" and the colour of their direction.
 */
export function Money({
  value,
  signed,
  symbol,
  testId,
}: {
  value: string;
  signed?: boolean;
  symbol?: boolean;
  testId?: string;
}) {
  const money = useMoney();
  const direction = /^\s*-?[0-9]+\s*$/.test(value) ? BigInt(value) : 0n;
  const className = signed && direction !== 0n ? (direction < 0n ? 'money-out' : 'money-in') : undefined;
  return (
    <span className={className} data-testid={testId}>
      {money.format(value, { signed, symbol: symbol ? DONG : false })}
    </span>
  );
}

/** A titled part of a wallet page (pending deposits, the history, a report). */
export function WalletSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="wallet-section" data-testid={testId}>
      <h4 className="wallet-section-title">{title}</h4>
      {children}
    </section>
  );
}
