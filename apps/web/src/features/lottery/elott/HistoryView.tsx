import { type LotteryDraw, SITE_ZONE, siteDateTime } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { DRAWS_PAGE_SIZE, drawsQuery } from '../api/lottery';
import { CopyButton } from '../components/CopyButton';
import { OutcomeView } from './Outcomes';

/** A drawn draw's proof: the hash published when it opened, the seed revealed once drawn, the client seed. */
function Proof({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('lottery');
  if (!draw.serverSeedHash) return null;
  const rows = [
    { label: t('vn.seed.hash'), value: draw.serverSeedHash, copy: t('vn.seed.copyHash') },
    { label: t('vn.seed.server'), value: draw.serverSeed, copy: t('vn.seed.copySeed') },
    { label: t('vn.seed.client'), value: draw.clientSeed, copy: null },
  ];
  return (
    <details className="elt-proof">
      <summary>{t('elott.history.verify')}</summary>
      <dl className="vnl-seeds">
        {rows.map((row) => (
          <div key={row.label} className="elt-proof-row">
            <dt>{row.label}</dt>
            <dd>
              {row.value ? (
                <>
                  <code>{row.value}</code>
                  {row.copy ? <CopyButton text={row.value} label={row.copy} /> : null}
                </>
              ) : (
                <span className="vnl-muted">{t('vn.seed.hidden')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Draw_History: the game's past draws, newest first, ten a page, each with its result and its proof. */
export function HistoryView({ gameCode, racer }: { gameCode: string; racer: string }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const draws = useQuery(drawsQuery(language, gameCode, page));
  if (draws.error) return <ErrorState error={draws.error} onRetry={() => void draws.refetch()} />;
  if (draws.data && draws.data.items.length === 0) {
    return <EmptyState title={t('elott.history.empty')} testId="elt-history-empty" />;
  }
  return (
    <section className="panel elt-history" aria-labelledby="elt-history-title" data-testid="elt-history">
      <h2 id="elt-history-title" className="vnl-subtitle">
        {t('elott.history.title')} <small className="vnl-muted">({SITE_ZONE})</small>
      </h2>
      <ol className="elt-history-list" aria-busy={draws.isFetching}>
        {draws.data
          ? draws.data.items.map((draw) => (
              <li key={draw.drawId} className="elt-history-item" data-testid="elt-history-item">
                <div className="elt-history-head">
                  <strong>{t('elott.board.issue', { issue: draw.issueNo })}</strong>
                  <time className="vnl-muted" dateTime={draw.drawsAt}>
                    {siteDateTime(draw.drawsAt)}
                  </time>
                  <span className="vnl-draw-status" data-status={draw.status}>
                    {t(`vn.drawStatus.${draw.status}`)}
                  </span>
                </div>
                {draw.outcome ? <OutcomeView outcome={draw.outcome} racer={racer} compact /> : null}
                <Proof draw={draw} />
              </li>
            ))
          : Array.from({ length: DRAWS_PAGE_SIZE }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
              <li key={index} className="elt-history-item elt-history-skel skeleton" />
            ))}
      </ol>
      <Pagination page={page} totalPages={draws.data?.totalPages ?? 1} onChange={setPage} />
    </section>
  );
}
