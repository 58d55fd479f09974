import type { LazyPage } from '../../lib/lazy-page';
import type { MemberPage, MemberPageProps } from '../../lib/member-centre';

/**
 * Every page key → its page, loaded lazily (each its own chunk). The pages belong to their features
 * (wallet, security, …); the app shell fills this in (app/member-pages.ts), so the panel imports no feature.
 */
export type MemberPageRegistry = Record<MemberPage, LazyPage<MemberPageProps>>;
