import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../lib/member-centre';
import { PAGE_ICONS } from './member-pages';

/** A member page a later release opens: its name, what it will hold, and a plain "coming soon". */
export function PageSoon({ page }: { page: Exclude<MemberPage, 'securityCenter'> }) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation();
  return (
    <div className="member-centre-soon" data-testid="mc-coming-soon">
      <h3 className="member-centre-heading">
        <span className="member-centre-icon" aria-hidden>
          {PAGE_ICONS[page]}
        </span>
        {t(`pages.${page}.label`)}
      </h3>
      <div className="member-centre-soon-box">
        <Sparkles size={28} aria-hidden />
        <p className="member-centre-soon-badge">{tc('states.comingSoon')}</p>
        <p>{t(`pages.${page}.soon`)}</p>
      </div>
    </div>
  );
}
