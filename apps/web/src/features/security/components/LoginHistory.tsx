import { siteDateTime } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { PagedList } from '../../../components/ui/PagedList';
import { useLanguage } from '../../../lib/language';
import { loginsQuery } from '../api/security';

/** Recent logins, newest first: time (yyyy-MM-dd HH:mm:ss), IP, device, result; ten a page. */
export function LoginHistory() {
  const { t } = useTranslation('security');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const logins = useQuery({ ...loginsQuery(language, page), placeholderData: keepPreviousData });

  return (
    <section className="security-section" data-testid="login-history">
      <h4 className="security-section-title">{t('logins.title')}</h4>
      <PagedList query={logins} page={page} onPageChange={setPage} empty={{ title: t('logins.empty') }}>
        {(data) => (
          <DataTable
            head={
              <>
                <th scope="col">{t('logins.time')}</th>
                <th scope="col">{t('logins.ip')}</th>
                <th scope="col">{t('logins.device')}</th>
                <th scope="col">{t('logins.result')}</th>
              </>
            }
          >
            {data.items.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: login records have no id; a page is read-only and never reordered
              <tr key={`${row.at}-${index}`} data-testid="login-row">
                <td data-testid="login-time">{siteDateTime(row.at)}</td>
                <td>{row.ip || '—'}</td>
                <td>{row.device}</td>
                <td>
                  <span className="security-pill" data-ok={row.success}>
                    {row.success ? t('logins.ok') : t('logins.failed')}
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </section>
  );
}
