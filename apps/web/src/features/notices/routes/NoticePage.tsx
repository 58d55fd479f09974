import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessage';
import { usePageTitle } from '../../../lib/page-title';
import { noticePageNo, useNotices } from '../api/get-notices';
import { NoticeItem } from '../components/NoticeItem';
import '../../../components/ui/disclosure-list.css';
import '../components/notices.css';

/** /noticePage: the player notices, nine a page (spec §2.7). */
export default function NoticePage() {
  const { t } = useTranslation('notices');
  usePageTitle(t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = noticePageNo(searchParams.get('pageNo'));
  const query = useNotices(page);

  const changePage = (next: number) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('pageNo', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="page notices-page">
      <h1 className="page-title">{t('title')}</h1>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={<Bell size={28} />} title={t('empty')} />
      ) : (
        <>
          <ul className="disclosure-list" data-dimmed={query.isPlaceholderData}>
            {query.data.items.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.totalPages} onChange={changePage} />
        </>
      )}
    </section>
  );
}
