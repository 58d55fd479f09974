import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid="pagination">
      <button
        type="button"
        className="pagination-item"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft size={18} aria-hidden />
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap-${index}`} className="pagination-gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pagination-item"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            data-testid={`page-${item}`}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination-item"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pagination.next')}
      >
        <ChevronRight size={18} aria-hidden />
      </button>
    </nav>
  );
}
