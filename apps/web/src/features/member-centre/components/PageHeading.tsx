import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../lib/member-centre';
import { PAGE_ICONS } from './member-pages';

/** A page's title: its menu icon and name. */
export function PageHeading({ page }: { page: MemberPage }) {
  const { t } = useTranslation('memberCentre');
  return (
    <h3 className="member-centre-heading">
      <span className="member-centre-icon" aria-hidden>
        {PAGE_ICONS[page]}
      </span>
      {t(`pages.${page}.label`)}
    </h3>
  );
}
