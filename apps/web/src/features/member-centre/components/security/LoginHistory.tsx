import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../../components/ui/Pagination';
import { Spinner } from '../../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../../components/ui/StateMessage';
import { formatDateTime } from '../../../../lib/format-date';
import { useLanguage } from '../../../../lib/language';
import { loginsQuery } from '../../api/security';

/** Recent logins, newest first: time (yyyy-MM-dd HH:mm:ss), IP, device, result; ten a page. */
export function LoginHistory() {
  const { t } = useTranslation('memberCentre');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const logins = useQuery({ ...loginsQuery(language, page), placeholderData: keepPreviousData });

  return (
    <section className="security-section" data-testid="login-history">
      <h4 className="security-section-title">{t('security.logins.title')}</h4>
      {logins.isError ? <ErrorState error={logins.error} onRetry={() => void logins.refetch()} /> : null}
      {logins.isPending ? <Spinner /> : null}
      {logins.data && logins.data.items.length === 0 ? (
        <EmptyState title={t('security.logins.empty')} />
      ) : null}
      {logins.data && logins.data.items.length > 0 ? (
        <>
          <div className="security-table-wrap">
            <table className="security-table">
              <thead>
                <tr>
                  <th scope="col">{t('security.logins.time')}</th>
                  <th scope="col">{t('security.logins.ip')}</th>
                  <th scope="col">{t('security.logins.device')}</th>
                  <th scope="col">{t('security.logins.result')}</th>
                </tr>
              </thead>
              <tbody>
                {logins.data.items.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: login records have no id; a page is read-only and never reordered
                  <tr key={`${row.at}-${index}`} data-testid="login-row">
                    <td data-testid="login-time">{formatDateTime(row.at)}</td>
                    <td>{row.ip || '—'}</td>
                    <td>{row.device}</td>
                    <td>
                      <span className="security-pill" data-ok={row.success}>
                        {row.success ? t('security.logins.ok') : t('security.logins.failed')}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={logins.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
