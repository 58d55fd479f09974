import { type RebateClaim, type RebateLine, siteDateTime } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../api/balance';
import { DataTable } from '../../../components/ui/DataTable';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PagedList } from '../../../components/ui/PagedList';
import { Money } from '../../../components/ui/RecordCells';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { RequestKey } from '../../../lib/request-key';
import { useMoney } from '../../../lib/use-money';
import { useSubmit } from '../../../lib/use-submit';
import { claimRebate, rebateClaimsQuery, rebateSummaryQuery, refreshRebate } from '../api/rebate';
import '../components/rebate.css';

/**
 * Cashback (spec §2.5 manualRebate): what the turnover bet since the last claim earns per game category, claimed
 * into the main wallet when the member chooses, and the claims made so far.
 */
export default function ManualRebate({ heading }: MemberPageProps) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const money = useMoney();
  const client = useQueryClient();
  const summary = useQuery(rebateSummaryQuery(language));
  const submit = useSubmit();
  const key = useRef(new RequestKey());
  const [paid, setPaid] = useState<RebateClaim | null>(null);
  const data = summary.data;
  const claimable = data !== undefined && BigInt(data.total) >= BigInt(data.minClaim);

  const claim = async () => {
    setPaid(null);
    const result = await submit.run(() => claimRebate(language, key.current.for('claim')));
    if (result.ok) {
      key.current.renew();
      setPaid(result.value);
    }
    await Promise.all([refreshRebate(client), refreshBalance(client)]);
  };

  return (
    <div className="rebate-page" data-testid="rebate-page">
      {heading}
      {summary.isError ? <ErrorState error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {summary.isPending ? <Spinner /> : null}
      {data ? (
        <section className="rebate-card panel" aria-labelledby="rebate-now">
          <div>
            <h4 id="rebate-now" className="rebate-card-title">
              {t('rebate.available')}
            </h4>
            <p className="rebate-total" data-testid="rebate-total">
              {money.format(data.total)}
            </p>
            <p className="rebate-note">
              {data.lastClaimAt
                ? t('rebate.lastClaim', { time: siteDateTime(data.lastClaimAt) })
                : t('rebate.noClaimYet')}
            </p>
          </div>
          <div className="rebate-action">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!claimable || submit.busy}
              onClick={() => void claim()}
              data-testid="rebate-claim"
            >
              <HandCoins size={18} aria-hidden />
              {submit.busy ? t('rebate.claiming') : t('rebate.claim')}
            </button>
            {claimable ? null : (
              <p className="rebate-note" data-testid="rebate-min">
                {t('rebate.minimum', { amount: money.format(data.minClaim) })}
              </p>
            )}
          </div>
        </section>
      ) : null}
      {paid ? (
        <FormAlert tone="success" testId="rebate-paid">
          {t('rebate.paid', { amount: money.format(paid.amount) })}
        </FormAlert>
      ) : null}
      {submit.alert ? <FormAlert testId="rebate-error">{submit.alert}</FormAlert> : null}
      {data && data.lines.length === 0 ? (
        <EmptyState
          title={t('rebate.emptyTitle')}
          description={t('rebate.emptyText')}
          testId="rebate-empty"
        />
      ) : null}
      {data && data.lines.length > 0 ? <RebateTable lines={data.lines} testId="rebate-lines" /> : null}
      <RebateClaims />
    </div>
  );
}

function RebateTable({ lines, testId }: { lines: RebateLine[]; testId: string }) {
  const { t } = useTranslation('promotions');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const percent = new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return (
    <DataTable
      testId={testId}
      head={
        <>
          <th scope="col">{t('rebate.category')}</th>
          <th scope="col" className="num">
            {t('rebate.turnover')}
          </th>
          <th scope="col" className="num">
            {t('rebate.rate')}
          </th>
          <th scope="col" className="num">
            {t('rebate.amount')}
          </th>
        </>
      }
    >
      {lines.map((line) => (
        <tr key={line.category} data-testid="rebate-line" data-category={line.category}>
          <td>{tc(`categories.${line.category}`)}</td>
          <td className="num">
            <Money value={line.wagered} />
          </td>
          <td className="num">{percent.format(line.rateBp / 10_000)}</td>
          <td className="num">
            <Money value={line.amount} testId="rebate-line-amount" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function RebateClaims() {
  const { t } = useTranslation('promotions');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const claims = useQuery(rebateClaimsQuery(language, page));
  return (
    <section className="rebate-history" aria-labelledby="rebate-history">
      <h4 id="rebate-history" className="rebate-card-title">
        {t('rebate.history')}
      </h4>
      <PagedList
        query={claims}
        page={page}
        onPageChange={setPage}
        empty={{ title: t('rebate.noClaims'), testId: 'rebate-claims-empty' }}
      >
        {(data) => (
          <DataTable
            testId="rebate-claims"
            head={
              <>
                <th scope="col">{t('rebate.time')}</th>
                <th scope="col">{t('rebate.categories')}</th>
                <th scope="col" className="num">
                  {t('rebate.amount')}
                </th>
              </>
            }
          >
            {data.items.map((claim) => (
              <tr key={claim.id} data-testid="rebate-claim-row">
                <td>{siteDateTime(claim.claimedAt)}</td>
                <td>{claim.lines.map((line) => tc(`categories.${line.category}`)).join(', ')}</td>
                <td className="num">
                  <Money value={claim.amount} signed testId="rebate-claim-amount" />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </section>
  );
}
