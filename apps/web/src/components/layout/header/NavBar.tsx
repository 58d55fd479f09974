import type { VendorCard } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useVendorLanes, vendorsOf } from '../../../api/vendor-lanes';
import { NAV_CATEGORIES } from '../../../lib/categories';
import { useOpenVendor } from '../../game/use-open-vendor';
import { NavCategory } from './NavCategory';

/**
 * The category bar (spec §2.2): only categories the vendor data lists vendors for, each with
 * a vendor drop-down; the pulled-out sports vendor gets its own item right after LIVE.
 */
export function NavBar() {
  const { t } = useTranslation('layout');
  const { data: lanes } = useVendorLanes();
  const pulledOut = lanes?.pulledOutSports ?? null;
  const openVendor = useOpenVendor();

  const items = NAV_CATEGORIES.flatMap((category) => {
    const vendors = vendorsOf(lanes, [category]).filter(
      (vendor) => category !== 'SPORTS' || vendor.vassalage !== pulledOut?.vassalage,
    );
    const entry =
      vendors.length > 0 || (category === 'SPORTS' && pulledOut)
        ? [<NavCategory key={category} category={category} vendors={vendors} />]
        : [];
    if (category === 'LIVE' && pulledOut)
      entry.push(<PulledOutItem key="pulled-out" vendor={pulledOut} onOpen={openVendor} />);
    return entry;
  });

  return (
    <nav className="navbar" aria-label={t('nav.label')}>
      <ul className="navbar-list">
        <li className="nav-item">
          <NavLink to="/index" className="nav-link" end>
            {t('nav.home')}
          </NavLink>
        </li>
        {items}
        <li className="nav-item">
          <NavLink to="/hot" className="nav-link" data-testid="nav-HOT">
            {t('nav.hot')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function PulledOutItem({ vendor, onOpen }: { vendor: VendorCard; onOpen: (vendor: VendorCard) => void }) {
  return (
    <li className="nav-item">
      <button
        type="button"
        className="nav-link nav-link-vendor"
        onClick={() => onOpen(vendor)}
        data-testid="nav-pulled-out"
        data-vendor={vendor.vassalage}
      >
        <img src={vendor.logoUrl} alt="" width={22} height={22} />
        {vendor.name}
      </button>
    </li>
  );
}
