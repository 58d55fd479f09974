import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVendorLanes } from '../../../api/vendor-lanes';
import { GameGridSkeleton } from '../../../components/game/GameGrid';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { usePageTitle } from '../../../lib/page-title';
import { seamlessVendors } from '../api/seamless-vendors';
import { SeamlessGames } from '../components/SeamlessGames';
import { SeamlessHow } from '../components/SeamlessHow';
import { SeamlessVendorTabs, SeamlessVendorTabsSkeleton } from '../components/SeamlessVendorTabs';
import './seamless-page.css';

/**
 * /seamless (spec §2.1, header only): games played straight from the main wallet. How single-wallet play works,
 * then the vendors on the seamless wallet as tabs (`?vendor=<vassalage>`, the first one by default) over their
 * games; a game card launches the game as every game list does.
 */
export default function SeamlessPage() {
  const { t } = useTranslation('gameLaunch');
  usePageTitle(t('seamless.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const lanes = useVendorLanes();
  const vendors = seamlessVendors(lanes.data);
  const wanted = searchParams.get('vendor');
  const vendor = vendors.find((item) => item.card.vassalage === wanted) ?? vendors[0];

  const chooseVendor = (vassalage: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('vendor', vassalage);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="page seamless-page" data-testid="seamless-page">
      <header className="seamless-hero">
        <h1 className="page-title">{t('seamless.title')}</h1>
        <p className="seamless-lead">{t('seamless.lead')}</p>
      </header>
      <SeamlessHow />
      <section className="section seamless-vendors" aria-labelledby="seamless-vendors-title">
        <h2 id="seamless-vendors-title" className="section-title">
          {t('seamless.vendorsTitle')}
        </h2>
        <p className="seamless-vendors-note">{t('seamless.vendorsNote')}</p>
        {lanes.isPending ? (
          <>
            <SeamlessVendorTabsSkeleton />
            <GameGridSkeleton count={12} />
          </>
        ) : lanes.isError && !lanes.data ? (
          <ErrorState error={lanes.error} onRetry={() => void lanes.refetch()} />
        ) : !vendor ? (
          <EmptyState
            icon={<Store size={28} />}
            title={t('seamless.emptyTitle')}
            description={t('seamless.emptyText')}
            testId="seamless-empty"
          />
        ) : (
          <>
            <SeamlessVendorTabs vendors={vendors} current={vendor.card.vassalage} onChange={chooseVendor} />
            <SeamlessGames key={vendor.card.vassalage} vendor={vendor} />
          </>
        )}
      </section>
    </section>
  );
}
