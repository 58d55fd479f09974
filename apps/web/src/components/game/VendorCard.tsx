import type { VendorCard as Vendor } from '@app/contracts';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './vendor-card.css';

type VendorCardProps = { vendor: Vendor; onOpen: (vendor: Vendor) => void };

/** A game vendor (provider) tile: logo, name, hot badge and game count. */
export function VendorCard({ vendor, onOpen }: VendorCardProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="vendor-card"
      onClick={() => onOpen(vendor)}
      data-testid={`vendor-card-${vendor.vassalage}`}
    >
      {vendor.isHot === 1 ? (
        <span className="vendor-card-hot">
          <Flame size={12} aria-hidden />
          {t('games.hot')}
        </span>
      ) : null}
      <img className="vendor-card-logo" src={vendor.logoUrl} alt="" loading="lazy" width={160} height={64} />
      <span className="vendor-card-name">{vendor.name}</span>
      <span className="vendor-card-count">{t('games.count', { count: vendor.gameCount })}</span>
      <span className="vendor-card-action">{t('games.enter')}</span>
    </button>
  );
}
