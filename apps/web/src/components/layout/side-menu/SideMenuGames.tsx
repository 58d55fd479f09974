import { Flame, Gamepad2, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { categoriesWithVendors, useVendorLanes } from '../../../api/vendor-lanes';
import { CATEGORY_PATHS, NAV_CATEGORIES } from '../../../lib/categories';
import { CategoryIcon } from '../../game/CategoryIcon';
import { SideMenuItem } from './SideMenuItem';
import { SideMenuSection } from './SideMenuSection';

/** The game centre: every category that has vendors, then hot games and favourites. */
export function SideMenuGames() {
  const { t } = useTranslation();
  const { t: tLayout } = useTranslation('layout');
  const { data: lanes } = useVendorLanes();
  // ELOTT and LOTT share one page, so the menu lists that page once.
  const categories = categoriesWithVendors(lanes, NAV_CATEGORIES).filter(
    (category, index, all) => category !== 'LOTT' || !all.slice(0, index).includes('ELOTT'),
  );
  return (
    <SideMenuSection
      title={tLayout('side.gameCentre')}
      icon={<Gamepad2 size={18} />}
      testId="side-games-toggle"
    >
      {categories.map((category) => (
        <SideMenuItem
          key={category}
          icon={<CategoryIcon category={category} size={18} />}
          label={t(`categories.${category}`)}
          to={CATEGORY_PATHS[category]}
          testId={`side-category-${category}`}
        />
      ))}
      <SideMenuItem
        icon={<Flame size={18} />}
        label={t('categories.HOT')}
        to="/hot"
        testId="side-category-HOT"
      />
      <SideMenuItem
        icon={<Heart size={18} />}
        label={t('categories.FAV')}
        to="/fav"
        testId="side-category-FAV"
      />
    </SideMenuSection>
  );
}
