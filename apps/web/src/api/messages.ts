import { MESSAGES_API } from '@app/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useAuthGate } from '../lib/auth-gate';
import { useLanguage } from '../lib/language';
import { apiGet } from './client';

/** Member-scoped (['member', …]): a logout drops the inbox with the rest of the member's data. */
export const MESSAGES_KEY = ['member', 'messages'] as const;

/**
 * How many of the member's messages are unread (spec §7 unread message count), for the badges of the side menu and
 * the member centre. Asked again every minute while the tab is visible, and whenever the inbox changes.
 */
export function useUnreadMessages(): number {
  const language = useLanguage();
  const { loggedIn } = useAuthGate();
  const unread = useQuery({
    queryKey: [...MESSAGES_KEY, 'unread', language],
    queryFn: ({ signal }) => apiGet<number>(MESSAGES_API.unread, { language, signal }),
    enabled: loggedIn,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
  return loggedIn ? (unread.data ?? 0) : 0;
}

/** After a message is read: the inbox and every unread count are asked again. */
export function refreshMessages(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: MESSAGES_KEY });
}
