import type { GameCategory, VendorCard } from '@app/contracts';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { vendorPath } from '../../../lib/categories';
import { opensGamePopup, useVendorGamesPopup } from '../../../lib/vendor-games';
import { DropdownGames } from './DropdownGames';

type VendorDropdownProps = { category: GameCategory; vendors: VendorCard[]; onDone: () => void };

/**
 * A category's vendors; hovering (or focusing) one loads its games beside the list. Choosing one opens its tab on the
 * category's page, or, for a vendor whose isGame is VASSALAGE, the popup list of its games (spec §2.1).
 */
export function VendorDropdown({ category, vendors, onDone }: VendorDropdownProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const showGames = useVendorGamesPopup();
  const [current, setCurrent] = useState(vendors[0]?.vassalage);

  return (
    <div className="vendor-dropdown" data-testid="vendor-dropdown">
      <ul className="vendor-dropdown-vendors" aria-label={t('nav.vendors')}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="vendor-dropdown-vendor"
              aria-current={vendor.vassalage === current ? 'true' : undefined}
              onMouseEnter={() => setCurrent(vendor.vassalage)}
              onFocus={() => setCurrent(vendor.vassalage)}
              onClick={() => {
                onDone();
                if (opensGamePopup(vendor)) showGames(vendor);
                else navigate(vendorPath(category, vendor.vassalage));
              }}
              data-testid={`dropdown-vendor-${vendor.vassalage}`}
            >
              <img src={vendor.logoUrl} alt="" width={40} height={24} className="vendor-dropdown-logo" />
              <span className="vendor-dropdown-name">{vendor.name}</span>
              {vendor.isHot === 1 ? <Flame size={14} aria-hidden className="vendor-dropdown-hot" /> : null}
            </button>
          </li>
        ))}
      </ul>
      {current ? <DropdownGames key={current} category={category} vendor={current} onDone={onDone} /> : null}
    </div>
  );
}
