import type { BetStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/RecordCells';

const TONES: Record<BetStatus, string> = { open: 'wait', settled: 'ok', cancelled: 'off' };

export function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation('bets');
  return (
    <StatusBadge tone={TONES[status]} label={t(`status.${status}`)} testId="bet-status" status={status} />
  );
}
