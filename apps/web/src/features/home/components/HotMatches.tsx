import { Trophy } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/StateMessage';

/** Hot sports matches: sports betting opens in a later release, and the section says so. */
export const HotMatches = memo(function HotMatches() {
  const { t } = useTranslation('home');
  return (
    <section className="section" aria-labelledby="home-matches-title" data-testid="hot-matches">
      <h2 id="home-matches-title" className="section-title">
        {t('matches.title')}
      </h2>
      <EmptyState
        icon={<Trophy size={28} />}
        title={t('matches.empty')}
        description={t('matches.emptyText')}
        action={
          <Link to="/sports" className="btn btn-ghost">
            {t('matches.seeSports')}
          </Link>
        }
      />
    </section>
  );
});
