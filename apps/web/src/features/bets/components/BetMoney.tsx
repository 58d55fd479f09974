import type { BetStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import '../../../components/ui/record-cells.css';

/**
 * An amount as the page language lists it (two decimals, no symbol: the column names the currency). A signed one
 * (profit) gets "+" or "-" and green or red.
 */
export function BetMoney({
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
  const sign = /^-?[0-9]+$/.test(value) ? BigInt(value) : 0n;
  const className = signed && sign !== 0n ? (sign > 0n ? 'money-in' : 'money-out') : undefined;
  return (
    <span className={className} data-testid={testId}>
      {money.format(value, { signed, symbol: symbol ? undefined : false })}
    </span>
  );
}

const TONES: Record<BetStatus, string> = { open: 'wait', settled: 'ok', cancelled: 'off' };

export function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation('bets');
  return (
    <span className="status-badge" data-tone={TONES[status]} data-testid="bet-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
