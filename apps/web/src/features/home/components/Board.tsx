import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LateAnswer } from '../../../components/ui/LateAnswer';
import { EmptyState } from '../../../components/ui/StateMessage';

type BoardProps<T> = {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  testId: string;
  query: UseQueryResult<T[]>;
  empty: { icon: ReactNode; title: string; description: string; testId?: string };
  /** The rows (`li.board-row`) of the list. */
  children: (items: T[]) => ReactNode;
};

/** A ranked list on the home page: placeholders while loading, the error with a retry, an empty note, or the rows. */
export function Board<T>({ titleId, title, testId, query, empty, children }: BoardProps<T>) {
  return (
    <section className="home-board panel" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {/* as tall in every state (placeholders, error, empty, rows), so what follows stays where it is */}
      <div className="board-body">
        <LateAnswer
          query={query}
          placeholders={<BoardSkeleton />}
          empty={
            <EmptyState
              icon={empty.icon}
              title={empty.title}
              description={empty.description}
              testId={empty.testId}
            />
          }
        >
          {(items) => <ol className="board-list">{children(items)}</ol>}
        </LateAnswer>
      </div>
    </section>
  );
}

function BoardSkeleton() {
  return (
    <div className="board-list" aria-hidden>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className="skeleton board-skeleton-row" />
      ))}
    </div>
  );
}
