import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLateAnswer } from '../../lib/use-late-answer';
import { ErrorState } from './StateMessage';

type LateAnswerProps<T> = {
  query: UseQueryResult<T[]>;
  /** Shown until the answer has been rendered: the answer's final size, so nothing below moves. */
  placeholders: ReactNode;
  /** Shown for an empty answer. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/**
 * A list section whose answer lands after the page's first paint (the home page's boards and rows): placeholders,
 * then the rows rendered at a transition's priority (`useLateAnswer`), an empty note, or the error with a retry
 * when there was never an answer (a failed refetch keeps the rows already shown).
 */
export function LateAnswer<T>({ query, placeholders, empty, children }: LateAnswerProps<T>) {
  const items = useLateAnswer(query.data);
  if (items === undefined) {
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      placeholders
    );
  }
  return items.length === 0 ? empty : children(items);
}
