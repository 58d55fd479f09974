import type { Announcements, Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthGate, useAuthGate } from '../lib/auth-gate';
import { useLanguage } from '../lib/language';
import { announcementsAddress } from './addresses';
import { apiGet } from './client';

/**
 * Whom the server answers: announcements have an audience (visitors, members, members from a rank up), so the
 * answer depends on the session and each kind of viewer has its own cache entry. `null` until the session is
 * known.
 */
export function announcementViewer(gate: Pick<AuthGate, 'known' | 'loggedIn' | 'rankLevel'>): string | null {
  if (!gate.known) return null;
  return gate.loggedIn ? `member:${gate.rankLevel ?? 0}` : 'visitor';
}

export function announcementsQuery(viewer: string, language: Language) {
  return queryOptions({
    queryKey: ['platform', 'announcements', viewer, language],
    queryFn: ({ signal }) => apiGet<Announcements>(announcementsAddress(), { language, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The announcements for the current viewer; asked once the session is known (logging in or out asks again). */
export function useAnnouncements() {
  const viewer = announcementViewer(useAuthGate());
  const language = useLanguage();
  return useQuery({ ...announcementsQuery(viewer ?? 'unknown', language), enabled: viewer !== null });
}
