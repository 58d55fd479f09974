import type { ReactNode } from 'react';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';
import { EmptyState, ErrorState } from './StateMessage';

/** The part of a TanStack query result a paged list reads. */
type PagedQuery<D> = {
  data: D | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
};

type PagedListProps<D extends { items: readonly unknown[]; totalPages: number }> = {
  query: PagedQuery<D>;
  page: number;
  onPageChange: (page: number) => void;
  /** What an empty list says. */
  empty: { title: string; description?: string; testId?: string };
  /** The list itself (a table, and anything above it), shown while the page has items; the pager follows. */
  children: (data: D) => ReactNode;
};

/**
 * One page of a server-paged list with its states: the error (with a retry), the first load, the empty list,
 * or the items followed by the pager.
 */
export function PagedList<D extends { items: readonly unknown[]; totalPages: number }>({
  query,
  page,
  onPageChange,
  empty,
  children,
}: PagedListProps<D>) {
  const { data } = query;
  return (
    <>
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Spinner /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} testId={empty.testId} />
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          {children(data)}
          <Pagination page={page} totalPages={data.totalPages} onChange={onPageChange} />
        </>
      ) : null}
    </>
  );
}
