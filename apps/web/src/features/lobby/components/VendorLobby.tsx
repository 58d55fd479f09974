import type { VendorCard as Vendor } from '@app/contracts';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenVendor } from '../../../components/game/use-open-vendor';
import { VendorCard } from '../../../components/game/VendorCard';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { usePageTitle } from '../../../lib/page-title';
import '../../../components/game/vendor-card.css';
import './lobby.css';

type VendorLobbyProps = {
  title: string;
  lead: string;
  vendors: readonly Vendor[];
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  testId: string;
};

/** A lobby page listing a category's vendors; entering one asks for a login first. */
export function VendorLobby({ title, lead, vendors, query, testId }: VendorLobbyProps) {
  const { t } = useTranslation('lobby');
  const openVendor = useOpenVendor();
  usePageTitle(title);
  return (
    <section className="page" data-testid={testId}>
      <div className="lobby-hero">
        <h1 className="page-title">{title}</h1>
        <p className="lobby-lead">{lead}</p>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && vendors.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : vendors.length === 0 ? (
        <EmptyState icon={<Store size={28} />} title={t('empty')} testId="lobby-empty" />
      ) : (
        <div className="vendor-grid">
          {vendors.map((vendor) => (
            <VendorCard key={vendor.vassalage} vendor={vendor} onOpen={openVendor} />
          ))}
        </div>
      )}
    </section>
  );
}
