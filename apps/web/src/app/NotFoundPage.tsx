import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/ui/StateMessage';
import { usePageTitle } from '../lib/page-title';

/** Any address the site does not know, inside the normal layout. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="page">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <EmptyState
        testId="not-found"
        icon={<Compass size={28} />}
        title={t('notFound.text')}
        action={
          <Link to="/index" className="btn btn-primary">
            {t('actions.backHome')}
          </Link>
        }
      />
    </section>
  );
}
