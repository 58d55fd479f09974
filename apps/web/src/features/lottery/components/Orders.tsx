import { type LotteryBet, siteDateTime } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/Pagination';
import { StatusBadge } from '../../../components/ui/RecordCells';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import { useMoney } from '../../../lib/use-money';
import { fetchOrders, ORDERS_KEY } from '../api/lottery';
import type { LotterySession } from '../api/session';
import { useLineFormat } from '../line-format';
import { type BetTypeRates, groupDigits } from '../slip';
import { Chases } from './Chases';

const TONES: Record<LotteryBet['status'], string> = { open: 'wait', won: 'ok', lost: 'bad', refunded: 'off' };

function OrderRow({ bet }: { bet: LotteryBet }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const money = useMoney();
  const format = useLineFormat();
  const numbers = format.numbers(bet.type, bet.numbers, 20);
  return (
    <li className="vnl-order" data-testid="vnl-order" data-status={bet.status}>
      <div className="vnl-order-head">
        <span className="vnl-order-type">
          {format.typeName(bet.type, language)}
          {bet.chaseId ? (
            <span
              className="vnl-tag vnl-chase-tag"
              title={t('vn.orders.chaseTagTitle', { id: bet.chaseId })}
              data-testid="vnl-order-chase-tag"
            >
              {t('vn.orders.chaseTag')}
            </span>
          ) : null}
        </span>
        <StatusBadge tone={TONES[bet.status]} label={t(`vn.betStatus.${bet.status}`)} status={bet.status} />
      </div>
      <p className="vnl-order-numbers">
        {numbers.text}
        {numbers.more > 0 ? (
          <span className="vnl-muted"> {t('vn.slip.more', { count: numbers.more })}</span>
        ) : null}
      </p>
      <dl className="vnl-order-facts">
        <div>
          <dt>{t('vn.orders.issue')}</dt>
          <dd>
            {bet.issueNo}
            {bet.province ? ` · ${bet.province}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('vn.orders.points')}</dt>
          <dd>{groupDigits(bet.points, language)}</dd>
        </div>
        <div>
          <dt>{t('vn.orders.cost')}</dt>
          <dd>{money.format(bet.cost)}</dd>
        </div>
        <div>
          <dt>{t('vn.orders.payout')}</dt>
          <dd className={bet.status === 'won' ? 'vnl-win' : undefined}>
            {bet.status === 'open' || bet.status === 'refunded' ? '—' : money.format(bet.payout)}
          </dd>
        </div>
        <div>
          <dt>{t('vn.orders.hits')}</dt>
          <dd>{bet.hits ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('vn.orders.placed')}</dt>
          <dd>
            <time dateTime={bet.placedAt}>{siteDateTime(bet.placedAt)}</time>
          </dd>
        </div>
      </dl>
      {bet.status === 'refunded' ? (
        <p className="vnl-note vnl-order-note" data-testid="vnl-order-refunded">
          {t('vn.orders.refunded')}
        </p>
      ) : null}
    </li>
  );
}

type View = 'bets' | 'chases';

/**
 * "My bets": the member's bets on this game, newest first, ten a page, or (the toggle) their chases; logged out it
 * asks for a login.
 */
export function Orders({
  gameCode,
  session,
  loggedIn,
  onLogin,
  rates,
}: {
  gameCode: string;
  session: LotterySession;
  loggedIn: boolean;
  onLogin: () => void;
  rates: ReadonlyMap<string, BetTypeRates> | null;
}) {
  const { t } = useTranslation('lottery');
  const [view, setView] = useState<View>('bets');

  if (!loggedIn) {
    return (
      <EmptyState
        title={t('vn.orders.loginTitle')}
        description={t('vn.orders.loginText')}
        action={
          <button type="button" className="btn btn-primary" onClick={onLogin} data-testid="vnl-orders-login">
            {t('vn.orders.login')}
          </button>
        }
        testId="vnl-orders-login-state"
      />
    );
  }
  return (
    <div className="vnl-orders-panel">
      <div className="vnl-orders-views" role="radiogroup" aria-label={t('vn.orders.view')}>
        {(['bets', 'chases'] as const).map((key) => (
          // biome-ignore lint/a11y/useSemanticElements: two buttons styled as a segmented switch, one pressed at a time
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={view === key}
            className="vnl-chip"
            onClick={() => setView(key)}
            data-testid={`vnl-orders-view-${key}`}
          >
            {key === 'bets' ? t('vn.orders.viewBets') : t('vn.orders.viewChases')}
          </button>
        ))}
      </div>
      {view === 'bets' ? (
        <BetList gameCode={gameCode} session={session} />
      ) : (
        <Chases gameCode={gameCode} session={session} rates={rates} />
      )}
    </div>
  );
}

function BetList({ gameCode, session }: { gameCode: string; session: LotterySession }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: [...ORDERS_KEY, gameCode, page, language],
    queryFn: ({ signal }) =>
      session.withSession((bearer) => fetchOrders(language, gameCode, page, bearer, signal)),
    enabled: session.session !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

  const error = orders.error ?? session.error;
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => (session.error ? session.relaunch() : void orders.refetch())}
      />
    );
  }
  if (!orders.data) {
    return (
      <ul className="vnl-orders" aria-busy data-testid="vnl-orders-loading">
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
          <li key={index} className="vnl-order vnl-order-skeleton skeleton" />
        ))}
      </ul>
    );
  }
  if (orders.data.items.length === 0) {
    return (
      <EmptyState
        title={t('vn.orders.empty')}
        description={t('vn.orders.emptyText')}
        testId="vnl-orders-empty"
      />
    );
  }
  return (
    <>
      <p className="vnl-muted vnl-times-note">{t('vn.orders.timesNote')}</p>
      <ul className="vnl-orders" data-testid="vnl-orders" aria-busy={orders.isFetching}>
        {orders.data.items.map((bet) => (
          <OrderRow key={bet.betId} bet={bet} />
        ))}
      </ul>
      {orders.data.totalPages > 1 ? (
        <Pagination page={page} totalPages={orders.data.totalPages} onChange={setPage} />
      ) : null}
    </>
  );
}
