import { FAIR_API, type FairRound } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

/** One of the member's rounds with its fair data (member-scoped: dropped at logout). */
export function useFairRound(roundId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['member', 'fair-round', roundId, language],
    queryFn: ({ signal }) => apiGet<FairRound>(FAIR_API.round(roundId ?? ''), { language, signal }),
    enabled: roundId !== null,
  });
}
