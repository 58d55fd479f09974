import { type PointsHistoryItem, type PointsReward, type Redemption, siteDateTime } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Award, Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PagedList } from '../../../components/ui/PagedList';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useAuthGate } from '../../../lib/auth-gate';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { useMoney } from '../../../lib/use-money';
import { pointsBalanceQuery, pointsHistoryQuery, rewardsQuery } from '../api/mall';
import { RedeemDialog } from '../components/RedeemDialog';
import '../components/points-mall.css';

/**
 * /pointMall (spec §1 points mall): the member's points balance, the rewards on offer (cash for points, redeemed
 * with the payment password) and the points history — earned by settled bets, spent on rewards.
 */
export default function PointsMallPage() {
  const { t } = useTranslation('pointsMall');
  const { loggedIn, known, requireLogin } = useAuthGate();
  usePageTitle(t('title'));
  if (known && !loggedIn) {
    return (
      <section className="page mall-page">
        <h1 className="page-title">{t('title')}</h1>
        <EmptyState
          icon={<Award size={28} />}
          title={t('loginTitle')}
          description={t('loginText')}
          testId="mall-login"
          action={
            <button type="button" className="btn btn-primary" onClick={() => requireLogin()}>
              {t('login')}
            </button>
          }
        />
      </section>
    );
  }
  return loggedIn ? <Mall /> : <Spinner />;
}

function Mall() {
  const { t } = useTranslation('pointsMall');
  const language = useLanguage();
  const money = useMoney();
  const summary = useQuery(pointsBalanceQuery(language));
  const rewards = useQuery(rewardsQuery(language));
  const [chosen, setChosen] = useState<PointsReward | null>(null);
  const [done, setDone] = useState<Redemption | null>(null);
  const balance = summary.data ? BigInt(summary.data.balance) : null;
  const points = (value: string) => money.format(value, { symbol: false });

  return (
    <section className="page mall-page" data-testid="points-mall">
      <h1 className="page-title">{t('title')}</h1>
      <div className="mall-balance panel">
        <Award size={30} aria-hidden className="mall-balance-icon" />
        <div>
          <p className="mall-balance-label">{t('balance')}</p>
          <p className="mall-balance-value" data-testid="mall-points">
            {summary.data ? points(summary.data.balance) : '—'}
          </p>
        </div>
        <p className="mall-balance-note">{t('earnNote')}</p>
      </div>
      {done ? (
        <FormAlert tone="success" testId="mall-redeemed">
          {t('redeemed', { reward: done.reward, amount: money.format(done.amount) })}
        </FormAlert>
      ) : null}

      <h2 className="mall-heading">{t('rewards')}</h2>
      {rewards.isError ? <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} /> : null}
      {rewards.isPending ? <Spinner /> : null}
      {rewards.data && rewards.data.length === 0 ? (
        <EmptyState icon={<Gift size={28} />} title={t('noRewards')} testId="mall-no-rewards" />
      ) : null}
      <ul className="mall-rewards">
        {rewards.data?.map((reward) => {
          const short = balance !== null && balance < BigInt(reward.points);
          return (
            <li key={reward.id} className="mall-reward panel" data-testid="mall-reward">
              <Gift size={26} aria-hidden className="mall-reward-icon" />
              <p className="mall-reward-name">{reward.name}</p>
              <p className="mall-reward-cost">{t('cost', { points: points(reward.points) })}</p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={balance === null || short}
                onClick={() => {
                  setDone(null);
                  setChosen(reward);
                }}
                data-testid="mall-redeem"
              >
                {short ? t('notEnough') : t('redeem')}
              </button>
            </li>
          );
        })}
      </ul>

      <h2 className="mall-heading">{t('history')}</h2>
      <History />
      {chosen ? (
        <RedeemDialog
          reward={chosen}
          onClose={() => setChosen(null)}
          onRedeemed={(redemption) => {
            setChosen(null);
            setDone(redemption);
          }}
        />
      ) : null}
    </section>
  );
}

function History() {
  const { t } = useTranslation('pointsMall');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const history = useQuery(pointsHistoryQuery(language, page));
  const what = (item: PointsHistoryItem) =>
    item.kind === 'earned'
      ? t('earnedFrom', { category: item.category ? tc(`categories.${item.category}`) : '' })
      : t('spentOn', { reward: item.reward ?? '' });
  return (
    <PagedList
      query={history}
      page={page}
      onPageChange={setPage}
      empty={{ title: t('noHistory'), description: t('noHistoryText'), testId: 'mall-history-empty' }}
    >
      {(data) => (
        <DataTable
          testId="mall-history"
          head={
            <>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('what')}</th>
              <th scope="col" className="num">
                {t('points')}
              </th>
            </>
          }
        >
          {data.items.map((item) => (
            <tr key={item.id} data-testid="mall-history-row" data-kind={item.kind}>
              <td>{siteDateTime(item.at)}</td>
              <td>{what(item)}</td>
              <td className={`num ${item.kind === 'earned' ? 'money-in' : 'money-out'}`}>
                {money.format(item.points, { symbol: false, signed: true })}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
