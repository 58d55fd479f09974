import { DEMO_TYPE, type MemberInfo } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { meQuery } from '../../api/me';
import { useLanguage } from '../../lib/language';

/** The visitor's session as the site sees it: unknown until member info answers, then in or out. */
export type Session =
  | { status: 'loading' }
  | { status: 'loggedOut' }
  | {
      status: 'loggedIn';
      member: MemberInfo;
      username: string;
      rankLabel: string;
      rankLevel: number;
      /** A free-play account (type 4): no real-money features (spec §6). */
      isDemo: boolean;
    };

/** Spec §4: logged in once member info is fetched (GET me; a 401 means nobody is logged in). */
export function useSession(): Session {
  // A language switch fetches member info again; the member stays logged in meanwhile.
  const query = useQuery({ ...meQuery(useLanguage()), placeholderData: keepPreviousData });
  if (query.data) {
    const member = query.data;
    return {
      status: 'loggedIn',
      member,
      username: member.account,
      rankLabel: member.clubLabel.labelName,
      rankLevel: member.clubLabel.rankLevel,
      isDemo: member.type === DEMO_TYPE || member.isAgent === DEMO_TYPE,
    };
  }
  if (query.data === null || query.isError) return { status: 'loggedOut' };
  return { status: 'loading' };
}
