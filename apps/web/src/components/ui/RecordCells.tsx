import { DONG } from '../../lib/format-money';
import { useMoney } from '../../lib/use-money';
import './record-cells.css';

/**
 * A status as a coloured badge: `tone` ok, bad or wait colours it (any other is grey); `status`, when given, is
 * the raw status for tests to read.
 */
export function StatusBadge({
  tone,
  label,
  testId,
  status,
}: {
  tone: string;
  label: string;
  testId?: string;
  status?: string;
}) {
  return (
    <span className="status-badge" data-tone={tone} data-testid={testId} data-status={status}>
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
