import { type BetRoundDetail, siteDateTime } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/Modal';
import { Money } from '../../../components/ui/RecordCells';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { betRoundQuery } from '../api/bets';
import { BetStatusBadge } from './BetStatusBadge';
import { OutcomeView } from './OutcomeView';

/** One round in a dialog: its figures, what it drew, and for studio rounds the fair data and the way to verify it. */
export function RoundDetail({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const { t } = useTranslation('bets');
  const language = useLanguage();
  const round = useQuery({ ...betRoundQuery(language, roundId ?? ''), enabled: roundId !== null });
  return (
    <Modal
      open={roundId !== null}
      onClose={onClose}
      title={t('detail.title', { id: roundId ?? '' })}
      width={560}
      testId="bet-detail"
    >
      {round.isError ? <ErrorState error={round.error} onRetry={() => void round.refetch()} /> : null}
      {round.isPending ? <Spinner /> : null}
      {round.data ? <RoundFacts round={round.data} /> : null}
    </Modal>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

function RoundFacts({ round }: { round: BetRoundDetail }) {
  const { t } = useTranslation('bets');
  const { t: tc } = useTranslation();
  return (
    <div className="bets-detail">
      <dl className="bets-facts">
        <Fact label={t('detail.game')} testId="bet-detail-game">
          {round.gameName}
        </Fact>
        <Fact label={t('detail.vendor')}>{round.vendorName}</Fact>
        <Fact label={t('detail.category')}>{tc(`categories.${round.category}`)}</Fact>
        <Fact label={t('detail.status')}>
          <BetStatusBadge status={round.status} />
          {round.isDemo ? <span className="bets-demo">{t('demo')}</span> : null}
        </Fact>
        <Fact label={t('detail.placedAt')}>{siteDateTime(round.createdAt)}</Fact>
        {round.settledAt ? <Fact label={t('detail.settledAt')}>{siteDateTime(round.settledAt)}</Fact> : null}
        <Fact label={t('detail.stake')} testId="bet-detail-stake">
          <Money value={round.stake} symbol />
        </Fact>
        <Fact label={t('detail.win')} testId="bet-detail-win">
          <Money value={round.win} symbol />
        </Fact>
        {round.refunded !== '0' ? (
          <Fact label={t('detail.refunded')}>
            <Money value={round.refunded} symbol />
          </Fact>
        ) : null}
        <Fact label={t('detail.profit')} testId="bet-detail-profit">
          <Money value={round.profit} signed symbol />
        </Fact>
        {round.balanceAfter !== null ? (
          <Fact label={t('detail.balanceAfter')} testId="bet-detail-balance">
            <Money value={round.balanceAfter} symbol />
          </Fact>
        ) : null}
      </dl>
      {round.outcome ? (
        <section className="bets-section">
          <h3 className="bets-section-title">{t('detail.outcome')}</h3>
          <OutcomeView outcome={round.outcome} />
        </section>
      ) : null}
      {round.fair ? (
        <section className="bets-section" data-testid="bet-fair">
          <h3 className="bets-section-title">{t('detail.fair')}</h3>
          <dl className="bets-facts bets-facts-code">
            <Fact label={t('detail.serverSeedHash')}>
              <code>{round.fair.serverSeedHash}</code>
            </Fact>
            <Fact label={t('detail.clientSeed')}>
              <code>{round.fair.clientSeed}</code>
            </Fact>
            <Fact label={t('detail.nonce')}>
              <code>{round.fair.nonce}</code>
            </Fact>
          </dl>
          <p className="bets-note">{t('detail.fairNote')}</p>
          <Link to={round.fair.verifyUrl} className="btn btn-primary bets-verify" data-testid="bet-verify">
            <ShieldCheck size={16} aria-hidden />
            {t('detail.verify')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
