import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format-money';
import type { Tone } from './status';

export function StatusBadge({ tone, label, testId }: { tone: Tone; label: string; testId?: string }) {
  return (
    <span className="status-badge" data-tone={tone} data-testid={testId}>
      {label}
    </span>
  );
}

/** An amount with two decimals and thousand separators; signed ones coloured by direction. */
export function Money({ value, signed, testId }: { value: string; signed?: boolean; testId?: string }) {
  const text = formatMoney(value);
  const negative = text.startsWith('-');
  const shown = signed && !negative && text !== '0.00' ? `+${text}` : text;
  const className = signed ? (negative ? 'money-out' : text === '0.00' ? undefined : 'money-in') : undefined;
  return (
    <span className={className} data-testid={testId}>
      {shown}
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
