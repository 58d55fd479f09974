import { type LotteryChase, siteDateTime } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/RecordCells';
import { EmptyState, ErrorState, useErrorMessage } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import { useMoney } from '../../../lib/use-money';
import { CHASES_KEY, fetchChases, ORDERS_KEY, stopChase } from '../api/lottery';
import type { LotterySession } from '../api/session';
import { useLineFormat } from '../line-format';
import { type BetTypeRates, groupDigits, lineCost, parsePoints } from '../slip';

const TONES: Record<LotteryChase['status'], string> = {
  active: 'wait',
  won: 'ok',
  done: 'off',
  short: 'bad',
  stopped: 'off',
};

/** A chase's slip cost per draw from today's rates (null when a type is no longer offered). */
function perDrawCost(chase: LotteryChase, rates: ReadonlyMap<string, BetTypeRates> | null): bigint | null {
  if (!rates) return null;
  let total = 0n;
  for (const line of chase.lines) {
    const typeRates = rates.get(line.type);
    const points = parsePoints(line.points);
    if (!typeRates || points === null) return null;
    total += lineCost(typeRates, line.numbers.length, points);
  }
  return total;
}

function ChaseRow({
  chase,
  rates,
  onStop,
}: {
  chase: LotteryChase;
  rates: ReadonlyMap<string, BetTypeRates> | null;
  onStop: (chase: LotteryChase) => void;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const money = useMoney();
  const format = useLineFormat();
  const cost = perDrawCost(chase, rates);
  // "stops on a win" as a note, unless the status already says it stopped on one
  const showStopOnWin = chase.stopOnWin && chase.status !== 'won';
  const percent = chase.drawsTotal > 0 ? Math.round((chase.drawsPlaced / chase.drawsTotal) * 100) : 0;
  const reason =
    chase.status === 'stopped' && chase.stopReason
      ? chase.stopReason === 'player'
        ? t('vn.chase.reason.player')
        : t('vn.chase.reason.other')
      : null;
  return (
    <li className="vnl-order vnl-chase-row" data-testid="vnl-chase-item" data-status={chase.status}>
      <div className="vnl-order-head">
        <span className="vnl-order-type">{t('vn.chase.id', { id: chase.chaseId })}</span>
        <StatusBadge
          tone={TONES[chase.status]}
          label={t(`vn.chase.status.${chase.status}`)}
          status={chase.status}
          testId="vnl-chase-status"
        />
      </div>
      <ul className="vnl-chase-lines">
        {chase.lines.map((line, index) => {
          const numbers = format.numbers(line.type, line.numbers, 12);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a chase's lines never change, their place is their identity
            <li key={index}>
              <span className="vnl-chase-line-type">{format.typeName(line.type, language)}</span>{' '}
              <span className="vnl-order-numbers">
                {numbers.text}
                {numbers.more > 0 ? (
                  <span className="vnl-muted"> {t('vn.slip.more', { count: numbers.more })}</span>
                ) : null}
              </span>{' '}
              <span className="vnl-muted">
                · {t('vn.slip.points', { points: groupDigits(line.points, language) })}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="vnl-chase-progress">
        <div
          className="vnl-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={chase.drawsTotal}
          aria-valuenow={chase.drawsPlaced}
          aria-label={t('vn.chase.progressLabel', { placed: chase.drawsPlaced, total: chase.drawsTotal })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className="vnl-chase-count" data-testid="vnl-chase-progress">
          {t('vn.chase.progress', { placed: chase.drawsPlaced, total: chase.drawsTotal })}
        </span>
      </div>
      <dl className="vnl-order-facts">
        <div>
          <dt>{t('vn.chase.lastIssue')}</dt>
          <dd data-testid="vnl-chase-last-issue">{chase.lastIssueNo}</dd>
        </div>
        <div>
          <dt>{t('vn.chase.perDraw')}</dt>
          <dd>{cost === null ? '—' : money.format(cost)}</dd>
        </div>
        <div>
          <dt>{chase.endedAt ? t('vn.chase.ended') : t('vn.chase.started')}</dt>
          <dd>
            <time dateTime={chase.endedAt ?? chase.createdAt}>
              {siteDateTime(chase.endedAt ?? chase.createdAt)}
            </time>
          </dd>
        </div>
      </dl>
      {showStopOnWin || reason ? (
        <p className="vnl-chase-notes">
          {showStopOnWin ? <span className="vnl-tag vnl-tag-soft">{t('vn.chase.stopOnWinTag')}</span> : null}
          {reason ? <span className="vnl-muted">{reason}</span> : null}
        </p>
      ) : null}
      {chase.status === 'active' ? (
        <button
          type="button"
          className="btn btn-ghost vnl-chase-stop"
          onClick={() => onStop(chase)}
          aria-label={t('vn.chase.stopLabel', { id: chase.chaseId })}
          data-testid="vnl-chase-stop"
        >
          <Square size={14} aria-hidden /> {t('vn.chase.stop')}
        </button>
      ) : null}
    </li>
  );
}

/** The member's chases on this game, newest first: progress, status, the last draw played, and a stop button. */
export function Chases({
  gameCode,
  session,
  rates,
}: {
  gameCode: string;
  session: LotterySession;
  rates: ReadonlyMap<string, BetTypeRates> | null;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [stopping, setStopping] = useState<LotteryChase | null>(null);
  const chases = useQuery({
    queryKey: [...CHASES_KEY, gameCode, page, language],
    queryFn: ({ signal }) =>
      session.withSession((bearer) => fetchChases(language, gameCode, page, bearer, signal)),
    enabled: session.session !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

  const stop = useMutation({
    mutationFn: (chaseId: string) => session.withSession((bearer) => stopChase(language, chaseId, bearer)),
    onSuccess: (chase) => {
      setStopping(null);
      toast(t('vn.chase.stopped', { id: chase.chaseId }));
    },
    onError: (error) => {
      // ended meanwhile (a win, its last draw, a short balance): say so and show it as it is now
      if (
        error instanceof ApiError &&
        (error.code === 'lottery_chase_over' || error.code === 'lottery_chase_not_found')
      ) {
        setStopping(null);
        toast(error.message);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CHASES_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
  const stopError = useErrorMessage(stop.error);

  const error = chases.error ?? session.error;
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => (session.error ? session.relaunch() : void chases.refetch())}
      />
    );
  }
  if (!chases.data) {
    return (
      <ul className="vnl-orders" aria-busy data-testid="vnl-chases-loading">
        {Array.from({ length: 2 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
          <li key={index} className="vnl-order vnl-order-skeleton skeleton" />
        ))}
      </ul>
    );
  }
  if (chases.data.items.length === 0) {
    return (
      <EmptyState
        title={t('vn.chase.empty')}
        description={t('vn.chase.emptyText')}
        testId="vnl-chases-empty"
      />
    );
  }
  return (
    <>
      <p className="vnl-muted vnl-times-note">{t('vn.orders.timesNote')}</p>
      <ul className="vnl-orders" data-testid="vnl-chases" aria-busy={chases.isFetching}>
        {chases.data.items.map((chase) => (
          <ChaseRow
            key={chase.chaseId}
            chase={chase}
            rates={rates}
            onStop={(chosen) => {
              stop.reset();
              setStopping(chosen);
            }}
          />
        ))}
      </ul>
      {chases.data.totalPages > 1 ? (
        <Pagination page={page} totalPages={chases.data.totalPages} onChange={setPage} />
      ) : null}
      <ConfirmDialog
        open={stopping !== null}
        title={t('vn.chase.stopTitle')}
        message={
          <>
            <p>{t('vn.chase.stopText', { id: stopping?.chaseId ?? '' })}</p>
            {stop.error ? <FormAlert testId="vnl-chase-stop-error">{stopError}</FormAlert> : null}
          </>
        }
        confirmLabel={t('vn.chase.stopConfirm')}
        cancelLabel={t('vn.chase.stopKeep')}
        busy={stop.isPending}
        onConfirm={() => {
          if (stopping) stop.mutate(stopping.chaseId);
        }}
        onCancel={() => setStopping(null)}
        testId="vnl-chase-stop-dialog"
      />
    </>
  );
}
