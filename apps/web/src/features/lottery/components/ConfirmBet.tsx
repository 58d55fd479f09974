import type { LotteryDraw } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { useMoney } from '../../../lib/use-money';
import type { ChasePlan } from '../chase';
import type { BetTypeRates, SlipLine } from '../slip';
import { ChaseSummary } from './ChaseOption';
import { SlipLines } from './SlipLines';

/**
 * The last look before the slip is sent: the draw, every line and the total; with a chase, what is charged now and
 * what the later draws may charge. The server's refusal shows here.
 */
export function ConfirmBet({
  open,
  draw,
  lines,
  rates,
  total,
  chase,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  draw: LotteryDraw | null;
  lines: readonly SlipLine[];
  rates: ReadonlyMap<string, BetTypeRates> | null;
  total: bigint;
  /** The chase asked for, with the slip's cost; null without one. */
  chase: { plan: ChasePlan; stopOnWin: boolean } | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  return (
    <Modal open={open} onClose={onCancel} title={t('vn.confirm.title')} width={480} testId="vnl-confirm">
      <div className="vnl-confirm">
        <p className="vnl-confirm-draw">
          {draw ? (
            <>
              {t('vn.confirm.issue', { issue: draw.issueNo })}
              {draw.province ? <span className="vnl-muted"> · {draw.province}</span> : null}
            </>
          ) : (
            t('vn.slip.noDraw')
          )}
        </p>
        <SlipLines lines={lines} rates={rates} />
        <p className="vnl-confirm-total">
          <span>{chase ? t('vn.chase.now') : t('vn.slip.total')}</span>
          <strong data-testid="vnl-confirm-total">{money.format(total)}</strong>
        </p>
        {chase ? (
          <ChaseSummary plan={chase.plan} stopOnWin={chase.stopOnWin} testId="vnl-confirm-chase" />
        ) : null}
        {error ? <FormAlert testId="vnl-bet-error">{error}</FormAlert> : null}
        <div className="confirm-dialog-actions vnl-confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel} data-testid="vnl-confirm-cancel">
            {t('vn.confirm.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-gold"
            onClick={onConfirm}
            disabled={busy || !draw}
            aria-busy={busy}
            data-testid="vnl-confirm-send"
          >
            {busy ? t('vn.confirm.sending') : t('vn.confirm.send')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
