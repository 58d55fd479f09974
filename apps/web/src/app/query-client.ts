import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Client errors (4xx) are answers, not glitches: only network and server failures retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** Answers that mean the site's status changed while the visitor was on it. */
const STATUS_CODES = new Set(['system_maintenance', 'access_restricted']);
/** Answers that mean the session ended (expired, revoked elsewhere): ask who is logged in again. */
const SESSION_CODES = new Set(['session_expired', 'please_login']);

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // Maintenance or a restriction starting mid-visit: ask for the status again, so the
    // root gate swaps the site for the maintenance or restriction page. A session that ended
    // shows as logged out once member info answers again.
    onError: (error) => {
      if (error instanceof ApiError && STATUS_CODES.has(error.code)) {
        void queryClient.invalidateQueries({ queryKey: ['platform', 'permission'] });
      }
      if (error instanceof ApiError && SESSION_CODES.has(error.code)) {
        void queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] });
      }
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
  },
});
