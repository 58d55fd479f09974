import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ComingSoonPage } from '../pages';
import { PageHeading } from './PageHeading';

/** A member page a later release opens: its name, what it will hold, and a plain "coming soon". */
export function PageSoon({ page }: { page: ComingSoonPage }) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation();
  return (
    <div className="member-centre-soon" data-testid="mc-coming-soon">
      <PageHeading page={page} />
      <div className="member-centre-soon-box">
        <Sparkles size={28} aria-hidden />
        <p className="member-centre-soon-badge">{tc('states.comingSoon')}</p>
        <p>{t(`pages.${page}.soon`)}</p>
      </div>
    </div>
  );
}
