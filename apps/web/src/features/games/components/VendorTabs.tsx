import type { VendorCard } from '@app/contracts';
import { useTranslation } from 'react-i18next';

type VendorTabsProps = {
  vendors: readonly VendorCard[];
  /** The chosen vendor, or undefined for all of the category's vendors. */
  current: string | undefined;
  onChange: (vendor: string | undefined) => void;
};

/** The category's vendors as tabs, "All" first. */
export function VendorTabs({ vendors, current, onChange }: VendorTabsProps) {
  const { t } = useTranslation('games');
  return (
    <nav className="vendor-tabs" aria-label={t('vendors')}>
      <button
        type="button"
        className="vendor-tab"
        aria-current={current === undefined ? 'true' : undefined}
        onClick={() => onChange(undefined)}
        data-testid="vendor-tab-all"
      >
        {t('allVendors')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className="vendor-tab"
          aria-current={current === vendor.vassalage ? 'true' : undefined}
          onClick={() => onChange(vendor.vassalage)}
          data-testid={`vendor-tab-${vendor.vassalage}`}
        >
          <img src={vendor.logoUrl} alt="" width={28} height={28} className="vendor-tab-logo" />
          {vendor.name}
        </button>
      ))}
    </nav>
  );
}
