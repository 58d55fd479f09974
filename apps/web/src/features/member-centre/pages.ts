import type { LazyPage } from '../../lib/lazy-page';
import type { MemberPage, MemberPageProps } from '../../lib/member-centre';

/** Pages a later release builds: the panel shows their "coming soon" state (memberCentre `pages.<key>.soon`). */
export const COMING_SOON_PAGES = [
  'manualRebate',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const satisfies readonly MemberPage[];
export type ComingSoonPage = (typeof COMING_SOON_PAGES)[number];

export function isComingSoon(page: MemberPage): page is ComingSoonPage {
  return (COMING_SOON_PAGES as readonly string[]).includes(page);
}

/**
 * Every other page key → its page, loaded lazily (each its own chunk). The pages belong to their features
 * (wallet, security, …); the app shell fills this in (app/member-pages.ts), so the panel imports no feature.
 */
export type MemberPageRegistry = Record<Exclude<MemberPage, ComingSoonPage>, LazyPage<MemberPageProps>>;
