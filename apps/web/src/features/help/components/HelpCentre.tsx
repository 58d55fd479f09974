import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFooterPages } from '../../../api/footer-pages';
import { SafeHtml } from '../../../components/ui/SafeHtml';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { usePageTitle } from '../../../lib/page-title';
import { useFooterPage } from '../api/get-footer-page';
import './help.css';

/** The help centre: the company pages from the server, `?page=<slug>` choosing one. */
export function HelpCentre() {
  const { t } = useTranslation('help');
  const [searchParams, setSearchParams] = useSearchParams();
  const pages = useFooterPages();
  const wanted = searchParams.get('page');
  const slug = pages.data?.some((page) => page.slug === wanted)
    ? (wanted ?? undefined)
    : pages.data?.[0]?.slug;
  const content = useFooterPage(slug);
  usePageTitle(content.data?.title ?? t('title'));

  if (pages.isPending) return <Spinner />;
  if (pages.isError) return <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />;
  if (pages.data.length === 0) return <EmptyState icon={<FileText size={28} />} title={t('empty')} />;

  return (
    <div className="help">
      <nav className="help-nav" aria-label={t('pages')}>
        {pages.data.map((page) => (
          <button
            key={page.slug}
            type="button"
            className="help-nav-item"
            aria-current={page.slug === slug ? 'page' : undefined}
            onClick={() => setSearchParams({ page: page.slug })}
            data-testid={`help-tab-${page.slug}`}
          >
            {page.title}
          </button>
        ))}
      </nav>
      <article className="help-content panel" data-testid="help-content">
        {content.isPending ? (
          <Spinner />
        ) : content.isError ? (
          <ErrorState error={content.error} onRetry={() => void content.refetch()} />
        ) : (
          <>
            <h2 className="help-title">{content.data.title}</h2>
            <SafeHtml html={content.data.content} />
          </>
        )}
      </article>
    </div>
  );
}
