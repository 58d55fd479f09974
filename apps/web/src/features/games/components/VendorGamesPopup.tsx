import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../../components/game/GameGrid';
import { Modal } from '../../../components/ui/Modal';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import type { PopupVendor } from '../../../lib/vendor-games';
import { useVendorGames } from '../api/vendor-games';
import './vendor-games-popup.css';

/** While the first page loads: a few cards' places (the popup grows once, to the real list). */
const SKELETON_CARDS = 8;

type VendorGamesPopupProps = { vendor: PopupVendor; onClose: () => void };

/**
 * The game popup of spec §2.1/§2.3: a vendor's games, fetched when it opens; each card launches its game (after a
 * login, spec §4). Escape, the close button or the backdrop close it; focus stays inside while it is open.
 */
export default function VendorGamesPopup({ vendor, onClose }: VendorGamesPopupProps) {
  const { t } = useTranslation('games');
  const [page, setPage] = useState(1);
  const query = useVendorGames(vendor.vassalage, page);

  const title = (
    <span className="vendor-games-title">
      {vendor.logoUrl ? <img src={vendor.logoUrl} alt="" width={40} height={24} /> : null}
      <span>{vendor.name}</span>
    </span>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      width={920}
      className="vendor-games-modal"
      testId="vendor-games"
    >
      <div className="vendor-games" data-vendor={vendor.vassalage}>
        {query.isPending ? (
          <div aria-busy="true" data-testid="vendor-games-loading">
            <GameGridSkeleton count={SKELETON_CARDS} />
          </div>
        ) : query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.games.length === 0 ? (
          <EmptyState icon={<SearchX size={28} />} title={t('popup.empty')} testId="vendor-games-empty" />
        ) : (
          <>
            <p className="games-count" aria-live="polite">
              {t('count', { count: query.data.total })}
            </p>
            <GameGrid games={query.data.games} dimmed={query.isPlaceholderData} />
            <Pagination page={page} totalPages={query.data.totalPages} onChange={setPage} />
          </>
        )}
      </div>
    </Modal>
  );
}
